/**
 * The Galician catalogue: react-admin's texts (ra/gl.json), the domain's, the
 * cat's value labels and every area's (<area>/i18n/gl.json: translations are
 * data, kept as JSON that translators' tools read), with exactly the Spanish
 * keys (tests/client/i18nCatalogues.test.ts).
 */
import type { TranslationMessages } from 'react-admin';
import { mergeCatalogues, type Tree } from '../../domain/i18n/catalogue';
import domainGalician from '../../domain/i18n/gl';
import raGalician from './ra/gl.json';
import { valueLabelCatalogue } from './valueLabels';

const areas = import.meta.glob<Tree>('../*/i18n/gl.json', { eager: true, import: 'default' });

export const galicianMessages = mergeCatalogues(raGalician, domainGalician, valueLabelCatalogue('gl'), ...Object.values(areas)) as unknown as TranslationMessages;
