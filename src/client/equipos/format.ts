/** How the trap bank's screens write a loan: who has it, for which colony, until when. */
import { formatDate } from '../../domain/validation';
import type { Prestamo } from '../../domain/schemas/equipo';

type Translate = (key: string, options?: Record<string, unknown>) => string;

export function loanLine(translate: Translate, prestamo: Prestamo): string {
  const line = translate('gatera.equipos.tiene', { persona: prestamo.usuario_nombre ?? '—', colonia: prestamo.colonia_nombre ?? '—', fecha: formatDate(prestamo.devolver_antes_de) });
  return prestamo.vencido ? `${line} (${translate('gatera.equipos.vencido')})` : line;
}

/** Cents as euros in the reader's way of writing numbers. */
export function euros(centimos: number | null): string {
  return centimos === null ? '' : `${(centimos / 100).toLocaleString(undefined, { minimumFractionDigits: 2, maximumFractionDigits: 2 })} €`;
}

/** Euros typed by a person («20», «20,50», «20.5») as cents; null when empty, NaN when not a number. */
export function parseEuros(text: string): number | null {
  const value = text.trim().replace(',', '.');
  if (!value) return null;
  if (!/^\d{1,5}(\.\d{1,2})?$/.test(value)) return Number.NaN;
  return Math.round(Number(value) * 100);
}
