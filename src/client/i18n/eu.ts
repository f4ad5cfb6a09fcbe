/**
 * The Basque catalogue: react-admin's texts (ra/eu.json), the domain's, the
 * cat's value labels and every area's (<area>/i18n/eu.json: translations are
 * data, kept as JSON that translators' tools read), with exactly the Spanish
 * keys (tests/client/i18nCatalogues.test.ts).
 */
import type { TranslationMessages } from 'react-admin';
import { mergeCatalogues, type Tree } from '../../domain/i18n/catalogue';
import domainBasque from '../../domain/i18n/eu';
import raBasque from './ra/eu.json';
import { valueLabelCatalogue } from './valueLabels';

const areas = import.meta.glob<Tree>('../*/i18n/eu.json', { eager: true, import: 'default' });

export const basqueMessages = mergeCatalogues(raBasque, domainBasque, valueLabelCatalogue('eu'), ...Object.values(areas)) as unknown as TranslationMessages;
