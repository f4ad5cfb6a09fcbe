/**
 * `npx tsx bench/writeDurability.ts`: what `synchronous = FULL` costs SQLite
 * writes against `NORMAL`. The server writes one committed transaction per
 * request; with FULL each commit waits for the WAL to reach the disk (fsync),
 * so a 2xx means the write survives a power cut. Measures sequential committed
 * transactions (an insert plus its audit row, as the API does) on a fresh
 * database in the data folder's file system, median of the rounds.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { migrateToLatest, openDatabase } from '../src/server/db/index';
import { recordAudit } from '../src/server/lib/audit';
import { nowIso } from '../src/server/lib/time';

const { values: args } = parseArgs({ options: { writes: { type: 'string', default: '2000' }, rounds: { type: 'string', default: '5' }, dir: { type: 'string', default: '' } } });
const writes = Number(args.writes);
const rounds = Number(args.rounds);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function measure(mode: 'NORMAL' | 'FULL'): Promise<number[]> {
  const dataDir = fs.mkdtempSync(path.join(args.dir || os.tmpdir(), 'gatera-sync-'));
  const database = await openDatabase({ databaseUrl: null, dataDir });
  try {
    await migrateToLatest(database);
    database.sqlite!.pragma(`synchronous = ${mode}`);
    const perSecond: number[] = [];
    for (let round = 0; round < rounds; round++) {
      const start = process.hrtime.bigint();
      for (let i = 0; i < writes; i++) {
        await database.db.transaction().execute(async (trx) => {
          const row = await trx.insertInto('partes').values({ descripcion: `Parte ${round}-${i}`, estado: 'pendiente', usuario_id: null, created_at: nowIso() }).returning('id').executeTakeFirstOrThrow();
          await recordAudit(trx, null, 'crear', 'partes', row.id);
        });
      }
      const seconds = Number(process.hrtime.bigint() - start) / 1e9;
      perSecond.push(writes / seconds);
    }
    return perSecond;
  } finally {
    await database.destroy();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const results: Record<string, { writesPerSecond: number; msPerWrite: number }> = {};
for (const mode of ['NORMAL', 'FULL'] as const) {
  const rate = median(await measure(mode));
  results[mode] = { writesPerSecond: Math.round(rate), msPerWrite: Number((1000 / rate).toFixed(3)) };
}
const cost = results.FULL.msPerWrite - results.NORMAL.msPerWrite;
process.stdout.write(`${JSON.stringify({ writes, rounds, ...results, extraMsPerWrite: Number(cost.toFixed(3)) }, null, 2)}\n`);
