/**
 * What a backup holds: every table of src/server/db/schema.ts but UNSAVED_TABLES, parents before
 * children (the order rows are written and inserted in; deletes go the other
 * way), with each column's type. The parser accepts these tables and columns
 * and nothing else. tests/server/backup/catalog.test.ts proves this list
 * matches the real database, so a new migration cannot be forgotten here.
 */
import type { TableName } from '../db/schema';
import { normalizeEstatus } from '../../domain/incidencias';
import { ACCOUNT_ROLES } from '../../domain/roles';
import { LANGUAGES } from '../../domain/i18n/languages';
import { EDAD_UNIDADES, ESTADOS_PARTE, ESTADOS_SALUD, ESTATUS_ACTIVIDAD_VOLUNTARIO, ESTATUS_CAMPANA, SEXOS } from '../../domain/types';
import { ADOPTABILIDADES, SOLICITUD_ESTADOS } from '../../domain/adopciones';
import { CAMBIO_ESTADOS, DIAS_SEMANA, FRANJAS } from '../../domain/calle';
import { TIPOS_ENTIDAD } from '../../domain/consulta';
import { ESTADOS_EQUIPO, TIPOS_EQUIPO } from '../../domain/equipos';
import { ACTOS_VETERINARIOS, CONCEPTOS_COSTE } from '../../domain/costes';
import { ASIGNACIONES_COSTE } from '../../domain/schemas/coste';
import { AVISTAMIENTO_DESTINOS, AVISTAMIENTO_ESTADOS, AVISTAMIENTO_TIPOS } from '../../domain/avistamientos';
import { COMPROBACION_DECISIONES, COMPROBACION_RESULTADOS, MICROCHIP_ACCIONES, PRUEBA_RESULTADOS, RESERVA_SEXOS } from '../../domain/jornadas';
import { CANALES_AVISO, TIPOS_AVISO } from '../../domain/notificaciones';
import { SORT_KEY_COLUMNS, SORT_KEY_STATE_TABLE } from '../db/sortKeys';
import { isTenantTable, MUNICIPIO_COLUMN } from '../db/tenantTables';

export type ColumnType = 'integer' | 'real' | 'text';

export interface ColumnSpec {
  name: string;
  type: ColumnType;
  nullable: boolean;
  /** Holds the name of an uploaded file under the media folder. */
  media?: boolean;
  /**
   * How a restored value is stored: the form a later migration gave the
   * values of this column without changing the schema, so a backup made
   * before that migration restores as if made after it.
   */
  normalize?: (value: string) => string;
  /**
   * The only values the column may hold (besides NULL where it is nullable):
   * the domain's fixed list, which the API enforces on every write, so a file
   * with another value (a role «root») was not written by Gatera.
   */
  allowed?: ReadonlySet<string | number>;
  /**
   * The schema version whose backups first carry it (later than OLDEST_RESTORABLE_SCHEMA). A file made before
   * has not the column; its rows are restored without it, and every such column is nullable
   * (tests/server/backup/catalog.test.ts), so they get NULL: the value the column had just after its migration.
   */
  since?: string;
}

export interface TableSpec {
  name: TableName;
  columns: readonly ColumnSpec[];
  /** Primary-key columns: the order rows are read in. */
  key: readonly string[];
  /** An identity column whose sequence PostgreSQL must move past the restored ids. */
  identity: boolean;
  /** The schema version whose backups first carry it; a file made before has none of its rows. */
  since?: string;
}

/**
 * The oldest schema version whose backups this server restores: a file made since then differs from one made
 * now only by the tables and columns marked `since` and by the values a column's `normalize` rewrites. Before
 * it, the migrations rewrote rows in ways a restore does not repeat.
 */
export const OLDEST_RESTORABLE_SCHEMA = '0017_cambios_certificados';

/** The migration that made the clinic days' tables: older backups have none of their rows. */
const JORNADAS = '0035_jornadas';

