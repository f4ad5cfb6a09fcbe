/** Opens the database, migrates, seeds the demo when asked, and builds the app: what main.ts and the benchmark start. */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import type { Config } from './config';
import { migrateToLatest, openDatabase, type DatabaseHandle } from './db/index';
import { loadOrCreateSecret } from './lib/secret';
import { isDatabaseEmpty, seedDemo } from './db/seed/demo';
import { buildApp } from './app';
import { pathsOf } from './context';
import { fillMunicipioSlugs } from './tenancy/slugs';

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const CLIENT_DIST = path.join(projectRoot, 'dist', 'client');

async function migrateAndSeed(config: Config, database: DatabaseHandle): Promise<void> {
  await migrateToLatest(database);
  if (config.demoData && (await isDatabaseEmpty(database.db))) {
    await seedDemo({ db: database.db, mediaDir: pathsOf(config.dataDir).mediaDir, center: config.municipio, zonaHoraria: config.municipio.zonaHoraria });
  }
  await fillMunicipioSlugs(database.db, config.municipio.nombre);
}

/** What the first process does before the others start (WORKERS > 1): migrations, the demo and the JWT secret, once. */
export async function prepareData(config: Config): Promise<void> {
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, poolMax: config.databasePoolMax, sortLanguage: config.idiomas.fallback });
  try {
    await migrateAndSeed(config, database);
  } finally {
    await database.destroy();
  }
  loadOrCreateSecret(config.dataDir, config.jwtSecret);
}

export async function startServer(config: Config, options: { logger?: boolean | object } = {}): Promise<FastifyInstance> {
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, poolMax: config.databasePoolMax, sortLanguage: config.idiomas.fallback });
  try {
    await migrateAndSeed(config, database);
  } catch (error) {
    await database.destroy();
    throw error;
  }
  const app = await buildApp({ config, database, logger: options.logger, clientDir: config.serveClient ? CLIENT_DIST : null });
  app.addHook('onClose', async () => {
    await database.destroy();
  });
  return app;
}
