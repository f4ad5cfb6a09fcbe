/** The complete English catalogue: ra-language-english and Gatera's texts, with exactly the Spanish keys (tests/client/i18nCatalogues.test.ts). */
import type { TranslationMessages } from 'react-admin';
import raLanguageEnglish from 'ra-language-english';
import { mergeMessages } from './es';
import { gateraEnglish } from './gatera/en';

type Tree = Parameters<typeof mergeMessages>[0];

/** ra-language-spanish still has the older `ra.navigation.prev`; every catalogue keeps it. */
const older = { ra: { navigation: { prev: 'Previous' } } };

export const englishMessages = mergeMessages(raLanguageEnglish as unknown as Tree, older, gateraEnglish) as unknown as TranslationMessages;