/** The migration that made the tables of the programme's money. */
const COSTES = '0037_costes';

/** Partner entities, their API keys and the microchip lookups. */
const RED_PROFESIONAL = '0038_red_profesional';
/** The migration that made the courses and the caregivers' accreditations. */
const ACREDITACIONES = '0040_acreditaciones';

const id: ColumnSpec = { name: 'id', type: 'integer', nullable: false };
const int = (name: string, nullable = false): ColumnSpec => ({ name, type: 'integer', nullable });
const real = (name: string, nullable = true): ColumnSpec => ({ name, type: 'real', nullable });
const text = (name: string, nullable = false): ColumnSpec => ({ name, type: 'text', nullable });
const file = (name: string): ColumnSpec => ({ name, type: 'text', nullable: true, media: true });
/** A complaint's or inspection's status, lower case since migration 0018. */
const estatusIncidencia: ColumnSpec = { ...text('estatus'), normalize: normalizeEstatus };
/** A column of the domain's fixed list. */
const oneOf = (column: ColumnSpec, values: readonly (string | number)[]): ColumnSpec => ({ ...column, allowed: new Set(values) });
/** A 0/1 flag. */
const flag = (name: string): ColumnSpec => oneOf(int(name), [0, 1]);

function table(name: TableName, columns: ColumnSpec[], key: string[] = ['id']): TableSpec {
  return { name, columns, key, identity: key.length === 1 && key[0] === 'id' };
}

/**
 * The municipalities' table, of which a backup holds the settings of its
 * municipality (its row, but the columns of INSTALLATION_COLUMNS). A restore
 * never adds nor removes a municipality: it writes the file's settings over
 * the restoring municipality's (modules/ajustes/repository.ts), whatever id
 * the file gave it, so a municipality's settings travel with its backup into
 * another municipality or installation.
 */
export const SETTINGS_TABLE = 'municipios' satisfies TableName;

/**
 * The columns of a municipality's row that are the installation's, not the municipality's: its public path and
 * host name, whether it is active, when it was made. A restore into another municipality or installation keeps
 * the restoring one's (a host name in the file could be another municipality's there); only the whole
 * installation's backup carries them.
 */
const MUNICIPIO_INSTALLATION_COLUMNS: readonly ColumnSpec[] = [text('slug', true), text('dominio', true), flag('activo'), text('created_at')];

/** Columns of a table in backups that are the installation's, not the municipality's. */
export const INSTALLATION_COLUMNS: Readonly<Partial<Record<TableName, readonly string[]>>> = { municipios: MUNICIPIO_INSTALLATION_COLUMNS.map((c) => c.name) };

/** Prices, invoices (their PDF in the media), grants and their lines, costs and campaign budgets. */
const COSTES_TABLES: readonly TableSpec[] = [
  table('tarifas', [id, int('proveedor_id'), oneOf(text('acto'), ACTOS_VETERINARIOS), int('importe_centimos'), int('iva_porcentaje'), text('desde'), text('hasta', true), text('created_at')]),
  table('facturas', [
    id, int('proveedor_id'), text('numero'), text('fecha'), int('base_centimos'), int('iva_centimos'), int('total_centimos'), file('archivo'), int('usuario_id', true),
    text('created_at'),
  ]),
  table('subvenciones', [
    id, text('convocatoria'), text('organismo'), text('referencia'), text('fecha'), int('importe_concedido_centimos'), text('periodo_desde'), text('periodo_hasta'),
    text('created_at'),
  ]),
  table('subvencion_lineas', [id, int('subvencion_id'), text('nombre'), text('conceptos'), int('importe_centimos', true), text('created_at')]),
  table('costes', [
    id, text('fecha'), oneOf(text('concepto'), CONCEPTOS_COSTE), int('gato_id', true), int('colonia_id', true), int('proveedor_id', true), int('reserva_id', true),
    int('campana_id', true), int('factura_id', true), int('importe_centimos', true), text('descripcion', true), int('linea_id', true),
    oneOf(text('asignacion', true), ASIGNACIONES_COSTE), int('usuario_id', true), text('created_at'),
  ]),
  table('presupuestos_campana', [id, int('campana_id'), int('importe_centimos'), text('updated_at')]),
];

