/** Amounts typed on the money screens: euros read as cents without floating point (shown with i18n/numbers' formatMoney). */
import { centimosDeEuros } from '../../domain/costes';

/** What an amount field holds: the text typed, and its cents (null while it is no amount). */
export const importeDe = (texto: string): number | null => (texto.trim() === '' ? null : centimosDeEuros(texto));

export const T = 'gatera.facturas';
