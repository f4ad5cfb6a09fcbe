/** The answers of the colony and assignment calls, by key (their texts in src/server/i18n). */
import { SERVER_KEYS } from '../../i18n/keys';

export const COLONIA_MESSAGES = SERVER_KEYS.colonias;
