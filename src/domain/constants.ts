/** Every fixed number of the product (page sizes, limits, thresholds), named once. */

export const PAGE_SIZES = {
  gatosFetch: 100,
  gatos: 20,
  misGatosUsuario: 10,
  colonias: 10,
  quejas: 10,
  inspecciones: 10,
  asignaciones: 5,
} as const;

/** Largest page a list call may ask for. */
export const MAX_PAGE_LIMIT = 500;

export const CODIGO_IDENTIFICACION_LENGTH = 15;

export const IMAGE_MAX_SIDE = 1024;
export const IMAGE_QUALITY = 0.85;
/** Most pixels (width × height, read from the file's header) an uploaded image may have: 40 megapixels. */
export const IMAGE_MAX_PIXELS = 40_000_000;
/** Largest upload (photo or attachment) the server accepts. */
export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
/** The form field an attachment is sent in. */
export const ATTACHMENT_FIELD = 'archivo';
/** The form field a backup to import is sent in. */
export const BACKUP_IMPORT_FIELD = 'file';
/** Largest CSV file the importer accepts. */
export const CSV_MAX_BYTES = 5 * 1024 * 1024;

/** Sterilised-percentage badge: the first threshold reached gives the colour. */
export const BADGE_THRESHOLDS = [
  { min: 90, color: 'green' },
  { min: 70, color: 'yellow' },
  { min: 50, color: 'orange' },
  { min: 10, color: 'darkorange' },
  { min: 0, color: 'red' },
] as const;
export type BadgeColor = (typeof BADGE_THRESHOLDS)[number]['color'];

export function badgeColor(percentage: number): BadgeColor {
  return (BADGE_THRESHOLDS.find((t) => percentage >= t.min) ?? BADGE_THRESHOLDS[BADGE_THRESHOLDS.length - 1]).color;
}

export const MAP = {
  minZoom: 12,
  maxZoom: 18,
  initialZoom: 14,
  pickedZoom: 16,
  searchDropdownMaxHeight: 200,
  /** PUBLIC_MAP_PRECISION=approximate: anonymous visitors get coordinates rounded to this step (about 250 m). */
  approximateStepDegrees: 0.0025,
} as const;

export const BACKUP = { type: 'full', format: 'sql', refreshDelayMs: 1000 } as const;
/**
 * The `alcance` of a backup call about the whole installation (every municipality, the accounts that work in
 * several, the installation's own tables) rather than the account's municipality: only the installation's
 * administrator makes, lists, downloads, restores or imports those.
 */
export const BACKUP_ALCANCE_INSTALACION = 'instalacion';

export const PASSWORD_MIN_LENGTH = 8;
export const RESET_REDIRECT_DELAY_MS = 3000;
/** Lifetime of a password-reset link. */
export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
/** Lifetime of the set-password link e-mailed to a new account. */
export const INVITE_TOKEN_TTL_MS = 7 * 24 * 60 * 60 * 1000;

export const CHART = { height: 400, margin: { top: 20, right: 30, left: 100, bottom: 20 } } as const;

export const SCROLL_DELAY_MS = { colonias: 300, campanas: 200 } as const;

export const COPYRIGHT_YEAR = 2025;
export const LEGAL_LAST_UPDATED = '29 de marzo de 2025';

export const DEFAULTS = {
  edadUnidad: 'meses',
  coloniaEstado: 'activa',
  actividadVoluntarioEstatus: 'pendiente',
  parteEstado: 'pendiente',
  gatosObjetivo: 0,
  quejaEstatus: 'pendiente',
  inspeccionEstatus: 'pendiente',
} as const;

export const RESOLVED_STATUS = 'resuelta';

/** The request header that names the municipality a request is for, for an account that works in several. */
export const MUNICIPIO_HEADER = 'X-Municipio';

/**
 * What one booked cat occupies of a clinic day's capacity (in slots), as clinics book: a female's surgery is
 * longer than a male's, an unknown sex is booked as a female until the vet sees it, and a kitten (whatever its
 * sex) is quicker. The installation's values: a municipality that saved its own in its settings books with those
 * (pesosReservaDe in jornadas.ts).
 */
export const PESOS_RESERVA = { macho: 1, hembra: 2, desconocido: 2, cachorro: 0.5 } as const;

/** Most slots a clinic day may offer. */
export const JORNADA_CAPACIDAD_MAX = 200;
