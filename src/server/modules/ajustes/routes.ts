/**
 * The installation's settings: the administrator reads and saves the
 * product's name, the council's name and contact address (GET/PUT /api/ajustes)
 * and uploads or removes its coat of arms (PUT/DELETE /api/ajustes/escudo),
 * each change audited. The coat of arms is public at /api/settings/escudo.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AJUSTES_MESSAGES } from './messages';
import { Ajustes as AjustesSchema, AjustesBody } from '../../../domain/schemas/ajustes';
import { UPLOAD_MAX_BYTES } from '../../../domain/constants';
import { recordAudit } from '../../lib/audit';
import { notFound, unprocessable } from '../../lib/errors';
import { checkImagePixels } from '../../lib/imageSize';
import { readMultipart } from '../../lib/multipart';
import { IMAGE_TYPES, isStoredName, removeUpload, saveUpload, sniffType } from '../../lib/uploads';
import { readAjustes } from './fields';
import { ajustesRepository } from './repository';

const TAGS = ['sistema'];
const SECURITY = [{ bearer: [] }];

const ajustesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { database, paths } = app.gatera;
  const db = database.db;
  const ajustes = ajustesRepository(db);

  app.get('/ajustes', { config: { access: 'ajustes.gestionar' }, schema: { tags: TAGS, security: SECURITY, response: { 200: AjustesSchema } } }, async () => ajustes.get());

  app.put(
    '/ajustes',
    { config: { access: 'ajustes.gestionar' }, schema: { tags: TAGS, security: SECURITY, body: AjustesBody, response: { 200: AjustesSchema } } },
    async (request) => {
      const values = readAjustes(request.body as Record<string, unknown>);
      await db.transaction().execute(async (trx) => {
        await ajustesRepository(trx).save(values, trx);
        await recordAudit(trx, request.auth, 'editar', 'ajustes', 1, Object.keys(values).join(', '));
      });
      return ajustes.get();
    },
  );

  app.put(
    '/ajustes/escudo',
    { config: { access: 'ajustes.gestionar' }, schema: { tags: TAGS, security: SECURITY, consumes: ['multipart/form-data'], response: { 200: AjustesSchema } } },
    async (request) => {
      const form = await readMultipart(request, { maxFileBytes: UPLOAD_MAX_BYTES, tooLargeMessage: AJUSTES_MESSAGES.escudoGrande });
      if (!form.file || form.file.bytes.length === 0) throw unprocessable(AJUSTES_MESSAGES.escudoFalta);
      const type = sniffType(form.file.bytes);
      if (!type || !IMAGE_TYPES.includes(type)) throw unprocessable(AJUSTES_MESSAGES.escudoTipo);
      checkImagePixels(form.file.bytes, type);
      const before = (await ajustes.get()).escudo;
      const escudo = await saveUpload(paths.mediaDir, form.file.bytes, type);
      try {
        await db.transaction().execute(async (trx) => {
          await ajustesRepository(trx).save({ escudo }, trx);
          await recordAudit(trx, request.auth, 'editar', 'ajustes', 1, 'escudo');
        });
      } catch (error) {
        await removeUpload(paths.mediaDir, escudo);
        throw error;
      }
      await removeUpload(paths.mediaDir, before);
      return ajustes.get();
    },
  );

  app.delete(
    '/ajustes/escudo',
    { config: { access: 'ajustes.gestionar' }, schema: { tags: TAGS, security: SECURITY, response: { 200: AjustesSchema } } },
    async (request) => {
      const before = (await ajustes.get()).escudo;
      await db.transaction().execute(async (trx) => {
        await ajustesRepository(trx).save({ escudo: null }, trx);
        await recordAudit(trx, request.auth, 'editar', 'ajustes', 1, 'escudo');
      });
      await removeUpload(paths.mediaDir, before);
      return ajustes.get();
    },
  );

  await app.register(escudoRoutes);
};

/** The coat of arms, public (a municipality's public pages show it at their own path too: modules/municipioPublico). */
export const escudoRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { database, paths } = app.gatera;
  const ajustes = ajustesRepository(database.db);

  app.get('/settings/escudo', { config: { access: 'public' }, schema: { tags: TAGS } }, async (_request, reply) => {
    const escudo = (await ajustes.get()).escudo;
    if (!escudo || !isStoredName(escudo)) throw notFound();
    let bytes: Buffer;
    try {
      bytes = await fs.readFile(path.join(paths.mediaDir, escudo));
    } catch {
      throw notFound();
    }
    const type = sniffType(bytes) ?? 'application/octet-stream';
    reply.header('X-Content-Type-Options', 'nosniff').header('Cache-Control', 'no-cache');
    return reply.type(type).send(bytes);
  });
};

export default ajustesRoutes;
