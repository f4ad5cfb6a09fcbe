import type { Kysely } from 'kysely';
import type { Migration } from 'kysely';

/**
 * The cat list ordered by name or by identification code, as the list's
 * column headers ask for: with the active flag first, the index walks only
 * active cats, in the page's order, and carries the id that breaks ties, so
 * a far page starts from an anchor (the repository's anchorOf) instead of
 * stepping over every earlier cat and looking up each one's row.
 *
 * Indexes only: a backup holds the same tables and columns before and after
 * this migration (see BACKUP_NEUTRAL in ./index.ts).
 */
export const ordenGatosMigration: Migration = {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async up(db: Kysely<any>) {
    await db.schema.createIndex('gatos_activo_nombre_idx').ifNotExists().on('gatos').columns(['activo', 'nombre', 'id']).execute();
    await db.schema.createIndex('gatos_activo_codigo_idx').ifNotExists().on('gatos').columns(['activo', 'codigo_identificacion', 'id']).execute();
  },
};
