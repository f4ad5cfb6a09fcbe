/** The English catalogue: ra-language-english, the domain's texts and every area's, with exactly the Spanish keys (tests/client/i18nCatalogues.test.ts). */
import type { TranslationMessages } from 'react-admin';
import raLanguageEnglish from 'ra-language-english';
import { mergeCatalogues, type Tree } from '../../domain/i18n/catalogue';
import domainEnglish from '../../domain/i18n/en';

/** ra-language-spanish still has the older `ra.navigation.prev`; every catalogue keeps it. */
const older = { ra: { navigation: { prev: 'Previous' } } };

const areas = import.meta.glob<Tree>('../*/i18n/en.ts', { eager: true, import: 'default' });

export const englishMessages = mergeCatalogues(raLanguageEnglish as unknown as Tree, older, domainEnglish, ...Object.values(areas)) as unknown as TranslationMessages;
