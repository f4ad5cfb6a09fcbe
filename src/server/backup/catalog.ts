/**
 * What a backup holds: every table of src/server/db/schema.ts but UNSAVED_TABLES, parents before
 * children (the order rows are written and inserted in; deletes go the other
 * way), with each column's type. The parser accepts these tables and columns
 * and nothing else. tests/server/backup/catalog.test.ts proves this list
 * matches the real database, so a new migration cannot be forgotten here.
 */
import type { TableName } from '../db/schema';

export type ColumnType = 'integer' | 'real' | 'text';

export interface ColumnSpec {
  name: string;
  type: ColumnType;
  nullable: boolean;
  /** Holds the name of an uploaded file under the media folder. */
  media?: boolean;
}

export interface TableSpec {
  name: TableName;
  columns: readonly ColumnSpec[];
  /** Primary-key columns: the order rows are read in. */
  key: readonly string[];
  /** An identity column whose sequence PostgreSQL must move past the restored ids. */
  identity: boolean;
}

const id: ColumnSpec = { name: 'id', type: 'integer', nullable: false };
const int = (name: string, nullable = false): ColumnSpec => ({ name, type: 'integer', nullable });
const real = (name: string, nullable = true): ColumnSpec => ({ name, type: 'real', nullable });
const text = (name: string, nullable = false): ColumnSpec => ({ name, type: 'text', nullable });
const file = (name: string): ColumnSpec => ({ name, type: 'text', nullable: true, media: true });

function table(name: TableName, columns: ColumnSpec[], key: string[] = ['id']): TableSpec {
  return { name, columns, key, identity: key.length === 1 && key[0] === 'id' };
}

export const BACKUP_TABLES: readonly TableSpec[] = [
  table('users', [
    id, text('username'), text('email'), text('nombre', true), text('password_hash'), text('role'), int('activo'),
    int('accepted_terms'), text('accepted_terms_at', true), int('accepted_demo_terms'), text('accepted_demo_terms_at', true),
    int('token_version'), text('created_at'),
  ]),
  table('idiomas_usuario', [int('usuario_id'), text('idioma')], ['usuario_id']),
  table('colonias', [
    id, text('nombre'), text('ubicacion'), real('latitude'), real('longitude'), text('responsable_voluntario', true),
    text('estado'), text('created_at'),
  ]),
  table('gatos', [
    id, text('nombre'), text('raza', true), text('sexo'), int('edad_num', true), text('edad_unidad'), text('estado_salud', true),
    text('ubicacion'), int('colonia_id'), text('evaluacion_sanitaria', true), text('adoptabilidad', true),
    text('fecha_vacunacion', true), text('tipo_vacuna', true), text('fecha_desparasitacion', true),
    text('fecha_esterilizacion', true), text('codigo_identificacion', true), file('imagen'), int('activo'),
    text('created_at'), text('updated_at'), text('fecha_identificacion', true), text('baja_motivo', true),
  ]),
  table('campanas', [
    id, text('nombre'), text('fecha_inicio'), text('fecha_fin', true), text('estatus'), text('voluntarios_involucrados', true),
    int('gatos_objetivo'), text('created_at'),
  ]),
  table('campana_gatos', [int('campana_id'), int('gato_id'), text('created_at')], ['campana_id', 'gato_id']),
  table('partes', [id, text('descripcion'), text('estado'), int('usuario_id', true), text('created_at')]),
  table('actividades', [id, text('tipo'), text('descripcion'), int('gato_id'), int('usuario_id', true), text('created_at')]),
  table('quejas', [
    id, text('fecha'), text('descripcion'), int('colonia_id', true), text('solucion_responsable', true), file('archivo'),
    text('estatus'), int('usuario_id', true), text('resuelta_at', true),
    text('codigo_seguimiento', true), text('respuesta_publica', true), text('actualizada_at', true),
  ]),
  table('inspecciones', [
    id, text('fecha'), int('colonia_id'), text('observaciones'), text('acciones_recomendadas', true), file('archivo'),
    text('estatus'), int('usuario_id', true), text('resuelta_at', true),
  ]),
  table('actividades_voluntarios', [id, text('descripcion'), int('voluntario_id'), text('estatus'), text('created_at')]),
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
    id, int('gato_id'), text('nombre'), text('email'), text('telefono', true), text('mensaje'), text('estado'),
    text('acepta_privacidad_at'), text('anonimizada_at', true), text('created_at'), text('updated_at'),
  ]),
  table('certificados', [id, text('codigo'), int('gato_id'), text('microchip'), text('fecha_esterilizacion', true), int('usuario_id', true), text('emitido_at')]),
  table('comederos', [
    id, int('colonia_id'), text('nombre'), real('latitude', false), real('longitude', false), text('descripcion', true), int('activo'),
    text('created_at'), text('updated_at'),
  ]),
  table('turnos', [id, int('colonia_id'), int('dia_semana'), text('franja'), int('usuario_id'), text('created_at')]),
  table('visitas', [
    id, text('client_id'), int('colonia_id'), int('comedero_id', true), int('usuario_id', true), text('fecha_hora'), text('fecha'),
    text('franja'), int('comida'), int('agua'), int('gatos_vistos', true), text('incidencia', true), int('urgente'), file('foto'),
    int('parte_id', true), int('censo_id', true), text('created_at'),
  ]),
  table('avisos_turnos', [text('fecha'), text('enviado_at')], ['fecha']),
  table('gatos_client_ids', [text('client_id'), int('gato_id'), int('usuario_id', true), text('created_at')], ['client_id']),
  // One row (id 1), no sequence.
  { ...table('ajustes', [id, text('producto_nombre', true), text('municipio_nombre', true), text('contacto_email', true), file('escudo'), text('updated_at')]), identity: false },
];

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
 */
export const UNSAVED_TABLES: readonly TableName[] = ['accesos_conocidos'];

/**
 * Columns the database computes from others (migration 0012): a backup leaves
 * them out and the restored rows get them again from the database itself.
 */
export const DERIVED_COLUMNS: Readonly<Partial<Record<TableName, readonly string[]>>> = { gatos: ['nombre_busqueda'] };

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
