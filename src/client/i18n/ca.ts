/** The complete Catalan catalogue: react-admin's own texts and Gatera's, with exactly the Spanish keys (tests/client/i18nCatalogues.test.ts). */
import type { TranslationMessages } from 'react-admin';
import { mergeMessages } from './es';
import { raCatalan } from './ra/ca';
import { gateraCatalan } from './gatera/ca';

export const catalanMessages = mergeMessages(raCatalan, gateraCatalan) as unknown as TranslationMessages;
