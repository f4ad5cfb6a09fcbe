/** The complete Galician catalogue: react-admin's own texts and Gatera's, with exactly the Spanish keys (tests/client/i18nCatalogues.test.ts). */
import type { TranslationMessages } from 'react-admin';
import { mergeMessages } from './es';
import { raGalician } from './ra/gl';
import { gateraGalician } from './gatera/gl';

export const galicianMessages = mergeMessages(raGalician, gateraGalician) as unknown as TranslationMessages;
