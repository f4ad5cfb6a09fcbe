/**
 * The administrator's partner entities (/entidades/) and their API keys:
 * a key is shown whole once, when issued, and afterwards only by its prefix,
 * with when it was issued, last used and revoked.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { sortByText } from '../../../domain/collation';
import { ClaveApi, ClaveApiEmitida, Entidad, EntidadBody } from '../../../domain/schemas/entidad';
import { Mensaje } from '../../../domain/schemas/cuenta';
import { DbId, IdParams } from '../../lib/schemas';
import { conflict, notFound } from '../../lib/errors';
import { recordAudit } from '../../lib/audit';
import { languageOf } from '../../plugins/errors';
import { ENTIDAD_FIELD_MESSAGES, ENTIDAD_MESSAGES, entidadValues, entidadesRepository } from './entidades';
import { clavesRepository } from './claves';

const tags = ['entidades'];
const security = [{ bearer: [] }];
const access = 'entidades.gestionar' as const;
const ClaveParams = Type.Object({ id: DbId(), clave_id: DbId() });

const entidadesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.gatera.database;
  const entidades = entidadesRepository(db);
  const claves = clavesRepository(db);

  async function entidadOr404(id: number): Promise<Entidad> {
    const entidad = await entidades.find(id);
    if (!entidad) throw notFound(ENTIDAD_MESSAGES.notFound);
    return entidad;
  }

  app.get('/entidades/', { config: { access }, schema: { tags, security, summary: 'Las entidades colaboradoras, por nombre', response: { 200: Type.Array(Entidad) } } }, async (request, reply) => {
    const items = sortByText(await entidades.list(), (e) => e.nombre, languageOf(request));
    reply.header('X-Total-Count', String(items.length));
    return items;
  });

  app.get('/entidades/:id', { config: { access }, schema: { tags, security, params: IdParams, response: { 200: Entidad } } }, async (request) => entidadOr404(request.params.id));

  app.post(
    '/entidades/',
    { config: { access, messages: ENTIDAD_FIELD_MESSAGES }, schema: { tags, security, body: EntidadBody, response: { 200: Entidad } } },
    async (request) => entidades.create(entidadValues(request.body), request.auth!),
  );

  app.put(
    '/entidades/:id',
    { config: { access, messages: ENTIDAD_FIELD_MESSAGES }, schema: { tags, security, summary: 'Corrige una entidad; sin `activa` conserva la suya', params: IdParams, body: EntidadBody, response: { 200: Entidad } } },
    async (request) => {
      const current = await entidadOr404(request.params.id);
      return entidades.update(current.id, entidadValues(request.body, current), request.auth!);
    },
  );

  app.delete(
    '/entidades/:id',
    { config: { access }, schema: { tags, security, summary: 'Borra una entidad y sus claves; sus personas quedan sin entidad', params: IdParams, response: { 200: Mensaje } } },
    async (request) => {
      await entidades.remove(await entidadOr404(request.params.id), request.auth!);
      return { message: ENTIDAD_MESSAGES.eliminada };
    },
  );

  app.get('/entidades/:id/claves', { config: { access }, schema: { tags, security, summary: 'Las claves de API de la entidad (solo su prefijo), la más reciente primero', params: IdParams, response: { 200: Type.Array(ClaveApi) } } }, async (request, reply) => {
    const entidad = await entidadOr404(request.params.id);
    const items = await claves.list(entidad.id);
    reply.header('X-Total-Count', String(items.length));
    return items;
  });

  app.post(
    '/entidades/:id/claves',
    { config: { access }, schema: { tags, security, summary: 'Emite una clave de API a la entidad: la respuesta es la única vez que se ve entera', params: IdParams, response: { 200: ClaveApiEmitida } } },
    async (request) => {
      const entidad = await entidadOr404(request.params.id);
      if (!entidad.activa) throw conflict(ENTIDAD_MESSAGES.claveInactiva);
      return db.transaction().execute(async (trx) => {
        const emitida = await claves.issue(trx, entidad.id);
        await recordAudit(trx, request.auth, 'crear', 'claves_api', emitida.id, `${entidad.nombre}: ${emitida.prefijo}`);
        return emitida;
      });
    },
  );

  app.put(
    '/entidades/:id/claves/:clave_id/revocar',
    { config: { access }, schema: { tags, security, summary: 'Revoca una clave: deja de valer para siempre', params: ClaveParams, response: { 200: ClaveApi } } },
    async (request) => {
      const entidad = await entidadOr404(request.params.id);
      const clave = await claves.find(entidad.id, request.params.clave_id);
      if (!clave) throw notFound(ENTIDAD_MESSAGES.claveNotFound);
      if (clave.revocada_at) return clave;
      return db.transaction().execute(async (trx) => {
        const revocada = await claves.revoke(trx, clave.id);
        await recordAudit(trx, request.auth, 'revocar', 'claves_api', clave.id, `${entidad.nombre}: ${clave.prefijo}`);
        return revocada;
      });
    },
  );
};

export default entidadesRoutes;
