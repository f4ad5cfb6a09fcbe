/**
 * How old a colony's estimate is and how much it is still worth: the days
 * since its latest census, whether it is stale, and its 95 % interval widened
 * for the time it has gone uncounted. Written once; the server answers with it
 * and the client shows its mark.
 *
 * Stale: more than `vigenciaDias` days (CENSO_VIGENCIA_DIAS, 180 by default)
 * since the census, counted in Spain's dates. Half a year is one census in
 * spring and one in autumn: a count older than that predates a whole kitten
 * season, so the programme plans a new one.
 *
 * The widened interval: with a = the yearly attrition (CER_MERMA_ANUAL, 0.13
 * by default, the yearly turnover a US TNR programme publishes and uses) and
 * t = (days since the census − vigenciaDias) / 365, the years the estimate has
 * gone stale,
 *   lower = max(registrados, floor(lower95 · (1 − a)^t))
 *   upper = ceil(upper95 · (1 + a)^t)
 * Within its validity the census's own interval stands (it is the accepted
 * picture of the colony), so t counts only the time beyond it and the interval
 * grows from where it was, without a jump on the day the estimate goes stale.
 * A colony loses a share a of its cats a year (deaths, moves) and may gain as
 * many (births, newcomers): compounding that share both ways bounds where the
 * population may have gone since. The lower bound never falls below the cats
 * registered today, as the estimate itself never does. The point estimate is
 * not changed: nothing new is known about the centre, only less about the spread.
 */

/** Days a census stands for the colony when CENSO_VIGENCIA_DIAS is not set. */
export const CENSO_VIGENCIA_DIAS_DEFAULT = 180;

/** Yearly attrition that widens a stale interval when CER_MERMA_ANUAL is not set. */
export const CER_MERMA_ANUAL_DEFAULT = 0.13;

/** Longest validity a setting may give a census: ten years. */
export const CENSO_VIGENCIA_DIAS_MAX = 3650;

/** A municipality's settings of the rule: the days a census stands, the yearly attrition. */
export interface VigenciaCer {
  vigenciaDias: number;
  mermaAnual: number;
}

const DAY_MS = 86_400_000;
const DAYS_PER_YEAR = 365;

/** True when CENSO_VIGENCIA_DIAS holds a usable number of days: a whole number from 1 to ten years. */
export function isVigenciaValida(value: number): boolean {
  return Number.isInteger(value) && value >= 1 && value <= CENSO_VIGENCIA_DIAS_MAX;
}

/** True when CER_MERMA_ANUAL holds a usable yearly share: from 0 (no widening) to below 1. */
export function isMermaValida(value: number): boolean {
  return Number.isFinite(value) && value >= 0 && value < 1;
}

/** Whole days from one YYYY-MM-DD date to another (negative when `hasta` is earlier). */
export function diasEntre(desde: string, hasta: string): number {
  return Math.round((Date.parse(`${hasta}T00:00:00Z`) - Date.parse(`${desde}T00:00:00Z`)) / DAY_MS);
}

/** The age of an estimate, as the API answers it; all null/false for a colony never counted (its estimate is today's register). */
export interface VigenciaEstimacion {
  fecha_censo: string | null;
  dias_desde_censo: number | null;
  obsoleta: boolean;
}

/** The age of the estimate made from the census of `fechaCenso` (null: never counted) on `today` (Spain's date). */
export function vigenciaEstimacion(fechaCenso: string | null, today: string, vigenciaDias: number): VigenciaEstimacion {
  if (fechaCenso === null) return { fecha_censo: null, dias_desde_censo: null, obsoleta: false };
  const dias = Math.max(0, diasEntre(fechaCenso, today));
  return { fecha_censo: fechaCenso, dias_desde_censo: dias, obsoleta: dias > vigenciaDias };
}

export interface IntervaloVigenteInput {
  ic95: readonly [number, number] | null;
  diasDesdeCenso: number | null;
  vigenciaDias: number;
  mermaAnual: number;
  registrados: number;
}

/** The 95 % interval as it stands today: the census's while it is valid, widened by the formula above once it is stale; null without one. */
export function intervaloVigente({ ic95, diasDesdeCenso, vigenciaDias, mermaAnual, registrados }: IntervaloVigenteInput): [number, number] | null {
  if (!ic95) return null;
  const [lo, hi] = ic95;
  if (diasDesdeCenso === null || diasDesdeCenso <= vigenciaDias) return [lo, hi];
  const t = (diasDesdeCenso - vigenciaDias) / DAYS_PER_YEAR;
  // The tiny margins keep a product that is a whole number in exact arithmetic from moving by one in floating point.
  const lower = Math.max(registrados, Math.floor(lo * (1 - mermaAnual) ** t + 1e-9));
  const upper = Math.ceil(hi * (1 + mermaAnual) ** t - 1e-9);
  return [Math.min(lower, lo), Math.max(upper, hi)];
}
