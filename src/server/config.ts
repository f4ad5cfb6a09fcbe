/** Configuration, read once from the environment. Every variable is listed in the README. */
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { CER_OBJETIVO_DEFAULT, isObjetivoValido } from '../domain/cer';
import { CENSO_VIGENCIA_DIAS_DEFAULT, CENSO_VIGENCIA_DIAS_MAX, CER_MERMA_ANUAL_DEFAULT, isMermaValida, isVigenciaValida } from '../domain/cerVigencia';
import { parseLanguageSettings, type Language } from '../domain/i18n/languages';
import { jwtSecretProblem } from './lib/secret';
import { isDir3, normalizeDir3 } from '../domain/dir3';

export type MapPrecision = 'exact' | 'approximate';

export const GEOCODER_KINDS = ['cartociudad', 'nominatim'] as const;
export type GeocoderKind = (typeof GEOCODER_KINDS)[number];

/** The address lookup of new colonies (GEOCODER_URL, GEOCODER_TIPO, GEOCODER_TIMEOUT_MS). */
export interface GeocoderSettings {
  /** The service's base, without its /find or /search. */
  url: string;
  kind: GeocoderKind;
  timeoutMs: number;
}

/** Cross-Origin-Resource-Policy values a cat photo or a signed attachment link may be served with. */
export const MEDIA_RESOURCE_POLICIES = ['cross-origin', 'same-site', 'same-origin'] as const;
export type MediaResourcePolicy = (typeof MEDIA_RESOURCE_POLICIES)[number];

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | null;
  jwtSecret: string | null;
  jwtExpiresIn: string;
  demoData: boolean;
  /** The restricted-demo notice shows: a demo installation (DEMO_DATA not false) or AVISO_DEMO=true. */
  avisoDemo: boolean;
  publicUrl: string;
  /** PUBLIC_URL when it is set (not the local default): attachment links in answers are made absolute on it. */
  linkBaseUrl: string | null;
  smtpUrl: string | null;
  mailFrom: string;
  contactEmail: string;
  /** `dir3`: the council's code in the public sector's directory (MUNICIPIO_DIR3), the publisher of the first municipality's open data unless it saved its own; null when not set. */
  municipio: { nombre: string; provincia: string; lat: number; lon: number; radioKm: number; zonaHoraria: string; nif: string; direccion: string; dir3: string | null };
  tileUrl: string;
  tileAttribution: string;
  publicMapPrecision: MapPrecision;
  backupKeep: number;
  backupDailyAt: string | null;
  backupMaxBytes: number;
  /** PDF reports built at once; above it a report request answers 503 with Retry-After. */
  reportsMaxConcurrent: number;
  corsOrigins: string[];
  /** Off (null) unless GEOCODER_URL is set. */
  geocoder: GeocoderSettings | null;
  /** The Cross-Origin-Resource-Policy of cat photos and signed attachment links (MEDIA_RESOURCE_POLICY); every other answer is same-origin. */
  mediaResourcePolicy: MediaResourcePolicy;
  logLevel: string;
  /**
   * Who tells the client's address (X-Forwarded-For) and protocol: nobody (false), the peer that connects,
   * one proxy hop ('one-hop', TRUST_PROXY=true), or only the listed proxies (addresses or CIDR ranges).
   */
  trustProxy: false | 'one-hop' | string[];
  serveClient: boolean;
  /**
   * Per account (and address, for login) `max`; per address alone, against spraying, `perAddressMax`;
   * per account across addresses, for logins from devices and addresses that never signed in to it,
   * `accountMax` wrong passwords in `accountWindowMs`.
   */
  rateLimit: { max: number; windowMs: number; perAddressMax: number; accountMax: number; accountWindowMs: number };
  /** How long a password hash may wait for its turn (AUTH_HASH_MAX_WAIT_MS); the hashing queue holds what fits in it. */
  hashMaxWaitMs: number;
  /** Share of sterilised cats the CER programme aims at (CER_OBJETIVO). */
  cerObjetivo: number;
  /** Days a colony's census stands before its estimate is shown as stale (CENSO_VIGENCIA_DIAS). */
  censoVigenciaDias: number;
  /** Yearly attrition that widens a stale estimate's interval (CER_MERMA_ANUAL). */
  cerMermaAnual: number;
  /** Server processes `npm start` runs on the one port (WORKERS, node:cluster). */
  workers: number;
  /** PostgreSQL connections each process keeps at most (DATABASE_POOL_MAX); by default twice the cores, at least 4. */
  databasePoolMax: number;
  /** The morning e-mail of the previous day's missed shifts to each responsable (AVISOS_TURNOS=false turns it off). */
  avisosTurnos: boolean;
  /** The daily e-mail of overdue loans of the trap bank to each borrower and the colony's responsables (AVISOS_EQUIPOS=false turns it off). */
  avisosEquipos: boolean;
  /** The morning notice of each person's shifts of the day, to their devices or as they chose (AVISOS_RECORDATORIO_TURNOS=false turns it off). */
  avisosRecordatorioTurnos: boolean;
  /** The e-mails before an accreditation expires to the caregiver and the responsables (AVISOS_ACREDITACIONES=false turns them off). */
  avisosAcreditaciones: boolean;
  /** The languages offered (IDIOMAS) and the council's default (IDIOMA_POR_DEFECTO). */
  idiomas: { offered: Language[]; fallback: Language };
}

