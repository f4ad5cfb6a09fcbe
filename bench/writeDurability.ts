/**
 * `npx tsx bench/writeDurability.ts`: what durable SQLite writes cost. The
 * server writes one committed transaction per request (an insert plus its
 * audit row). Three ways of committing, each with 1 writer at a time and with
 * 50 at once (as 50 connections would), on a fresh database in the data
 * folder's file system, median of the rounds:
 * - `NORMAL`: no flush; a power cut may lose answered writes (how the server first committed);
 * - `FULL`: SQLite flushes the WAL inside every COMMIT (the server's way until 23/11/2026);
 * - `grupo`: the server's way now (db/groupCommit.ts): NORMAL, then each writer
 *   waits for a flush of the WAL begun after its commit, shared with the
 *   commits made meanwhile.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { migrateToLatest, openDatabase } from '../src/server/db/index';
import { recordAudit } from '../src/server/lib/audit';
import { nowIso } from '../src/server/lib/time';

const { values: args } = parseArgs({
  options: { writes: { type: 'string', default: '2000' }, rounds: { type: 'string', default: '5' }, dir: { type: 'string', default: '' } },
});
const writes = Number(args.writes);
const rounds = Number(args.rounds);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const noFlush = async () => undefined;

type Mode = 'NORMAL' | 'FULL' | 'grupo';

async function measure(mode: Mode, writers: number): Promise<number[]> {
  const dataDir = fs.mkdtempSync(path.join(args.dir || os.tmpdir(), 'gatera-sync-'));
  const database = await openDatabase({ databaseUrl: null, dataDir, ...(mode === 'grupo' ? {} : { walFlush: noFlush }) });
  try {
    await migrateToLatest(database);
    if (mode === 'FULL') database.sqlite!.pragma('synchronous = FULL');
    const perSecond: number[] = [];
    for (let round = 0; round < rounds; round++) {
      let next = 0;
      const writer = async () => {
        for (let i = next++; i < writes; i = next++) {
          await database.db.transaction().execute(async (trx) => {
            const row = await trx
              .insertInto('partes')
              .values({ descripcion: `Parte ${round}-${i}`, estado: 'pendiente', usuario_id: null, created_at: nowIso() })
              .returning('id')
              .executeTakeFirstOrThrow();
            await recordAudit(trx, null, 'crear', 'partes', row.id);
          });
        }
      };
      const start = process.hrtime.bigint();
      await Promise.all(Array.from({ length: writers }, writer));
      perSecond.push(writes / (Number(process.hrtime.bigint() - start) / 1e9));
    }
    return perSecond;
  } finally {
    await database.destroy();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const results: Record<string, Record<string, number>> = {};
for (const mode of ['NORMAL', 'FULL', 'grupo'] as const) {
  results[mode] = {};
  for (const writers of [1, 50]) results[mode][`${writers} a la vez`] = Math.round(median(await measure(mode, writers)));
}
process.stdout.write(`${JSON.stringify({ writes, rounds, writesPerSecond: results }, null, 2)}\n`);
