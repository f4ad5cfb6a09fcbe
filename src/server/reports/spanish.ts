/** Dates and numbers as a Spanish reader expects them in a printed report (the other languages: texts.ts). */
import { reportFormats } from './texts';

const SPANISH = reportFormats('es');

/** `29 de marzo de 2025 a las 18:45` (the server's local time). */
export function formatGeneratedAt(date: Date): string {
  return SPANISH.generatedAt(date);
}

/** `2025-03-29`, the local date, for file names. */
export { localIsoDate as fileDate } from '../../domain/informes';

/** `62,5 %` */
export function formatPercent(value: number): string {
  return SPANISH.percent(value);
}

/** `5000`, `12.500`: Spanish grouping (four-digit numbers are not grouped). */
export function formatCount(value: number): string {
  return SPANISH.count(value);
}

/** `1 gato`, `3 gatos` */
export function plural(count: number, one: string, many: string): string {
  return SPANISH.plural(count, [one, many]);
}
