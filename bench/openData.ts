/**
 * `npx tsx bench/openData.ts [--colonies 30000] [--cats 150000] [--years 7] [--db sqlite|postgres]`:
 * how long each open-data file takes to build, and how big it is, for a large
 * town whose cats were registered over several years. Measures the job a
 * report worker runs (modules/datosAbiertos/files.ts) in this process, on a
 * fresh synthetic town; a request after a write waits about that long, every
 * other request is answered from memory. Prints one markdown table.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { migrateToLatest, openDatabase } from '../src/server/db/index';
import { seedSynthetic } from '../src/server/db/seed/synthetic';
import { pathsOf } from '../src/server/context';
import { CER_OBJETIVO_DEFAULT, hoyEnEspana } from '../src/domain/cer';
import { buildOpenDataFile } from '../src/server/modules/datosAbiertos/files';
import { OPEN_DATA_FILE_NAMES } from '../src/server/modules/datosAbiertos/formatos';
import { cerService } from '../src/server/modules/cer/service';
import { cerRepository } from '../src/server/modules/cer/repository';
import { medianOf } from './stats';
import { pgSchemaUrl } from './pgSchema';

const { values: args } = parseArgs({
  options: {
    colonies: { type: 'string', default: '30000' },
    cats: { type: 'string', default: '150000' },
    years: { type: 'string', default: '7' },
    /** 'sqlite', or 'postgres' with DATABASE_URL (a schema of its own, dropped afterwards). */
    db: { type: 'string', default: 'sqlite' },
    repeats: { type: 'string', default: '3' },
  },
});
const log = (message: string) => process.stderr.write(`[openData] ${message}\n`);

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gatera-opendata-bench-'));
const pg = args.db === 'sqlite' ? null : await pgSchemaUrl('bench_opendata');
const database = await openDatabase({ databaseUrl: pg?.url ?? null, dataDir });
try {
  await migrateToLatest(database);
  const { db } = database;
  log(`sembrando ${args.colonies} colonias y ${args.cats} gatos`);
  await seedSynthetic({ db, mediaDir: pathsOf(dataDir).mediaDir, colonies: Number(args.colonies), cats: Number(args.cats), center: { lat: 41.0686, lon: -2.6427 }, password: 'Bench-Gatera-2025!' });
  // The cats registered over the last `years` years, a seventh of them each year, so the programme file has that many rows.
  const today = hoyEnEspana();
  const years = Number(args.years);
  for (let y = 0; y < years; y += 1) {
    const year = Number(today.slice(0, 4)) - years + 1 + y;
    const moment = `${year}-03-01T10:00:00.000Z`;
    await db.updateTable('gatos').set({ created_at: moment, updated_at: moment, fecha_esterilizacion: `${year}-06-01` }).where((eb) => eb(eb('id', '%', years), '=', y)).where('fecha_esterilizacion', 'is not', null).execute();
    await db.updateTable('gatos').set({ created_at: moment, updated_at: moment }).where((eb) => eb(eb('id', '%', years), '=', y)).where('fecha_esterilizacion', 'is', null).execute();
  }

  const params = {
    today,
    objetivo: CER_OBJETIVO_DEFAULT,
    catalogo: {
      urls: Object.fromEntries(OPEN_DATA_FILE_NAMES.map((name) => [name, `http://gatera.local/api/datos-abiertos/${name}`])) as never,
      homepage: 'http://gatera.local',
      municipio: { nombre: 'Sigüenza', provincia: 'Guadalajara', lat: 41.0686, lon: -2.6427, dir3: null },
      idiomas: ['es', 'ca', 'eu', 'gl', 'en'] as const,
    },
  };
  const rows: string[] = [];
  for (const file of OPEN_DATA_FILE_NAMES) {
    let bytes = 0;
    const { median, runs } = await medianOf(Number(args.repeats), async () => {
      bytes = Buffer.byteLength(await buildOpenDataFile(db, { ...params, file }), 'utf8');
    });
    log(`${file}: ${Math.round(median)} ms`);
    rows.push(`| ${file} | ${Math.round(median)} | ${runs.map(Math.round).join(', ')} | ${(bytes / 1024).toFixed(0)} |`);
  }
  const memoria = await medianOf(Number(args.repeats), async () => {
    await cerService(cerRepository(db), CER_OBJETIVO_DEFAULT).memoria(Number(today.slice(0, 4)), today);
  });
  rows.push(`| (una memoria CER, para comparar) | ${Math.round(memoria.median)} | ${memoria.runs.map(Math.round).join(', ')} | — |`);
  process.stdout.write(
    [
      `Datos abiertos: ${args.colonies} colonias, ${args.cats} gatos registrados en ${years} años (${args.db === 'sqlite' ? 'SQLite' : 'PostgreSQL'}, ${os.availableParallelism()} núcleos)`,
      '',
      '| Fichero | Mediana (ms) | Medidas (ms) | Tamaño (KB) |',
      '| --- | ---: | --- | ---: |',
      ...rows,
      '',
    ].join('\n'),
  );
} finally {
  await database.destroy();
  await pg?.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
