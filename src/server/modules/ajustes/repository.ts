/** The installation's settings row: one row, id 1, made on the first save. */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Ajustes } from '../../../domain/ajustes';
import { nowIso } from '../../lib/time';

const EMPTY: Ajustes = { producto_nombre: null, municipio_nombre: null, contacto_email: null, escudo: null };

export function ajustesRepository(db: Kysely<Database>) {
  return {
    async get(): Promise<Ajustes> {
      const row = await db.selectFrom('ajustes').select(['producto_nombre', 'municipio_nombre', 'contacto_email', 'escudo']).where('id', '=', 1).executeTakeFirst();
      return row ?? EMPTY;
    },

    async save(values: Partial<Ajustes>, executor: Kysely<Database> = db): Promise<void> {
      const updated_at = nowIso();
      await executor
        .insertInto('ajustes')
        .values({ id: 1, ...EMPTY, ...values, updated_at })
        .onConflict((oc) => oc.column('id').doUpdateSet({ ...values, updated_at }))
        .execute();
    },
  };
}
