/**
 * `npx tsx bench/sortKeys.ts [--db postgres] [--colonies 2000] [--cats 100000]`:
 * what the stored sort keys (src/server/db/sortKeys.ts) cost on a synthetic
 * municipality: computing one key, the start-up check when every key is
 * right (every start-up pays it), writing every key (what migration 0019's
 * backfill and a change of IDIOMA_POR_DEFECTO do), and a restore of a
 * backup, which computes the keys of the rows it inserts. Median of
 * `--repeats`. PostgreSQL needs DATABASE_URL; a fresh schema is dropped at the end.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import { migrateToLatest, openDatabase } from '../src/server/db/index';
import { seedSynthetic } from '../src/server/db/seed/synthetic';
import { pathsOf } from '../src/server/context';
import { refreshSortKeys, SORT_KEY_COLUMNS } from '../src/server/db/sortKeys';
import { sortKey } from '../src/domain/sortKey';
import { createBackupFile } from '../src/server/backup/store';
import { restoreBackup } from '../src/server/backup/restorer';
import { pgSchemaUrl } from './pgSchema';
import { medianOf } from './stats';

const { values: args } = parseArgs({
  options: {
    db: { type: 'string', default: 'sqlite' },
    colonies: { type: 'string', default: '2000' },
    cats: { type: 'string', default: '100000' },
    repeats: { type: 'string', default: '3' },
  },
});
const repeats = Number(args.repeats);
const ms = (value: number) => `${Math.round(value).toLocaleString('es-ES')} ms`;

const NAMES = ['Ñoqui', 'Nube', 'Óscar', 'oso', 'Zarpas', 'Téo', 'Trufa', 'Misifú', 'Lluna', 'Canela'];
const names = Array.from({ length: 100_000 }, (_, i) => `${NAMES[i % NAMES.length]} ${i}`);
const { median: perKey } = await medianOf(5, async () => {
  for (const name of names) sortKey(name, 'es');
});

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gatera-keys-'));
const pgDb = args.db === 'postgres' ? await pgSchemaUrl('keys') : null;
const database = await openDatabase({ databaseUrl: pgDb?.url ?? null, dataDir });
const paths = pathsOf(dataDir);
try {
  await migrateToLatest(database);
  await seedSynthetic({ db: database.db, mediaDir: paths.mediaDir, colonies: Number(args.colonies), cats: Number(args.cats), center: { lat: 41.0686, lon: -2.6427 }, password: 'bench-sort-keys' });
  const db = database.db.withoutPlugins();
  const check = await medianOf(repeats, async () => {
    if ((await refreshSortKeys(db, 'es')) !== 0) throw new Error('una clave no estaba al día');
  });
  const rewrite = await medianOf(repeats, async () => {
    for (const [table, columns] of Object.entries(SORT_KEY_COLUMNS)) {
      await sql`update ${sql.table(table)} set ${sql.join(columns!.map((c) => sql`${sql.ref(c.key)} = null`))}`.execute(db);
    }
    await refreshSortKeys(db, 'es');
  });
  const backup = await createBackupFile({ backupDir: paths.backupDir, mediaDir: paths.mediaDir, database });
  const restore = await medianOf(repeats, async () => {
    await restoreBackup({ database, mediaDir: paths.mediaDir, file: path.join(paths.backupDir, backup.name) });
  });
  if ((await refreshSortKeys(db, 'es')) !== 0) throw new Error('la restauración dejó claves sin escribir');

  const base = args.db === 'postgres' ? 'PostgreSQL' : 'SQLite';
  console.log(`| Base | Medida (${args.colonies} colonias, ${args.cats} gatos) | Mediana |`);
  console.log('|---|---|---:|');
  console.log(`| — | Una clave (100.000 nombres) | ${((perKey * 1000) / names.length).toFixed(2).replace('.', ',')} µs |`);
  console.log(`| ${base} | Comprobación al arrancar, todas al día | ${ms(check.median)} |`);
  console.log(`| ${base} | Escribir todas (migración 0019, cambio de idioma) | ${ms(rewrite.median)} |`);
  console.log(`| ${base} | Restaurar la copia (calcula las claves) | ${ms(restore.median)} |`);
} finally {
  await database.destroy();
  await pgDb?.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
