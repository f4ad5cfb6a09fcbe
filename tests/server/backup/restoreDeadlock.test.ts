/**
 * The restore takes the write lock table by table (EXCLUSIVE mode, in the
 * catalogue's order). Another process's transaction that writes a later table
 * (audit_log) and then an earlier one (users) deadlocks with it; PostgreSQL
 * ends one of the two. The restore has changed nothing yet at that point, so
 * when it is the one ended it takes its locks again instead of failing: the
 * administrator gets the restore, the other process its write.
 *
 * Which of the two PostgreSQL ends is its timing's: the one whose deadlock check
 * (deadlock_timeout after it began to wait) first finds the cycle. Usually the
 * restore, which waited first; on a loaded machine the restore's check may run
 * before the other's write closes the cycle, and then the other is ended. So the
 * scene is played until the restore is the one ended (at most ATTEMPTS times),
 * and every restore must complete whichever was.
 */
import pg from 'pg';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, testEngines, type TestApp } from '../helper';

const postgres = testEngines().find((e) => e.name === 'postgres');
const ATTEMPTS = 4;

describe.runIf(postgres)('backups: a restore that meets a deadlock while locking [postgres]', () => {
  let app: (TestApp & { close(): Promise<void> }) | null = null;
  const t = () => app!;
  beforeAll(async () => {
    app = await createTestApp(postgres!);
  });
  afterAll(async () => {
    await app?.close();
  });

  /** One scene: the other process holds audit_log, the restore waits for it, the other then writes users. Answers the other's outcome. */
  async function scene(backup: string, attempt: number): Promise<string | undefined> {
    const admin = await t().user('admin');
    const schema = (await sql<{ s: string }>`select current_schema() as s`.execute(t().db)).rows[0].s;
    const other = new pg.Client({ connectionString: t().config.databaseUrl! });
    await other.connect();
    try {
      await other.query(`SET search_path TO ${schema}`);
      await other.query('BEGIN');
      await other.query(
        `INSERT INTO audit_log (at, usuario_id, username, accion, entidad, entidad_id, detalle) VALUES (now()::text, NULL, 'otro-proceso', 'editar', 'users', '1', $1)`,
        [`escrito durante la restauración ${attempt}`],
      );
      const restoring = t().request({ method: 'POST', url: `/api/backup/restore?backup_filename=${backup}`, as: 'admin' });
      // Wait until the restore is waiting for audit_log, which this transaction holds.
      for (let i = 0; i < 200; i++) {
        // This suite's own schema: another suite's restore, in another schema of the same database, may be waiting on its audit_log too.
        const waiting = await other.query(
          `SELECT count(*)::int AS n FROM pg_locks l JOIN pg_class c ON c.oid = l.relation JOIN pg_namespace ns ON ns.oid = c.relnamespace WHERE NOT l.granted AND c.relname = 'audit_log' AND ns.nspname = $1`,
          [schema],
        );
        if (waiting.rows[0].n > 0) break;
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      // Now an earlier table of the restore's order: the two wait on each other.
      const outcome = await other.query(`UPDATE users SET nombre = nombre WHERE id = ${admin.id}`).then(
        () => 'ok',
        (error: { code?: string }) => error.code,
      );
      await other.query(outcome === 'ok' ? 'COMMIT' : 'ROLLBACK');
      // Whichever PostgreSQL ended, the restore completes.
      const restore = await restoring;
      expect(restore.statusCode, restore.body).toBe(200);
      const kept = await t().db.selectFrom('audit_log').select('detalle').where('detalle', '=', `escrito durante la restauración ${attempt}`).execute();
      // The other process's entry, when it committed while the restore waited, survives it (backups never rewrite the audit log).
      expect(kept.length).toBe(outcome === 'ok' ? 1 : 0);
      return outcome;
    } finally {
      await other.end();
    }
  }

  it('takes its locks again and completes when it is the one ended; the other transaction commits too', async () => {
    const backup = json(await t().request({ method: 'POST', url: '/api/backup/backup', as: 'admin', payload: {} })).filename as string;
    const outcomes: (string | undefined)[] = [];
    for (let attempt = 1; attempt <= ATTEMPTS && !outcomes.includes('ok'); attempt++) {
      const outcome = await scene(backup, attempt);
      // A deadlock ends one side, never anything else.
      expect(['ok', '40P01']).toContain(outcome);
      outcomes.push(outcome);
    }
    // At least once PostgreSQL ended the restore's attempt (it waited first), not the other process's write, and the restore went on.
    expect(outcomes).toContain('ok');
  }, 120_000);
});
