/**
 * The tables as Kysely sees them. Dates travel as `YYYY-MM-DD` text, timestamps
 * as ISO-8601 UTC text and flags as 0/1 integers, the same on SQLite and
 * PostgreSQL, so that a backup of one engine restores into the other.
 *
 * A table that stores a record of the API (src/domain/schemas) takes its
 * columns from the record's schema: the stored fields (the record but what
 * its answer reads from other tables) through StoredTable, plus the columns
 * only the database keeps (timestamps, who wrote it, sort and search keys).
 */
import type { ColumnType, Generated, Insertable, Kysely, Selectable, Updateable } from 'kysely';
import type { Gato, GATO_JOINED } from '../../domain/schemas/gato';
import type { Usuario } from '../../domain/schemas/usuario';
import type { AuditEntry } from '../../domain/audit';
import type { Colonia, COLONIA_DERIVED } from '../../domain/schemas/colonia';
import type { Parte } from '../../domain/schemas/parte';
import type { Actividad, ACTIVIDAD_JOINED } from '../../domain/schemas/actividad';
import type { ActividadVoluntario, ACTIVIDAD_VOLUNTARIO_JOINED } from '../../domain/schemas/actividadVoluntario';
import type { Campana, CAMPANA_DERIVED } from '../../domain/schemas/campana';
import type { Queja, QUEJA_DERIVED } from '../../domain/schemas/queja';
import type { Inspeccion, INSPECCION_DERIVED } from '../../domain/schemas/inspeccion';
import type { Censo } from '../../domain/schemas/censo';
import type { Camada } from '../../domain/schemas/camada';
import type { Jornada, JORNADA_DERIVED, Proveedor, Reserva, RESERVA_JOINED } from '../../domain/schemas/jornada';
import type { Coste, Factura, PresupuestoCampana, Subvencion, SubvencionLinea, Tarifa } from '../../domain/schemas/coste';
import type { ClaveApi, Entidad } from '../../domain/schemas/entidad';
import type { Avistamiento, AVISTAMIENTO_DERIVED } from '../../domain/schemas/avistamiento';

export type Flag = 0 | 1;

/** How a record's value is stored: a boolean as a 0/1 flag, a text of a fixed list as any text (the API checks the list). */
type StoredValue<V> = V extends boolean ? Flag : V extends string ? string : V;

/**
 * The columns of a record's stored fields (`R`), those the database fills when
 * an insert leaves them out (`Filled`: the generated id, the columns with a
 * default) marked so.
 */
export type StoredTable<R, Filled extends keyof R = never> = { [K in Exclude<keyof R, Filled>]: StoredValue<R[K]> } & {
  [K in Filled]: Generated<StoredValue<R[K]>>;
};

/** A text's sort key (migration 0019, db/sortKeys.ts): written by the sort-key plugin, never by the application. */
export type SortKey = ColumnType<string | null, never, never>;

/** An account: what the API shows of it, and its password's hash and token version, which it never shows. */
export interface UsersTable extends StoredTable<Usuario, 'id' | 'activo' | 'accepted_terms' | 'accepted_demo_terms' | 'entidad_id'> {
  password_hash: string;
  token_version: Generated<number>;
  created_at: string;
  username_orden: SortKey;
  nombre_orden: SortKey;
  /** The municipality the account belongs to (db/tenantTables.ts: every tenant table has it; only an account's is read by code). */
  municipio_id: Generated<number>;
}

/** The language an account chose (es, ca, eu, gl, en). */
export interface IdiomasUsuarioTable {
  usuario_id: number;
  idioma: string;
}

/** Another municipality an account also works in (migration 0028). */
export interface UsuariosMunicipiosTable {
  usuario_id: number;
  municipio_id: number;
  created_at: string;
}

export interface ColoniasTable extends StoredTable<Omit<Colonia, (typeof COLONIA_DERIVED)[number]>, 'id' | 'estado'> {
  created_at: string;
  nombre_orden: SortKey;
  ubicacion_orden: SortKey;
  estado_orden: SortKey;
}

