/**
 * Backups as the API offers them: create, restore a listed one, import an
 * uploaded one, and the daily automatic backup. One operation at a time per
 * server (a queue), each audited. A restore or an import is checked in full,
 * preceded by a safety backup and done in one transaction; when it fails the
 * answer says why in Spanish and the data is exactly as before.
 *
 * Every operation is a municipality's (backup/extent.ts): the account's in a
 * request, each municipality's in turn for the daily backup. Its backups are
 * kept in its own folder, and a restore replaces its records only. The
 * installation's administrator also backs up and restores the whole
 * installation, every municipality at once, in a folder of its own; the
 * daily backup makes that one too when the installation serves several.
 */
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { backupTimeOf } from '../../../domain/backups';
import { BACKUP_ALCANCE_INSTALACION } from '../../../domain/constants';
import type { AppContext } from '../../context';
import { schemaVersion } from '../../db/migrations/index';
import { recordAudit, type Actor } from '../../lib/audit';
import { HttpError, notFound, unprocessable } from '../../lib/errors';
import { readBackupFile, type BackupSummary } from '../../backup/reader';
import { isBackupProblem, restoreBackup } from '../../backup/restorer';
import { BackupWriteError, type SnapshotSource } from '../../backup/writer';
import { backupPath, createBackupFile, listBackups, pruneBackups, type CreatedBackup } from '../../backup/store';
import { removeUpload } from '../../lib/uploads';
import { reapplyErasures, type Reapplied } from '../rgpd/erasure';
import { SERVER_KEYS } from '../../i18n/keys';
import { backupFolderOf, extentOf, installationBackupFolder, WHOLE_INSTALLATION, type BackupExtent } from '../../backup/extent';
import { withScope } from '../../tenancy/scope';

export const BACKUP_API_MESSAGES = {
  ...SERVER_KEYS.backups,
  invalid: (reason: string) =>
    `La copia de seguridad no es válida y no se ha restaurado: ${reason.charAt(0).toLowerCase()}${reason.slice(1)}${/[.!?]$/.test(reason) ? '' : '.'} No se ha modificado ningún dato.`,
  createFailed: (reason: string) => `No se pudo crear la copia de seguridad: ${reason}`,
  /** Said in the audit entry of a restore whose records got new ids. */
  renumbered: 'la copia es de otra instalación y sus registros tienen identificadores nuevos',
  /** The audit entry of a restore or an import: the file's checksum and the safety copy taken before. */
  restoreDetail: (sha256: string, safety: string) => `SHA-256 de la copia: ${sha256}; copia de seguridad previa: ${safety}`,
} as const;

/** The daily backup is skipped when a backup this recent exists (another process, or an administrator, made it). */
const DAILY_SKIP_MS = 10 * 60 * 1000;

/**
 * Of all the processes on the database (WORKERS, several machines) one only
 * takes a day's automatic backup: the first to count the day's key in the
 * shared counters (lib/rateLimits.ts, one atomic statement) wins it.
 */
