import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely';
import type { Engine } from '../engine';

/**
 * The header's cat search: a name prefix, whatever its case, is a
 * range on lower(nombre) (byte order on both engines, so a prefix range is
 * exact). The installation's settings set by the administrator: one row.
 */
export function consolaMigration(engine: Engine): Migration {
  return {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async up(db: Kysely<any>) {
      if (engine === 'postgres') {
        await sql`CREATE INDEX IF NOT EXISTS gatos_nombre_lower_idx ON gatos ((lower(nombre) COLLATE "C"))`.execute(db);
      } else {
        await sql`CREATE INDEX IF NOT EXISTS gatos_nombre_lower_idx ON gatos (lower(nombre))`.execute(db);
      }
      await db.schema
        .createTable('ajustes')
        .ifNotExists()
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('producto_nombre', 'text')
        .addColumn('municipio_nombre', 'text')
        .addColumn('contacto_email', 'text')
        .addColumn('escudo', 'text')
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
    },
  };
}
