import type { Kysely } from 'kysely';
import type { Migration } from 'kysely';

/**
 * A cat recorded offline on a phone carries the client's UUID, so
 * a sync retried (or two retries arriving at once) stores one cat. The UUID
 * lives in a table of its own, with who sent it: the `gatos` rows, their
 * indexes and their backups stay as they were, and a cat made without one
 * (every existing client) has no row here.
 */
export const gatosClientIdMigration: Migration = {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('gatos_client_ids')
      .ifNotExists()
      .addColumn('client_id', 'text', (c) => c.primaryKey())
      .addColumn('gato_id', 'integer', (c) => c.notNull().references('gatos.id').onDelete('cascade'))
      .addColumn('usuario_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('gatos_client_ids_gato_idx').ifNotExists().on('gatos_client_ids').column('gato_id').execute();
  },
};
