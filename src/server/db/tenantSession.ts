/**
 * PostgreSQL's second lock on a municipality's records: before a connection
 * of the pool runs a query, its session is told the municipalities of the
 * work running now (tenancy/scope.ts), and row-level security (migration
 * 0025) shows and accepts only their rows. What db/tenantPlugin.ts adds to
 * each query is then also enforced by the database, for a raw SQL text or a
 * handle without the plugin too.
 *
 * The setting is session-wide and sent only when it changes, so a
 * connection serving one municipality pays one round trip, not one per
 * query. A ROLLBACK may undo a setting sent inside the transaction, so after
 * one the next query sends it again.
 */
import type { Pool, PoolClient } from 'pg';
import { scopeOrNull, type TenantScope } from '../tenancy/scope';

export const MUNICIPIO_SETTING = 'gatera.municipios';
/** The setting of a request that does not know its municipality yet: no rows. */
export const NO_MUNICIPIO = 'ninguno';

/**
 * Statements that read no table, and so no municipality's rows: sent without telling the session its
 * municipality first. The data version is read at the start of every request, before it knows whose
 * records it touches; switching the session for it would cost two round trips a request.
 */
export const SNAPSHOT_SQL = 'select pg_current_snapshot()::text as v';
export const PING_SQL = 'select 1';
const TABLELESS = new Set([SNAPSHOT_SQL, PING_SQL]);
/**
 * The end of a transaction reads no table either; and after a failed statement a transaction accepts nothing but
 * its end, so telling the session first would fail and leave the connection in the aborted transaction.
 */
const ENDS_TRANSACTION = /^\s*(rollback|commit)\b/i;

/** The session value of a scope: empty (every row) for the installation's. */
export function settingOf(scope: TenantScope | null): string {
  if (scope === null) return NO_MUNICIPIO;
  return scope === 'installation' ? '' : scope.municipios.join(',');
}

/** What Kysely's PostgresDialect asks of a pool. */
export interface ConnectionPool {
  connect(): Promise<PoolClient>;
  end(): Promise<void>;
}

const sent = new WeakMap<PoolClient, string>();

function queryText(first: unknown): string {
  if (typeof first === 'string') return first;
  return typeof (first as { text?: unknown } | null)?.text === 'string' ? (first as { text: string }).text : '';
}

function scopedClient(client: PoolClient): PoolClient {
  const query = client.query.bind(client) as (...args: unknown[]) => Promise<unknown>;
  return new Proxy(client, {
    get(target, property, receiver) {
      if (property !== 'query') return Reflect.get(target, property, receiver);
      return async (...args: unknown[]) => {
        const wanted = settingOf(scopeOrNull());
        const text = queryText(args[0]);
        if (sent.get(target) !== wanted && !TABLELESS.has(text) && !ENDS_TRANSACTION.test(text)) {
          await query('SELECT set_config($1, $2, false)', [MUNICIPIO_SETTING, wanted]);
          sent.set(target, wanted);
        }
        try {
          return await query(...args);
        } finally {
          if (/^\s*rollback/i.test(text)) sent.delete(target);
        }
      };
    },
  });
}

/** `pool` whose connections carry the scope of the work that uses them. */
export function tenantScopedPool(pool: Pool): ConnectionPool {
  return {
    connect: async () => scopedClient(await pool.connect()),
    end: () => pool.end(),
  };
}
