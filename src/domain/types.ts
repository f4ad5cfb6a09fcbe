/** The records of the API, as the server sends them. */
import type { Role } from './roles';

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
export const ESTADOS_COLONIA = ['activa', 'inactiva'] as const;
export const ESTATUS_ACTIVIDAD_VOLUNTARIO = ['pendiente', 'en progreso', 'completada'] as const;
export type EstatusActividadVoluntario = (typeof ESTATUS_ACTIVIDAD_VOLUNTARIO)[number];

export interface User {
  id: number;
  username: string;
  nombre: string | null;
  role: Role;
  email: string;
  activo: boolean;
  accepted_terms: boolean;
  accepted_demo_terms: boolean;
  accepted_terms_at: string | null;
  accepted_demo_terms_at: string | null;
}

export interface LoginResponse {
  access_token: string;
  token_type: 'bearer';
}

export interface Gato {
  id: number;
  nombre: string;
  raza: string | null;
  sexo: Sexo;
  edad_num: number | null;
  edad_unidad: EdadUnidad;
  estado_salud: EstadoSalud | null;
  ubicacion: string;
  colonia_id: number;
  colonia_nombre: string | null;
  evaluacion_sanitaria: string | null;
  adoptabilidad: string | null;
  fecha_vacunacion: string | null;
  tipo_vacuna: string | null;
  fecha_desparasitacion: string | null;
  fecha_esterilizacion: string | null;
  codigo_identificacion: string | null;
  /** The microchip's implant date (YYYY-MM-DD). */
  fecha_identificacion: string | null;
  imagen: string | null;
  activo: boolean;
}

export interface GatoAsignado extends Gato {
  edad: string;
  vacunado: boolean;
  desparasitado: boolean;
}

export interface Colonia {
  id: number;
  nombre: string;
  ubicacion: string;
  latitude: number | null;
  longitude: number | null;
  numero_gatos: number;
  responsable_voluntario: string | null;
  estado: string;
}

/**
 * How a new colony got its point, added to the creation's answer: given by the
 * caller (`manual`), found by the geocoder (`encontrada`), or none because the
 * geocoder did not answer (`no_disponible`) or none is configured (`sin_geocodificador`).
 */
export const GEOCODIFICACION = ['manual', 'encontrada', 'no_disponible', 'sin_geocodificador'] as const;
export type Geocodificacion = (typeof GEOCODIFICACION)[number];

export interface ColoniaCreada extends Colonia {
  geocodificacion: Geocodificacion;
}

export interface ColoniaOpcion {
  id: number;
  nombre: string;
}

export interface ColoniaMapa {
  id: number;
  nombre: string;
  ubicacion: string | null;
  latitude: number | null;
  longitude: number | null;
}

export interface Esterilizados {
  total_gatos: number;
  gatos_esterilizados: number;
  porcentaje_esterilizados: number;
}

export interface ChartRecord {
  colonia: string;
  gatos: number;
}

export interface Parte {
  id: number;
  descripcion: string;
  estado: EstadoParte;
}

export interface Actividad {
  id: number;
  tipo: string;
  descripcion: string;
  gato_id: number;
}

export interface Campana {
  id: number;
  nombre: string;
  fecha_inicio: string;
  fecha_fin: string | null;
  estatus: EstatusCampana;
  voluntarios_involucrados: string | null;
  gatos_objetivo: number;
}

export interface Queja {
  id: number;
  /** The day, dd/mm/yyyy, as the original API answered it. */
  fecha: string;
  /** The exact moment, ISO 8601 UTC: what our screens show and sort by. */
  fecha_hora: string;
  descripcion: string;
  colonia_id: number | null;
  colonia_nombre: string | null;
  solucion_responsable: string | null;
  archivo: string | null;
  estatus: string;
  /** The code the filer uses on the public page /seguimiento. */
  codigo_seguimiento: string | null;
  /** The council's answer, public on /seguimiento. */
  respuesta_publica: string | null;
}

export interface Inspeccion {
  id: number;
  /** The day, dd/mm/yyyy, as the original API answered it. */
  fecha: string;
  /** The exact moment, ISO 8601 UTC: what our screens show and sort by. */
  fecha_hora: string;
  colonia_id: number;
  colonia_nombre: string | null;
  observaciones: string;
  acciones_recomendadas: string | null;
  archivo: string | null;
  estatus: string;
}

export interface UsuarioAsignable {
  id: number;
  nombre: string;
  username: string;
  role: Role;
}

export interface Voluntario {
  id: number;
  username: string;
  nombre: string | null;
  email: string;
  role: Role;
  colony_nombre: string | null;
  colonia_nombre: string | null;
}

export interface ActividadVoluntario {
  id: number;
  descripcion: string;
  voluntario_id: number;
  voluntario_username: string;
  estatus: EstatusActividadVoluntario;
  created_at: string;
}

export interface Asignacion {
  /** The person's user id (a person assigned to several colonies has one entry per colony). */
  id: number;
  usuario_id: number;
  username: string;
  nombre: string | null;
  role: Role;
  /** Null for a person with no colony. */
  asignacion_id: number | null;
  colonia_id: number | null;
  colony_nombre: string | null;
  colonia_nombre: string | null;
}

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

/** What the public adoption gallery shows of a cat (GET /api/adopciones/): never its microchip, its exact place or its colony's coordinates. */
export interface GatoEnAdopcion {
  id: number;
  nombre: string;
  sexo: string;
  edad: string;
  estado_salud: string | null;
  imagen: string | null;
  colonia_nombre: string | null;
}

/** An adoption request as staff read it (GET /api/adopciones/solicitudes). */
export interface SolicitudAdopcion {
  id: number;
  gato_id: number;
  gato_nombre: string | null;
  nombre: string;
  email: string;
  telefono: string | null;
  mensaje: string;
  estado: string;
  created_at: string;
  anonimizada: boolean;
}
