import type { Kysely, Migration } from 'kysely';

/**
 * The other municipalities an account also works in, besides its own (the
 * `municipio_id` of its `users` row): a comarca's technician or a vet who
 * serves several villages. A request names one of them in `X-Municipio`
 * (plugins/auth.ts). An installation table: the row links an account of one
 * municipality to another, so neither municipality's backup carries it, and
 * a restore of the account's municipality, which replaces its accounts,
 * drops it (backup/catalog.ts, UNSAVED_TABLES).
 */
export const usuariosMunicipiosMigration: Migration = {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('usuarios_municipios')
      .ifNotExists()
      .addColumn('usuario_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('municipio_id', 'integer', (c) => c.notNull().references('municipios.id'))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('usuarios_municipios_pk', ['usuario_id', 'municipio_id'])
      .execute();
    await db.schema.createIndex('usuarios_municipios_municipio_idx').ifNotExists().on('usuarios_municipios').columns(['municipio_id', 'usuario_id']).execute();
  },
};
