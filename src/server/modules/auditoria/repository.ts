import type { AuditEntry } from '../../../domain/audit';
import type { Db } from '../../db/schema';
import { withAuditPseudonyms } from '../rgpd/register';

export interface AuditFilter {
  usuario_id?: number;
  entidad?: string;
  accion?: string;
  desde?: string;
  hasta?: string;
}

export function auditRepository(db: Db) {
  const filtered = (filter: AuditFilter) => {
    let query = db.selectFrom('audit_log');
    if (filter.usuario_id !== undefined) query = query.where('usuario_id', '=', filter.usuario_id);
    if (filter.entidad) query = query.where('entidad', '=', filter.entidad);
    if (filter.accion) query = query.where('accion', '=', filter.accion);
    if (filter.desde) query = query.where('at', '>=', filter.desde);
    // `hasta` is a date: include the whole day.
    if (filter.hasta) query = query.where('at', '<', `${filter.hasta}T99`);
    return query;
  };
  return {
    async list(filter: AuditFilter, skip: number, limit: number): Promise<{ items: AuditEntry[]; total: number }> {
      const [items, total] = await Promise.all([
        filtered(filter)
          .select(['id', 'at', 'usuario_id', 'username', 'accion', 'entidad', 'entidad_id', 'detalle'])
          .orderBy('at', 'desc')
          .orderBy('id', 'desc')
          .limit(limit)
          .offset(skip)
          .execute(),
        filtered(filter).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      // An erased person's entries keep what was written and are shown under their pseudonym.
      return { items: await withAuditPseudonyms(db, items), total: Number(total.n) };
    },
  };
}
