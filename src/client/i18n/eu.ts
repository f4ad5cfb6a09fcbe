/** The complete Basque catalogue: react-admin's own texts and Gatera's, with exactly the Spanish keys (tests/client/i18nCatalogues.test.ts). */
import type { TranslationMessages } from 'react-admin';
import { mergeMessages } from './es';
import { raBasque } from './ra/eu';
import { gateraBasque } from './gatera/eu';

export const basqueMessages = mergeMessages(raBasque, gateraBasque) as unknown as TranslationMessages;
