/**
 * The messages of the screens and the server, as catalogue keys (their texts
 * in every language are in src/domain/i18n/<lang>/).
 */
import { DOMAIN_KEYS } from './i18n/keys';

export const AUTH_MESSAGES = DOMAIN_KEYS.auth;

export const GATO_MESSAGES = DOMAIN_KEYS.gatos;

export const RECORD_MESSAGES = DOMAIN_KEYS.registros;

export const BACKUP_MESSAGES = DOMAIN_KEYS.backups;

export const GENERAL_MESSAGES = DOMAIN_KEYS.general;