/** Training courses and who attended, accreditations (their card's photo in the media), their colonies and the reminders already sent. */
const ACREDITACIONES_TABLES: readonly TableSpec[] = [
  table('cursos', [id, text('titulo'), text('fecha'), real('horas'), text('lugar', true), text('descripcion', true), text('created_at')]),
  table('curso_asistentes', [id, int('curso_id'), int('usuario_id')]),
  table('acreditaciones', [
    id, int('usuario_id'), int('curso_id', true), text('desde'), text('hasta'), text('codigo'), file('foto'), text('revocada_at', true), text('motivo_revocacion', true),
    text('created_at'), text('updated_at'),
  ]),
  table('acreditacion_colonias', [id, int('acreditacion_id'), int('colonia_id')]),
  table('acreditacion_avisos', [id, int('acreditacion_id'), text('hasta'), int('dias'), text('enviado_at')]),
];

export const BACKUP_TABLES: readonly TableSpec[] = [
  // Before the accounts, which name their entity.
  {
    ...table('entidades', [id, text('nombre'), oneOf(text('tipo'), TIPOS_ENTIDAD), text('numero_registro', true), text('email', true), text('telefono', true), flag('activa'), text('created_at')]),
    since: RED_PROFESIONAL,
  },
  table('users', [
    id, text('username'), text('email'), text('nombre', true), text('password_hash'), oneOf(text('role'), ACCOUNT_ROLES), flag('activo'),
    flag('accepted_terms'), text('accepted_terms_at', true), flag('accepted_demo_terms'), text('accepted_demo_terms_at', true),
    int('token_version'), text('created_at'), { ...int('entidad_id', true), since: RED_PROFESIONAL },
  ]),
  table('idiomas_usuario', [int('usuario_id'), oneOf(text('idioma'), LANGUAGES)], ['usuario_id']),
  table('colonias', [
    id, text('nombre'), text('ubicacion'), real('latitude'), real('longitude'), text('responsable_voluntario', true),
    text('estado'), text('created_at'),
  ]),
  table('gatos', [
    id, text('nombre'), text('raza', true), oneOf(text('sexo'), Object.keys(SEXOS)), int('edad_num', true), oneOf(text('edad_unidad'), EDAD_UNIDADES),
    oneOf(text('estado_salud', true), ESTADOS_SALUD), text('ubicacion'), int('colonia_id'), text('evaluacion_sanitaria', true),
    oneOf(text('adoptabilidad', true), ADOPTABILIDADES),
    text('fecha_vacunacion', true), text('tipo_vacuna', true), text('fecha_desparasitacion', true),
    text('fecha_esterilizacion', true), text('codigo_identificacion', true), file('imagen'), flag('activo'),
    text('created_at'), text('updated_at'), text('fecha_identificacion', true), text('baja_motivo', true),
  ]),
  table('campanas', [
    id, text('nombre'), text('fecha_inicio'), text('fecha_fin', true), oneOf(text('estatus'), ESTATUS_CAMPANA), text('voluntarios_involucrados', true),
    int('gatos_objetivo'), text('created_at'),
  ]),
  table('campana_gatos', [int('campana_id'), int('gato_id'), text('created_at')], ['campana_id', 'gato_id']),
  table('partes', [id, text('descripcion'), oneOf(text('estado'), ESTADOS_PARTE), int('usuario_id', true), text('created_at')]),
  table('actividades', [id, text('tipo'), text('descripcion'), int('gato_id'), int('usuario_id', true), text('created_at')]),
  table('quejas', [
    id, text('fecha'), text('descripcion'), int('colonia_id', true), text('solucion_responsable', true), file('archivo'),
    estatusIncidencia, int('usuario_id', true), text('resuelta_at', true),
    text('codigo_seguimiento', true), text('respuesta_publica', true), text('actualizada_at', true),
  ]),
  table('inspecciones', [
    id, text('fecha'), int('colonia_id'), text('observaciones'), text('acciones_recomendadas', true), file('archivo'),
    estatusIncidencia, int('usuario_id', true), text('resuelta_at', true),
  ]),
  table('actividades_voluntarios', [id, text('descripcion'), int('voluntario_id'), oneOf(text('estatus'), ESTATUS_ACTIVIDAD_VOLUNTARIO), text('created_at')]),
  table('asignaciones', [id, int('usuario_id'), int('colonia_id'), text('created_at')]),
  table('password_reset_tokens', [id, int('usuario_id'), text('token_hash'), text('expires_at'), text('used_at', true), text('created_at')]),
  table('audit_log', [
    id, text('at'), int('usuario_id', true), text('username', true), text('accion'), text('entidad'), text('entidad_id', true),
    text('detalle', true),
  ]),
  table('rate_limits', [text('clave'), text('inicio'), int('intentos')], ['clave']),
  table('mail_queue', [
    id, text('tipo'), text('destinatario'), int('intentos'), text('siguiente_intento'), text('reservado_hasta', true),
    text('ultimo_error', true), text('created_at'),
  ]),
  table('censos', [
    id, int('colonia_id'), text('fecha'), int('gatos_vistos'), int('crias'), int('marcados_vistos'), text('observaciones', true),
    int('usuario_id', true), text('created_at'), text('updated_at'), text('client_id', true),
  ]),
  table('adopcion_solicitudes', [
    id, int('gato_id'), text('nombre'), text('email'), text('telefono', true), text('mensaje'), oneOf(text('estado'), SOLICITUD_ESTADOS),
    text('acepta_privacidad_at'), text('anonimizada_at', true), text('created_at'), text('updated_at'), int('usuario_id', true),
  ]),
  table('certificados', [
    id, text('codigo'), int('gato_id'), text('microchip'), text('fecha_esterilizacion', true), int('usuario_id', true), text('emitido_at'), text('huella', true),
  ]),
  table('comederos', [
    id, int('colonia_id'), text('nombre'), real('latitude', false), real('longitude', false), text('descripcion', true), flag('activo'),
    text('created_at'), text('updated_at'),
  ]),
  table('turnos', [id, int('colonia_id'), oneOf(int('dia_semana'), DIAS_SEMANA), oneOf(text('franja'), FRANJAS), int('usuario_id'), text('created_at')]),
  table('cambios_turno', [
    id, int('colonia_id'), int('turno_id'), int('con_turno_id'), int('solicitante_id'), int('destinatario_id'), oneOf(text('estado'), CAMBIO_ESTADOS),
    text('created_at'), text('resuelto_at', true), int('resuelto_por', true),
  ]),
  table('visitas', [
    id, text('client_id'), int('colonia_id'), int('comedero_id', true), int('usuario_id', true), text('fecha_hora'), text('fecha'),
    oneOf(text('franja'), FRANJAS), flag('comida'), flag('agua'), int('gatos_vistos', true), text('incidencia', true), flag('urgente'), file('foto'),
    int('parte_id', true), int('censo_id', true), text('created_at'),
  ]),
  {
    ...table('camadas', [
      id, int('colonia_id'), text('fecha'), int('crias'), int('madre_id', true), int('en_colonia'), int('adoptadas'), int('fallecidas'),
      int('trasladadas'), text('notas', true), text('created_at'), text('updated_at'),
    ]),
    since: '0033_camadas',
  },
  { ...table('proveedores', [id, text('nombre'), text('direccion'), text('veterinario', true), text('numero_colegiado'), int('usuario_id', true), text('created_at')]), since: JORNADAS },
  { ...table('jornadas', [id, int('proveedor_id'), text('fecha'), int('capacidad'), int('campana_id', true), text('created_at')]), since: JORNADAS },
  {
    ...table('jornada_reservas', [
      id, int('jornada_id'), int('gato_id', true), int('colonia_id'), oneOf(text('sexo'), RESERVA_SEXOS), flag('cachorro'), real('peso', false), int('usuario_id', true),
      text('created_at'), text('resultado_at', true), oneOf(int('presentado', true), [0, 1]), oneOf(int('operado', true), [0, 1]), text('motivo_no_operado', true),
      oneOf(text('sexo_encontrado', true), Object.keys(SEXOS)), text('microchip', true), oneOf(text('microchip_accion', true), MICROCHIP_ACCIONES),
      oneOf(int('corte_oreja', true), [0, 1]), oneOf(text('felv', true), PRUEBA_RESULTADOS), oneOf(text('fiv', true), PRUEBA_RESULTADOS),
      oneOf(int('gestante', true), [0, 1]), oneOf(int('lactante', true), [0, 1]), int('edad_meses', true), real('peso_kg'), text('complicaciones', true),
      text('fecha_retorno', true), text('comprobacion_microchip', true), oneOf(text('comprobacion_resultado', true), COMPROBACION_RESULTADOS),
      text('comprobacion_consulta', true), oneOf(text('comprobacion_decision', true), COMPROBACION_DECISIONES), text('comprobacion_at', true),
    ]),
    since: JORNADAS,
  },
  ...COSTES_TABLES.map((spec) => ({ ...spec, since: COSTES })),
  {
    ...table('avistamientos', [
      id, text('codigo_seguimiento'), oneOf(text('tipo'), AVISTAMIENTO_TIPOS), text('descripcion'), real('latitude', false), real('longitude', false), text('email', true),
      oneOf(text('idioma'), LANGUAGES), file('foto'), int('colonia_id', true), int('distancia_m', true), oneOf(text('estado'), AVISTAMIENTO_ESTADOS),
      oneOf(text('destino', true), AVISTAMIENTO_DESTINOS), int('censo_id', true), int('gato_id', true), text('respuesta_publica', true), text('nota', true),
      int('usuario_id', true), int('decidido_por', true), text('decidido_at', true), text('anonimizado_at', true), text('created_at'), text('updated_at'),
    ]),
    since: '0039_avistamientos',
  },
  ...ACREDITACIONES_TABLES.map((spec) => ({ ...spec, since: ACREDITACIONES })),
  table('avisos_turnos', [text('fecha'), text('enviado_at')], ['fecha']),
  { ...table('equipos', [id, text('codigo'), oneOf(text('tipo'), TIPOS_EQUIPO), text('descripcion', true), oneOf(text('estado'), ESTADOS_EQUIPO), text('created_at'), text('updated_at')]), since: '0034_equipos' },
  {
    ...table('prestamos_equipo', [
      id, int('equipo_id'), int('usuario_id', true), int('colonia_id', true), text('prestado_at'), text('devolver_antes_de'), int('fianza_centimos', true),
      text('devuelto_at', true), text('limpiado_at', true), text('notas', true),
    ]),
    since: '0034_equipos',
  },
  { ...table('avisos_equipos', [text('fecha'), text('enviado_at')], ['fecha']), since: '0034_equipos' },
  { ...table('claves_api', [id, int('entidad_id'), text('prefijo'), text('hash'), text('created_at'), text('usada_at', true), text('revocada_at', true)]), since: RED_PROFESIONAL },
  {
    ...table('consultas_microchip', [
      id, text('consultado_at'), text('microchip'), flag('colonia'), int('colonia_id', true), int('gato_id', true), int('usuario_id', true), int('entidad_id', true), int('clave_id', true),
    ]),
    since: RED_PROFESIONAL,
  },
  {
    ...table('preferencias_aviso', [id, int('usuario_id'), oneOf(text('tipo'), TIPOS_AVISO), oneOf(text('canal'), CANALES_AVISO), text('updated_at')]),
    since: '0041_notificaciones',
  },
  table('gatos_client_ids', [text('client_id'), int('gato_id'), int('usuario_id', true), text('created_at')], ['client_id']),
  // One row (id 1), no sequence: the product's name, and the first municipality's settings as backups made before
  // settings were per municipality hold them.
  { ...table('ajustes', [id, text('producto_nombre', true), text('municipio_nombre', true), text('contacto_email', true), file('escudo'), text('updated_at')]), identity: false },
  // The restoring municipality's row is updated, never inserted: no sequence to move.
  {
    ...table(SETTINGS_TABLE, [
      id, text('nombre', true), text('nif', true), text('direccion', true), real('latitud'), real('longitud'), real('radio_km'),
      text('contacto_email', true), file('escudo'), text('idiomas', true), real('cer_objetivo'), { ...text('dir3', true), since: '0031_dir3_municipio' },
      { ...int('censo_vigencia_dias', true), since: '0032_vigencia_censo_municipio' }, { ...real('cer_merma_anual'), since: '0032_vigencia_censo_municipio' },
      ...['peso_reserva_macho', 'peso_reserva_hembra', 'peso_reserva_desconocido', 'peso_reserva_cachorro'].map((name) => ({ ...real(name), since: '0036_pesos_reserva_municipio' })),
    ]),
    identity: false,
    since: '0027_ajustes_municipio',
  },
];

