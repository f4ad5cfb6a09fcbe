/**
 * The Spanish catalogue: react-admin's own texts (raSpanish.ts), the domain's
 * (src/domain/i18n/es), the cat's value labels (valueLabels.ts) and every
 * area's (src/client/<area>/i18n/es.ts, found by Vite: an area adds its folder
 * and nothing else). The Spanish area catalogues stay TypeScript: they are
 * the keys' source, with comments on where a text is shown, which the other
 * languages' JSON files translate. Loaded with the staff
 * application; the pages outside it speak the public part (public/es.ts,
 * catalogues.ts).
 */
import type { TranslationMessages } from 'react-admin';
import { mergeCatalogues, type Tree } from '../../domain/i18n/catalogue';
import domainSpanish from '../../domain/i18n/es';
import { raSpanish } from './raSpanish';
import { valueLabelCatalogue } from './valueLabels';

const areas = import.meta.glob<Tree>('../*/i18n/es.ts', { eager: true, import: 'default' });

export const spanishMessages = mergeCatalogues(raSpanish, domainSpanish, valueLabelCatalogue('es'), ...Object.values(areas)) as unknown as TranslationMessages;
