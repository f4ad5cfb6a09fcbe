/**
 * SQLite once ran `synchronous=NORMAL` alone, which can lose the
 * last answered commits on a power cut. A write is now answered only once it
 * is on disk on both engines: SQLite in WAL mode, each write waiting for a
 * flush of the WAL begun after its commit (group commit, db/groupCommit.ts,
 * tested in groupCommit.test.ts); PostgreSQL with `synchronous_commit=on` on
 * every connection, whatever the server's default.
 */
import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { describeEachEngine } from './helper';

describeEachEngine('durability: a 2xx means the write is on disk', (t) => {
  it('every connection commits synchronously', async () => {
    if (t().engine === 'sqlite') {
      // WAL, whose commits stay consistent after a power cut without a flush each; the flush is the server's.
      expect(t().database.sqlite!.pragma('journal_mode', { simple: true })).toBe('wal');
      expect(t().database.sqlite!.pragma('synchronous', { simple: true })).toBe(1); // 1 = NORMAL
      return;
    }
    // Several pooled connections at once, each must carry the setting.
    const settings = await Promise.all(
      Array.from({ length: 4 }, () => sql<{ synchronous_commit: string }>`SELECT current_setting('synchronous_commit') AS synchronous_commit, pg_sleep(0.05)`.execute(t().db)),
    );
    for (const result of settings) expect(result.rows[0].synchronous_commit).toBe('on');
  });
});
