/** Numbers of the CER screens in the reader's language (src/client/i18n/numbers.ts). */
export { formatShare, formatInteger } from '../i18n/numbers';

/** `2026-03` → `03/2026`, as the screens show months. */
export const formatMonth = (mes: string): string => `${mes.slice(5, 7)}/${mes.slice(0, 4)}`;
