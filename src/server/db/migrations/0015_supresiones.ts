import { sql, type Kysely, type Migration } from 'kysely';
import type { Engine } from '../engine';

const APPEND_ONLY = 'El registro de auditoría solo admite altas: sus filas no se cambian ni se borran.';

/**
 * RGPD erasure by identity.
 * - `supresiones`, the register of erasures: which account or adoption request
 *   was erased and when, by id and dates only. It is outside the backups (no
 *   foreign key, so emptying the restored tables never touches it) and every
 *   restore erases again what it lists.
 * - `adopcion_solicitudes.usuario_id`: the account a request was filed from,
 *   signed in. A request only carrying someone's address is not theirs.
 * - The audit log becomes append-only in the database itself: triggers refuse
 *   every UPDATE and DELETE of its rows (and, on PostgreSQL, TRUNCATE).
 * The erasures done before this migration (accounts renamed anonimo-<id>,
 * requests with anonimizada_at) are registered, so a restore keeps them too.
 */
export function supresionesMigration(engine: Engine): Migration {
  return {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('supresiones')
        .ifNotExists()
        .addColumn('id', 'integer', (c) => (engine === 'postgres' ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement()))
        .addColumn('entidad', 'text', (c) => c.notNull())
        .addColumn('entidad_id', 'integer', (c) => c.notNull())
        .addColumn('creado_at', 'text', (c) => c.notNull())
        .addColumn('suprimido_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('supresiones_entidad_uq').ifNotExists().unique().on('supresiones').columns(['entidad', 'entidad_id']).execute();

      await db.schema.alterTable('adopcion_solicitudes').addColumn('usuario_id', 'integer', (c) => c.references('users.id').onDelete('set null')).execute();
      await db.schema.createIndex('adopcion_solicitudes_usuario_idx').ifNotExists().on('adopcion_solicitudes').column('usuario_id').execute();

      const now = new Date().toISOString();
      const cuentas = (await db.selectFrom('users').select(['id', 'username', 'created_at']).where('username', 'like', 'anonimo-%').execute()) as { id: number; username: string; created_at: string }[];
      for (const cuenta of cuentas.filter((c) => c.username === `anonimo-${c.id}`)) {
        const audit = await db
          .selectFrom('audit_log')
          .select('at')
          .where('accion', '=', 'anonimizar')
          .where('entidad', '=', 'users')
          .where('entidad_id', '=', String(cuenta.id))
          .orderBy('id', 'desc')
          .executeTakeFirst();
        await db.insertInto('supresiones').values({ entidad: 'users', entidad_id: cuenta.id, creado_at: cuenta.created_at, suprimido_at: audit?.at ?? now }).execute();
      }
      const solicitudes = await db.selectFrom('adopcion_solicitudes').select(['id', 'created_at', 'anonimizada_at']).where('anonimizada_at', 'is not', null).execute();
      for (const solicitud of solicitudes) {
        await db.insertInto('supresiones').values({ entidad: 'adopcion_solicitudes', entidad_id: solicitud.id, creado_at: solicitud.created_at, suprimido_at: solicitud.anonimizada_at }).execute();
      }

      if (engine === 'postgres') {
        await sql`CREATE OR REPLACE FUNCTION audit_log_solo_altas() RETURNS trigger LANGUAGE plpgsql AS $$
          BEGIN RAISE EXCEPTION '${sql.raw(APPEND_ONLY)}'; END $$`.execute(db);
        await sql`CREATE TRIGGER audit_log_solo_altas BEFORE UPDATE OR DELETE ON audit_log FOR EACH ROW EXECUTE FUNCTION audit_log_solo_altas()`.execute(db);
        await sql`CREATE TRIGGER audit_log_sin_vaciar BEFORE TRUNCATE ON audit_log FOR EACH STATEMENT EXECUTE FUNCTION audit_log_solo_altas()`.execute(db);
        return;
      }
      await sql`CREATE TRIGGER audit_log_sin_cambios BEFORE UPDATE ON audit_log BEGIN SELECT RAISE(ABORT, '${sql.raw(APPEND_ONLY)}'); END`.execute(db);
      await sql`CREATE TRIGGER audit_log_sin_borrados BEFORE DELETE ON audit_log BEGIN SELECT RAISE(ABORT, '${sql.raw(APPEND_ONLY)}'); END`.execute(db);
    },
  };
}
