import type { Kysely, Migration } from 'kysely';

/**
 * An index on every column of a municipality's table that names another row
 * (a foreign key). Since every index leads with the municipality (migration
 * 0025), the check the database makes when a row is deleted or its id
 * changes ("does any row still name it?") had none to use: it read the whole
 * referencing table, every municipality's rows, once per row deleted. A
 * restore of one municipality among 150 spent seconds there, and deleting one
 * cat or colony grew with the size of the province. Indexes only: backups are
 * unchanged.
 */
export const FOREIGN_KEY_COLUMNS: readonly (readonly [table: string, column: string])[] = [
  ['gatos', 'colonia_id'],
  ['censos', 'usuario_id'],
  ['censos', 'colonia_id'],
  ['campana_gatos', 'gato_id'],
  ['quejas', 'colonia_id'],
  ['quejas', 'usuario_id'],
  ['inspecciones', 'colonia_id'],
  ['inspecciones', 'usuario_id'],
  ['asignaciones', 'colonia_id'],
  ['asignaciones', 'usuario_id'],
  ['cambios_turno', 'resuelto_por'],
  ['cambios_turno', 'colonia_id'],
  ['cambios_turno', 'turno_id'],
  ['cambios_turno', 'con_turno_id'],
  ['cambios_turno', 'solicitante_id'],
  ['cambios_turno', 'destinatario_id'],
  ['partes', 'usuario_id'],
  ['actividades', 'gato_id'],
  ['actividades', 'usuario_id'],
  ['actividades_voluntarios', 'voluntario_id'],
  ['adopcion_solicitudes', 'gato_id'],
  ['adopcion_solicitudes', 'usuario_id'],
  ['certificados', 'gato_id'],
  ['certificados', 'usuario_id'],
  ['comederos', 'colonia_id'],
  ['turnos', 'colonia_id'],
  ['turnos', 'usuario_id'],
  ['visitas', 'colonia_id'],
  ['visitas', 'comedero_id'],
  ['visitas', 'usuario_id'],
  ['visitas', 'parte_id'],
  ['visitas', 'censo_id'],
  ['gatos_client_ids', 'usuario_id'],
];

export const indicesClavesAjenasMigration: Migration = {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async up(db: Kysely<any>) {
    for (const [table, column] of FOREIGN_KEY_COLUMNS) {
      await db.schema.createIndex(`${table}_${column}_fk_idx`).ifNotExists().on(table).column(column).execute();
    }
  },
};
