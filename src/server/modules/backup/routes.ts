/** Backups, administrators only. */
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { BACKUP, BACKUP_IMPORT_FIELD } from '../../../domain/constants';
import { SERVER_KEYS } from '../../i18n/keys';
import { BackupAlcance, BackupAlcanceQuery, BackupBody, BackupCreado, BackupImportado, BackupList, BackupRestaurado } from '../../../domain/schemas/backup';
import { badRequest, forbidden, HttpError, MESSAGES, notFound, payloadTooLarge, unprocessable, unsupportedMediaType } from '../../lib/errors';
import { removeStaleTemporaries, temporaryPath } from '../../backup/store';
import { scheduleDaily } from '../../backup/daily';
import { BACKUP_API_MESSAGES, createBackupService, INSTALLATION, type Whose } from './service';
import { isInstallationAdmin } from '../../tenancy/installationAdmin';
import type { AuthUser } from '../../plugins/auth';

const ACCESS = 'backup.gestionar' as const;
/** The backup calls queue behind a running restore themselves (one operation at a time), so the write gate does not hold them. */
const CONFIG = { access: ACCESS, writeGate: false } as const;
const TAGS = ['backups'];
export const IMPORT_MESSAGES = {
  ...SERVER_KEYS.backupImport,
  tooLarge: (mb: number) => `La copia supera el tamaño máximo de ${mb} MB.`,
} as const;

/**
 * Whose backups a call is about: the account's municipality (the one it works in now), or with
 * `alcance=instalacion` the whole installation's, which only the installation's administrator reaches.
 */
function whoseOf(auth: AuthUser, alcance: string | undefined): Whose {
  if (alcance !== INSTALLATION) return auth.municipio;
  if (!isInstallationAdmin(auth)) throw forbidden(BACKUP_API_MESSAGES.soloInstalacion);
  return INSTALLATION;
}

const backupRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { paths, config } = app.gatera;
  const service = createBackupService(app.gatera, app.log);
  await fsp.mkdir(paths.backupDir, { recursive: true });
  await removeStaleTemporaries(paths.backupDir);

  if (config.backupDailyAt) {
    const schedule = scheduleDaily(config.backupDailyAt, async () => {
      await service.daily();
    }, (error) => app.log.error({ err: error }, 'La copia de seguridad diaria ha fallado'));
    app.addHook('onClose', async () => schedule.stop());
  }

  app.post(
    '/backup/backup',
    {
      config: CONFIG,
      // The body is optional: a call without one makes the only kind of backup there is.
      preValidation: async (request) => {
        if (request.body === undefined || request.body === null) request.body = {};
      },
      schema: {
        tags: TAGS,
        summary: 'Crea una copia de seguridad completa en SQL',
        body: BackupBody,
        response: { 200: BackupCreado },
      },
    },
    async (request) => {
      const created = await service.create(whoseOf(request.auth!, request.body.alcance), request.auth!);
      return { message: BACKUP_API_MESSAGES.created, filename: created.name, backup_type: BACKUP.type, format: BACKUP.format };
    },
  );

  app.get(
    '/backup/backup/list',
    {
      config: { access: ACCESS },
      schema: { tags: TAGS, summary: 'Copias disponibles, la más reciente primero', querystring: BackupAlcanceQuery, response: { 200: BackupList } },
    },
    async (request) => ({ backups: await service.list(whoseOf(request.auth!, request.query.alcance)) }),
  );

  app.get(
    '/backup/backup/download/:name',
    { config: { access: ACCESS }, schema: { tags: TAGS, summary: 'Descarga una copia', params: Type.Object({ name: Type.String() }), querystring: BackupAlcanceQuery } },
    async (request, reply) => {
      const file = await service.pathOf(request.params.name, whoseOf(request.auth!, request.query.alcance));
      // Opened before answering: a backup removed meanwhile (retention) is a 404, not a broken download.
      const handle = await fsp.open(file, 'r').catch(() => null);
      if (!handle) throw notFound(BACKUP_API_MESSAGES.notFound);
      const stat = await handle.stat();
      reply
        .header('Content-Type', 'application/sql; charset=utf-8')
        .header('Content-Length', String(stat.size))
        .header('Content-Disposition', `attachment; filename="${request.params.name}"`)
        .header('Cache-Control', 'no-store');
      return reply.send(handle.createReadStream());
    },
  );

  app.post(
    '/backup/restore',
    {
      config: CONFIG,
      schema: {
        tags: TAGS,
        summary: 'Restaura una copia de la lista (tras una copia de seguridad automática)',
        querystring: Type.Object({ backup_filename: Type.String(), alcance: BackupAlcance }),
        response: { 200: BackupRestaurado },
      },
    },
    async (request) => {
      const outcome = await service.restore(request.query.backup_filename, whoseOf(request.auth!, request.query.alcance), request.auth!);
      return { message: BACKUP_API_MESSAGES.restored, backup: request.query.backup_filename, copia_previa: outcome.safetyBackup, anonimizadas_mantenidas: outcome.keptErased };
    },
  );

  app.post(
    '/backup/backup/import',
    {
      config: CONFIG,
      schema: {
        tags: TAGS,
        summary: 'Importa y restaura una copia (.sql, campo «file»)',
        consumes: ['multipart/form-data'],
        querystring: BackupAlcanceQuery,
        response: { 200: BackupImportado },
      },
    },
    async (request) => {
      // Refused before the upload is read when the account may not restore the whole installation.
      const whose = whoseOf(request.auth!, request.query.alcance);
      const upload = await receiveUpload(request, paths.backupDir, config.backupMaxBytes);
      let outcome;
      try {
        outcome = await service.importFile(upload.file, upload.name, whose, request.auth!);
      } finally {
        await fsp.rm(upload.file, { force: true });
      }
      return { message: BACKUP_API_MESSAGES.imported, anonimizadas_mantenidas: outcome.keptErased };
    },
  );
};

/** Streams the uploaded .sql to a temporary file in the backup folder, within the size limit. */
async function receiveUpload(request: FastifyRequest, backupDir: string, maxBytes: number): Promise<{ file: string; name: string }> {
  if (!request.isMultipart()) throw unsupportedMediaType(MESSAGES.multipartExpected);
  const tooLarge = () => payloadTooLarge(IMPORT_MESSAGES.tooLarge(Math.round((maxBytes / (1024 * 1024)) * 100) / 100));
  let part;
  try {
    part = await request.file({ limits: { fileSize: maxBytes, files: 1, fields: 10 }, throwFileSizeLimit: false });
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_FILES_LIMIT') throw badRequest(MESSAGES.tooManyFiles);
    throw error;
  }
  if (!part || (!part.filename && part.file.readableLength === 0)) {
    part?.file.resume();
    throw unprocessable(IMPORT_MESSAGES.missing);
  }
  if (part.fieldname !== BACKUP_IMPORT_FIELD) {
    part.file.resume();
    throw unprocessable(IMPORT_MESSAGES.wrongField);
  }
  if (!/\.sql$/i.test(part.filename)) {
    part.file.resume();
    throw unsupportedMediaType(IMPORT_MESSAGES.wrongExtension);
  }
  const file = temporaryPath(backupDir, 'import');
  try {
    await pipeline(part.file, fs.createWriteStream(file, { flags: 'wx', mode: 0o640 }));
    if (part.file.truncated) throw tooLarge();
  } catch (error) {
    await fsp.rm(file, { force: true });
    if (error instanceof HttpError) throw error;
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    throw error;
  }
  return { file, name: part.filename };
}

export default backupRoutes;
