/**
 * A municipality's settings: its administrator reads and saves its name,
 * NIF, address, DIR3 code, contact, map centre and radius, languages offered, CER
 * target, census validity and the slots a clinic-day booking takes (GET/PUT /api/ajustes) and uploads or removes its coat of arms
 * (PUT/DELETE /api/ajustes/escudo), each change audited. The product's name
 * is the installation's: only the first municipality's administrator changes
 * it. The coat of arms is public at /api/settings/escudo.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AJUSTES_MESSAGES } from './messages';
import { Ajustes as AjustesSchema, AjustesBody } from '../../../domain/schemas/ajustes';
import { UPLOAD_MAX_BYTES } from '../../../domain/constants';
import { recordAudit } from '../../lib/audit';
import { notFound, unprocessable } from '../../lib/errors';
import { FIRST_MUNICIPIO } from '../../db/tenantTables';
import { checkImagePixels } from '../../lib/imageSize';
import { readMultipart } from '../../lib/multipart';
import { IMAGE_TYPES, isStoredName, removeUpload, saveUpload, sniffType } from '../../lib/uploads';
import { readAjustes } from './fields';
import { ajustesRepository } from './repository';
import { municipioOfWork } from './settings';

const TAGS = ['sistema'];
const SECURITY = [{ bearer: [] }];

const ajustesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { database, paths, config } = app.gatera;
  const db = database.db;
  const ajustes = ajustesRepository(db);
  /** The settings of the requesting administrator's municipality (the first for a public request). */
  const own = () => ajustes.get(municipioOfWork());

  app.get('/ajustes', { config: { access: 'ajustes.gestionar' }, schema: { tags: TAGS, security: SECURITY, response: { 200: AjustesSchema } } }, async () => own());

  app.put(
    '/ajustes',
    { config: { access: 'ajustes.gestionar' }, schema: { tags: TAGS, security: SECURITY, body: AjustesBody, response: { 200: AjustesSchema } } },
    async (request) => {
      const municipio = municipioOfWork();
      const values = readAjustes(request.body as Record<string, unknown>, config.idiomas.offered);
      // Another municipality's screen sends the product's name back as it is; changing it would change every municipality's.
      if (municipio !== FIRST_MUNICIPIO && values.producto_nombre !== undefined) {
        if (values.producto_nombre !== (await ajustes.get(municipio)).producto_nombre) throw unprocessable(AJUSTES_MESSAGES.productoDeInstalacion);
        delete values.producto_nombre;
      }
      await db.transaction().execute(async (trx) => {
        await ajustesRepository(trx).save(municipio, values);
        await recordAudit(trx, request.auth, 'editar', 'ajustes', municipio, Object.keys(values).join(', '));
      });
      return own();
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
      const municipio = municipioOfWork();
      const before = (await ajustes.get(municipio)).escudo;
      const escudo = await saveUpload(paths.mediaDir, form.file.bytes, type);
      try {
        await db.transaction().execute(async (trx) => {
          await ajustesRepository(trx).save(municipio, { escudo });
          await recordAudit(trx, request.auth, 'editar', 'ajustes', municipio, 'escudo');
        });
      } catch (error) {
        await removeUpload(paths.mediaDir, escudo);
        throw error;
      }
      await removeUpload(paths.mediaDir, before);
      return own();
    },
  );

  app.delete(
    '/ajustes/escudo',
    { config: { access: 'ajustes.gestionar' }, schema: { tags: TAGS, security: SECURITY, response: { 200: AjustesSchema } } },
    async (request) => {
      const municipio = municipioOfWork();
      const before = (await ajustes.get(municipio)).escudo;
      await db.transaction().execute(async (trx) => {
        await ajustesRepository(trx).save(municipio, { escudo: null });
        await recordAudit(trx, request.auth, 'editar', 'ajustes', municipio, 'escudo');
      });
      await removeUpload(paths.mediaDir, before);
      return own();
    },
  );

  await app.register(escudoRoutes);
};

/** The coat of arms, public (a municipality's public pages show it at their own path too: modules/municipioPublico). */
export const escudoRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { database, paths } = app.gatera;
  const ajustes = ajustesRepository(database.db);
  /** The settings of the municipality whose public pages ask (the first at the plain path). */
  const own = () => ajustes.get(municipioOfWork());

  app.get('/settings/escudo', { config: { access: 'public' }, schema: { tags: TAGS } }, async (_request, reply) => {
    const escudo = (await own()).escudo;
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