/**
 * The columns that name a row of another table by its id: the database's foreign keys between the tables of
 * a backup (tests/server/backup/catalog.test.ts compares them). A municipality's records brought from another
 * installation get new ids through these (renumber.ts, which also renumbers the audit log's person and record).
 */
export const ID_REFERENCES: Readonly<Partial<Record<TableName, Readonly<Record<string, TableName>>>>> = {
  idiomas_usuario: { usuario_id: 'users' },
  gatos: { colonia_id: 'colonias' },
  campana_gatos: { campana_id: 'campanas', gato_id: 'gatos' },
  partes: { usuario_id: 'users' },
  actividades: { gato_id: 'gatos', usuario_id: 'users' },
  quejas: { colonia_id: 'colonias', usuario_id: 'users' },
  inspecciones: { colonia_id: 'colonias', usuario_id: 'users' },
  actividades_voluntarios: { voluntario_id: 'users' },
  asignaciones: { usuario_id: 'users', colonia_id: 'colonias' },
  password_reset_tokens: { usuario_id: 'users' },
  censos: { colonia_id: 'colonias', usuario_id: 'users' },
  adopcion_solicitudes: { gato_id: 'gatos', usuario_id: 'users' },
  certificados: { gato_id: 'gatos', usuario_id: 'users' },
  comederos: { colonia_id: 'colonias' },
  turnos: { colonia_id: 'colonias', usuario_id: 'users' },
  cambios_turno: { colonia_id: 'colonias', turno_id: 'turnos', con_turno_id: 'turnos', solicitante_id: 'users', destinatario_id: 'users', resuelto_por: 'users' },
  visitas: { colonia_id: 'colonias', comedero_id: 'comederos', usuario_id: 'users', parte_id: 'partes', censo_id: 'censos' },
  gatos_client_ids: { gato_id: 'gatos', usuario_id: 'users' },
  camadas: { colonia_id: 'colonias', madre_id: 'gatos' },
  prestamos_equipo: { equipo_id: 'equipos', usuario_id: 'users', colonia_id: 'colonias' },
  proveedores: { usuario_id: 'users' },
  jornadas: { proveedor_id: 'proveedores', campana_id: 'campanas' },
  jornada_reservas: { jornada_id: 'jornadas', gato_id: 'gatos', colonia_id: 'colonias', usuario_id: 'users' },
  tarifas: { proveedor_id: 'proveedores' },
  facturas: { proveedor_id: 'proveedores', usuario_id: 'users' },
  subvencion_lineas: { subvencion_id: 'subvenciones' },
  costes: {
    gato_id: 'gatos', colonia_id: 'colonias', proveedor_id: 'proveedores', reserva_id: 'jornada_reservas', campana_id: 'campanas', factura_id: 'facturas',
    linea_id: 'subvencion_lineas', usuario_id: 'users',
  },
  presupuestos_campana: { campana_id: 'campanas' },
  users: { entidad_id: 'entidades' },
  claves_api: { entidad_id: 'entidades' },
  consultas_microchip: { colonia_id: 'colonias', gato_id: 'gatos', usuario_id: 'users', entidad_id: 'entidades', clave_id: 'claves_api' },
  avistamientos: { colonia_id: 'colonias', censo_id: 'censos', gato_id: 'gatos', usuario_id: 'users', decidido_por: 'users' },
  preferencias_aviso: { usuario_id: 'users' },
  curso_asistentes: { curso_id: 'cursos', usuario_id: 'users' },
  acreditaciones: { usuario_id: 'users', curso_id: 'cursos' },
  acreditacion_colonias: { acreditacion_id: 'acreditaciones', colonia_id: 'colonias' },
  acreditacion_avisos: { acreditacion_id: 'acreditaciones' },
};

