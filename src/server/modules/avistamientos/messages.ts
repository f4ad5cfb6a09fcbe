/** The answers about citizens' sightings, by key (their texts in src/server/i18n). */
import { SERVER_KEYS } from '../../i18n/keys';

export const AVISTAMIENTO_MESSAGES = SERVER_KEYS.avistamientos;
