/** The Spanish date of generation (the reports' own formats, per language: texts.ts) and the file-name date. */
import { reportFormats } from './texts';

const SPANISH = reportFormats('es');

/** `29 de marzo de 2025 a las 18:45` (the server's local time). */
export function formatGeneratedAt(date: Date): string {
  return SPANISH.generatedAt(date);
}

/** `2025-03-29`, the local date, for file names. */
export { localIsoDate as fileDate } from '../../domain/informes';
