/**
 * The English catalogue: ra-language-english, the domain's texts, the cat's
 * value labels and every area's (<area>/i18n/en.json: translations are data,
 * kept as JSON that translators' tools read), with exactly the Spanish keys
 * (tests/client/i18nCatalogues.test.ts).
 */
import type { TranslationMessages } from 'react-admin';
import raLanguageEnglish from 'ra-language-english';
import { mergeCatalogues, type Tree } from '../../domain/i18n/catalogue';
import domainEnglish from '../../domain/i18n/en';
import { valueLabelCatalogue } from './valueLabels';

/** ra-language-spanish still has the older `ra.navigation.prev`; every catalogue keeps it. */
const older = { ra: { navigation: { prev: 'Previous' } } };

const areas = import.meta.glob<Tree>('../*/i18n/en.json', { eager: true, import: 'default' });

export const englishMessages = mergeCatalogues(raLanguageEnglish as unknown as Tree, older, domainEnglish, valueLabelCatalogue('en'), ...Object.values(areas)) as unknown as TranslationMessages;
