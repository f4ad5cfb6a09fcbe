/**
 * The Spanish catalogue: react-admin's own texts (raSpanish.ts), the domain's
 * (src/domain/i18n/es) and every area's (src/client/<area>/i18n/es.ts, found
 * by Vite: an area adds its folder and nothing else). Loaded with the staff
 * application; the pages outside it speak the public part (public/es.ts,
 * catalogues.ts).
 */
import type { TranslationMessages } from 'react-admin';
import { mergeCatalogues, type Tree } from '../../domain/i18n/catalogue';
import domainSpanish from '../../domain/i18n/es';
import { raSpanish } from './raSpanish';

const areas = import.meta.glob<Tree>('../*/i18n/es.ts', { eager: true, import: 'default' });

export const spanishMessages = mergeCatalogues(raSpanish, domainSpanish, ...Object.values(areas)) as unknown as TranslationMessages;