/**
 * Tables a backup never holds, so a restore neither empties nor fills them:
 * the register of RGPD erasures must outlive every restore, which erases
 * again what it lists (modules/rgpd/erasure.ts); which language the stored
 * sort keys follow describes this database's keys (db/sortKeys.ts), which
 * backups do not carry.
 */
export const OUTSIDE_BACKUPS: readonly TableName[] = ['supresiones', SORT_KEY_STATE_TABLE];

/**
 * The municipality of each row of a tenant table (db/tenantTables.ts). A
 * backup holds the records of the municipality whose work made it, without
 * this column; a restore gives them the municipality whose work restores it.
 */
export const SCOPE_COLUMN = MUNICIPIO_COLUMN;

/**
 * Tables a backup leaves out and every restore empties.
 *
 * `accesos_conocidos` (the devices and addresses that signed in to each
 * account) is security state that grows back by itself: each device becomes
 * known again at its next sign-in, and without an attack nobody notices it
 * missing. Backups are kept in many copies, often off the server, so they
 * should not carry where each person signs in from (even as fingerprints).
 * And a restore replaces the accounts, perhaps with those of another
 * installation whose ids belong to other people: trust earned before it must
 * not carry over, so the restore empties the table too.
 *
 * `usuarios_municipios` (the other municipalities an account works in) links
 * an account of one municipality to another: neither municipality's backup
 * can carry it, and a restore that replaces the accounts must not leave an
 * id's rights to whoever has that id now. The province grants them again.
 * Only the whole installation's backup, which holds both ends, carries it.
 *
 * `suscripciones_push` (each person's devices for notices) holds each
 * device's secrets: whoever has them can send notices to that phone, so
 * they stay out of copies kept off the server; and after a restore an id may
 * be another person's, whose notices must not reach the old device. Each
 * device subscribes again from the account page. `cola_avisos` (the notices
 * being sent and those sent lately, kept to send none twice) is work in
 * progress, as the mail queue is: a restore empties it.
 */
