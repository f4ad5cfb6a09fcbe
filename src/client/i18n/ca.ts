/**
 * The Catalan catalogue: react-admin's texts (ra/ca.json), the domain's, the
 * cat's value labels and every area's (<area>/i18n/ca.json: translations are
 * data, kept as JSON that translators' tools read), with exactly the Spanish
 * keys (tests/client/i18nCatalogues.test.ts).
 */
import type { TranslationMessages } from 'react-admin';
import { mergeCatalogues, type Tree } from '../../domain/i18n/catalogue';
import domainCatalan from '../../domain/i18n/ca';
import raCatalan from './ra/ca.json';
import { valueLabelCatalogue } from './valueLabels';

const areas = import.meta.glob<Tree>('../*/i18n/ca.json', { eager: true, import: 'default' });

export const catalanMessages = mergeCatalogues(raCatalan, domainCatalan, valueLabelCatalogue('ca'), ...Object.values(areas)) as unknown as TranslationMessages;
