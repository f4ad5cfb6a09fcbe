/** The answers about a complaint's public tracking, by key (their texts in src/server/i18n). */
import { SERVER_KEYS } from '../../i18n/keys';

export const SEGUIMIENTO_MESSAGES = SERVER_KEYS.seguimiento;
