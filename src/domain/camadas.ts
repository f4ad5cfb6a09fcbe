/**
 * Litters and newcomers: what arrives in a colony besides the cats already
 * registered. A litter is seen on a day with its kittens counted; what became
 * of them is told by counts that never add up to more kittens than it had (the
 * rest: not known yet). Newcomers are the adults a census counts beyond the
 * colony's registered cats on that day. Written once; the server answers with
 * these rules and the client's form checks them before sending.
 */
import { isIsoDate } from './validation';
import { CAMADA_API_MESSAGES } from './i18n/camadaMessages';
import { CAMADA_MAX_CRIAS, CAMADA_NOTAS_MAX } from './camadaLimits';

export { CAMADA_API_KEYS, CAMADA_API_MESSAGES } from './i18n/camadaMessages';

/** What became of a litter's kittens, each a count. */
export const CAMADA_DESTINOS = ['en_colonia', 'adoptadas', 'fallecidas', 'trasladadas'] as const;
export type CamadaDestino = (typeof CAMADA_DESTINOS)[number];

export { CAMADA_MAX_CRIAS, CAMADA_NOTAS_MAX };

/** The years the dashboard compares, the current one last. */
export const CAMADAS_PANEL_ANIOS = 5;

export interface CamadaValues extends Record<CamadaDestino, number> {
  fecha: string;
  crias: number;
  notas?: string | null;
}

const isCount = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value >= 0;

export type CamadaProblem = keyof typeof CAMADA_API_MESSAGES;

/** Which rule a litter breaks first (its message's key), or null; `today` is YYYY-MM-DD (it must not be seen after it). */
export function camadaProblem(values: Partial<Record<keyof CamadaValues, unknown>>, today: string): CamadaProblem | null {
  const { fecha, crias, notas } = values;
  if (typeof fecha !== 'string' || !isIsoDate(fecha)) return 'fechaInvalida';
  if (fecha > today) return 'fechaFutura';
  if (!isCount(crias) || crias < 1 || crias > CAMADA_MAX_CRIAS) return 'crias';
  if (!CAMADA_DESTINOS.every((destino) => isCount(values[destino] ?? 0))) return 'destino';
  if (sinDestino(values as CamadaValues) < 0) return 'destinos';
  if (typeof notas === 'string' && notas.length > CAMADA_NOTAS_MAX) return 'notas';
  return null;
}

/** The kittens whose fate is not known yet. */
export function sinDestino(values: Pick<CamadaValues, 'crias' | CamadaDestino>): number {
  return CAMADA_DESTINOS.reduce((left, destino) => left - (values[destino] ?? 0), values.crias);
}

/**
 * The adults a census saw that the colony's register does not account for:
 * cats come from elsewhere (or never registered), counted once per census.
 */
export function recienLlegados(adultosVistos: number, registrados: number): number {
  return Math.max(0, adultosVistos - registrados);
}
