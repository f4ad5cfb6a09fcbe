import { sql, type ExpressionBuilder } from 'kysely';
import { AUDIT_ACTION_LABELS, type AuditEntry } from '../../../domain/audit';
import type { Database, Db } from '../../db/schema';
import { orderedByKeys, type ListSort } from '../../lib/sorting';
import { withAuditPseudonyms } from '../rgpd/register';

export interface AuditFilter {
  usuario_id?: number;
  entidad?: string;
  accion?: string;
  desde?: string;
  hasta?: string;
}

export const AUDIT_SORTS = ['at', 'username', 'accion'] as const;
export type AuditSort = ListSort<(typeof AUDIT_SORTS)[number]>;

const COLUMNS = ['id', 'at', 'usuario_id', 'username', 'accion', 'entidad', 'entidad_id', 'detalle'] as const;

/** The actions in the order of the names the log shows; a code it does not know goes after them. */
const ACTION_RANKS = Object.entries(AUDIT_ACTION_LABELS)
  .sort(([, a], [, b]) => new Intl.Collator('es').compare(a, b))
  .map(([code], rank) => sql`when ${code} then ${sql.lit(rank)}`);
const actionRank = sql<number>`case accion ${sql.join(ACTION_RANKS, sql` `)} else ${sql.lit(ACTION_RANKS.length)} end`;

/** Whether the entry's person was erased: it is shown under a pseudonym, so its stored name must not place it. */
const erased = (eb: ExpressionBuilder<Database, 'audit_log'>) =>
  eb.exists(eb.selectFrom('supresiones').select('supresiones.id').where('supresiones.entidad', '=', 'users').whereRef('supresiones.entidad_id', '=', 'audit_log.usuario_id'));

type AuditEb = ExpressionBuilder<Database, 'audit_log'>;

/** The keys each sort walks (the id breaks the ties: lib/sorting.ts). */
const SORT_KEYS = {
  at: ['at'],
  accion: [actionRank, 'accion'],
  username: [
    (eb: AuditEb) => eb.case().when('username', 'is', null).then(2).when(erased(eb)).then(1).else(0).end(),
    (eb: AuditEb) => eb.case().when(erased(eb)).then(sql<string>`null`).else(eb.ref('username_orden')).end(),
    'usuario_id',
  ],
} as const;

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

  /**
   * Without a sort, newest first (the log's order). By user: the people by
   * their names in the council's reading order, then the erased ones (by who
   * they were, never by their stored name), then the system's own entries;
   * ties by id, so that paging neither skips nor repeats.
   */
  const ordered = (filter: AuditFilter, sort: AuditSort | null) => {
    const { field, order } = sort ?? { field: 'at', order: 'desc' };
    return orderedByKeys(filtered(filter).select(COLUMNS), SORT_KEYS[field], 'id', order);
  };

  return {
    async list(filter: AuditFilter, skip: number, limit: number, sort: AuditSort | null = null): Promise<{ items: AuditEntry[]; total: number }> {
      const [items, total] = await Promise.all([
        ordered(filter, sort).limit(limit).offset(skip).execute(),
        filtered(filter).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      // An erased person's entries keep what was written and are shown under their pseudonym.
      return { items: await withAuditPseudonyms(db, items), total: Number(total.n) };
    },

    async findById(id: number): Promise<AuditEntry | undefined> {
      const entry = await db.selectFrom('audit_log').select(COLUMNS).where('id', '=', id).executeTakeFirst();
      return entry && (await withAuditPseudonyms(db, [entry]))[0];
    },
  };
}
