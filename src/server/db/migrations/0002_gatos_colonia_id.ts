import type { Kysely } from 'kysely';
import type { Migration } from 'kysely';

/**
 * A colony's cats in id order: without this index SQLite walked gatos(activo, id)
 * in id order and filtered by colony, reading up to every cat for one colony's page.
 */
export const gatosColoniaIdMigration: Migration = {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async up(db: Kysely<any>) {
    await db.schema.createIndex('gatos_colonia_id_idx').ifNotExists().on('gatos').columns(['colonia_id', 'activo', 'id']).execute();
  },
};
