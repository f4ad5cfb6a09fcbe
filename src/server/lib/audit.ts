/** The audit log: who did what to which record, and when. */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { nowIso } from './time';

export interface Actor {
  id: number;
  username: string;
}

export type AuditAction = 'crear' | 'editar' | 'eliminar' | 'baja' | 'importar' | 'resolver' | 'asignar' | 'quitar'
  | 'restaurar' | 'backup' | 'login' | 'cambiar_contrasena' | 'restablecer_contrasena' | 'aceptar_terminos'
  | 'activar' | 'desactivar' | 'cambiar_rol';

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