/** Most processes WORKERS accepts (each keeps its own pool of database connections). */
export const WORKERS_MAX = 64;

function poolMax(value: string | undefined): number {
  const n = num(value, Math.max(4, 2 * os.availableParallelism()));
  if (!Number.isInteger(n) || n < 1 || n > 1000) throw new Error('DATABASE_POOL_MAX debe ser un número entero entre 1 y 1000');
  return n;
}

function workers(value: string | undefined): number {
  const n = num(value, 1);
  if (!Number.isInteger(n) || n < 1 || n > WORKERS_MAX) throw new Error(`WORKERS debe ser un número entero entre 1 y ${WORKERS_MAX}`);
  return n;
}

function hashMaxWait(value: string | undefined): number {
  const n = num(value, 1000);
  if (!Number.isInteger(n) || n < 100 || n > 60_000) throw new Error('AUTH_HASH_MAX_WAIT_MS debe ser un número entero de milisegundos entre 100 y 60000');
  return n;
}

/**
 * TRUST_PROXY=true believes only the last proxy hop: nginx's $proxy_add_x_forwarded_for keeps whatever the
 * client wrote and appends the address it saw, so trusting every entry would let a client choose the
 * address the limits count. A list of the proxies' addresses also refuses X-Forwarded-For from anyone else.
 */
function trustProxy(value: string | undefined): Config['trustProxy'] {
  const text = value?.trim() ?? '';
  if (text === '' || text === 'false') return false;
  if (text === 'true') return 'one-hop';
  const proxies = list(text);
  for (const proxy of proxies) {
    const [address, bits, ...rest] = proxy.split('/');
    const version = net.isIP(address);
    const prefix = bits === undefined ? 0 : Number(bits);
    if (!version || rest.length || !Number.isInteger(prefix) || prefix < 0 || prefix > (version === 4 ? 32 : 128)) {
      throw new Error(`TRUST_PROXY debe ser true, false o las direcciones de los proxies (p. ej. 10.0.0.2,10.0.1.0/24): «${proxy}» no es válida`);
    }
  }
  return proxies;
}

function num(value: string | undefined, fallback: number): number {
  if (value === undefined || value.trim() === '') return fallback;
  const n = Number(value);
  if (!Number.isFinite(n)) throw new Error(`Valor numérico no válido: ${value}`);
  return n;
}

function timeZone(value: string): string {
  try {
    new Intl.DateTimeFormat('es-ES', { timeZone: value });
  } catch {
    throw new Error(`Zona horaria no válida: ${value}`);
  }
  return value;
}

function jwtSecret(value: string | undefined): string | null {
  const secret = value?.trim() || null;
  const problem = secret === null ? null : jwtSecretProblem(secret);
  if (problem) throw new Error(problem);
  return secret;
}

