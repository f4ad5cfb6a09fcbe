/** What every module of the server may use: configuration, database, mail, paths. */
import path from 'node:path';
import type { Config } from './config';
import type { DatabaseHandle } from './db/index';
import type { Mailer } from './lib/mailer';
import type { WriteGate } from './lib/writeGate';
import type { MailQueue } from './lib/mailQueue';
import type { RateLimiter } from './lib/rateLimits';
import type { AttachmentLinks } from './lib/attachmentLinks';
import type { BuildSlots } from './reports/buildSlots';
import type { ReportWorkers } from './reports/workers/pool';
import type { HashQueue } from './lib/hashQueue';
import type { KnownDevices } from './modules/auth/knownDevices';
import type { Notificador } from './modules/notificaciones/notificador';

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
  /** Mail that must not be lost (password resets), sent after the answer. */
  mailQueue: MailQueue;
  /** Notices to a person: to their devices (Web Push), by mail, or not at all, as they chose. */
  notificador: Notificador;
  /** Rate limits on secrets, counted in the database. */
  rateLimiter: RateLimiter;
  /** This process's password hashes: bounded in number and in waiting time (AUTH_HASH_MAX_WAIT_MS). */
  hashQueue: HashQueue;
  /** Devices and addresses that signed in to each account, spared the account's limit across addresses. */
  knownDevices: KnownDevices;
  /** Signed, short-lived links to complaint and inspection attachments. */
  attachmentLinks: AttachmentLinks;
  paths: Paths;
  /** Holds this process's writes while a restore replaces the data. */
  writeGate: WriteGate;
  /** Report builds running in this process, capped by REPORTS_MAX_CONCURRENT (every report: PDFs, CSV files, the CER dashboard). */
  reportSlots: BuildSlots;
  /** The worker threads that build the reports off the requests' thread. */
  reportWorkers: ReportWorkers;
}

declare module 'fastify' {
  interface FastifyInstance {
    gatera: AppContext;
  }
}
