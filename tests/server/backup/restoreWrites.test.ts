/**
 * Writes that arrive while a backup is restored. Four clients
 * keep creating records while an administrator restores (and imports) a copy:
 * every creation answered 2xx must be either in the database afterwards or in
 * the safety copy taken before the restore; a refused one answers 503 with a
 * Spanish `detail` and `Retry-After`.
 */
import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { describeEachEngine, json } from '../helper';
import { createColonia } from '../fixtures';
import { nowIso } from '../../../src/server/lib/time';
import { openDatabase } from '../../../src/server/db/index';
import { RESTORE_GATE_MESSAGE } from '../../../src/server/lib/writeGate';
import { readBackup } from './support';

const CLIENTS = 4;

describeEachEngine('backups: writes during a restore are never lost', (t) => {
  it('every creation answered 2xx during a restore is in the database afterwards or in the safety copy', async () => {
    const colonia = await createColonia(t().db);
    // Enough rows that the safety copy and the restore take a while.
    const now = nowIso();
    for (let start = 0; start < 4000; start += 500) {
      const rows = Array.from({ length: 500 }, (_, i) => ({ nombre: `Gato ${start + i}`, sexo: 'H', ubicacion: 'Calle Mayor, 1', colonia_id: colonia.id, created_at: now, updated_at: now }));
      await t().db.insertInto('gatos').values(rows).execute();
    }
    const backup = json(await t().request({ method: 'POST', url: '/api/backup/backup', as: 'admin', payload: {} })).filename as string;

    const accepted: string[] = [];
    let refused = 0;
    const unexpected: string[] = [];
    let counter = 0;
    let restoring = true;
    const client = async () => {
      while (restoring) {
        const descripcion = `Parte concurrente ${++counter}`;
        const res = await t().request({ method: 'POST', url: '/api/partes/partes/', as: 'admin', payload: { descripcion, estado: 'pendiente' } });
        if (res.statusCode === 200) accepted.push(descripcion);
        else {
          if (res.statusCode !== 503 || json(res).detail !== RESTORE_GATE_MESSAGE || !(Number(res.headers['retry-after']) > 0)) unexpected.push(`${res.statusCode} ${res.body}`);
          refused += 1;
          await new Promise((resolve) => setTimeout(resolve, 1));
        }
      }
    };
    const clients = Array.from({ length: CLIENTS }, client);
    // Let the clients get going before the restore starts.
    await new Promise((resolve) => setTimeout(resolve, 50));
    const restore = await t().request({ method: 'POST', url: `/api/backup/restore?backup_filename=${backup}`, as: 'admin' });
    restoring = false;
    await Promise.all(clients);
    expect(restore.statusCode, restore.body).toBe(200);

    const safety = readBackup(t(), json(restore).copia_previa);
    const inDb = new Set((await t().db.selectFrom('partes').select('descripcion').execute()).map((r) => r.descripcion));
    const lost = accepted.filter((d) => !inDb.has(d) && !safety.includes(`'${d}'`));
    expect(accepted.length).toBeGreaterThan(0);
    expect(unexpected.slice(0, 3)).toEqual([]);
    // The gate did hold writes back while the restore ran.
    expect(refused).toBeGreaterThan(0);
    expect(lost, `${lost.length} de ${accepted.length} altas aceptadas (${refused} rechazadas con 503) no están ni en la base ni en la copia previa`).toEqual([]);
  }, 120_000);

  it('another process writing to the same database waits for the restore: its committed writes are in the database or in the safety copy', async () => {
    const backup = json(await t().request({ method: 'POST', url: '/api/backup/backup', as: 'admin', payload: {} })).filename as string;
    // A second handle on the same database stands for another server process: the write gate of this one does not hold it.
    const schema = t().engine === 'postgres' ? (await sql<{ s: string }>`select current_schema() as s`.execute(t().db)).rows[0].s : undefined;
    const other = await openDatabase({ databaseUrl: t().config.databaseUrl, dataDir: t().paths.dataDir, pgSchema: schema });
    // In one test process a waiting SQLite connection would block the event loop the restore needs: fail at once instead.
    other.sqlite?.pragma('busy_timeout = 0');
    const committed: string[] = [];
    let failures = 0;
    let restoring = true;
    const writer = async () => {
      let n = 0;
      while (restoring) {
        const descripcion = `Parte de otro proceso ${++n}`;
        try {
          await other.db.insertInto('partes').values({ descripcion, estado: 'pendiente', usuario_id: null, created_at: nowIso() }).execute();
          committed.push(descripcion);
        } catch {
          failures += 1; // SQLITE_BUSY after busy_timeout: not committed, the API would answer 503.
        }
        await new Promise((resolve) => setTimeout(resolve, 1));
      }
    };
    const writing = writer();
    await new Promise((resolve) => setTimeout(resolve, 50));
    const restore = await t().request({ method: 'POST', url: `/api/backup/restore?backup_filename=${backup}`, as: 'admin' });
    restoring = false;
    await writing;
    await other.destroy();
    expect(restore.statusCode, restore.body).toBe(200);
    const safety = readBackup(t(), json(restore).copia_previa);
    const inDb = new Set((await t().db.selectFrom('partes').select('descripcion').execute()).map((r) => r.descripcion));
    const lost = committed.filter((d) => !inDb.has(d) && !safety.includes(`'${d}'`));
    expect(committed.length).toBeGreaterThan(0);
    expect(lost, `${lost.length} de ${committed.length} escrituras confirmadas (${failures} fallidas) perdidas`).toEqual([]);
  }, 120_000);
});
