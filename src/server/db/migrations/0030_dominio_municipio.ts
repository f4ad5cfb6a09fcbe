import type { Kysely, Migration } from 'kysely';

/**
 * A municipality's own host name (`dominio`, e.g. gatos.villaverde.es): a
 * request whose Host names it gets that municipality's public pages at the
 * plain paths (tenancy/hosts.ts). NULL: none, its pages are at /m/<slug>/.
 * Unique: one host is one municipality's. The installation's, not the
 * municipality's: a backup leaves it out (backup/catalog.ts,
 * INSTALLATION_COLUMNS), so a restore never takes a host another
 * municipality has.
 */
export const dominioMunicipioMigration: Migration = {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async up(db: Kysely<any>) {
    await db.schema.alterTable('municipios').addColumn('dominio', 'text').execute();
    await db.schema.createIndex('municipios_dominio_idx').ifNotExists().unique().on('municipios').column('dominio').execute();
  },
};
