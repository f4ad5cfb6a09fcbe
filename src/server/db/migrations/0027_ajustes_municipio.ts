import type { Kysely, Migration } from 'kysely';
import { FIRST_MUNICIPIO } from '../tenantTables';

/**
 * Settings per municipality, kept on its `municipios` row: the columns of
 * migration 0025 (name, NIF, address, map centre and radius, contact, coat of
 * arms) and two more, the languages it offers (`idiomas`, codes separated by
 * commas) and its CER target (`cer_objetivo`). NULL keeps the installation's
 * value (its environment).
 *
 * The first municipality's name, contact and coat of arms, saved until now on
 * the installation's `ajustes` row, move to its `municipios` row, so each
 * setting has one place. `ajustes` keeps the product's name, the
 * installation's; its old columns stay so a backup made before this migration
 * still restores (modules/ajustes/settings.ts reads them beneath the first
 * municipality's own values).
 */
export const ajustesMunicipioMigration: Migration = {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async up(db: Kysely<any>) {
    await db.schema.alterTable('municipios').addColumn('idiomas', 'text').execute();
    await db.schema.alterTable('municipios').addColumn('cer_objetivo', 'real').execute();
    const saved = await db.selectFrom('ajustes').select(['municipio_nombre', 'contacto_email', 'escudo']).where('id', '=', 1).executeTakeFirst();
    if (!saved) return;
    const first = await db.selectFrom('municipios').select(['nombre', 'contacto_email', 'escudo']).where('id', '=', FIRST_MUNICIPIO).executeTakeFirst();
    if (first) {
      await db
        .updateTable('municipios')
        .set({ nombre: first.nombre ?? saved.municipio_nombre, contacto_email: first.contacto_email ?? saved.contacto_email, escudo: first.escudo ?? saved.escudo })
        .where('id', '=', FIRST_MUNICIPIO)
        .execute();
    }
    await db.updateTable('ajustes').set({ municipio_nombre: null, contacto_email: null, escudo: null }).where('id', '=', 1).execute();
  },
};
