/**
 * The day a complaint or inspection was filed, as dd/mm/yyyy in the reader's
 * time zone (the server stores a UTC timestamp: a complaint filed at 00:30 in
 * Spain belongs to that day, not the UTC day before). A plain date stays as it is.
 */
import { formatDay } from '../../domain/dates';
import { formatDate, isIsoDate } from '../../domain/validation';

export function fechaDeRegistro(value: string | null | undefined): string {
  if (!value) return '';
  if (isIsoDate(value)) return formatDate(value);
  return formatDay(value) || formatDate(value);
}
