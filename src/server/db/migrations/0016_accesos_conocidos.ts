import type { Kysely } from 'kysely';
import type { Migration } from 'kysely';

/**
 * The devices and addresses that signed in to each account (schema.ts,
 * AccesosConocidosTable). Backups leave the table out, so this migration
 * changes nothing a backup holds (see BACKUP_NEUTRAL in ./index.ts).
 */
export const accesosConocidosMigration: Migration = {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('accesos_conocidos')
      .ifNotExists()
      .addColumn('usuario_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('tipo', 'text', (c) => c.notNull())
      .addColumn('huella', 'text', (c) => c.notNull())
      .addColumn('token_version', 'integer', (c) => c.notNull())
      .addColumn('usado_at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('accesos_conocidos_pk', ['usuario_id', 'tipo', 'huella'])
      .execute();
  },
};
