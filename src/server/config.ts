/** Configuration, read once from the environment. Every variable is listed in the README. */
import path from 'node:path';

export type MapPrecision = 'exact' | 'approximate';

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | null;
  jwtSecret: string | null;
  jwtExpiresIn: string;
  demoData: boolean;
  publicUrl: string;
  smtpUrl: string | null;
  mailFrom: string;
  contactEmail: string;
  municipio: { nombre: string; provincia: string; lat: number; lon: number; radioKm: number };
  tileUrl: string;
  tileAttribution: string;
  publicMapPrecision: MapPrecision;
  backupKeep: number;
  backupDailyAt: string | null;
  backupMaxBytes: number;
  corsOrigins: string[];
  logLevel: string;
  trustProxy: boolean;
  serveClient: boolean;
  rateLimit: { max: number; windowMs: number };
}

function num(value: string | undefined, fallback: number): number {
  if (value === undefined || value.trim() === '') return fallback;
  const n = Number(value);
  if (!Number.isFinite(n)) throw new Error(`Valor numérico no válido: ${value}`);
  return n;
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
  const dailyAt = env.BACKUP_DAILY_AT?.trim() || null;
  if (dailyAt && !/^([01]\d|2[0-3]):[0-5]\d$/.test(dailyAt)) {
    throw new Error('BACKUP_DAILY_AT debe tener el formato HH:MM');
  }
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    dataDir: path.resolve(env.DATA_DIR ?? './data'),
    databaseUrl: env.DATABASE_URL?.trim() || null,
    jwtSecret: env.JWT_SECRET?.trim() || null,
    jwtExpiresIn: env.JWT_EXPIRES_IN ?? '8h',
    demoData: env.DEMO_DATA !== 'false',
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/+$/, ''),
    smtpUrl: env.SMTP_URL?.trim() || null,
    mailFrom: env.MAIL_FROM ?? 'Gatera <no-responder@gatera.local>',
    contactEmail: env.CONTACT_EMAIL ?? 'soporte@gatera.es',
    municipio: {
      nombre: env.MUNICIPIO_NOMBRE ?? 'Sigüenza',
      provincia: env.MUNICIPIO_PROVINCIA ?? 'Guadalajara',
      lat: num(env.MAP_CENTER_LAT, 41.0686),
      lon: num(env.MAP_CENTER_LON, -2.6427),
      radioKm: num(env.MAP_RADIUS_KM, 3),
    },
    tileUrl: env.TILE_URL ?? 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
    tileAttribution: env.TILE_ATTRIBUTION ?? '© Colaboradores de OpenStreetMap',
    publicMapPrecision: precision,
    backupKeep: num(env.BACKUP_KEEP, 30),
    backupDailyAt: dailyAt,
    backupMaxBytes: num(env.BACKUP_MAX_MB, 1024) * 1024 * 1024,
    corsOrigins: list(env.CORS_ORIGINS),
    logLevel: env.LOG_LEVEL ?? 'info',
    trustProxy: env.TRUST_PROXY === 'true',
    serveClient: env.SERVE_CLIENT !== 'false',
    rateLimit: { max: num(env.AUTH_RATE_LIMIT_MAX, 10), windowMs: num(env.AUTH_RATE_LIMIT_WINDOW_MS, 60_000) },
  };
}