/** The stored fields of a cat: its card but the colony's name. */
export type GatoColumns = Omit<Gato, (typeof GATO_JOINED)[number]>;

export interface GatosTable extends StoredTable<GatoColumns, 'id' | 'activo' | 'edad_unidad'> {
  /** The reason of the baja, shown by the cat's history, not by its card. */
  baja_motivo: string | null;
  created_at: string;
  updated_at: string;
  /** The name folded for searching (migration 0012): written by the database, never by the application. */
  nombre_busqueda: ColumnType<string | null, never, never>;
  nombre_orden: SortKey;
}

export interface CampanasTable extends StoredTable<Omit<Campana, (typeof CAMPANA_DERIVED)[number]>, 'id' | 'gatos_objetivo'> {
  created_at: string;
  nombre_orden: SortKey;
}

export interface CampanaGatosTable {
  campana_id: number;
  gato_id: number;
  created_at: string;
}

export interface PartesTable extends StoredTable<Parte, 'id' | 'estado'> {
  usuario_id: number | null;
  descripcion_orden: SortKey;
}

export interface ActividadesTable extends StoredTable<Omit<Actividad, (typeof ACTIVIDAD_JOINED)[number]>, 'id'> {
  usuario_id: number | null;
  tipo_orden: SortKey;
  descripcion_orden: SortKey;
}

/** A complaint: `fecha` is the moment it was filed (ISO UTC), `archivo` the attachment's file name. */
export interface QuejasTable extends StoredTable<Omit<Queja, (typeof QUEJA_DERIVED)[number]>, 'id' | 'estatus'> {
  usuario_id: number | null;
  resuelta_at: string | null;
  actualizada_at: string | null;
  estatus_orden: SortKey;
}

/** An inspection: `fecha` is the moment it was filed (ISO UTC), `archivo` the attachment's file name. */
export interface InspeccionesTable extends StoredTable<Omit<Inspeccion, (typeof INSPECCION_DERIVED)[number]>, 'id' | 'estatus'> {
  usuario_id: number | null;
  resuelta_at: string | null;
  estatus_orden: SortKey;
}

export type ActividadesVoluntariosTable = StoredTable<Omit<ActividadVoluntario, (typeof ACTIVIDAD_VOLUNTARIO_JOINED)[number]>, 'id' | 'estatus'>;

export interface AsignacionesTable {
  id: Generated<number>;
  usuario_id: number;
  colonia_id: number;
  created_at: string;
}

export interface PasswordResetTokensTable {
  id: Generated<number>;
  usuario_id: number;
  token_hash: string;
  expires_at: string;
  used_at: string | null;
  created_at: string;
}

export interface AuditLogTable extends StoredTable<AuditEntry, 'id'> {
  username_orden: SortKey;
}

/** A rate-limit counter: one row per key and window, shared by every server process. */
export interface RateLimitsTable {
  clave: string;
  /** When the current window started (ISO UTC). */
  inicio: string;
  intentos: number;
}

/**
 * A device or an address that signed in to an account: such a login is spared
 * the account's limit across addresses. Only fingerprints are kept: the SHA-256
 * of the device's cookie token, an HMAC of the address's network. Valid while
 * the account's token_version is the one recorded (a password change forgets
 * them). Left out of backups (backup/catalog.ts).
 */
export interface AccesosConocidosTable {
  usuario_id: number;
  /** 'dispositivo' or 'direccion'. */
  tipo: string;
  huella: string;
  token_version: number;
  /** The last successful sign-in with it (ISO UTC). */
  usado_at: string;
}

/** Outgoing mail waiting to be sent: survives a restart, retried with backoff. */
export interface MailQueueTable {
  id: Generated<number>;
  /** What to send: 'restablecer' (a password-reset link for the account of `destinatario`). */
  tipo: string;
  destinatario: string;
  intentos: number;
  siguiente_intento: string;
  /** A process sending it holds it until then, so two processes never send it twice. */
  reservado_hasta: string | null;
  ultimo_error: string | null;
  created_at: string;
}

