/** The answers of the installation's settings, by key (their texts in src/server/i18n). */
import { SERVER_KEYS } from '../../i18n/keys';

export const AJUSTES_MESSAGES = SERVER_KEYS.ajustes;
