/**
 * SQLite group commit (src/server/db/groupCommit.ts): a write is answered only
 * after a flush of the WAL that began after its commit; commits made while a
 * flush runs share the next one; reads never wait for a flush; a failed flush
 * fails the write with a 503, not a 500.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../src/server/db/index';
import { WAL_FLUSH_ERROR, walFileFlush } from '../../src/server/db/groupCommit';
import { classify } from '../../src/server/plugins/errors';
import { MESSAGES } from '../../src/server/lib/errors';

/** A WAL flush the test finishes by hand, one call at a time. */
function heldFlush() {
  const calls: { finish: () => void; fail: (error: Error) => void }[] = [];
  const flush = () =>
    new Promise<void>((resolve, reject) => {
      calls.push({ finish: resolve, fail: reject });
    });
  return { flush, calls };
}

/** Lets every pending promise callback run. */
const settle = () => new Promise((resolve) => setImmediate(resolve));

function tracked<T>(promise: Promise<T>) {
  const state = { done: false, error: undefined as unknown };
  promise.then(
    () => (state.done = true),
    (error: unknown) => (state.error = error),
  );
  return state;
}

describe('SQLite group commit', () => {
  const open: { handle: DatabaseHandle; dir: string }[] = [];
  afterEach(async () => {
    for (const { handle, dir } of open.splice(0)) {
      await handle.destroy();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  async function database(walFlush?: () => Promise<void>) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gatera-group-commit-'));
    const handle = await openDatabase({ databaseUrl: null, dataDir: dir, ...(walFlush ? { walFlush } : {}) });
    open.push({ handle, dir });
    handle.sqlite!.exec('CREATE TABLE t (id INTEGER PRIMARY KEY, v TEXT NOT NULL)');
    return handle;
  }

  it('answers a write after a flush begun after its commit, and writes made meanwhile share the next flush', async () => {
    const { flush, calls } = heldFlush();
    const { db } = await database(async () => flush());
    const first = tracked(db.insertInto('t' as never).values({ id: 1, v: 'uno' } as never).execute());
    await settle();
    expect(calls).toHaveLength(1);
    expect(first.done).toBe(false);

    // While the first flush runs: two more writes commit (another request can read them), a read is answered.
    const second = tracked(db.transaction().execute((trx) => trx.insertInto('t' as never).values({ id: 2, v: 'dos' } as never).execute()));
    const third = tracked(db.insertInto('t' as never).values({ id: 3, v: 'tres' } as never).execute());
    const rows = await sql<{ id: number }>`SELECT id FROM t ORDER BY id`.execute(db);
    expect(rows.rows.map((r) => r.id)).toEqual([1, 2, 3]);
    await settle();
    expect(calls).toHaveLength(1);
    expect([first.done, second.done, third.done]).toEqual([false, false, false]);

    calls[0].finish();
    await settle();
    expect(first.done).toBe(true);
    // The flush that was running may have begun before their commits: they wait for one more, shared.
    expect([second.done, third.done]).toEqual([false, false]);
    expect(calls).toHaveLength(2);
    calls[1].finish();
    await settle();
    expect([second.done, third.done]).toEqual([true, true]);
    expect(calls).toHaveLength(2);
  });

  it('reads, and transactions that only read, do not wait for any flush', async () => {
    const { flush, calls } = heldFlush();
    const { db } = await database(async () => flush());
    await db.selectFrom('t' as never).selectAll().execute();
    await db.transaction().execute((trx) => trx.selectFrom('t' as never).selectAll().execute());
    expect(calls).toHaveLength(0);
  });

  it('a failed flush fails the write with the database-unavailable 503', async () => {
    const { flush, calls } = heldFlush();
    const { db } = await database(async () => flush());
    const write = db.insertInto('t' as never).values({ id: 1, v: 'uno' } as never).execute();
    await settle();
    calls[0].fail(Object.assign(new Error('EIO'), { code: WAL_FLUSH_ERROR }));
    const error = await write.then(() => null, (e: unknown) => e);
    expect((error as { code?: string }).code).toBe(WAL_FLUSH_ERROR);
    expect(classify(error)).toEqual({ status: 503, detail: MESSAGES.databaseUnavailable });
  });

  it('the real flush syncs the WAL file next to the database, and reports a missing one as a flush error', async () => {
    const handle = await database();
    expect(handle.sqlite!.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(handle.sqlite!.pragma('synchronous', { simple: true })).toBe(1); // NORMAL: the flush is ours
    await handle.db.insertInto('t' as never).values({ id: 1, v: 'uno' } as never).execute();
    const flusher = walFileFlush(handle.sqlite!.name);
    await expect(flusher.flush()).resolves.toBeUndefined();
    await expect(flusher.flush()).resolves.toBeUndefined();
    await flusher.close();
    const missing = walFileFlush(path.join(path.dirname(handle.sqlite!.name), 'no-existe.db'));
    await expect(missing.flush()).rejects.toMatchObject({ code: WAL_FLUSH_ERROR });
    await missing.close();
  });
});
