/** The answers of the trap bank, by key (their texts in src/server/i18n). */
import { SERVER_KEYS } from '../../i18n/keys';

export const EQUIPO_MESSAGES = SERVER_KEYS.equipos;
