/**
 * Accredited caregivers: the training courses a council gives and the
 * accreditation of a caregiver for named colonies from one day until another.
 * What state an accreditation is in on a given day, when its reminders go,
 * what the public verification of its card shows of the person, and the
 * limits of what staff write: the rules the server enforces and the screens show.
 */
import { keysOf } from './i18n/catalogue';
import acreditacionesSpanish from './i18n/es/acreditaciones';

/** The keys of the answers about courses and accreditations (their texts in i18n/<language>/acreditaciones.ts). */
export const ACREDITACION_KEYS = keysOf(acreditacionesSpanish.acreditaciones, 'acreditaciones.');

/** Days before the expiry from which an accreditation is «about to expire» (still valid). */
export const POR_CADUCAR_DIAS = 30;

/** Days before the expiry on which the caregiver and the responsables are reminded, each once. */
export const AVISO_DIAS = [30, 7] as const;

/** An accreditation's state on a day: computed, never stored. */
export const ESTADOS_ACREDITACION = ['pendiente', 'vigente', 'por_caducar', 'caducada', 'revocada'] as const;
export type EstadoAcreditacion = (typeof ESTADOS_ACREDITACION)[number];

/** Roles a caregiver's account may hold to be accredited: the volunteer and the citizen who feeds a colony. */
export const ROLES_ACREDITABLES = ['voluntario', 'usuario'] as const;

export const CURSO_TITULO_MAX = 200;
export const CURSO_LUGAR_MAX = 200;
export const CURSO_DESCRIPCION_MAX = 2000;
/** A course longer than a working month of hours is a typing error. */
export const CURSO_HORAS_MAX = 200;
export const REVOCACION_MOTIVO_MAX = 500;
/** The longest an accreditation may run: the framework protocols renew it every few years. */
export const ACREDITACION_MAX_ANOS = 5;
export const ACREDITACION_COLONIAS_MAX = 50;

/** Whole days from `desde` to `hasta` (both AAAA-MM-DD); negative when `hasta` is before. */
export function diasEntre(desde: string, hasta: string): number {
  return Math.round((Date.parse(`${hasta}T12:00:00Z`) - Date.parse(`${desde}T12:00:00Z`)) / 86_400_000);
}

export interface Vigencia {
  desde: string;
  hasta: string;
  revocada_at: string | null;
}

/** The state of an accreditation on `today` (AAAA-MM-DD, Spain's day). */
export function estadoAcreditacion(a: Vigencia, today: string): EstadoAcreditacion {
  if (a.revocada_at !== null) return 'revocada';
  if (today < a.desde) return 'pendiente';
  if (today > a.hasta) return 'caducada';
  return diasEntre(today, a.hasta) <= POR_CADUCAR_DIAS ? 'por_caducar' : 'vigente';
}

/** Whether an accreditation in `estado` lets its holder care for its colonies today. */
export function esValida(estado: EstadoAcreditacion): boolean {
  return estado === 'vigente' || estado === 'por_caducar';
}

/**
 * The reminder due on `today` for an accreditation expiring on `hasta`: the
 * tightest of AVISO_DIAS the days left fall within (so a server down on the
 * 30th day sends that reminder later, never two at once), or null.
 */
export function avisoDebido(hasta: string, today: string): number | null {
  const left = diasEntre(today, hasta);
  if (left < 0) return null;
  const within = AVISO_DIAS.filter((dias) => left <= dias);
  return within.length === 0 ? null : Math.min(...within);
}

/** What the public verification shows of a person: their first name and the initial of their surname («Ana P.»). */
export function nombreEInicial(nombre: string): string {
  const words = nombre.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '';
  const initial = words.length > 1 ? ` ${[...words[1]][0]!.toLocaleUpperCase('es')}.` : '';
  return `${words[0]}${initial}`;
}

/** The public page a card's QR code opens, relative to the installation's public address. */
export function verificarPath(codigo: string): string {
  return `/verificar/${encodeURIComponent(codigo)}`;
}

/** The card's file name. */
export function carneFileName(codigo: string): string {
  return `carne_${codigo}.pdf`;
}