const DAILY_CLAIM_MS = 20 * 60 * 60 * 1000;
const dailyClaimKey = (now: Date) =>
  `copia-diaria|${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;

/** Whose backups an operation is about: a municipality's (its id) or the whole installation's. */
export const INSTALLATION = BACKUP_ALCANCE_INSTALACION;
export type Whose = number | typeof INSTALLATION;

export interface RestoreOutcome {
  summary: BackupSummary;
  safetyBackup: string;
  /** People erased (RGPD) whom the copy held identifiable, erased again in the same transaction. */
  keptErased: number;
}

export function createBackupService(context: AppContext, log: FastifyBaseLogger) {
  const { database, paths, config, writeGate, rateLimiter } = context;
  const folderOf = (municipio: number) => backupFolderOf(paths.backupDir, municipio);
  const installationFolder = installationBackupFolder(paths.backupDir);
  /** The folder of an extent's backups. */
  const folderOfExtent = (extent: BackupExtent) => (extent.installation ? installationFolder : folderOf(extent.municipio));
  let queue: Promise<unknown> = Promise.resolve();

  /** Runs one backup operation after the previous one has finished. */
  function exclusive<T>(operation: () => Promise<T>): Promise<T> {
    const run = queue.then(operation, operation);
    queue = run.catch(() => undefined);
    return run;
  }

  async function create(extent: BackupExtent, snapshot?: SnapshotSource): Promise<CreatedBackup> {
    try {
      const created = await createBackupFile({ backupDir: folderOfExtent(extent), mediaDir: paths.mediaDir, database, extent }, snapshot);
      if (created.missingMedia.length) {
        log.warn({ backup: created.name, missing: created.missingMedia.length }, 'Archivos subidos que faltan en la carpeta de medios');
      }
      return created;
    } catch (error) {
      if (error instanceof BackupWriteError) throw new HttpError(500, BACKUP_API_MESSAGES.createFailed(error.message));
      throw error;
    }
  }

  /** Reads the whole file, which must be the whole installation's backup (`installation`) or a municipality's. */
  async function check(file: string, installation: boolean): Promise<BackupSummary> {
    try {
      return await readBackupFile(file, { schema: schemaVersion(database.engine), installation });
    } catch (error) {
      if (isBackupProblem(error)) throw unprocessable(BACKUP_API_MESSAGES.invalid(error.message));
      throw error;
    }
  }

  /**
   * Replaces the data with a checked file's. From the moment the safety copy
   * starts until the restore commits no write runs: this process's write gate
   * is closed (new writes answer 503) and drained, and the restore's
   * transaction holds the database's write lock while it reads the safety copy
   * and replaces the data, which holds back the writes of other processes.
   * Before it commits, every registered RGPD erasure is applied again, so no
   * copy brings an erased person back; the files of theirs the copy brought
   * (photos, attachments) are removed once it has committed.
   */
  async function replaceData(
    file: string,
    whose: Whose,
    audit: (trx: Parameters<typeof recordAudit>[0], detalle: string) => Promise<void>,
  ): Promise<RestoreOutcome> {
    const checked = await check(file, whose === INSTALLATION);
    const extent = await extentOfWhose(whose);
    const reopen = await writeGate.close();
    let safety: CreatedBackup | null = null;
    let erased: Reapplied = { kept: 0, files: [] };
    try {
      const summary = await restoreBackup({
        database,
        mediaDir: paths.mediaDir,
        file,
        extent,
        beforeReplace: async (snapshot) => {
          // A restore that starts again (its records needed new ids) keeps the copy of the state it replaces now.
          const earlier: CreatedBackup | null = safety;
          safety = await create(extent, snapshot);
          if (earlier) await fsp.rm(path.join(folderOfExtent(extent), earlier.name), { force: true });
        },
        finish: async (trx, renumbered) => {
          erased = await reapplyErasures(trx, database.engine);
          const detail = BACKUP_API_MESSAGES.restoreDetail(checked.sha256, safety!.name);
          await audit(trx, renumbered ? `${detail}; ${BACKUP_API_MESSAGES.renumbered}` : detail);
        },
      });
      for (const name of erased.files) await removeUpload(paths.mediaDir, name);
      await pruneBackups(folderOfExtent(extent), config.backupKeep);
      return { summary, safetyBackup: safety!.name, keptErased: erased.kept };
    } catch (error) {
      if (isBackupProblem(error)) throw unprocessable(BACKUP_API_MESSAGES.invalid(error.message));
      throw error;
    } finally {
      reopen();
    }
  }

  /** The extent of a municipality's backups now, or the whole installation's. */
  const extentOfWhose = (whose: Whose) => (whose === INSTALLATION ? WHOLE_INSTALLATION : extentOf(database.db, whose));
  /** The folder of a municipality's backups, or the whole installation's. */
  const folderOfWhose = (whose: Whose) => (whose === INSTALLATION ? installationFolder : folderOf(whose));

  /** Whether a municipality (or the installation) has a backup this recent (another process, or an administrator, made it). */
  async function recentlyBackedUp(whose: Whose): Promise<boolean> {
    const newest = (await listBackups(folderOfWhose(whose)))[0];
    const time = newest ? backupTimeOf(newest) : null;
    return time !== null && Date.now() - time.getTime() < DAILY_SKIP_MS;
  }

  async function dailyOf(whose: Whose): Promise<CreatedBackup> {
    const created = await create(await extentOfWhose(whose));
    await recordAudit(database.db, null, 'backup', 'backup', created.name, 'copia automática diaria');
    await pruneBackups(folderOfWhose(whose), config.backupKeep);
    log.info({ backup: created.name, municipio: whose }, 'Copia de seguridad diaria creada');
    return created;
  }

  /** A municipality's work, or the installation's for the whole installation's backups. */
  const inScopeOf = <T>(whose: Whose, work: () => Promise<T>) => withScope(whose === INSTALLATION ? 'installation' : { municipios: [whose] }, work);

  return {
    /** A municipality's backups (or the installation's), newest first. */
    list: (whose: Whose) => listBackups(folderOfWhose(whose)),

    /** The file of a backup the server made of a municipality (or of the installation); 404 for any other name. */
    async pathOf(name: unknown, whose: Whose): Promise<string> {
      const file = await backupPath(folderOfWhose(whose), name);
      if (!file) throw notFound(BACKUP_API_MESSAGES.notFound);
      return file;
    },

    /** A new backup of a municipality (or of the installation). */
    create: (whose: Whose, actor: Actor, detalle?: string) =>
      exclusive(() =>
        inScopeOf(whose, async () => {
          const created = await create(await extentOfWhose(whose));
          await recordAudit(database.db, actor, 'backup', 'backup', created.name, detalle);
          await pruneBackups(folderOfWhose(whose), config.backupKeep);
          return created;
        }),
      ),

    /** Restores one of a municipality's backups over its records (or one of the installation's over everything). */
    restore: (name: unknown, whose: Whose, actor: Actor) =>
      exclusive(() =>
        inScopeOf(whose, async () => {
          const file = await backupPath(folderOfWhose(whose), name);
          if (!file) throw notFound(BACKUP_API_MESSAGES.notFound);
          return replaceData(file, whose, (trx, detalle) => recordAudit(trx, actor, 'restaurar', 'backup', String(name), detalle));
        }),
      ),

    /** Restores an uploaded file already saved at `file` (the caller removes it) over a municipality's records (or everything). */
    importFile: (file: string, uploadedName: string, whose: Whose, actor: Actor) =>
      exclusive(() =>
        inScopeOf(whose, () =>
          replaceData(file, whose, (trx, detalle) => recordAudit(trx, actor, 'importar', 'backup', uploadedName.slice(0, 200), detalle)),
        ),
      ),

    /** The daily automatic backup of every municipality, each in its folder, and of the whole installation when it serves several; the ones made. */
    daily: () =>
      exclusive(async () => {
        const municipios = await database.db.selectFrom('municipios').select('id').orderBy('id').execute();
        const installationToo: Whose[] = municipios.length > 1 ? [INSTALLATION] : [];
        const whose: Whose[] = [...municipios.map((m) => m.id), ...installationToo];
        const due: Whose[] = [];
        for (const one of whose) if (!(await recentlyBackedUp(one))) due.push(one);
        if (!due.length) return [];
        if ((await rateLimiter.hit([{ key: dailyClaimKey(new Date()), max: 1, windowMs: DAILY_CLAIM_MS }])) > 0) return [];
        const made: CreatedBackup[] = [];
        for (const one of due) made.push(await inScopeOf(one, () => dailyOf(one)));
        return made;
      }),
  };
}

export type BackupService = ReturnType<typeof createBackupService>;