/** A street count of one colony (CER programme). */
export interface CensosTable extends StoredTable<Censo, 'id'> {
  /** The client's UUID of a census made offline: a retried sync stores it once. */
  client_id: string | null;
}

/** A litter seen in a colony. */
export type CamadasTable = StoredTable<Camada, 'id' | 'en_colonia' | 'adoptadas' | 'fallecidas' | 'trasladadas'>;

/** A feeding point of a colony: never on the public map. */
export interface ComederosTable {
  id: Generated<number>;
  colonia_id: number;
  nombre: string;
  latitude: number;
  longitude: number;
  descripcion: string | null;
  activo: Generated<Flag>;
  created_at: string;
  updated_at: string;
  nombre_orden: SortKey;
}

/** One shift of a colony's weekly rota: a day (1 = lunes), a slot and a volunteer. */
export interface TurnosTable {
  id: Generated<number>;
  colonia_id: number;
  dia_semana: number;
  franja: string;
  usuario_id: number;
  created_at: string;
}

/** A request to swap two shifts of a colony, answered by the colleague or by staff (CAMBIO_ESTADOS). */
export interface CambiosTurnoTable {
  id: Generated<number>;
  colonia_id: number;
  turno_id: number;
  con_turno_id: number;
  solicitante_id: number;
  destinatario_id: number;
  estado: Generated<string>;
  created_at: string;
  resuelto_at: string | null;
  resuelto_por: number | null;
}

/** A check-in at a colony; `fecha` and `franja` are the local shift it counts for. */
export interface VisitasTable {
  id: Generated<number>;
  client_id: string;
  colonia_id: number;
  comedero_id: number | null;
  usuario_id: number | null;
  fecha_hora: string;
  fecha: string;
  franja: string;
  comida: Flag;
  agua: Flag;
  gatos_vistos: number | null;
  incidencia: string | null;
  urgente: Generated<Flag>;
  foto: string | null;
  parte_id: number | null;
  censo_id: number | null;
  created_at: string;
}

/** The days whose missed-shift notice has been queued: once per day, whichever process gets there first. */
/** The client's UUID of a cat recorded offline: one cat per UUID. */
export interface GatosClientIdsTable {
  client_id: string;
  gato_id: number;
  usuario_id: number | null;
  created_at: string;
}

/** An item of the trap bank (ESTADOS_EQUIPO, TIPOS_EQUIPO in src/domain/equipos.ts). */
export interface EquiposTable {
  id: Generated<number>;
  codigo: string;
  tipo: string;
  descripcion: string | null;
  estado: Generated<string>;
  created_at: string;
  updated_at: string;
}

/** A loan of an item: open while `devuelto_at` is NULL; `limpiado_at` once it came back cleaned and disinfected. */
export interface PrestamosEquipoTable {
  id: Generated<number>;
  equipo_id: number;
  usuario_id: number | null;
  colonia_id: number | null;
  prestado_at: string;
  devolver_antes_de: string;
  fianza_centimos: number | null;
  devuelto_at: string | null;
  limpiado_at: string | null;
  notas: string | null;
}

/** A day whose overdue-loan reminders were queued (once for the whole installation). */
export interface AvisosEquiposTable {
  fecha: string;
  enviado_at: string;
}

export interface AvisosTurnosTable {
  fecha: string;
  enviado_at: string;
}

export interface AdopcionSolicitudesTable {
  id: Generated<number>;
  gato_id: number;
  nombre: string;
  email: string;
  telefono: string | null;
  mensaje: string;
  estado: Generated<string>;
  acepta_privacidad_at: string;
  anonimizada_at: string | null;
  created_at: string;
  updated_at: string;
  /** The account it was filed from, signed in (migration 0015); null when filed without a session. */
  usuario_id: number | null;
  nombre_orden: SortKey;
}

