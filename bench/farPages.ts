/**
 * `npx tsx bench/farPages.ts [--db postgres] [--colonies 2000] [--cats 100000]`:
 * what the last page of the cat list costs against the first (the target: at
 * most 1.5×), in every order of the list's column headers, on a synthetic
 * municipality (one cat in five without an identification code, as in a
 * programme still chipping its colonies). Each page is the repository's JSON
 * page, the one the list call sends, with the totals and anchors already
 * remembered as in the running server; median of `--repeats` reads of each.
 * PostgreSQL needs DATABASE_URL; a fresh schema is dropped at the end.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import { migrateToLatest, openDatabase } from '../src/server/db/index';
import { seedSynthetic } from '../src/server/db/seed/synthetic';
import { pathsOf } from '../src/server/context';
import { gatosRepository, type GatoSort } from '../src/server/modules/gatos/repository';
import { createCountCache } from '../src/server/modules/gatos/countCache';
import { pgSchemaUrl } from './pgSchema';
import { medianOf } from './stats';

const { values: args } = parseArgs({
  options: {
    db: { type: 'string', default: 'sqlite' },
    colonies: { type: 'string', default: '2000' },
    cats: { type: 'string', default: '100000' },
    repeats: { type: 'string', default: '60' },
  },
});
const repeats = Number(args.repeats);
const LIMIT = 100;

const ORDERS: { label: string; sort: GatoSort }[] = [
  { label: 'id ascendente (el de la API)', sort: { field: 'id', order: 'asc' } },
  { label: 'id descendente', sort: { field: 'id', order: 'desc' } },
  { label: 'nombre ascendente', sort: { field: 'nombre', order: 'asc' } },
  { label: 'nombre descendente', sort: { field: 'nombre', order: 'desc' } },
  { label: 'código ascendente', sort: { field: 'codigo_identificacion', order: 'asc' } },
  { label: 'código descendente', sort: { field: 'codigo_identificacion', order: 'desc' } },
];

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gatera-far-'));
const pgDb = args.db === 'postgres' ? await pgSchemaUrl('far') : null;
const database = await openDatabase({ databaseUrl: pgDb?.url ?? null, dataDir });
try {
  await migrateToLatest(database);
  const started = performance.now();
  await seedSynthetic({ db: database.db, mediaDir: pathsOf(dataDir).mediaDir, colonies: Number(args.colonies), cats: Number(args.cats), center: { lat: 41.0686, lon: -2.6427 }, password: 'bench-far-pages' });
  await database.db.updateTable('gatos').set({ codigo_identificacion: null }).where(sql<boolean>`id % 5 = 0`).execute();
  if (pgDb) await sql`vacuum (analyze)`.execute(database.db);
  else await sql`analyze`.execute(database.db);
  console.error(`${args.colonies} colonias y ${args.cats} gatos (${args.db}) en ${Math.round(performance.now() - started)} ms`);

  const repo = gatosRepository(database.db, { counts: createCountCache(database.dataVersion), engine: database.engine });
  const timeOf = async (skip: number, sort: GatoSort) => {
    const { median } = await medianOf(repeats, async () => {
      const page = await repo.listJson({}, { skip, limit: LIMIT }, sort);
      if (page.length === 0) throw new Error(`página vacía en ${skip}`);
    });
    return median;
  };

  console.log(`| Base | Orden | Primera página | Última página | Última / primera |`);
  console.log(`|---|---|---:|---:|---:|`);
  for (const { label, sort } of ORDERS) {
    const { total } = await repo.listJson({}, { skip: 0, limit: LIMIT }, sort);
    const last = Math.floor((total - 1) / LIMIT) * LIMIT;
    await repo.listJson({}, { skip: last, limit: LIMIT }, sort); // the anchors, read once as the server does
    const first = await timeOf(0, sort);
    const far = await timeOf(last, sort);
    const ms = (value: number) => `${value.toFixed(2).replace('.', ',')} ms`;
    console.log(`| ${args.db === 'postgres' ? 'PostgreSQL' : 'SQLite'} | ${label} | ${ms(first)} | ${ms(far)} | ${(far / first).toFixed(2).replace('.', ',')}× |`);
  }
} finally {
  await database.destroy();
  await pgDb?.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
