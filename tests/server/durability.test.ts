/**
 * Issue 19, item 11: SQLite ran `synchronous=NORMAL`, which can lose the last
 * commits on a power cut. A commit now returns only once it is on disk on both
 * engines (SQLite `synchronous=FULL`; PostgreSQL `synchronous_commit=on` on
 * every connection, whatever the server's default), so a 2xx means on disk.
 */
import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { describeEachEngine } from './helper';

describeEachEngine('durability: a 2xx means the write is on disk', (t) => {
  it('every connection commits synchronously', async () => {
    if (t().engine === 'sqlite') {
      expect(t().database.sqlite!.pragma('synchronous', { simple: true })).toBe(2); // 2 = FULL
      expect(t().database.sqlite!.pragma('journal_mode', { simple: true })).toBe('wal');
      return;
    }
    // Several pooled connections at once, each must carry the setting.
    const settings = await Promise.all(
      Array.from({ length: 4 }, () => sql<{ synchronous_commit: string }>`SELECT current_setting('synchronous_commit') AS synchronous_commit, pg_sleep(0.05)`.execute(t().db)),
    );
    for (const result of settings) expect(result.rows[0].synchronous_commit).toBe('on');
  });
});
