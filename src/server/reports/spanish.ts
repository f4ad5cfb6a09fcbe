/** Dates and numbers as a Spanish reader expects them in a printed report. */

const LONG_DATE = new Intl.DateTimeFormat('es-ES', { day: 'numeric', month: 'long', year: 'numeric' });
const TIME = new Intl.DateTimeFormat('es-ES', { hour: '2-digit', minute: '2-digit', hour12: false });
const DECIMAL = new Intl.NumberFormat('es-ES', { maximumFractionDigits: 1 });
const INTEGER = new Intl.NumberFormat('es-ES', { maximumFractionDigits: 0 });

/** `29 de marzo de 2025 a las 18:45` (the server's local time). */
export function formatGeneratedAt(date: Date): string {
  return `${LONG_DATE.format(date)} a las ${TIME.format(date)}`;
}

/** `2025-03-29`, the local date, for file names. */
export { localIsoDate as fileDate } from '../../domain/informes';

/** `62,5 %` */
export function formatPercent(value: number): string {
  return `${DECIMAL.format(value)} %`;
}

/** `5000`, `12.500`: Spanish grouping (four-digit numbers are not grouped). */
export function formatCount(value: number): string {
  return INTEGER.format(value);
}

/** `1 gato`, `3 gatos` */
export function plural(count: number, one: string, many: string): string {
  return `${formatCount(count)} ${count === 1 ? one : many}`;
}
