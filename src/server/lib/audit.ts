/** The audit log: who did what to which record, and when. */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { nowIso } from './time';
import type { AuditAction } from '../../domain/audit';

export interface Actor {
  id: number;
  username: string;
}

export type { AuditAction } from '../../domain/audit';

export async function recordAudit(
  db: Kysely<Database>,
  actor: Actor | null,
  accion: AuditAction,
  entidad: string,
  entidadId: number | string | null,
  detalle?: string,
): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      at: nowIso(),
      usuario_id: actor?.id ?? null,
      username: actor?.username ?? null,
      accion,
      entidad,
      entidad_id: entidadId === null ? null : String(entidadId),
      detalle: detalle ?? null,
    })
    .execute();
}