export const UNSAVED_TABLES: readonly TableName[] = ['accesos_conocidos', 'usuarios_municipios', 'suscripciones_push', 'cola_avisos'];

/**
 * Columns computed from others: the folded name the database writes
 * (migration 0012) and the sort keys the server writes (migration 0019,
 * db/sortKeys.ts). A backup leaves them out; the restored rows get them again
 * (the restore computes the keys of the rows it inserts).
 */
export const DERIVED_COLUMNS: Readonly<Partial<Record<TableName, readonly string[]>>> = Object.fromEntries(
  Object.entries(SORT_KEY_COLUMNS).map(([table, columns]) => [table, [...(table === 'gatos' ? ['nombre_busqueda'] : []), ...columns!.map((c) => c.key)]]),
);

/**
 * The pseudo-table of uploaded files: `name` is the stored file name, `data`
 * its bytes in base64. Its rows are written to the media folder, never to the database.
 */
export const MEDIA_TABLE = 'media';
export const MEDIA_COLUMNS = ['name', 'data'] as const;

const BY_NAME = new Map<string, TableSpec>(BACKUP_TABLES.map((t) => [t.name, t]));

export function tableSpec(name: string): TableSpec | undefined {
  return BY_NAME.get(name);
}

/** The rows as they are stored: each column's `normalize` applied to its text values (the same rows when the table has none). */
export function normalizedRows<V>(table: TableSpec, rows: V[][]): V[][] {
  const changes = table.columns.flatMap((column, i) => (column.normalize ? [{ i, normalize: column.normalize }] : []));
  if (!changes.length) return rows;
  return rows.map((row) => {
    const copy = [...row];
    for (const { i, normalize } of changes) if (typeof copy[i] === 'string') copy[i] = normalize(copy[i] as string) as V;
    return copy;
  });
}

