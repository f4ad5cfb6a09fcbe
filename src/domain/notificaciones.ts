/**
 * Notices to a person: what kinds there are, who may receive each, and by
 * which channel. `push` reaches the installed app on every device the person
 * subscribed; when none is alive (or every one refuses for good) the notice
 * goes by e-mail instead, so e-mail stays the fallback. `email` sends only
 * the mail; `ninguno` nothing. A person who never chose keeps each kind's
 * default: every kind defaults to `push`, and the kinds that already went by
 * e-mail before there were devices (`correoSinDispositivo`) still go by
 * e-mail to whoever has none, so nobody who never subscribed sees a change.
 * The newer kinds reach such a person only once they subscribe or choose.
 */
import type { Role } from './roleHomes';

export const TIPOS_AVISO = [
  'turno_recordatorio',
  'turno_perdido',
  'queja_nueva',
  'equipo_vencido',
  'jornada_reservada',
  'avistamiento_nuevo',
  'acreditacion_caduca',
  'consulta_microchip',
] as const;
export type TipoAviso = (typeof TIPOS_AVISO)[number];

export const CANALES_AVISO = ['push', 'email', 'ninguno'] as const;
export type CanalAviso = (typeof CANALES_AVISO)[number];

export interface ReglaAviso {
  /** The roles that may receive it (and see it on their preferences). */
  roles: readonly Role[];
  porDefecto: CanalAviso;
  /** Without a preference nor a live device, the default still sends the mail. */
  correoSinDispositivo: boolean;
}

const CALLE: readonly Role[] = ['admin', 'responsable', 'voluntario'];
/** Who hears of something about a colony: its responsables and its volunteers. */
export const ROLES_DE_COLONIA: readonly Role[] = ['responsable', 'voluntario'];

export const AVISOS: Record<TipoAviso, ReglaAviso> = {
  /** A shift of mine today. */
  turno_recordatorio: { roles: CALLE, porDefecto: 'push', correoSinDispositivo: false },
  /** Yesterday's shifts nobody visited, to the responsables. */
  turno_perdido: { roles: ['responsable'], porDefecto: 'push', correoSinDispositivo: true },
  /** A new complaint about a colony of mine. */
  queja_nueva: { roles: ROLES_DE_COLONIA, porDefecto: 'push', correoSinDispositivo: false },
  /** An item of the trap bank past its return date, to its borrower and the colony's responsables. */
  equipo_vencido: { roles: CALLE, porDefecto: 'push', correoSinDispositivo: true },
  /** A cat of a colony of mine booked into a clinic day. */
  jornada_reservada: { roles: ROLES_DE_COLONIA, porDefecto: 'push', correoSinDispositivo: false },
  /** A citizen's sighting near a colony of mine. */
  avistamiento_nuevo: { roles: ROLES_DE_COLONIA, porDefecto: 'push', correoSinDispositivo: true },
  /** My caregiver's accreditation is about to expire (the responsables hear of their caregivers'). */
  acreditacion_caduca: { roles: ROLES_DE_COLONIA, porDefecto: 'push', correoSinDispositivo: true },
  /** A partner professional looked up the microchip of a cat of my colony. */
  consulta_microchip: { roles: ['responsable'], porDefecto: 'push', correoSinDispositivo: true },
};

export function isTipoAviso(value: unknown): value is TipoAviso {
  return typeof value === 'string' && (TIPOS_AVISO as readonly string[]).includes(value);
}

export function isCanalAviso(value: unknown): value is CanalAviso {
  return typeof value === 'string' && (CANALES_AVISO as readonly string[]).includes(value);
}

/** The kinds a role may receive, in their fixed order. */
export function tiposDeRol(role: Role): TipoAviso[] {
  return TIPOS_AVISO.filter((tipo) => AVISOS[tipo].roles.includes(role));
}

/** The catalogue keys of a kind's texts (src/domain/i18n/<lang>/notificaciones.ts). */
export const avisoKeys = (tipo: TipoAviso) => ({
  nombre: `notificaciones.tipos.${tipo}.nombre`,
  descripcion: `notificaciones.tipos.${tipo}.descripcion`,
  titulo: `notificaciones.tipos.${tipo}.titulo`,
  cuerpo: `notificaciones.tipos.${tipo}.cuerpo`,
});

/** Longest subscription endpoint accepted (push services' URLs are a few hundred characters). */
export const ENDPOINT_MAX = 2048;

function base64UrlBytes(value: string): number | null {
  if (!/^[A-Za-z0-9_-]+={0,2}$/.test(value)) return null;
  const bare = value.replace(/=+$/, '');
  if (bare.length % 4 === 1) return null;
  return Math.floor((bare.length * 3) / 4);
}

/** The first bytes of an uncompressed P-256 point, in base64url: 0x04 and the top bits of x. */
const P256_UNCOMPRESSED = /^B/;

/**
 * What is wrong with a browser's PushSubscription, as a catalogue key, or
 * null when it can be sent to. The endpoint is a push service's https
 * address; plain http only on this machine (a local receiver, in tests).
 */
export function suscripcionProblem(endpoint: string, p256dh: string, auth: string): string | null {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return 'notificaciones.errores.endpoint';
  }
  const local = ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);
  if (endpoint.length > ENDPOINT_MAX || url.username || url.password) return 'notificaciones.errores.endpoint';
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && local)) return 'notificaciones.errores.endpoint';
  if (base64UrlBytes(p256dh) !== 65 || !P256_UNCOMPRESSED.test(p256dh)) return 'notificaciones.errores.claves';
  if (base64UrlBytes(auth) !== 16) return 'notificaciones.errores.claves';
  return null;
}
