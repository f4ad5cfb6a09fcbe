import type { Kysely } from 'kysely';
import type { Migration } from 'kysely';

/** Issue 18: the language each account chose (null: it follows the browser and the council's default). */
export const idiomaMigration: Migration = {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async up(db: Kysely<any>) {
    await db.schema.alterTable('users').addColumn('idioma', 'text').execute();
  },
};
