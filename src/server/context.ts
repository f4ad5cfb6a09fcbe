/** What every module of the server may use: configuration, database, mail, paths. */
import path from 'node:path';
import type { Config } from './config';
import type { DatabaseHandle } from './db/index';
import type { Mailer } from './lib/mailer';

export interface Paths {
  dataDir: string;
  mediaDir: string;
  backupDir: string;
  outboxDir: string;
}

export function pathsOf(dataDir: string): Paths {
  return {
    dataDir,
    mediaDir: path.join(dataDir, 'media'),
    backupDir: path.join(dataDir, 'backups'),
    outboxDir: path.join(dataDir, 'outbox'),
  };
}

export interface AppContext {
  config: Config;
  database: DatabaseHandle;
  mailer: Mailer;
  paths: Paths;
}

declare module 'fastify' {
  interface FastifyInstance {
    gatera: AppContext;
  }
}