function mediaResourcePolicy(value: string | undefined): MediaResourcePolicy {
  const policy = value?.trim() || 'cross-origin';
  if (!(MEDIA_RESOURCE_POLICIES as readonly string[]).includes(policy)) {
    throw new Error(`MEDIA_RESOURCE_POLICY debe ser uno de: ${MEDIA_RESOURCE_POLICIES.join(', ')}`);
  }
  return policy as MediaResourcePolicy;
}

/** The lookup stays off without GEOCODER_URL; its kind is GEOCODER_TIPO, else CartoCiudad when the URL is CartoCiudad's, else Nominatim. */
function geocoder(env: NodeJS.ProcessEnv): GeocoderSettings | null {
  const raw = env.GEOCODER_URL?.trim();
  if (!raw) return null;
  let parsed: URL;
  try {
    parsed = new URL(raw);
  } catch {
    throw new Error(`GEOCODER_URL no es una dirección válida: ${raw}`);
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') throw new Error('GEOCODER_URL debe empezar por http:// o https://');
  const url = raw.replace(/\/+$/, '').replace(/\/(find|search)$/i, '');
  const kind = env.GEOCODER_TIPO?.trim().toLowerCase() || (/cartociudad|\/geocoder\/api\/geocoder$/i.test(url) ? 'cartociudad' : 'nominatim');
  if (!(GEOCODER_KINDS as readonly string[]).includes(kind)) throw new Error(`GEOCODER_TIPO debe ser uno de: ${GEOCODER_KINDS.join(', ')}`);
  const timeoutMs = num(env.GEOCODER_TIMEOUT_MS, 5000);
  if (!Number.isInteger(timeoutMs) || timeoutMs < 1 || timeoutMs > 60_000) throw new Error('GEOCODER_TIMEOUT_MS debe ser un número entero de milisegundos entre 1 y 60000');
  return { url, kind: kind as GeocoderKind, timeoutMs };
}

/** A DIR3 code (src/domain/dir3.ts). */
function dir3(value: string | undefined): string | null {
  const code = normalizeDir3(value);
  if (code !== null && !isDir3(code)) throw new Error(`MUNICIPIO_DIR3 debe ser el código DIR3 del ayuntamiento: una letra y ocho letras o cifras (p. ej. L01191357), no «${value}»`);
  return code;
}

function list(value: string | undefined): string[] {
  return (value ?? '').split(',').map((s) => s.trim()).filter(Boolean);
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = num(env.PORT, 8080);
  const precision = env.PUBLIC_MAP_PRECISION ?? 'exact';
  if (precision !== 'exact' && precision !== 'approximate') {
    throw new Error('PUBLIC_MAP_PRECISION debe ser "exact" o "approximate"');
  }
  const cerObjetivo = num(env.CER_OBJETIVO, CER_OBJETIVO_DEFAULT);
  if (!isObjetivoValido(cerObjetivo)) throw new Error('CER_OBJETIVO debe ser un número mayor que 0 y no mayor que 1 (por ejemplo 0.75)');
  const censoVigenciaDias = num(env.CENSO_VIGENCIA_DIAS, CENSO_VIGENCIA_DIAS_DEFAULT);
  if (!isVigenciaValida(censoVigenciaDias)) throw new Error(`CENSO_VIGENCIA_DIAS debe ser un número entero de días entre 1 y ${CENSO_VIGENCIA_DIAS_MAX} (por ejemplo 180)`);
  const cerMermaAnual = num(env.CER_MERMA_ANUAL, CER_MERMA_ANUAL_DEFAULT);
  if (!isMermaValida(cerMermaAnual)) throw new Error('CER_MERMA_ANUAL debe ser un número de 0 a menos de 1 (por ejemplo 0.13)');
  const dailyAt = env.BACKUP_DAILY_AT?.trim() || null;
  if (dailyAt && !/^([01]\d|2[0-3]):[0-5]\d$/.test(dailyAt)) {
    throw new Error('BACKUP_DAILY_AT debe tener el formato HH:MM');
  }
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    dataDir: path.resolve(env.DATA_DIR ?? './data'),
    databaseUrl: env.DATABASE_URL?.trim() || null,
    jwtSecret: jwtSecret(env.JWT_SECRET),
    jwtExpiresIn: env.JWT_EXPIRES_IN ?? '8h',
    demoData: env.DEMO_DATA !== 'false',
    avisoDemo: env.DEMO_DATA !== 'false' || env.AVISO_DEMO === 'true',
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/+$/, ''),
    linkBaseUrl: env.PUBLIC_URL?.trim() ? env.PUBLIC_URL.trim().replace(/\/+$/, '') : null,
    smtpUrl: env.SMTP_URL?.trim() || null,
    mailFrom: env.MAIL_FROM ?? 'Gatera <no-responder@gatera.local>',
    contactEmail: env.CONTACT_EMAIL ?? 'soporte@gatera.es',
    municipio: {
      nombre: env.MUNICIPIO_NOMBRE ?? 'Sigüenza',
      provincia: env.MUNICIPIO_PROVINCIA ?? 'Guadalajara',
      lat: num(env.MAP_CENTER_LAT, 41.0686),
      lon: num(env.MAP_CENTER_LON, -2.6427),
      radioKm: num(env.MAP_RADIUS_KM, 3),
      zonaHoraria: timeZone(env.MUNICIPIO_ZONA_HORARIA ?? 'Europe/Madrid'),
      // The holder of every colony cat's microchip (Ley 7/2023) in the register and the certificates.
      nif: env.MUNICIPIO_NIF?.trim() ?? '',
      direccion: env.MUNICIPIO_DIRECCION?.trim() ?? '',
      dir3: dir3(env.MUNICIPIO_DIR3),
    },
    tileUrl: env.TILE_URL ?? 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
    tileAttribution: env.TILE_ATTRIBUTION ?? '© Colaboradores de OpenStreetMap',
    publicMapPrecision: precision,
    backupKeep: num(env.BACKUP_KEEP, 30),
    backupDailyAt: dailyAt,
    backupMaxBytes: num(env.BACKUP_MAX_MB, 1024) * 1024 * 1024,
    reportsMaxConcurrent: Math.max(1, Math.floor(num(env.REPORTS_MAX_CONCURRENT, 2))),
    corsOrigins: list(env.CORS_ORIGINS),
    geocoder: geocoder(env),
    mediaResourcePolicy: mediaResourcePolicy(env.MEDIA_RESOURCE_POLICY),
    logLevel: env.LOG_LEVEL ?? 'info',
    trustProxy: trustProxy(env.TRUST_PROXY),
    serveClient: env.SERVE_CLIENT !== 'false',
    rateLimit: {
      max: num(env.AUTH_RATE_LIMIT_MAX, 10),
      windowMs: num(env.AUTH_RATE_LIMIT_WINDOW_MS, 60_000),
      perAddressMax: num(env.AUTH_RATE_LIMIT_IP_MAX, num(env.AUTH_RATE_LIMIT_MAX, 10) * 5),
      accountMax: num(env.AUTH_RATE_LIMIT_ACCOUNT_MAX, num(env.AUTH_RATE_LIMIT_MAX, 10) * 2),
      accountWindowMs: num(env.AUTH_RATE_LIMIT_ACCOUNT_WINDOW_MS, 60 * 60_000),
    },
    hashMaxWaitMs: hashMaxWait(env.AUTH_HASH_MAX_WAIT_MS),
    cerObjetivo,
    censoVigenciaDias,
    cerMermaAnual,
    workers: workers(env.WORKERS),
    databasePoolMax: poolMax(env.DATABASE_POOL_MAX),
    avisosTurnos: env.AVISOS_TURNOS !== 'false',
    avisosEquipos: env.AVISOS_EQUIPOS !== 'false',
    avisosRecordatorioTurnos: env.AVISOS_RECORDATORIO_TURNOS !== 'false',
    avisosAcreditaciones: env.AVISOS_ACREDITACIONES !== 'false',
    idiomas: parseLanguageSettings(env.IDIOMAS, env.IDIOMA_POR_DEFECTO),
  };
}
