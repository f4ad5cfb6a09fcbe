/** The records of the API, as the server sends them. */

export type Sexo = 'M' | 'H';
export const SEXOS: Record<Sexo, string> = { M: 'Macho', H: 'Hembra' };
export const EDAD_UNIDADES = ['meses', 'años'] as const;
export type EdadUnidad = (typeof EDAD_UNIDADES)[number];
export const ESTADOS_SALUD = ['Excelente', 'Bueno', 'Regular', 'Malo'] as const;
export type EstadoSalud = (typeof ESTADOS_SALUD)[number];
export const ESTADOS_PARTE = ['pendiente', 'en progreso', 'resuelto'] as const;
export type EstadoParte = (typeof ESTADOS_PARTE)[number];
export const ESTATUS_CAMPANA = ['planeada', 'en progreso', 'completada'] as const;
export type EstatusCampana = (typeof ESTATUS_CAMPANA)[number];
export const SOLICITUD_ESTADOS = ['nueva', 'en curso', 'adoptado', 'descartada'] as const;
export type SolicitudEstado = (typeof SOLICITUD_ESTADOS)[number];
export const ESTADOS_COLONIA = ['activa', 'inactiva'] as const;
export const ESTATUS_ACTIVIDAD_VOLUNTARIO = ['pendiente', 'en progreso', 'completada'] as const;
export type EstatusActividadVoluntario = (typeof ESTATUS_ACTIVIDAD_VOLUNTARIO)[number];

/** The records whose one schema is in src/domain/schemas: their types come from it. */
export type { Usuario as User, UsuarioAsignable } from './schemas/usuario';
export type { Gato, GatoAsignado } from './schemas/gato';
export type { ChartRecord, Colonia, ColoniaCreada, ColoniaMapa, ColoniaOpcion, Esterilizados } from './schemas/colonia';
export type { Parte } from './schemas/parte';
export type { Actividad } from './schemas/actividad';
export type { Campana } from './schemas/campana';
export type { Queja } from './schemas/queja';
export type { Inspeccion } from './schemas/inspeccion';
export type { Voluntario } from './schemas/voluntario';
export type { ActividadVoluntario } from './schemas/actividadVoluntario';
export type { Asignacion } from './schemas/asignacion';
export type { GatoEnAdopcion, SolicitudAdopcion } from './schemas/adopcion';
export type { LoginToken as LoginResponse } from './schemas/cuenta';
export type { GatoEncontrado } from './schemas/busqueda';


/**
 * How a new colony got its point, added to the creation's answer: given by the
 * caller (`manual`), found by the geocoder (`encontrada`), or none because the
 * geocoder did not answer (`no_disponible`) or none is configured (`sin_geocodificador`).
 */
export const GEOCODIFICACION = ['manual', 'encontrada', 'no_disponible', 'sin_geocodificador'] as const;
export type Geocodificacion = (typeof GEOCODIFICACION)[number];

export interface BackupList {
  backups: string[];
}

export interface Settings {
  municipio_nombre: string;
  provincia: string;
  municipio_lat: number;
  municipio_lon: number;
  radio_km: number;
  map_zoom: number;
  tile_url: string;
  tile_attribution: string;
  contact_email: string;
  /** The product's name, the council's coat of arms (a URL or null), and whether the demo notice shows. */
  producto_nombre: string;
  escudo_url: string | null;
  aviso_demo: boolean;
  /** The languages offered (IDIOMAS), the council's default and the one Accept-Language suggests. */
  idiomas?: string[];
  idioma_por_defecto?: string;
  idioma_sugerido?: string;
  /** A geocoder is configured (GEOCODER_URL): a colony created without a point is looked up by its address. */
  geocodificacion?: boolean;
}

export interface ApiError {
  detail: string;
}

