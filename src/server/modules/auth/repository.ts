import type { Db, UserRow } from '../../db/schema';
import { nowIso } from '../../lib/time';
import { recordReader } from '../../db/records';
import { Usuario } from '../../../domain/schemas/usuario';
import { withScope } from '../../tenancy/scope';

export function usersRepository(db: Db) {
  return {
    // An account is found across the installation (names and addresses are unique in it); what it then works on is
    // its municipality's, once the route calls workFor.
    findByUsername(username: string): Promise<UserRow | undefined> {
      return withScope('installation', () => db.selectFrom('users').selectAll().where('username', '=', username).executeTakeFirst());
    },
    findByEmail(email: string): Promise<UserRow | undefined> {
      return withScope('installation', () => db.selectFrom('users').selectAll().where('email', '=', email.toLowerCase()).executeTakeFirst());
    },
    findById(id: number): Promise<UserRow | undefined> {
      return withScope('installation', () => db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst());
    },
    async acceptDemoTerms(id: number): Promise<void> {
      const at = nowIso();
      await db
        .updateTable('users')
        .set({ accepted_demo_terms: 1, accepted_demo_terms_at: at, accepted_terms: 1, accepted_terms_at: at })
        .where('id', '=', id)
        .execute();
    },
    /** The account's language. */
    async setIdioma(id: number, idioma: string): Promise<void> {
      await db
        .insertInto('idiomas_usuario')
        .values({ usuario_id: id, idioma })
        .onConflict((oc) => oc.column('usuario_id').doUpdateSet({ idioma }))
        .execute();
    },
    /** The account's language, null until the person chooses one. */
    async idiomaOf(id: number): Promise<string | null> {
      const row = await db.selectFrom('idiomas_usuario').select('idioma').where('usuario_id', '=', id).executeTakeFirst();
      return row?.idioma ?? null;
    },
    /** Sets a new password and bumps the token version, so earlier tokens stop working. */
    async setPassword(id: number, passwordHash: string): Promise<UserRow> {
      return db
        .updateTable('users')
        .set((eb) => ({ password_hash: passwordHash, token_version: eb('token_version', '+', 1) }))
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirstOrThrow();
    },
  };
}

export function resetTokensRepository(db: Db) {
  return {
    async create(usuarioId: number, tokenHash: string, expiresAt: string): Promise<void> {
      await db.insertInto('password_reset_tokens').values({ usuario_id: usuarioId, token_hash: tokenHash, expires_at: expiresAt, created_at: nowIso() }).execute();
    },
    /** The token's user if it is unused and unexpired, without using it. */
    async findValid(tokenHash: string): Promise<number | null> {
      const row = await db
        .selectFrom('password_reset_tokens')
        .select('usuario_id')
        .where('token_hash', '=', tokenHash)
        .where('used_at', 'is', null)
        .where('expires_at', '>', nowIso())
        .executeTakeFirst();
      return row?.usuario_id ?? null;
    },
    /** Marks the token used and answers its user, only if it was unused and unexpired. */
    async consume(tokenHash: string): Promise<number | null> {
      const now = nowIso();
      const row = await db
        .updateTable('password_reset_tokens')
        .set({ used_at: now })
        .where('token_hash', '=', tokenHash)
        .where('used_at', 'is', null)
        .where('expires_at', '>', now)
        .returning('usuario_id')
        .executeTakeFirst();
      return row?.usuario_id ?? null;
    },
  };
}

/** The user as `GET /api/auth/me` answers it: never the hash. */
/** An account as the API shows it (src/domain/schemas/usuario.ts): never its password or token version. */
export const publicUser: (user: UserRow) => Usuario = recordReader(Usuario);
