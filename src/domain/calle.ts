/**
 * Work in the street: feeding points (comederos), the weekly rota
 * (turnos) and the check-ins (visitas). The rules both sides apply: the slots
 * of a day, which slot a moment falls in, how far back a visit may be dated,
 * the distance that keeps a feeding point inside the municipality, and the
 * Spanish answers of the server.
 */

import { COORDINATE_MESSAGES, REQUIRED_MESSAGES } from './validation';
import { DOMAIN_KEYS } from './i18n/keys';

export const FRANJAS = ['manana', 'tarde', 'noche'] as const;
export type Franja = (typeof FRANJAS)[number];

export const DIAS_SEMANA = [1, 2, 3, 4, 5, 6, 7] as const;

/**
 * A swap request's life: sent (pendiente), then accepted by the colleague or
 * approved by staff (aceptado), refused by either (rechazado), withdrawn by
 * whoever sent it (cancelado), or voided because one of its shifts changed
 * hands before an answer (anulado).
 */
export const CAMBIO_ESTADOS = ['pendiente', 'aceptado', 'rechazado', 'cancelado', 'anulado'] as const;
export type CambioEstado = (typeof CAMBIO_ESTADOS)[number];

/** A visit may be dated at most this many days back (a sync after a long trip without signal). */
export const VISITA_MAX_DIAS_ATRAS = 7;
/** A clock a little ahead on the phone is not a visit "in the future". */
export const VISITA_MARGEN_FUTURO_MS = 5 * 60_000;
export const INCIDENCIA_MAX = 2000;
export const COMEDERO_NOMBRE_MAX = 120;
export const COMEDERO_DESCRIPCION_MAX = 1000;
export const GATOS_VISTOS_MAX = 1000;

/** Slot starts, in local hours: mañana 06:00–13:59, tarde 14:00–20:59, noche 21:00–05:59. */
export const FRANJA_INICIO: Record<Franja, number> = { manana: 6, tarde: 14, noche: 21 };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID.test(value);
}

export function isFranja(value: unknown): value is Franja {
  return typeof value === 'string' && (FRANJAS as readonly string[]).includes(value);
}

/** Kilometres between two points on the Earth (haversine). */
export function distanciaKm(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const rad = (d: number) => (d * Math.PI) / 180;
  const dLat = rad(lat2 - lat1);
  const dLon = rad(lon2 - lon1);
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(rad(lat1)) * Math.cos(rad(lat2)) * Math.sin(dLon / 2) ** 2;
  return 6371 * 2 * Math.atan2(Math.sqrt(a), Math.sqrt(1 - a));
}

/** The local date (YYYY-MM-DD) and hour of a moment in a time zone. */
function localParts(at: Date, timeZone: string): { fecha: string; hora: number } {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', hourCycle: 'h23' }).formatToParts(at);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return { fecha: `${get('year')}-${get('month')}-${get('day')}`, hora: Number(get('hour')) };
}

/** The day before a YYYY-MM-DD date. */
export function diaAnterior(fecha: string): string {
  const d = new Date(`${fecha}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString().slice(0, 10);
}

/**
 * The shift a moment belongs to: its day and slot in local time. The small
 * hours (before 06:00) are the night of the day before, so a night round
 * that ends at 01:00 still counts for that evening's shift.
 */
export function turnoDe(at: Date, timeZone: string): { fecha: string; franja: Franja } {
  const { fecha, hora } = localParts(at, timeZone);
  if (hora < FRANJA_INICIO.manana) return { fecha: diaAnterior(fecha), franja: 'noche' };
  if (hora < FRANJA_INICIO.tarde) return { fecha, franja: 'manana' };
  if (hora < FRANJA_INICIO.noche) return { fecha, franja: 'tarde' };
  return { fecha, franja: 'noche' };
}

/** ISO weekday of a YYYY-MM-DD date: 1 = lunes … 7 = domingo. */
export function diaSemana(fecha: string): number {
  const day = new Date(`${fecha}T12:00:00Z`).getUTCDay();
  return day === 0 ? 7 : day;
}

export type FechaHoraProblem = 'visitaFecha' | 'visitaFutura' | 'visitaAntigua';

/** Why a visit's moment is refused (the name of its message), or null. */
export function fechaHoraProblem(value: string, now: Date): FechaHoraProblem | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value)) return 'visitaFecha';
  const at = Date.parse(value);
  if (Number.isNaN(at)) return 'visitaFecha';
  if (at > now.getTime() + VISITA_MARGEN_FUTURO_MS) return 'visitaFutura';
  if (at < now.getTime() - VISITA_MAX_DIAS_ATRAS * 86_400_000) return 'visitaAntigua';
  return null;
}

const blank = (value: unknown) => value === null || value === undefined || String(value).trim() === '';

/** Why the cats seen on a visit are refused (a message key), or null: empty, or a whole number up to GATOS_VISTOS_MAX. */
export function gatosVistosError(value: unknown): string | null {
  if (blank(value)) return null;
  const count = Number(value);
  return Number.isInteger(count) && count >= 0 && count <= GATOS_VISTOS_MAX ? null : DOMAIN_KEYS.rangos.gatosVistos;
}

/** The message key of each broken field of a feeding point: a name, and both coordinates within their ranges. */
export function comederoErrors(values: { nombre?: unknown; latitude?: unknown; longitude?: unknown }): Record<string, string> {
  const errors: Record<string, string> = {};
  if (blank(values.nombre)) errors.nombre = REQUIRED_MESSAGES.comedero.nombre;
  const ranges = { latitude: [90, COORDINATE_MESSAGES.latitude], longitude: [180, COORDINATE_MESSAGES.longitude] } as const;
  for (const [field, [limit, message]] of Object.entries(ranges) as [keyof typeof ranges, (typeof ranges)[keyof typeof ranges]][]) {
    const value = values[field];
    if (blank(value)) errors[field] = REQUIRED_MESSAGES.comedero.coordenadas;
    else if (!(Number.isFinite(Number(value)) && Math.abs(Number(value)) <= limit)) errors[field] = message;
  }
  return errors;
}
