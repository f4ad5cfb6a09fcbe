/**
 * The trap bank: the council's equipment (traps above all) lent to
 * volunteers for a colony. The states an item goes through, its kinds, the
 * shape of its short code, and which loans are overdue: the rules the server
 * enforces and the screens show.
 */

/**
 * An item's state: on the shelf (disponible), out on a loan (prestada), back
 * but not yet cleaned and disinfected (en_limpieza: it cannot be lent until
 * it is), broken (averiada) or lost (perdida).
 */
export const ESTADOS_EQUIPO = ['disponible', 'prestada', 'en_limpieza', 'averiada', 'perdida'] as const;
export type EstadoEquipo = (typeof ESTADOS_EQUIPO)[number];

/** The states staff may set by hand: `prestada` comes only with a loan, and back from it only with a return. */
export const ESTADOS_EQUIPO_MANUALES: readonly EstadoEquipo[] = ['disponible', 'en_limpieza', 'averiada', 'perdida'];

export const TIPOS_EQUIPO = ['jaula_trampa', 'transportin', 'jaula_recuperacion', 'otro'] as const;
export type TipoEquipo = (typeof TIPOS_EQUIPO)[number];

/** A short code printed on the label, easy to read aloud: letters, digits and hyphens (e.g. «JT-07»). */
export const CODIGO_EQUIPO = /^[A-Z0-9][A-Z0-9-]{0,19}$/;
export const CODIGO_EQUIPO_MAX = 20;
export const EQUIPO_DESCRIPCION_MAX = 500;
export const PRESTAMO_NOTAS_MAX = 1000;
/** A deposit above 1,000 € is a typing error. */
export const FIANZA_MAX_CENTIMOS = 100_000;
/** The longest a loan may run: a trapping campaign rarely lasts more than a season. */
export const PRESTAMO_MAX_DIAS = 180;
/** The due date a new loan is offered: a week, the usual length of a trapping. */
export const PRESTAMO_DIAS_POR_DEFECTO = 7;

/** The code as stored: trimmed, upper case. */
export function normalizeCodigo(codigo: string): string {
  return codigo.trim().toUpperCase();
}

/** A loan due before `today` (both `AAAA-MM-DD`, the municipality's local day) and still out. */
export function isVencido(devolverAntesDe: string, today: string): boolean {
  return devolverAntesDe < today;
}

/** The path of an item's screen in the app: what its label's QR code opens. */
export function equipoPath(id: number): string {
  return `/equipos/${id}`;
}