export interface CertificadosTable {
  id: Generated<number>;
  codigo: string;
  gato_id: number;
  microchip: string;
  fecha_esterilizacion: string | null;
  usuario_id: number | null;
  emitido_at: string;
  /** What the certificate states (cat, microchip, sterilisation date), unique: one certificate per content. Null on older duplicates. */
  huella: string | null;
}

/** The installation's settings set by the administrator: one row, id 1; null keeps the environment's value. */
export interface AjustesTable {
  id: number;
  producto_nombre: string | null;
  municipio_nombre: string | null;
  contacto_email: string | null;
  /** The coat of arms, a file of the media folder. */
  escudo: string | null;
  updated_at: string;
}

/**
 * The register of RGPD erasures (migration 0015): which account ('users') or
 * adoption request ('adopcion_solicitudes') was erased and when, by id and
 * dates only. Outside the backups: every restore erases again what it lists.
 */
export interface SupresionesTable {
  id: Generated<number>;
  entidad: 'users' | 'adopcion_solicitudes' | 'avistamientos';
  entidad_id: number;
  /** The erased record's own created_at: a restored row with the same id is that record only when this matches too. */
  creado_at: string;
  suprimido_at: string;
}

/** Which language and version of src/domain/sortKey.ts the stored sort keys follow (migration 0019): one row, id 1; not in backups. */
export interface ClavesOrdenTable {
  id: number;
  idioma: string;
  version: number;
  updated_at: string;
}

/** A municipality of the installation (migration 0025); a NULL setting keeps the installation's own. */
export interface MunicipiosTable {
  id: Generated<number>;
  nombre: string | null;
  /** Its public pages' path, /m/<slug>/; filled at start-up from the name when empty. */
  slug: string | null;
  nif: string | null;
  direccion: string | null;
  latitud: number | null;
  longitud: number | null;
  radio_km: number | null;
  contacto_email: string | null;
  escudo: string | null;
  /** The languages it offers, codes separated by commas (migration 0027); NULL: the installation's (IDIOMAS). */
  idiomas: string | null;
  /** The share of sterilised cats its CER programme aims at (migration 0027); NULL: the installation's (CER_OBJETIVO). */
  cer_objetivo: number | null;
  /** Its own host name (migration 0030): a request naming it gets its public pages at the plain paths; NULL: none. */
  dominio: string | null;
  /** Its DIR3 code (migration 0031); NULL: none, but the first municipality's is the installation's (MUNICIPIO_DIR3). */
  dir3: string | null;
  /** Days a colony's census stands before its estimate is stale (migration 0032); NULL: the installation's (CENSO_VIGENCIA_DIAS). */
  censo_vigencia_dias: number | null;
  /** Yearly attrition that widens a stale estimate's interval (migration 0032); NULL: the installation's (CER_MERMA_ANUAL). */
  cer_merma_anual: number | null;
  /** The slots a booked cat takes of a clinic day, by case (migration 0036); NULL: the installation's (PESOS_RESERVA). */
  peso_reserva_macho: number | null;
  peso_reserva_hembra: number | null;
  peso_reserva_desconocido: number | null;
  peso_reserva_cachorro: number | null;
  activo: Generated<number>;
  created_at: string;
}

/** A veterinary provider of clinic days (migration 0035). */
export interface ProveedoresTable extends StoredTable<Proveedor, 'id'> {
  municipio_id: Generated<number>;
}

/** A clinic day (migration 0035): its bookings' weight is counted, not stored. */
export interface JornadasTable extends StoredTable<Omit<Jornada, (typeof JORNADA_DERIVED)[number]>, 'id'> {
  municipio_id: Generated<number>;
}

/** A cat booked into a clinic day, its outcome and its intake's microchip check (migration 0035). */
export interface JornadaReservasTable extends StoredTable<Omit<Reserva, (typeof RESERVA_JOINED)[number]>, 'id' | 'cachorro'> {
  municipio_id: Generated<number>;
}

/** A provider's price for an act over a span of days (migration 0037). */
export interface TarifasTable extends StoredTable<Tarifa, 'id'> {
  municipio_id: Generated<number>;
}

