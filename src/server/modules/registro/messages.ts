/** The answers of the microchip register and the certificates, by key (their texts in src/server/i18n). */
import { SERVER_KEYS } from '../../i18n/keys';

export const REGISTRO_MESSAGES = SERVER_KEYS.registro;
