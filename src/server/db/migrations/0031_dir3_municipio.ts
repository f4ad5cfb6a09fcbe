import type { Kysely, Migration } from 'kysely';

/**
 * Each municipality's DIR3 code (`dir3`), the publisher of its open-data
 * catalogue, saved with its other settings on its `municipios` row. NULL
 * keeps the installation's code (MUNICIPIO_DIR3) for the first municipality
 * and none for the others: a DIR3 code names one council. A municipality's
 * backup carries it, so backups made before this migration do not restore
 * after it.
 */
export const dir3MunicipioMigration: Migration = {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async up(db: Kysely<any>) {
    await db.schema.alterTable('municipios').addColumn('dir3', 'text').execute();
  },
};
