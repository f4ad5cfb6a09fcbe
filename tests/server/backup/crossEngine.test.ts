/** The way a council moves up: a SQLite backup restored into PostgreSQL, and back. */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../helper';
import { tableChecksums } from '../checksum';
import { createColonia } from '../fixtures';
import { seedEveryTable, type Seeded } from './support';

const url = process.env.TEST_DATABASE_URL?.trim() || null;

async function backupOf(app: TestApp): Promise<string> {
  const res = await app.request({ method: 'POST', url: '/api/backup/backup', payload: { backup_type: 'full', format: 'sql' }, as: 'admin' });
  expect(res.statusCode, res.body).toBe(200);
  return json(res).filename;
}

async function restoreInto(from: TestApp, name: string, to: TestApp): Promise<void> {
  fs.mkdirSync(to.paths.backupDir, { recursive: true });
  fs.copyFileSync(path.join(from.paths.backupDir, name), path.join(to.paths.backupDir, name));
  const res = await to.request({ method: 'POST', url: `/api/backup/restore?backup_filename=${name}`, as: 'admin' });
  expect(res.statusCode, res.body).toBe(200);
}

/** Every table's checksum, the audit log without its last `extra` rows (the backup and restore records). */
async function data(app: TestApp, extra: number) {
  const sums = await tableChecksums(app.db);
  const audit = await app.db.selectFrom('audit_log').selectAll().orderBy('id').execute();
  return { ...sums, audit_log: JSON.stringify(audit.slice(0, audit.length - extra)) };
}

describe.skipIf(!url)('backups across engines: SQLite -> PostgreSQL -> SQLite', () => {
  const apps: (TestApp & { close(): Promise<void> })[] = [];
  beforeAll(async () => {
    apps.push(await createTestApp({ name: 'sqlite', url: null }));
    apps.push(await createTestApp({ name: 'postgres', url }));
    apps.push(await createTestApp({ name: 'sqlite', url: null }));
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
  });

  it('carries every row and file from one engine to the other and back', async () => {
    const [sqlite, postgres, sqliteAgain] = apps;
    const seeded: Seeded = await seedEveryTable(sqlite);
    const original = await data(sqlite, 0);

    const first = await backupOf(sqlite);
    await restoreInto(sqlite, first, postgres);
    expect(await data(postgres, 1)).toEqual(original);
    for (const file of [...seeded.photos, seeded.attachment]) {
      expect(fs.readFileSync(path.join(postgres.paths.mediaDir, file)).equals(fs.readFileSync(path.join(sqlite.paths.mediaDir, file)))).toBe(true);
    }

    // PostgreSQL's sequences were fresh: a new record must not collide with a restored id.
    const colonia = await createColonia(postgres.db, { nombre: 'Colonia creada en PostgreSQL' });
    expect(colonia.id).toBeGreaterThan(Math.max(...seeded.coloniaIds));
    const moved = await data(postgres, 0);

    // User 1 is an administrator in both data sets, so the test's admin token still works after the restore.
    const second = await backupOf(postgres);
    await restoreInto(postgres, second, sqliteAgain);
    expect(await data(sqliteAgain, 1)).toEqual(moved);
    const header = fs.readFileSync(path.join(postgres.paths.backupDir, second), 'utf8').split('\n')[0];
    expect(header).toContain('engine=postgres');
  }, 60_000);
});