/** An invoice of a provider; `archivo` names its PDF in the media folder (migration 0037). */
export interface FacturasTable extends StoredTable<Factura, 'id'> {
  municipio_id: Generated<number>;
}

/** A cost: an act or a supply, its invoice line's amount once invoiced, its grant line (migration 0037). */
export interface CostesTable extends StoredTable<Coste, 'id'> {
  municipio_id: Generated<number>;
}

export interface SubvencionesTable extends StoredTable<Subvencion, 'id'> {
  municipio_id: Generated<number>;
}

/** A grant's line: `conceptos` is the JSON text of its concepts and unit caps (migration 0037). */
export interface SubvencionLineasTable extends Omit<StoredTable<SubvencionLinea, 'id'>, 'conceptos'> {
  conceptos: string;
  municipio_id: Generated<number>;
}

/** A training course of the council (its attendees in curso_asistentes). */
export interface CursosTable {
  id: Generated<number>;
  municipio_id: Generated<number>;
  titulo: string;
  fecha: string;
  horas: number | null;
  lugar: string | null;
  descripcion: string | null;
  created_at: string;
}

export interface CursoAsistentesTable {
  id: Generated<number>;
  municipio_id: Generated<number>;
  curso_id: number;
  usuario_id: number;
}

/** A caregiver's accreditation from `desde` until `hasta` (its colonies in acreditacion_colonias); `foto` a stored media name. */
export interface AcreditacionesTable {
  id: Generated<number>;
  municipio_id: Generated<number>;
  usuario_id: number;
  curso_id: number | null;
  desde: string;
  hasta: string;
  codigo: string;
  foto: string | null;
  revocada_at: string | null;
  motivo_revocacion: string | null;
  created_at: string;
  updated_at: string;
}

export interface AcreditacionColoniasTable {
  id: Generated<number>;
  municipio_id: Generated<number>;
  acreditacion_id: number;
  colonia_id: number;
}

/** A reminder of expiry queued: `dias` before `hasta`, once. */
export interface AcreditacionAvisosTable {
  id: Generated<number>;
  municipio_id: Generated<number>;
  acreditacion_id: number;
  hasta: string;
  dias: number;
  enviado_at: string;
}

export interface PresupuestosCampanaTable extends StoredTable<PresupuestoCampana, 'id'> {
  municipio_id: Generated<number>;
}

/** A partner entity (migration 0038). */
export interface EntidadesTable extends StoredTable<Entidad, 'id' | 'activa'> {
  municipio_id: Generated<number>;
}

/** An entity's API key: the SHA-256 of the whole key, never the key (migration 0038). */
export interface ClavesApiTable extends StoredTable<ClaveApi, 'id'> {
  hash: string;
  municipio_id: Generated<number>;
}

/** One microchip lookup (migration 0038): `colonia` is the answer; the colony and cat it named, for the notice and the log. */
export interface ConsultasMicrochipTable {
  id: Generated<number>;
  consultado_at: string;
  microchip: string;
  colonia: Flag;
  colonia_id: number | null;
  gato_id: number | null;
  usuario_id: number | null;
  entidad_id: number | null;
  clave_id: number | null;
  municipio_id: Generated<number>;
}

/** A citizen's sighting (migration 0039): the record's stored fields, plus who filed and decided it and when. */
export interface AvistamientosTable extends StoredTable<Omit<Avistamiento, (typeof AVISTAMIENTO_DERIVED)[number]>, 'id' | 'estado'> {
  municipio_id: Generated<number>;
  /** The language it was filed in: the receipt's and the answer's. */
  idioma: string;
  /** The account it was filed from, signed in; null when filed without a session. */
  usuario_id: number | null;
  decidido_por: number | null;
  anonimizado_at: string | null;
  updated_at: string;
}

/** A device and browser a person receives notices on: its push service's endpoint and the keys to encrypt for it (migration 0041). */
export interface SuscripcionesPushTable {
  id: Generated<number>;
  municipio_id: Generated<number>;
  usuario_id: number;
  endpoint: string;
  p256dh: string;
  auth: string;
  created_at: string;
  ultimo_exito: string | null;
}

