import type { Kysely } from 'kysely';
import type { Migration } from 'kysely';

/**
 * The language each account chose, one row per account that chose
 * one (none: it follows the browser and the council's default). A table of its
 * own keeps the `users` rows of backups as they were.
 */
export const idiomaMigration: Migration = {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('idiomas_usuario')
      .ifNotExists()
      .addColumn('usuario_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
      .addColumn('idioma', 'text', (c) => c.notNull())
      .execute();
  },
};
