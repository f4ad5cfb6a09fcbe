/**
 * Backups as the API offers them: create, restore a listed one, import an
 * uploaded one, and the daily automatic backup. One operation at a time per
 * server (a queue), each audited. A restore or an import is checked in full,
 * preceded by a safety backup and done in one transaction; when it fails the
 * answer says why in Spanish and the data is exactly as before.
 */
import type { FastifyBaseLogger } from 'fastify';
import { backupTimeOf } from '../../../domain/backups';
import type { AppContext } from '../../context';
import { schemaVersion } from '../../db/migrations/index';
import { recordAudit, type Actor } from '../../lib/audit';
import { HttpError, notFound, unprocessable } from '../../lib/errors';
import { readBackupFile, type BackupSummary } from '../../backup/reader';
import { isBackupProblem, restoreBackup } from '../../backup/restorer';
import { BackupWriteError } from '../../backup/writer';
import { backupPath, createBackupFile, listBackups, pruneBackups, type CreatedBackup } from '../../backup/store';

export const BACKUP_API_MESSAGES = {
  created: 'Backup creado correctamente',
  restored: 'Restauración completada',
  imported: 'Backup importado y restaurado correctamente',
  notFound: 'No existe ninguna copia de seguridad con ese nombre.',
  invalid: (reason: string) =>
    `La copia de seguridad no es válida y no se ha restaurado: ${reason.charAt(0).toLowerCase()}${reason.slice(1)}${/[.!?]$/.test(reason) ? '' : '.'} No se ha modificado ningún dato.`,
  createFailed: (reason: string) => `No se pudo crear la copia de seguridad: ${reason}`,
} as const;

/** The daily backup is skipped when a backup this recent exists (another process, or an administrator, made it). */
const DAILY_SKIP_MS = 10 * 60 * 1000;

export interface RestoreOutcome {
  summary: BackupSummary;
  safetyBackup: string;
}

export function createBackupService(context: AppContext, log: FastifyBaseLogger) {
  const { database, paths, config } = context;
  const storeOptions = { backupDir: paths.backupDir, mediaDir: paths.mediaDir, database };
  let queue: Promise<unknown> = Promise.resolve();

  /** Runs one backup operation after the previous one has finished. */
  function exclusive<T>(operation: () => Promise<T>): Promise<T> {
    const run = queue.then(operation, operation);
    queue = run.catch(() => undefined);
    return run;
  }

  async function create(): Promise<CreatedBackup> {
    try {
      const created = await createBackupFile(storeOptions);
      if (created.missingMedia.length) {
        log.warn({ backup: created.name, missing: created.missingMedia.length }, 'Archivos subidos que faltan en la carpeta de medios');
      }
      return created;
    } catch (error) {
      if (error instanceof BackupWriteError) throw new HttpError(500, BACKUP_API_MESSAGES.createFailed(error.message));
      throw error;
    }
  }

  async function check(file: string): Promise<BackupSummary> {
    try {
      return await readBackupFile(file, { schema: schemaVersion(database.engine) });
    } catch (error) {
      if (isBackupProblem(error)) throw unprocessable(BACKUP_API_MESSAGES.invalid(error.message));
      throw error;
    }
  }

  async function replaceData(file: string, audit: (trx: Parameters<typeof recordAudit>[0], safety: string) => Promise<void>): Promise<RestoreOutcome> {
    await check(file);
    const safety = await create();
    try {
      const summary = await restoreBackup({ database, mediaDir: paths.mediaDir, file, finish: (trx) => audit(trx, safety.name) });
      await pruneBackups(paths.backupDir, config.backupKeep);
      return { summary, safetyBackup: safety.name };
    } catch (error) {
      if (isBackupProblem(error)) throw unprocessable(BACKUP_API_MESSAGES.invalid(error.message));
      throw error;
    }
  }

  return {
    list: () => listBackups(paths.backupDir),

    /** The file of a backup the server made; 404 for any other name. */
    async pathOf(name: unknown): Promise<string> {
      const file = await backupPath(paths.backupDir, name);
      if (!file) throw notFound(BACKUP_API_MESSAGES.notFound);
      return file;
    },

    create: (actor: Actor | null, detalle?: string) =>
      exclusive(async () => {
        const created = await create();
        await recordAudit(database.db, actor, 'backup', 'backup', created.name, detalle);
        await pruneBackups(paths.backupDir, config.backupKeep);
        return created;
      }),

    restore: (name: unknown, actor: Actor) =>
      exclusive(async () => {
        const file = await backupPath(paths.backupDir, name);
        if (!file) throw notFound(BACKUP_API_MESSAGES.notFound);
        return replaceData(file, (trx, safety) => recordAudit(trx, actor, 'restaurar', 'backup', String(name), `copia de seguridad previa: ${safety}`));
      }),

    /** Restores an uploaded file already saved at `file` (the caller removes it). */
    importFile: (file: string, uploadedName: string, actor: Actor) =>
      exclusive(() =>
        replaceData(file, (trx, safety) =>
          recordAudit(trx, actor, 'importar', 'backup', uploadedName.slice(0, 200), `copia de seguridad previa: ${safety}`),
        ),
      ),

    /** The daily automatic backup. */
    daily: () =>
      exclusive(async () => {
        const newest = (await listBackups(paths.backupDir))[0];
        const time = newest ? backupTimeOf(newest) : null;
        if (time && Date.now() - time.getTime() < DAILY_SKIP_MS) return null;
        const created = await create();
        await recordAudit(database.db, null, 'backup', 'backup', created.name, 'copia automática diaria');
        await pruneBackups(paths.backupDir, config.backupKeep);
        log.info({ backup: created.name }, 'Copia de seguridad diaria creada');
        return created;
      }),
  };
}

export type BackupService = ReturnType<typeof createBackupService>;
