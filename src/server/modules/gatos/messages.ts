/** The answers of the cat calls, by key (their texts in src/server/i18n). */
import { SERVER_KEYS } from '../../i18n/keys';

export const GATO_SERVER_MESSAGES = SERVER_KEYS.gatos;
