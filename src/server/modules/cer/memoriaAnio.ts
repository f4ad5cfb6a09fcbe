/**
 * The year an annual report is asked for (a municipality's or the province's): the one named, else the
 * current one; a year still to come is refused with the same reason for both.
 */
import { CER_API_KEYS, hoyEnEspana } from '../../../domain/cer';
import { unprocessable } from '../../lib/errors';

export function memoriaAnio(asked: number | undefined): { anio: number; today: string } {
  const today = hoyEnEspana();
  const anio = asked ?? Number(today.slice(0, 4));
  if (anio > Number(today.slice(0, 4))) throw unprocessable(CER_API_KEYS.anioFuturo);
  return { anio, today };
}
