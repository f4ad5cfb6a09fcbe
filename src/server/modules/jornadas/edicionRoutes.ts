/**
 * Staff correct a provider (a typo in the clinic's address) or a clinic day
 * (moved, more or fewer slots), and remove either: PUT and DELETE on
 * /proveedores/:id and /jornadas/:id, with the create routes' checks and
 * answers; what may not change or go is a 409 saying why (./edicion.ts).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Jornada, JornadaBody, Proveedor, ProveedorBody } from '../../../domain/schemas/jornada';
import { Mensaje } from '../../../domain/schemas/cuenta';
import { JORNADA_KEYS } from '../../../domain/jornadas';
import { notFound } from '../../lib/errors';
import { IdParams } from '../../lib/schemas';
import { todayIso } from '../../lib/time';
import type { AuthUser } from '../../plugins/auth';
import type { JornadasRepository } from './repository';
import { jornadasEdicion } from './edicion';
import { JORNADA_FIELD_MESSAGES, PROVEEDOR_FIELD_MESSAGES, jornadaValues, proveedorValues } from './input';

const tags = ['jornadas'];
const security = [{ bearer: [] }];

export function edicionRoutes(jornadas: JornadasRepository, jornadaOr404: (id: number, auth: AuthUser) => Promise<Jornada>): FastifyPluginAsyncTypebox {
  return async (app) => {
    const { db, engine } = app.gatera.database;
    const edicion = jornadasEdicion(db, engine);

    async function proveedorOr404(id: number) {
      const proveedor = await jornadas.findProveedor(id);
      if (!proveedor) throw notFound(JORNADA_KEYS.proveedorNotFound);
      return proveedor;
    }

    app.put(
      '/proveedores/:id',
      {
        config: { access: 'proveedores.gestionar', messages: PROVEEDOR_FIELD_MESSAGES },
        schema: { tags, security, summary: 'Corrige un proveedor; sin `usuario_id` ni `veterinario` conserva los que tiene', params: IdParams, body: ProveedorBody, response: { 200: Proveedor } },
      },
      async (request) => {
        const current = await proveedorOr404(request.params.id);
        return edicion.updateProveedor(current.id, await proveedorValues(db, request.body, current), request.auth!);
      },
    );

    app.delete(
      '/proveedores/:id',
      { config: { access: 'proveedores.gestionar' }, schema: { tags, security, summary: 'Borra un proveedor sin jornadas ni facturas (con ellas: 409)', params: IdParams, response: { 200: Mensaje } } },
      async (request) => {
        await edicion.deleteProveedor((await proveedorOr404(request.params.id)).id, request.auth!);
        return { message: JORNADA_KEYS.proveedorEliminado };
      },
    );

    app.put(
      '/jornadas/:id',
      {
        config: { access: 'jornadas.gestionar', messages: JORNADA_FIELD_MESSAGES },
        schema: {
          tags,
          security,
          summary: 'Corrige una jornada: la capacidad nunca por debajo de lo reservado; con resultados, solo la capacidad (409); sin `campana_id` conserva la suya',
          params: IdParams,
          body: JornadaBody,
          response: { 200: Jornada },
        },
      },
      async (request) => {
        const current = await jornadaOr404(request.params.id, request.auth!);
        await edicion.updateJornada(current.id, await jornadaValues(db, request.body, current), request.auth!);
        return jornadaOr404(current.id, request.auth!);
      },
    );

    app.delete(
      '/jornadas/:id',
      {
        config: { access: 'jornadas.gestionar' },
        schema: { tags, security, summary: 'Borra una jornada sin resultados y anula sus reservas; una jornada pasada con reservas, no (409)', params: IdParams, response: { 200: Mensaje } },
      },
      async (request) => {
        const current = await jornadaOr404(request.params.id, request.auth!);
        await edicion.deleteJornada(current.id, todayIso(), request.auth!);
        return { message: JORNADA_KEYS.jornadaEliminada };
      },
    );
  };
}
