/**
 * The register of erasures (table `supresiones`): ids and dates only, kept out
 * of every backup so that it outlives any restore. It also says how the audit
 * log shows a person: the log is never rewritten, so an erased account's rows
 * keep the username they were written with and are shown under its pseudonym
 * when read.
 */
import type { Db, SupresionesTable } from '../../db/schema';
import { nowIso } from '../../lib/time';
import { accountPseudonym } from './anonymous';

export type ErasedEntity = SupresionesTable['entidad'];

/**
 * Notes an erasure. Erasing the same record again (after a restore) keeps the
 * first date; a different record under the same id (one brought by a copy of
 * another installation) takes the entry over.
 */
export async function registerErasure(trx: Db, entidad: ErasedEntity, id: number, creadoAt: string): Promise<void> {
  const suprimidoAt = nowIso();
  await trx
    .insertInto('supresiones')
    .values({ entidad, entidad_id: id, creado_at: creadoAt, suprimido_at: suprimidoAt })
    .onConflict((oc) => oc.columns(['entidad', 'entidad_id']).doUpdateSet({ creado_at: creadoAt, suprimido_at: suprimidoAt }).where('supresiones.creado_at', '!=', creadoAt))
    .execute();
}

/** Whether this very record (same id, same creation time) has been erased. */
export async function isErased(db: Db, entidad: ErasedEntity, record: { id: number; created_at: string }): Promise<boolean> {
  const entry = await db.selectFrom('supresiones').select('creado_at').where('entidad', '=', entidad).where('entidad_id', '=', record.id).executeTakeFirst();
  return entry?.creado_at === record.created_at;
}

/**
 * Audit rows as they are shown: those of an erased account under its pseudonym
 * (anonimo-<id>), the others as written. Erased ids are never handed out again
 * (erasure.ts), so the pseudonym never covers someone else's rows.
 */
export async function withAuditPseudonyms<T extends { usuario_id: number | null; username: string | null }>(db: Db, rows: T[]): Promise<T[]> {
  const ids = [...new Set(rows.map((r) => r.usuario_id).filter((id): id is number => id !== null))];
  if (!ids.length) return rows;
  const erased = new Set(
    (await db.selectFrom('supresiones').select('entidad_id').where('entidad', '=', 'users').where('entidad_id', 'in', ids).execute()).map((r) => r.entidad_id),
  );
  if (!erased.size) return rows;
  return rows.map((row) => (row.usuario_id !== null && erased.has(row.usuario_id) ? { ...row, username: accountPseudonym(row.usuario_id) } : row));
}
