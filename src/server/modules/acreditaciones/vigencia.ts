/**
 * Whom an expired accreditation keeps off a colony's feeding rota. A
 * programme that accredits nobody keeps working as before: a person's shifts
 * on a colony are hidden from them only when they have held an accreditation
 * for that colony that has started (`desde` on or before today) and none of
 * theirs for it is valid today (not revoked, started and not yet expired).
 * Renewing (a later expiry, or a new accreditation) shows them again.
 */
import { sql } from 'kysely';
import type { Db } from '../../db/schema';

/** The colonies (of `coloniaIds`, or all when omitted) whose rota is hidden from `usuarioId` on `today`. */
export async function coloniasSinAcreditacion(db: Db, usuarioId: number, today: string, coloniaIds?: number[]): Promise<Set<number>> {
  if (coloniaIds && coloniaIds.length === 0) return new Set();
  let query = db
    .selectFrom('acreditaciones as a')
    .innerJoin('acreditacion_colonias as ac', 'ac.acreditacion_id', 'a.id')
    .select('ac.colonia_id')
    .select((eb) =>
      eb.fn
        .max<number>(sql`case when ${eb.ref('a.revocada_at')} is null and ${eb.ref('a.hasta')} >= ${today} then 1 else 0 end`)
        .as('valida'),
    )
    .where('a.usuario_id', '=', usuarioId)
    .where('a.desde', '<=', today)
    .groupBy('ac.colonia_id');
  if (coloniaIds) query = query.where('ac.colonia_id', 'in', coloniaIds);
  const rows = await query.execute();
  return new Set(rows.filter((r) => Number(r.valida) === 0).map((r) => r.colonia_id));
}
