/**
 * The CER programme (captura, esterilización y retorno): a colony's population
 * estimate from its latest census, the sterilisation coverage, its estado and
 * the cats still to sterilise to reach the target. Written once; the server
 * answers with it and the client reads its names and thresholds.
 */
import { isIsoDate } from './validation';
import { CENSO_MAX_GATOS } from './cerLimits';
import { CER_API_MESSAGES } from './i18n/cerMessages';

/** Share of sterilised cats the programme aims at when CER_OBJETIVO is not set. */
export const CER_OBJETIVO_DEFAULT = 0.75;

export const CER_METHODS = ['chapman', 'censo', 'registro'] as const;
export type CerMetodo = (typeof CER_METHODS)[number];

export const CER_ESTADOS = ['sin_datos', 'insuficiente', 'en_progreso', 'estabilizando', 'reduciendo'] as const;
export type CerEstado = (typeof CER_ESTADOS)[number];

/** Upper bounds of coverage for each estado (the first one above the coverage wins); 0.70–0.80 is where a colony stabilises. */
export const CER_UMBRALES: readonly { below: number; estado: CerEstado }[] = [
  { below: 0.5, estado: 'insuficiente' },
  { below: 0.7, estado: 'en_progreso' },
  { below: 0.8, estado: 'estabilizando' },
];

/** What a census counted. */
export interface CensoCounts {
  gatos_vistos: number;
  crias: number;
  marcados_vistos: number;
}

export interface Estimacion {
  metodo: CerMetodo;
  n: number;
  ic95: [number, number] | null;
}

export interface EstimacionInput {
  /** Active registered cats. */
  registrados: number;
  /** Of those, the ones with a sterilisation date (they carry the ear-tip mark). */
  esterilizados: number;
  /** The latest census, or null when the colony was never counted. */
  censo: CensoCounts | null;
}

/** Adults seen in a census: kittens are not marked yet, so they stay out of the mark-resight count. */
export function adultosVistos(censo: Pick<CensoCounts, 'gatos_vistos' | 'crias'>): number {
  return Math.max(0, censo.gatos_vistos - censo.crias);
}

/**
 * Chapman's mark-resight estimate with M = marked cats (registered and
 * sterilised), C = adults seen, R = marked cats seen:
 * N = (M+1)(C+1)/(R+1) − 1 and Var = (M+1)(C+1)(M−R)(C−R) / ((R+1)²(R+2)).
 * The population is never smaller than the cats known to exist: when the
 * formula says so, the larger count is the answer and there is no interval.
 */
export function estimarPoblacion({ registrados, esterilizados, censo }: EstimacionInput): Estimacion {
  if (!censo) return { metodo: 'registro', n: registrados, ic95: null };
  const adultos = adultosVistos(censo);
  const floor = (): Estimacion => ({ metodo: adultos >= registrados ? 'censo' : 'registro', n: Math.max(adultos, registrados), ic95: null });
  const m = esterilizados;
  const r = censo.marcados_vistos;
  if (r < 1 || m < 1) return { metodo: 'censo', n: Math.max(adultos, registrados), ic95: null };
  const n = Math.round(((m + 1) * (adultos + 1)) / (r + 1) - 1);
  if (n < registrados || n < adultos) return floor();
  // More marks seen than marked cats (unregistered sterilised cats) makes the variance meaningless: never below 0.
  const variance = Math.max(0, ((m + 1) * (adultos + 1) * (m - r) * (adultos - r)) / ((r + 1) ** 2 * (r + 2)));
  const half = 1.96 * Math.sqrt(variance);
  const lo = Math.max(Math.max(m, adultos), Math.round(n - half));
  const hi = Math.max(n, Math.round(n + half));
  return { metodo: 'chapman', n, ic95: [lo, hi] };
}

/** Sterilised share of the estimated population, 0..1 (four decimals), or null when the estimate is 0. */
export function cobertura(esterilizados: number, n: number): number | null {
  if (n <= 0) return null;
  return Math.round(Math.min(1, esterilizados / n) * 10_000) / 10_000;
}

export function estadoCer(coverage: number | null): CerEstado {
  if (coverage === null) return 'sin_datos';
  return CER_UMBRALES.find((u) => coverage < u.below)?.estado ?? 'reduciendo';
}

