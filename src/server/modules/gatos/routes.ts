/** The API's cat calls, under /api/gatos/gatos. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { isScoped } from '../../../domain/roles';
import { PAGE_SIZES, UPLOAD_MAX_BYTES, CSV_MAX_BYTES } from '../../../domain/constants';
import { GATO_MESSAGES } from '../../../domain/messages';
import { REQUIRED_MESSAGES } from '../../../domain/validation';
import { BAJA_MESSAGES, BAJA_MOTIVO_MAX } from '../../../domain/bajas';
import { GATO_SORT_FIELDS, canEditGatoField, duplicateCodeMessage, editsOnlyHealth, healthOnlyMessage } from '../../../domain/gatos';
import { GATO_SERVER_MESSAGES } from './messages';
import type { AuthUser } from '../../plugins/auth';
import { recordAudit } from '../../lib/audit';
import { conflict, forbidden, notFound, unprocessable } from '../../lib/errors';
import { readMultipart, type UploadedFile } from '../../lib/multipart';
import { pageOf, sendPage } from '../../lib/pagination';
import { sortOf } from '../../lib/sorting';
import { IMAGE_TYPES, removeUpload, saveUpload, sniffType } from '../../lib/uploads';
import { checkImagePixels } from '../../lib/imageSize';
import { createVersionedCache } from '../../lib/versionedCache';
import { createCountCache } from './countCache';
import { readGatosCsv } from './csvFormat';
import { importGatos } from './csvImport';
import { readGatoFields, type GatoValues } from './fields';
import { claimClientId, gatoOfClientId, readGatoClientId } from './clientIds';
import { coloniaChange } from './coloniaChange';
import { gatosRepository, toGatoAsignado } from './repository';
import {
  BajaBody,
  ColoniaOpcionList,
  Gato,
  GatoAsignadoList,
  GatoList,
  IdParams,
  ImportResult,
  ListQuery,
  Message,
  MisGatosQuery,
} from './schemas';

const TAGS = ['gatos'];
const SECURITY = [{ bearer: [] }];

/** The user whose colonies bound what the request reaches, or null for roles that reach every cat. */
function scopeOf(auth: AuthUser | null): number | null {
  return auth && isScoped(auth.role) ? auth.id : null;
}

function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: string })?.code;
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === '23505';
}

const gatosRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { database, paths } = app.gatera;
  const db = database.db;
  const gatos = gatosRepository(db, { counts: createCountCache(database.dataVersion), engine: database.engine });
  // Pages already written as JSON, until the next write to the database (lib/versionedCache.ts), within 12 MB:
  // every page of 100 of a 10,000-cat list (about 60 kB each), or every page of 20 of a 20,000-cat one.
  const pages = createVersionedCache(database.dataVersion, {
    maxEntries: 2000,
    maxBytes: 12 * 1024 * 1024,
    weigh: (page) => (page as { body: Buffer }).body.length,
  });
  // Cards and assigned-cat pages, small, likewise.
  const answers = createVersionedCache(database.dataVersion, 5000);

  /** The cat a write may touch: 404 when missing or outside the user's colonies. */
  async function reachableCat(request: FastifyRequest, id: number) {
    const cat = await gatos.findRef(id);
    const scope = scopeOf(request.auth);
    if (!cat || (scope !== null && !(await gatos.isAssigned(scope, cat.colonia_id)))) throw notFound(GATO_SERVER_MESSAGES.notFound);
    return cat;
  }

  /** The colony a cat goes to must exist and, for a voluntario, be one of theirs. */
  async function checkColonia(request: FastifyRequest, coloniaId: number): Promise<void> {
    if (!(await gatos.coloniaExists(coloniaId))) throw unprocessable(GATO_SERVER_MESSAGES.coloniaMissing);
    const scope = scopeOf(request.auth);
    if (scope !== null && !(await gatos.isAssigned(scope, coloniaId))) throw forbidden(GATO_SERVER_MESSAGES.coloniaNotAssigned);
  }

  /** Empty and missing are the same; `5` and `'5'` too (multipart sends text). */
  function sameValue(sent: unknown, stored: unknown): boolean {
    const norm = (v: unknown) => (v === undefined || v === null || v === '' ? null : String(v));
    return norm(sent) === norm(stored);
  }

  /**
   * A health-only editor (the veterinario) changes health fields only. Another field is refused
   * with 403 unless it equals the stored value, so a client that sends the whole record still works.
   */
  async function checkEditableFields(request: FastifyRequest, id: number, values: GatoValues, withPhoto: boolean): Promise<void> {
    const role = request.auth?.role;
    if (!editsOnlyHealth(role)) return;
    const stored = await gatos.findEditable(id);
    const changed = (Object.keys(values) as (keyof GatoValues)[]).filter(
      (field) => !canEditGatoField(role, field) && !sameValue(values[field], stored?.[field]),
    );
    if (withPhoto) changed.push('imagen' as keyof GatoValues);
    if (changed.length) throw forbidden(healthOnlyMessage(changed));
  }

  async function checkCodigo(values: GatoValues, ownId: number | null): Promise<void> {
    const codigo = values.codigo_identificacion;
    if (!codigo) return;
    const owner = await gatos.codeOwner(codigo);
    if (owner !== undefined && owner !== ownId) throw conflict(duplicateCodeMessage(codigo));
  }

  async function storePhoto(file: UploadedFile): Promise<string> {
    const type = sniffType(file.bytes);
    if (!type || !IMAGE_TYPES.includes(type)) throw unprocessable(GATO_SERVER_MESSAGES.imageType);
    checkImagePixels(file.bytes, type);
    return saveUpload(paths.mediaDir, file.bytes, type);
  }

  /** Stores a new cat with its photo and audit entry (and its client's UUID, when one came); answers its id. */
  async function createGato(request: FastifyRequest, values: GatoValues, file: UploadedFile, clientId: string | null): Promise<number> {
    await checkColonia(request, values.colonia_id!);
    await checkCodigo(values, null);
    const imagen = await storePhoto(file);
    try {
      return await db.transaction().execute(async (trx) => {
        const newId = await gatosRepository(trx).insert(values as Parameters<typeof gatos.insert>[0], imagen, trx);
        if (clientId) await claimClientId(trx, clientId, newId, request.auth!.id);
        await recordAudit(trx, request.auth, 'crear', 'gatos', newId);
        return newId;
      });
    } catch (error) {
      await removeUpload(paths.mediaDir, imagen);
      if (isUniqueViolation(error)) throw conflict(duplicateCodeMessage(values.codigo_identificacion ?? ''));
      throw error;
    }
  }

  async function cardOf(id: number) {
    const card = await gatos.findCard(id, null);
    if (!card) throw notFound(GATO_SERVER_MESSAGES.notFound);
    return card;
  }

  app.get(
    '/gatos/gatos/colonias',
    { config: { access: 'gatos.opcionesColonia' }, schema: { tags: TAGS, security: SECURITY, response: { 200: ColoniaOpcionList } } },
    async (request) => gatos.coloniaOptions(scopeOf(request.auth)),
  );

  app.get(
    '/gatos/gatos',
    { config: { access: 'gatos.listar' }, schema: { tags: TAGS, security: SECURITY, querystring: ListQuery, response: { 200: GatoList } } },
    async (request, reply) => {
      const query = request.query;
      const page = pageOf(query, PAGE_SIZES.gatosFetch);
      const filters = {
        incluirInactivos: query.incluir_inactivos,
        coloniaId: query.colonia_id,
        sexo: query.sexo,
        estadoSalud: query.estado_salud,
        esterilizado: query.esterilizado,
        q: query.q,
        scopeUserId: scopeOf(request.auth),
      };
      const sort = sortOf(GATO_SORT_FIELDS, query, 'id');
      const at = request.dataVersionOnArrival;
      const { body, length, total } = await pages.get(
        JSON.stringify([filters, page, sort]),
        async () => {
          const answer = await gatos.listJson(filters, page, sort, at);
          // Kept as UTF-8 bytes: a remembered page goes to the socket without being encoded again.
          return { body: Buffer.from(answer.json, 'utf8'), length: answer.length, total: answer.total };
        },
        at,
      );
      // The headers need only how many cats the page holds.
      sendPage(reply, new Array<never>(length), total, page.skip);
      // The database wrote the JSON already (jsonPage.ts); its bytes are sent as they are.
      return reply.type('application/json; charset=utf-8').send(body as never);
    },
  );

  app.get(
    '/gatos/gatos/mis-gatos',
    { config: { access: 'gatos.misGatos' }, schema: { tags: TAGS, security: SECURITY, querystring: MisGatosQuery, response: { 200: GatoAsignadoList } } },
    async (request, reply) => {
      const query = request.query;
      const page = pageOf(query, PAGE_SIZES.gatosFetch);
      const filters = { incluirInactivos: query.incluir_inactivos, q: query.q, scopeUserId: request.auth!.id };
      const sort = sortOf(GATO_SORT_FIELDS, query, 'id');
      const at = request.dataVersionOnArrival;
      const { items, total } = await answers.get(
        JSON.stringify(['mis-gatos', filters, page, sort]),
        async () => {
          const found = await gatos.list(filters, page, sort, at);
          return { items: found.items.map(toGatoAsignado), total: found.total };
        },
        at,
      );
      return sendPage(reply, items, total, page.skip);
    },
  );

  app.get(
    '/gatos/gatos/:id/ficha',
    { config: { access: 'gatos.leer' }, schema: { tags: TAGS, security: SECURITY, params: IdParams, response: { 200: Gato } } },
    async (request) => {
      const scope = scopeOf(request.auth);
      const card = await answers.get(
        JSON.stringify(['ficha', request.params.id, scope]),
        async () => (await gatos.findCard(request.params.id, scope)) ?? null,
        request.dataVersionOnArrival,
      );
      if (!card) throw notFound(GATO_SERVER_MESSAGES.notFound);
      return card;
    },
  );

  app.post(
    '/gatos/gatos',
    {
      config: { access: 'gatos.crear' },
      schema: {
        tags: TAGS,
        security: SECURITY,
        summary: 'Crea un gato (multipart); con «client_id» (UUID opcional, gato registrado sin conexión) reenviarlo devuelve el mismo gato',
        consumes: ['multipart/form-data'],
        response: { 200: Gato },
      },
    },
    async (request) => {
      const form = await readMultipart(request, { maxFileBytes: UPLOAD_MAX_BYTES, tooLargeMessage: GATO_SERVER_MESSAGES.imageTooLarge });
      const values = readGatoFields(form.fields, { mode: 'create' });
      // A cat recorded offline comes with the phone's UUID: sent again, it is the cat already stored.
      const clientId = readGatoClientId(form.fields.client_id);
      const auth = request.auth!;
      const known = clientId ? await gatoOfClientId(db, clientId, auth.id) : undefined;
      if (known !== undefined) return cardOf(known);
      if (!form.file) throw unprocessable(REQUIRED_MESSAGES.gato.imagen);
      try {
        return await cardOf(await createGato(request, values, form.file, clientId));
      } catch (error) {
        // A twin request with the same UUID stored it first (its code or its UUID refused this one): its cat is the answer.
        const twin = clientId ? await gatoOfClientId(db, clientId, auth.id) : undefined;
        if (twin !== undefined) return cardOf(twin);
        throw error;
      }
    },
  );

  app.put(
    '/gatos/gatos/:id',
    {
      config: { access: 'gatos.editar' },
      schema: { tags: TAGS, security: SECURITY, params: IdParams, consumes: ['application/json', 'multipart/form-data'], response: { 200: Gato } },
    },
    async (request) => {
      const id = request.params.id;
      const current = await reachableCat(request, id);
      let raw: Record<string, unknown>;
      let file: UploadedFile | null = null;
      if (request.isMultipart()) {
        const form = await readMultipart(request, { maxFileBytes: UPLOAD_MAX_BYTES, tooLargeMessage: GATO_SERVER_MESSAGES.imageTooLarge });
        raw = form.fields;
        file = form.file;
      } else {
        const body = request.body;
        if (!body || typeof body !== 'object' || Array.isArray(body)) throw unprocessable('El cuerpo de la petición debe ser un objeto con los campos del gato.');
        raw = body as Record<string, unknown>;
      }
      const values = readGatoFields(raw, { mode: 'update' });
      await checkEditableFields(request, id, values, file !== null);
      if (values.colonia_id !== undefined && values.colonia_id !== current.colonia_id) await checkColonia(request, values.colonia_id);
      await checkCodigo(values, id);
      const imagen = file ? await storePhoto(file) : null;
      try {
        await db.transaction().execute(async (trx) => {
          await gatosRepository(trx).update(id, imagen ? { ...values, imagen } : values, trx);
          const moved = values.colonia_id !== undefined && values.colonia_id !== current.colonia_id;
          await recordAudit(trx, request.auth, 'editar', 'gatos', id, moved ? await coloniaChange(trx, current.colonia_id, values.colonia_id!) : undefined);
        });
      } catch (error) {
        await removeUpload(paths.mediaDir, imagen);
        if (isUniqueViolation(error)) throw conflict(duplicateCodeMessage(values.codigo_identificacion ?? ''));
        throw error;
      }
      if (imagen) await removeUpload(paths.mediaDir, current.imagen);
      return cardOf(id);
    },
  );

  app.put(
    '/gatos/gatos/:id/baja',
    {
      config: { access: 'gatos.baja' },
      schema: {
        tags: TAGS,
        security: SECURITY,
        params: IdParams,
        body: Type.Optional(BajaBody),
        description: `Cuerpo opcional: motivo (hasta ${BAJA_MOTIVO_MAX} caracteres), que la historia del gato muestra. Sin cuerpo, la baja de siempre.`,
        response: { 200: Gato },
      },
    },
    async (request) => {
      const id = request.params.id;
      await reachableCat(request, id);
      const motivo = request.body?.motivo?.trim() || null;
      if (motivo && motivo.length > BAJA_MOTIVO_MAX) throw unprocessable(BAJA_MESSAGES.motivoLargo);
      await db.transaction().execute(async (trx) => {
        await gatosRepository(trx).setInactive(id, motivo, trx);
        await recordAudit(trx, request.auth, 'baja', 'gatos', id, motivo ? `motivo: ${motivo}` : undefined);
      });
      return cardOf(id);
    },
  );

  app.delete(
    '/gatos/gatos/:id',
    { config: { access: 'gatos.eliminar' }, schema: { tags: TAGS, security: SECURITY, params: IdParams, response: { 200: Message } } },
    async (request) => {
      const id = request.params.id;
      const current = await reachableCat(request, id);
      await db.transaction().execute(async (trx) => {
        await gatosRepository(trx).remove(id, trx);
        await recordAudit(trx, request.auth, 'eliminar', 'gatos', id);
      });
      await removeUpload(paths.mediaDir, current.imagen);
      return { message: GATO_MESSAGES.deleted };
    },
  );

  app.post(
    '/gatos/gatos/importar-csv',
    {
      config: { access: 'gatos.importar' },
      schema: { tags: TAGS, security: SECURITY, consumes: ['multipart/form-data'], response: { 200: ImportResult } },
    },
    async (request) => {
      const form = await readMultipart(request, { maxFileBytes: CSV_MAX_BYTES, tooLargeMessage: GATO_SERVER_MESSAGES.csvTooLarge });
      if (!form.file || form.file.bytes.length === 0) throw unprocessable(REQUIRED_MESSAGES.csv.file);
      const coloniaField = (form.fields.colonia_id ?? '').trim();
      let coloniaId: number | null = null;
      if (coloniaField) {
        coloniaId = /^\d{1,10}$/.test(coloniaField) ? Number(coloniaField) : -1;
        if (coloniaId <= 0 || !(await gatos.coloniaExists(coloniaId))) throw unprocessable(GATO_SERVER_MESSAGES.coloniaMissing);
      }
      return importGatos(db, readGatosCsv(form.file.bytes), { coloniaId, actor: request.auth! });
    },
  );
};

export default gatosRoutes;