/** A person's chosen channel for one kind of notice (migration 0041); without a row, the kind's default. */
export interface PreferenciasAvisoTable {
  id: Generated<number>;
  municipio_id: Generated<number>;
  usuario_id: number;
  tipo: string;
  canal: string;
  updated_at: string;
}

/**
 * A notice to one person (migration 0041): unique per person, kind and key, kept once sent so a second
 * queueing finds it. `canal` 'push' waits for a process to send it; 'email' went to the mail queue at once.
 */
export interface ColaAvisosTable {
  id: Generated<number>;
  municipio_id: Generated<number>;
  usuario_id: number;
  tipo: string;
  clave: string;
  canal: string;
  titulo: string;
  cuerpo: string;
  url: string;
  /** The mail queue's kind and destination sent when no device can be reached. */
  correo_tipo: string | null;
  correo_destino: string | null;
  intentos: number;
  siguiente_intento: string;
  reservado_hasta: string | null;
  enviado_at: string | null;
  ultimo_error: string | null;
  created_at: string;
}

export interface Database {
  municipios: MunicipiosTable;
  users: UsersTable;
  idiomas_usuario: IdiomasUsuarioTable;
  usuarios_municipios: UsuariosMunicipiosTable;
  colonias: ColoniasTable;
  gatos: GatosTable;
  campanas: CampanasTable;
  campana_gatos: CampanaGatosTable;
  partes: PartesTable;
  actividades: ActividadesTable;
  quejas: QuejasTable;
  inspecciones: InspeccionesTable;
  actividades_voluntarios: ActividadesVoluntariosTable;
  asignaciones: AsignacionesTable;
  password_reset_tokens: PasswordResetTokensTable;
  audit_log: AuditLogTable;
  rate_limits: RateLimitsTable;
  accesos_conocidos: AccesosConocidosTable;
  mail_queue: MailQueueTable;
  censos: CensosTable;
  camadas: CamadasTable;
  adopcion_solicitudes: AdopcionSolicitudesTable;
  certificados: CertificadosTable;
  comederos: ComederosTable;
  turnos: TurnosTable;
  cambios_turno: CambiosTurnoTable;
  visitas: VisitasTable;
  avisos_turnos: AvisosTurnosTable;
  equipos: EquiposTable;
  prestamos_equipo: PrestamosEquipoTable;
  avisos_equipos: AvisosEquiposTable;
  gatos_client_ids: GatosClientIdsTable;
  ajustes: AjustesTable;
  supresiones: SupresionesTable;
  claves_orden: ClavesOrdenTable;
  proveedores: ProveedoresTable;
  jornadas: JornadasTable;
  jornada_reservas: JornadaReservasTable;
  tarifas: TarifasTable;
  facturas: FacturasTable;
  subvenciones: SubvencionesTable;
  subvencion_lineas: SubvencionLineasTable;
  costes: CostesTable;
  presupuestos_campana: PresupuestosCampanaTable;
  entidades: EntidadesTable;
  claves_api: ClavesApiTable;
  consultas_microchip: ConsultasMicrochipTable;
  avistamientos: AvistamientosTable;
  suscripciones_push: SuscripcionesPushTable;
  preferencias_aviso: PreferenciasAvisoTable;
  cola_avisos: ColaAvisosTable;
  cursos: CursosTable;
  curso_asistentes: CursoAsistentesTable;
  acreditaciones: AcreditacionesTable;
  acreditacion_colonias: AcreditacionColoniasTable;
  acreditacion_avisos: AcreditacionAvisosTable;
}

export type TableName = keyof Database;
export type Db = Kysely<Database>;

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type GatoRow = Selectable<GatosTable>;
export type NewGato = Insertable<GatosTable>;
export type GatoUpdate = Updateable<GatosTable>;
export type ColoniaRow = Selectable<ColoniasTable>;