/**
 * What the whole installation's backup holds: every municipality (all of its row) first, as every record
 * names one; then the tables of a municipality's backup in the same order, each tenant table's rows with
 * their municipio_id, and after the accounts the other municipalities each works in. The same tables and
 * columns as the database but the derived ones, the erasure register and the sort keys' state
 * (tests/server/backup/catalog.test.ts), and the devices that signed in, which no backup carries.
 */
export const INSTALLATION_BACKUP_TABLES: readonly TableSpec[] = [
  table(SETTINGS_TABLE, [...BACKUP_TABLES.find((t) => t.name === SETTINGS_TABLE)!.columns, ...MUNICIPIO_INSTALLATION_COLUMNS]),
  ...BACKUP_TABLES.filter((t) => t.name !== SETTINGS_TABLE).flatMap((spec) => {
    const own = isTenantTable(spec.name) ? { ...spec, columns: [...spec.columns, int(MUNICIPIO_COLUMN)] } : spec;
    return spec.name === 'users'
      ? [own, table('usuarios_municipios', [int('usuario_id'), int(MUNICIPIO_COLUMN), text('created_at')], ['usuario_id', MUNICIPIO_COLUMN])]
      : [own];
  }),
];

const INSTALLATION_BY_NAME = new Map<string, TableSpec>(INSTALLATION_BACKUP_TABLES.map((t) => [t.name, t]));

/** The tables of a backup of the whole installation (`installation`) or of one municipality, in their order. */
export function catalogueOf(installation: boolean): readonly TableSpec[] {
  return installation ? INSTALLATION_BACKUP_TABLES : BACKUP_TABLES;
}

/** A table of such a backup by its name. */
export function tableSpecOf(installation: boolean, name: string): TableSpec | undefined {
  return (installation ? INSTALLATION_BY_NAME : BY_NAME).get(name);
}

/**
 * The tables of a backup of `schema` (a municipality's, or the installation's): today's, but those and the
 * columns a later migration added. The same objects as today's where nothing differs.
 */
export function catalogueAt(schema: string, installation: boolean): readonly TableSpec[] {
  const since = (item: { since?: string }) => item.since === undefined || item.since <= schema;
  return catalogueOf(installation)
    .filter(since)
    .map((spec) => (spec.columns.every(since) ? spec : { ...spec, columns: spec.columns.filter(since) }));
}
