/**
 * Accredited caregivers: staff accredit a voluntario or a citizen who feeds
 * colonies for named colonies from one day until another, renew it by giving
 * it a later expiry (its card and code stay), revoke it for good, or delete
 * one made by mistake; the caregiver reads their own and downloads their
 * card (a wallet-size PDF built in a report worker). The public verification
 * of a card's code is in modules/registro with the certificates'; the
 * reminders before expiry are avisos.ts; the training courses cursosRoutes.ts.
 */
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { hoyEnEspana, diasDespues } from '../../../domain/cer';
import { ACREDITACION_KEYS as KEYS, ACREDITACION_MAX_ANOS, ROLES_ACREDITABLES, carneFileName } from '../../../domain/acreditaciones';
import { Acreditacion, AcreditacionBody, OpcionesAcreditacion } from '../../../domain/schemas/acreditacion';
import { sortByText } from '../../../domain/collation';
import { languageOf } from '../../plugins/errors';
import { CODE_PREFIX } from '../../../domain/seguimiento';
import { UPLOAD_MAX_BYTES } from '../../../domain/constants';
import { isScoped } from '../../../domain/roles';
import { isIsoDate } from '../../../domain/validation';
import { recordAudit } from '../../lib/audit';
import { withUniqueCode } from '../../lib/codes';
import { conflict, notFound, unprocessable } from '../../lib/errors';
import { checkImagePixels } from '../../lib/imageSize';
import { readMultipart } from '../../lib/multipart';
import { IdParams } from '../../lib/schemas';
import { removeUpload, saveUpload, sniffType } from '../../lib/uploads';
import { sendFile } from '../../reports/workers/answers';
import { reportReader } from '../../reports/reader';
import { municipioSettings } from '../ajustes/settings';
import { createAvisosAcreditaciones } from './avisos';
import { FOTO_TYPES } from './foto';
import { acreditacionesRepository, type AcreditacionRow } from './repository';
import cursosRoutes from './cursosRoutes';

const tags = ['acreditaciones'];
const security = [{ bearer: [] }];
const leer = { access: 'acreditaciones.leer' } as const;
const gestionar = { access: 'acreditaciones.gestionar' } as const;

const publico = ({ usuario_email: _email, ...acreditacion }: AcreditacionRow): Acreditacion => acreditacion;

const acreditacionesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { database, config, mailQueue, notificador, paths } = app.gatera;
  const db = database.db;
  const repo = acreditacionesRepository(db);
  const settings = municipioSettings(db, config);
  const avisos = createAvisosAcreditaciones({ db, mailQueue, notificador, config, log: app.log });
  app.addHook('onReady', async () => avisos.start());
  app.addHook('onClose', async () => avisos.stop());
  await app.register(cursosRoutes);

  /** The accreditation, if the caller reaches it: staff any, a caregiver only their own (another's is not there for them). */
  async function reachable(request: FastifyRequest, id: number): Promise<AcreditacionRow> {
    const acreditacion = await repo.find(id, hoyEnEspana());
    const auth = request.auth!;
    if (!acreditacion || (isScoped(auth.role) && acreditacion.usuario_id !== auth.id)) throw notFound(KEYS.notFound);
    return acreditacion;
  }

  async function valuesOf(body: AcreditacionBody) {
    const usuario = await db.selectFrom('users').select(['id', 'role', 'activo']).where('id', '=', body.usuario_id).executeTakeFirst();
    if (!usuario || usuario.activo !== 1 || !(ROLES_ACREDITABLES as readonly string[]).includes(usuario.role)) throw unprocessable(KEYS.usuario);
    const coloniaIds = [...new Set(body.colonia_ids)];
    const colonias = await db.selectFrom('colonias').select('id').where('id', 'in', coloniaIds).execute();
    if (colonias.length !== coloniaIds.length) throw unprocessable(KEYS.colonias);
    const desde = body.desde.trim();
    const hasta = body.hasta.trim();
    if (!isIsoDate(desde) || !isIsoDate(hasta)) throw unprocessable(KEYS.fecha);
    if (hasta < desde) throw unprocessable(KEYS.hastaAntes);
    if (hasta > diasDespues(desde, ACREDITACION_MAX_ANOS * 366)) throw unprocessable(KEYS.hastaLejos);
    const cursoId = body.curso_id ?? null;
    if (cursoId !== null && !(await db.selectFrom('cursos').select('id').where('id', '=', cursoId).executeTakeFirst())) throw unprocessable(KEYS.curso);
    return { usuario_id: usuario.id, colonia_ids: coloniaIds, desde, hasta, curso_id: cursoId };
  }

  const detalle = (v: { usuario_id: number; colonia_ids: number[]; desde: string; hasta: string }) => `usuario ${v.usuario_id}, colonias ${v.colonia_ids.join(', ')}, del ${v.desde} al ${v.hasta}`;

  app.get(
    '/acreditaciones/',
    { config: leer, schema: { tags, security, summary: 'Acreditaciones de cuidadores (un voluntario o un usuario: solo las suyas), la de caducidad más lejana primero, con su estado de hoy', response: { 200: Type.Array(Acreditacion) } } },
    async (request) => {
      const auth = request.auth!;
      return (await repo.list(hoyEnEspana(), isScoped(auth.role) ? auth.id : undefined)).map(publico);
    },
  );

  app.get(
    '/acreditaciones/opciones',
    { config: gestionar, schema: { tags, security, summary: 'A quién, para qué colonias y desde qué curso puede acreditarse', response: { 200: OpcionesAcreditacion } } },
    async (request) => {
      const language = languageOf(request);
      const [personas, colonias, cursos] = await Promise.all([
        db.selectFrom('users').select(['id', 'nombre', 'username']).where('activo', '=', 1).where('role', 'in', [...ROLES_ACREDITABLES]).execute(),
        db.selectFrom('colonias').select(['id', 'nombre']).execute(),
        db.selectFrom('cursos').select(['id', 'titulo', 'fecha']).orderBy('fecha', 'desc').orderBy('id', 'desc').execute(),
      ]);
      return {
        personas: sortByText(personas.map((u) => ({ id: u.id, nombre: u.nombre || u.username })), (u) => u.nombre, language),
        colonias: sortByText(colonias, (c) => c.nombre, language),
        cursos,
      };
    },
  );

  app.get('/acreditaciones/:id', { config: leer, schema: { tags, security, params: IdParams, response: { 200: Acreditacion } } }, async (request) => publico(await reachable(request, request.params.id)));

  app.post(
    '/acreditaciones/',
    { config: gestionar, schema: { tags, security, summary: 'Acredita a un cuidador para unas colonias; su carné lleva un código de verificación al azar', body: AcreditacionBody, response: { 200: Acreditacion } } },
    async (request) => {
      const values = await valuesOf(request.body);
      const id = await withUniqueCode(CODE_PREFIX.acreditacion, (codigo) =>
        db.transaction().execute(async (trx) => {
          const created = await repo.insert(trx, values, codigo);
          await recordAudit(trx, request.auth, 'crear', 'acreditaciones', created, `${codigo}: ${detalle(values)}`);
          return created;
        }),
      );
      return publico((await repo.find(id, hoyEnEspana()))!);
    },
  );

  app.put(
    '/acreditaciones/:id',
    {
      config: gestionar,
      schema: { tags, security, summary: 'Cambia una acreditación: una caducidad posterior la renueva (mismo carné y código); `revocar` la revoca para siempre', params: IdParams, body: AcreditacionBody, response: { 200: Acreditacion } },
    },
    async (request) => {
      const current = await reachable(request, request.params.id);
      if (current.revocada_at !== null) throw conflict(KEYS.yaRevocada);
      const values = await valuesOf(request.body);
      const motivo = request.body.motivo_revocacion?.trim() ?? '';
      if (request.body.revocar && !motivo) throw unprocessable(KEYS.motivo);
      await db.transaction().execute(async (trx) => {
        await repo.update(trx, current.id, values);
        const renovada = values.hasta > current.hasta ? `, renovada hasta el ${values.hasta}` : '';
        await recordAudit(trx, request.auth, 'editar', 'acreditaciones', current.id, `${current.codigo}: ${detalle(values)}${renovada}`);
        if (request.body.revocar) {
          await repo.revoke(trx, current.id, motivo);
          await recordAudit(trx, request.auth, 'editar', 'acreditaciones', current.id, `${current.codigo}: revocada (${motivo})`);
        }
      });
      return publico((await repo.find(current.id, hoyEnEspana()))!);
    },
  );

  app.delete('/acreditaciones/:id', { config: gestionar, schema: { tags, security, summary: 'Borra una acreditación hecha por error (para retirarla, revócala)', params: IdParams, response: { 200: Type.Object({ message: Type.String() }) } } }, async (request) => {
    const current = await reachable(request, request.params.id);
    const foto = await repo.fotoOf(current.id);
    await db.transaction().execute(async (trx) => {
      await repo.remove(trx, current.id);
      await recordAudit(trx, request.auth, 'eliminar', 'acreditaciones', current.id, current.codigo);
    });
    await removeUpload(paths.mediaDir, foto);
    return { message: KEYS.eliminada };
  });

  app.post(
    '/acreditaciones/:id/foto',
    { config: gestionar, schema: { tags, security, summary: 'La foto del carné (multipart, campo «foto»: JPEG o PNG); sustituye a la anterior', consumes: ['multipart/form-data'], params: IdParams, response: { 200: Acreditacion } } },
    async (request) => {
      const current = await reachable(request, request.params.id);
      if (current.revocada_at !== null) throw conflict(KEYS.yaRevocada);
      const { file } = await readMultipart(request, { maxFileBytes: UPLOAD_MAX_BYTES, tooLargeMessage: KEYS.fotoGrande });
      const type = file ? sniffType(file.bytes) : null;
      if (!file || !type || !(FOTO_TYPES as readonly string[]).includes(type)) throw unprocessable(KEYS.foto);
      checkImagePixels(file.bytes, type);
      const before = await repo.fotoOf(current.id);
      const foto = await saveUpload(paths.mediaDir, file.bytes, type);
      try {
        await db.transaction().execute(async (trx) => {
          await repo.setFoto(trx, current.id, foto);
          await recordAudit(trx, request.auth, 'editar', 'acreditaciones', current.id, `${current.codigo}: foto del carné`);
        });
      } catch (error) {
        await removeUpload(paths.mediaDir, foto);
        throw error;
      }
      await removeUpload(paths.mediaDir, before);
      return publico((await repo.find(current.id, hoyEnEspana()))!);
    },
  );

  app.get(
    '/acreditaciones/:id/foto',
    { config: leer, schema: { tags, security, summary: 'La foto del carné (privada: el personal y la persona acreditada)', params: IdParams, produces: ['image/jpeg', 'image/png'] } },
    async (request, reply) => {
      const current = await reachable(request, request.params.id);
      const foto = await repo.fotoOf(current.id);
      const bytes = foto ? await fsp.readFile(path.join(paths.mediaDir, path.basename(foto))).catch(() => null) : null;
      if (!bytes) throw notFound(KEYS.sinFoto);
      return reply.header('Content-Type', sniffType(bytes) ?? 'application/octet-stream').header('Cache-Control', 'private, no-store').send(bytes);
    },
  );

  app.get(
    '/acreditaciones/:id/carne',
    { config: leer, schema: { tags, security, summary: 'El carné en PDF (85,6 × 54 mm): foto, nombre, colonias, caducidad, escudo y un código QR que abre su verificación pública', params: IdParams, produces: ['application/pdf'] } },
    async (request, reply) => {
      const current = await reachable(request, request.params.id);
      const own = await settings.current();
      const reader = reportReader(request, own.municipio);
      return sendFile(
        app,
        request,
        reply,
        'carne',
        { acreditacionId: current.id, today: hoyEnEspana(), language: reader.language, baseUrl: config.publicUrl, municipio: own.municipio.nombre, escudo: own.escudo, mediaDir: paths.mediaDir },
        carneFileName(current.codigo),
      );
    },
  );
};

export default acreditacionesRoutes;
