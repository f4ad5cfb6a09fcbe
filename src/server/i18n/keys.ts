/**
 * The keys of the server's own messages (their Spanish in es.ts): what the
 * code throws and answers, turned into the request's language on the way out.
 */
import { keysOf } from '../../domain/i18n/catalogue';
import { serverSpanish } from './es';

export const SERVER_KEYS = keysOf(serverSpanish);
