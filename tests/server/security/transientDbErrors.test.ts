/**
 * PostgreSQL ends one of two transactions that wait on each other (a deadlock)
 * and may refuse a transaction that cannot be serialised: both are passing
 * conditions that a retry clears, so the client gets 503 with a Spanish detail
 * and Retry-After (the error handler's classification), never a 500.
 */
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { testEngines } from '../helper';
import { classify } from '../../../src/server/plugins/errors';
import { MESSAGES } from '../../../src/server/lib/errors';

const postgres = testEngines().find((e) => e.name === 'postgres');

/** Two connections lock two rows in opposite orders: PostgreSQL ends one of them with a real deadlock error. */
async function realDeadlock(url: string): Promise<unknown> {
  const table = `deadlock_${process.pid}_${Date.now()}`;
  const [a, b] = [new pg.Client({ connectionString: url }), new pg.Client({ connectionString: url })];
  await Promise.all([a.connect(), b.connect()]);
  try {
    await a.query(`CREATE TABLE ${table} (id int PRIMARY KEY, n int)`);
    await a.query(`INSERT INTO ${table} VALUES (1, 0), (2, 0)`);
    await a.query('BEGIN');
    await b.query('BEGIN');
    await a.query(`UPDATE ${table} SET n = 1 WHERE id = 1`);
    await b.query(`UPDATE ${table} SET n = 1 WHERE id = 2`);
    const results = await Promise.allSettled([a.query(`UPDATE ${table} SET n = 2 WHERE id = 2`), b.query(`UPDATE ${table} SET n = 2 WHERE id = 1`)]);
    await Promise.allSettled([a.query('ROLLBACK'), b.query('ROLLBACK')]);
    return results.find((r) => r.status === 'rejected')?.reason;
  } finally {
    await a.query(`DROP TABLE IF EXISTS ${table}`).catch(() => undefined);
    await Promise.all([a.end(), b.end()]);
  }
}

describe.runIf(postgres)('passing PostgreSQL conflicts', () => {
  it('a deadlock is a 503 with a Spanish detail, not a 500', async () => {
    const error = await realDeadlock(postgres!.url!);
    expect((error as { code?: string }).code).toBe('40P01');
    expect(classify(error)).toEqual({ status: 503, detail: MESSAGES.databaseUnavailable });
  });

  it('a serialisation failure and a lock that is not available are 503 too', () => {
    for (const code of ['40001', '55P03']) expect(classify({ code, message: 'x' })).toEqual({ status: 503, detail: MESSAGES.databaseUnavailable });
  });
});
