/** User accounts, as the administrator manages them. */
import { withScope } from '../../tenancy/scope';
import { sql } from 'kysely';
import type { Db, UserRow } from '../../db/schema';
import { nowIso } from '../../lib/time';
import type { ListSort } from '../../lib/sorting';
import { foldedAnyEngine, foldedContainsPattern } from '../../db/searchFold';

export interface UsuarioFilters {
  q?: string;
  role?: string;
  activo?: boolean;
}

export const USUARIO_SORTS = ['id', 'username', 'role', 'activo'] as const;
export type UsuarioSort = (typeof USUARIO_SORTS)[number];

/** The column each order walks: the username by its sort key (the council's reading order, db/sortKeys.ts); roles are plain codes. */
const SORT_COLUMNS = { id: 'id', username: 'username_orden', role: 'role', activo: 'activo' } as const;

export function usuariosRepository(db: Db) {
  const filtered = (filters: UsuarioFilters) => {
    let query = db.selectFrom('users');
    const text = filters.q?.trim();
    if (text) {
      const pattern = foldedContainsPattern(text);
      query = query.where((eb) =>
        eb.or([
          eb(foldedAnyEngine(sql`username`), 'like', sql<string>`${pattern} escape '\\'`),
          eb(foldedAnyEngine(sql`coalesce(nombre, '')`), 'like', sql<string>`${pattern} escape '\\'`),
          eb(foldedAnyEngine(sql`email`), 'like', sql<string>`${pattern} escape '\\'`),
        ]),
      );
    }
    if (filters.role) query = query.where('role', '=', filters.role);
    if (filters.activo !== undefined) query = query.where('activo', '=', filters.activo ? 1 : 0);
    return query;
  };

  return {
    /** By username unless asked otherwise (sortOf's default): the order the list always had. Ties by id, so that paging neither skips nor repeats. */
    async list(filters: UsuarioFilters, page: { skip: number; limit: number } & ListSort<UsuarioSort>): Promise<{ items: UserRow[]; total: number }> {
      const column = SORT_COLUMNS[page.field];
      let query = filtered(filters).selectAll().orderBy(column, page.order);
      if (column !== 'id') query = query.orderBy('id', 'asc');
      const items = await query.limit(page.limit).offset(page.skip).execute();
      const count = await filtered(filters).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
      return { items, total: Number(count.n) };
    },

    findById(id: number): Promise<UserRow | undefined> {
      return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
    },

    // An account's name and address are unique across the installation (they sign in without naming a municipality):
    // taken in any municipality is taken.
    async usernameTaken(username: string): Promise<boolean> {
      return withScope('installation', async () => (await db.selectFrom('users').select('id').where(sql`lower(username)`, '=', username.toLowerCase()).executeTakeFirst()) !== undefined);
    },

    async emailTaken(email: string): Promise<boolean> {
      return withScope('installation', async () => (await db.selectFrom('users').select('id').where('email', '=', email.toLowerCase()).executeTakeFirst()) !== undefined);
    },

    create(trx: Db, values: { username: string; email: string; nombre: string | null; role: string; password_hash: string; entidad_id?: number | null }): Promise<UserRow> {
      return trx
        .insertInto('users')
        .values({ ...values, email: values.email.toLowerCase(), created_at: nowIso() })
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    async remove(id: number): Promise<void> {
      await db.deleteFrom('users').where('id', '=', id).execute();
    },

    /** The partner entity the person belongs to, or none. */
    setEntidad(trx: Db, id: number, entidadId: number | null): Promise<UserRow> {
      return trx.updateTable('users').set({ entidad_id: entidadId }).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
    },

    /** Whether the partner entity exists in this municipality. */
    async entidadExists(id: number): Promise<boolean> {
      return (await db.selectFrom('entidades').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
    },

    /** A new role ends the account's sessions, so its stored role is never stale. */
    setRole(trx: Db, id: number, role: string): Promise<UserRow> {
      return trx
        .updateTable('users')
        .set((eb) => ({ role, token_version: eb('token_version', '+', 1) }))
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    /** Deactivation ends the account's sessions at once. */
    setActive(trx: Db, id: number, active: boolean): Promise<UserRow> {
      return trx
        .updateTable('users')
        .set((eb) => (active ? { activo: 1 as const } : { activo: 0 as const, token_version: eb('token_version', '+', 1) }))
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirstOrThrow();
    },
  };
}
