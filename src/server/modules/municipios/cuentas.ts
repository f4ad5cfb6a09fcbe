/**
 * The accounts that also work in municipalities other than their own
 * (migration 0028). Read across the installation whatever the work asking:
 * the account is one municipality's record and the grant another's.
 */
import type { Db } from '../../db/schema';
import { nowIso } from '../../lib/time';
import { withScope } from '../../tenancy/scope';
import { MULTI_MUNICIPIO_ROLES, isRole } from '../../../domain/roles';

export interface Invitada {
  id: number;
  username: string;
  nombre: string | null;
  role: string;
  municipio_id: number;
}

export function cuentasRepository(db: Db) {
  const installation = <T>(work: () => Promise<T>) => withScope('installation', work);

  return {
    /** The other municipalities the account works in, in id order: none for a role that works in one only (MULTI_MUNICIPIO_ROLES). */
    async otrosMunicipios(usuario: { id: number; role: string }): Promise<number[]> {
      if (!isRole(usuario.role) || !MULTI_MUNICIPIO_ROLES.includes(usuario.role)) return [];
      const usuarioId = usuario.id;
      const rows = await installation(() =>
        db.selectFrom('usuarios_municipios').select('municipio_id').where('usuario_id', '=', usuarioId).orderBy('municipio_id').execute(),
      );
      return rows.map((r) => r.municipio_id);
    },

    /** The accounts of other municipalities that work in `municipio`. */
    invitadas(municipio: number): Promise<Invitada[]> {
      return installation(() =>
        db
          .selectFrom('usuarios_municipios')
          .innerJoin('users', 'users.id', 'usuarios_municipios.usuario_id')
          .select(['users.id', 'users.username', 'users.nombre', 'users.role', 'users.municipio_id'])
          .where('usuarios_municipios.municipio_id', '=', municipio)
          .execute(),
      );
    },

    /** An account by its name, in any municipality. */
    porNombre(username: string): Promise<Invitada & { activo: number } | undefined> {
      return installation(() =>
        db.selectFrom('users').select(['id', 'username', 'nombre', 'role', 'municipio_id', 'activo']).where('username', '=', username).executeTakeFirst(),
      );
    },

    /** Lets the account work in `municipio` too; false when it already did. */
    async anadir(trx: Db, usuarioId: number, municipio: number): Promise<boolean> {
      const done = await installation(() =>
        trx
          .insertInto('usuarios_municipios')
          .values({ usuario_id: usuarioId, municipio_id: municipio, created_at: nowIso() })
          .onConflict((oc) => oc.columns(['usuario_id', 'municipio_id']).doNothing())
          .executeTakeFirst(),
      );
      return Number(done.numInsertedOrUpdatedRows ?? 0) > 0;
    },

    /** The account no longer works in `municipio`; false when it did not. */
    async quitar(trx: Db, usuarioId: number, municipio: number): Promise<boolean> {
      const done = await installation(() =>
        trx.deleteFrom('usuarios_municipios').where('usuario_id', '=', usuarioId).where('municipio_id', '=', municipio).executeTakeFirst(),
      );
      return Number(done.numDeletedRows) > 0;
    },
  };
}

export type CuentasRepository = ReturnType<typeof cuentasRepository>;
