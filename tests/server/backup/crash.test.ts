import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helper';
import { tableChecksums } from '../checksum';
import { createColonia } from '../fixtures';
import { openDatabase } from '../../../src/server/db/index';
import { writeBackup } from '../../../src/server/backup/writer';
import { seedEveryTable } from './support';

const CHILD = path.join(path.dirname(fileURLToPath(import.meta.url)), 'restoreChild.ts');

function runChild(dataDir: string, file: string, mode: 'pause' | 'complete'): Promise<{ output: string; signal: NodeJS.Signals | null; code: number | null }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', CHILD, dataDir, file, mode], { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    let errors = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (mode === 'pause' && output.includes('HALFWAY')) child.kill('SIGKILL');
    });
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code, signal) => (code && code !== 0 ? reject(new Error(errors)) : resolve({ output, signal, code })));
  });
}

describe('a restore killed half-way [sqlite]', () => {
  let t: TestApp & { close(): Promise<void> };
  beforeAll(async () => {
    t = await createTestApp({ name: 'sqlite', url: null });
  });
  afterAll(async () => {
    await t.close();
  });

  it('leaves the earlier data intact, and the same restore run to the end replaces it', async () => {
    await seedEveryTable(t);
    const colonia = await createColonia(t.db, { nombre: 'Colonia grande' });
    const now = new Date().toISOString();
    for (let start = 0; start < 3000; start += 500) {
      const rows = Array.from({ length: 500 }, (_, i) => ({ nombre: `Gato ${start + i}`, sexo: 'H', ubicacion: 'Calle Mayor, 1', colonia_id: colonia.id, created_at: now, updated_at: now }));
      await t.db.insertInto('gatos').values(rows).execute();
    }
    const file = path.join(t.paths.backupDir, 'backup_full_20250329184512.sql');
    fs.mkdirSync(t.paths.backupDir, { recursive: true });
    await writeBackup(t.database, t.paths.mediaDir, file);
    const backupData = await tableChecksums(t.db);

    // The data moves on after the backup.
    await t.db.deleteFrom('campana_gatos').execute();
    await t.db.updateTable('gatos').set({ nombre: 'Posterior' }).where('id', '<', 100).execute();
    await createColonia(t.db, { nombre: 'Colonia posterior' });
    const earlier = await tableChecksums(t.db);
    expect(earlier).not.toEqual(backupData);

    const killed = await runChild(t.paths.dataDir, file, 'pause');
    expect(killed.output).toMatch(/HALFWAY \d+/);
    expect(killed.signal).toBe('SIGKILL');
    expect(killed.output).not.toContain('DONE');

    const fresh = await openDatabase({ databaseUrl: null, dataDir: t.paths.dataDir });
    try {
      expect(fresh.sqlite!.pragma('integrity_check', { simple: true })).toBe('ok');
      expect(await tableChecksums(fresh.db)).toEqual(earlier);
    } finally {
      await fresh.destroy();
    }
    expect(await tableChecksums(t.db)).toEqual(earlier);

    const completed = await runChild(t.paths.dataDir, file, 'complete');
    expect(completed.output).toContain('DONE');
    expect(await tableChecksums(t.db)).toEqual(backupData);
  }, 60_000);
});