/** Cats still to sterilise for the colony to reach the target: ceil(objetivo·n) − esterilizados, never below 0. */
export function gatosPorEsterilizar(objetivo: number, n: number, esterilizados: number): number {
  // The tiny margin keeps 0.7·10 = 7.000000000000001 from asking for an 8th cat.
  return Math.max(0, Math.ceil(objetivo * n - 1e-9) - esterilizados);
}

export interface PoblacionCer {
  estimacion: Estimacion;
  cobertura: number | null;
  estado: CerEstado;
  por_esterilizar: number;
}

/** The estimate, its coverage, estado and the cats still to sterilise, in one call. */
export function poblacionCer(input: EstimacionInput, objetivo: number): PoblacionCer {
  const estimacion = estimarPoblacion(input);
  const coverage = cobertura(input.esterilizados, estimacion.n);
  return { estimacion, cobertura: coverage, estado: estadoCer(coverage), por_esterilizar: gatosPorEsterilizar(objetivo, estimacion.n, input.esterilizados) };
}

/** True when CER_OBJETIVO holds a usable target share. */
export function isObjetivoValido(value: number): boolean {
  return Number.isFinite(value) && value > 0 && value <= 1;
}

export { CENSO_MAX_GATOS } from './cerLimits';
export { CER_API_KEYS, CER_API_MESSAGES } from './i18n/cerMessages';

export const OBSERVACIONES_MAX = 2000;

export interface CensoValues extends CensoCounts {
  fecha: string;
  observaciones?: string | null;
}

const isCount = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value >= 0;

export type CensoProblem = keyof typeof CER_API_MESSAGES;

/** Which rule a census breaks first (its message's key under CER_API_MESSAGES), or null; `today` is YYYY-MM-DD (the date must not be after it). */
export function censoProblem(values: Partial<Record<keyof CensoValues, unknown>>, today: string): CensoProblem | null {
  const { fecha, gatos_vistos, crias, marcados_vistos, observaciones } = values;
  if (typeof fecha !== 'string' || !isIsoDate(fecha)) return 'fechaInvalida';
  if (fecha > today) return 'fechaFutura';
  if (!isCount(gatos_vistos) || gatos_vistos > CENSO_MAX_GATOS) return 'gatosVistos';
  if (!isCount(crias) || crias > gatos_vistos) return 'crias';
  if (!isCount(marcados_vistos) || marcados_vistos > gatos_vistos - crias) return 'marcados';
  if (typeof observaciones === 'string' && observaciones.length > OBSERVACIONES_MAX) return 'observaciones';
  return null;
}

/** The first problem of a census in Spanish (the server's answer), or null. */
export function censoError(values: Partial<Record<keyof CensoValues, unknown>>, today: string): string | null {
  const problem = censoProblem(values, today);
  return problem ? CER_API_MESSAGES[problem] : null;
}

/** The last `months` months up to and including the one of `today` (YYYY-MM-DD), as YYYY-MM, oldest first. */
export function lastMonths(today: string, months: number): string[] {
  let year = Number(today.slice(0, 4));
  let month = Number(today.slice(5, 7));
  const out: string[] = [];
  for (let i = 0; i < months; i += 1) {
    out.push(`${year}-${String(month).padStart(2, '0')}`);
    month -= 1;
    if (month === 0) {
      month = 12;
      year -= 1;
    }
  }
  return out.reverse();
}

/** The first year an annual report (memoria CER) is made for: the open data's yearly figures start there at the earliest. */
export const MEMORIA_ANIO_MIN = 2000;

/** Months of history the colony screen and the dashboard draw. */
export const HISTORIA_MESES = 24;

/** Today's date in peninsular Spain (YYYY-MM-DD): a census made at 00:30 on the 1st is not "in the future" by UTC. */
export function hoyEnEspana(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/** The YYYY-MM-DD date `dias` days after `fecha` (before it when negative), whatever the clocks do in between. */
export function diasDespues(fecha: string, dias: number): string {
  const at = new Date(`${fecha}T12:00:00Z`);
  at.setUTCDate(at.getUTCDate() + dias);
  return at.toISOString().slice(0, 10);
}
