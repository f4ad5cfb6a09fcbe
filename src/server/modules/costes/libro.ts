/**
 * The cost ledger: every act and supply with what it amounts to. Staff
 * record by hand what no clinic day recorded (an act at a provider, a
 * colony's feeding and supplies, training), put a cost on a grant line of
 * their choosing, correct a supply, and remove what they recorded by hand
 * while no invoice pays it.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { COSTE_KEYS, isActoVeterinario, isConceptoCoste, type ConceptoCoste } from '../../../domain/costes';
import { JORNADA_KEYS } from '../../../domain/jornadas';
import { Mensaje } from '../../../domain/schemas/cuenta';
import { DbId } from '../../../domain/schemas/common';
import { CosteBody, CosteFila, CostePutBody } from '../../../domain/schemas/coste';
import type { Db } from '../../db/schema';
import { recordAudit } from '../../lib/audit';
import { conflict, notFound, unprocessable } from '../../lib/errors';
import { PageQuery, pageOf, sendPage } from '../../lib/pagination';
import { IdParams } from '../../lib/schemas';
import { orderOf } from '../../lib/sorting';
import { nowIso } from '../../lib/time';
import { campanaDe } from '../jornadas/resultado';
import { asignarCostesSinLinea, imputacionManual } from './asignacion';
import { COSTE_FIELD_MESSAGES, fechaDe, fechaFiltro } from './entrada';
import { libroRepository } from './libroRepository';

const tags = ['costes'];
const security = [{ bearer: [] }];
const Bool = Type.Boolean();

const ListQuery = Type.Object({
  ...PageQuery.properties,
  desde: Type.Optional(Type.String({ maxLength: 30, description: 'Costes de este día en adelante (AAAA-MM-DD)' })),
  hasta: Type.Optional(Type.String({ maxLength: 30, description: 'Costes hasta este día (AAAA-MM-DD)' })),
  concepto: Type.Optional(Type.String({ maxLength: 50 })),
  colonia_id: Type.Optional(DbId()),
  proveedor_id: Type.Optional(DbId()),
  campana_id: Type.Optional(DbId()),
  linea_id: Type.Optional(DbId()),
  sin_factura: Type.Optional(Bool),
  sin_linea: Type.Optional(Bool),
  sort: Type.Optional(Type.Enum(['fecha'])),
  order: Type.Optional(Type.Enum(['asc', 'desc', 'ASC', 'DESC'])),
});

type NuevoCoste = Pick<CosteFila, 'concepto' | 'fecha' | 'gato_id' | 'colonia_id' | 'proveedor_id' | 'importe_centimos' | 'descripcion'>;

const texto = (value: string | null | undefined) => value?.trim() || null;

/** What a cost recorded by hand stores: an act, of a cat at a provider, priced by its tariff; a supply, with its amount. */
async function nuevoCoste(db: Db, body: CosteBody): Promise<NuevoCoste> {
  const concepto = body.concepto.trim();
  if (!isConceptoCoste(concepto)) throw unprocessable(COSTE_KEYS.conceptoInvalid);
  const fecha = fechaDe(body.fecha);
  const descripcion = texto(body.descripcion);
  const importe = body.importe_centimos ?? null;
  if (isActoVeterinario(concepto)) {
    if (!body.gato_id) throw unprocessable(COSTE_KEYS.gatoRequired);
    if (!body.proveedor_id) throw unprocessable(COSTE_KEYS.proveedorActoRequired);
    if (importe !== null) throw unprocessable(COSTE_KEYS.actoSinImporte);
    const gato = await db.selectFrom('gatos').select(['id', 'colonia_id']).where('id', '=', body.gato_id).executeTakeFirst();
    if (!gato) throw notFound(COSTE_KEYS.gatoNotFound);
    if (!(await db.selectFrom('proveedores').select('id').where('id', '=', body.proveedor_id).executeTakeFirst())) throw notFound(JORNADA_KEYS.proveedorNotFound);
    return { concepto, fecha, gato_id: gato.id, colonia_id: gato.colonia_id, proveedor_id: body.proveedor_id, importe_centimos: null, descripcion };
  }
  if (body.gato_id || body.proveedor_id) throw unprocessable(COSTE_KEYS.suministroSinGato);
  if (importe === null) throw unprocessable(COSTE_KEYS.importeRequired);
  if (concepto === 'formacion') {
    if (body.colonia_id) throw unprocessable(COSTE_KEYS.formacionSinColonia);
    return { concepto, fecha, gato_id: null, colonia_id: null, proveedor_id: null, importe_centimos: importe, descripcion };
  }
  if (!body.colonia_id) throw unprocessable(COSTE_KEYS.coloniaRequired);
  if (!(await db.selectFrom('colonias').select('id').where('id', '=', body.colonia_id).executeTakeFirst())) throw notFound(COSTE_KEYS.coloniaNotFound);
  return { concepto, fecha, gato_id: null, colonia_id: body.colonia_id, proveedor_id: null, importe_centimos: importe, descripcion };
}

const libroRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.gatera.database.db;
  const libro = libroRepository(db);

  async function costeOr404(id: number, executor: Db = db): Promise<CosteFila> {
    const coste = await libro.find(id, executor);
    if (!coste) throw notFound(COSTE_KEYS.costeNotFound);
    return coste;
  }

  app.get(
    '/costes/',
    {
      config: { access: 'costes.gestionar' },
      schema: { tags, security, summary: 'Libro de costes: cada acto y suministro con su importe (de su factura, propio o de la tarifa del proveedor), el más reciente primero', querystring: ListQuery, response: { 200: Type.Array(CosteFila) } },
    },
    async (request, reply) => {
      const { query } = request;
      const { skip, limit } = pageOf(query);
      const concepto = query.concepto?.trim() || undefined;
      if (concepto !== undefined && !isConceptoCoste(concepto)) throw unprocessable(COSTE_KEYS.conceptoInvalid);
      const filter = {
        desde: fechaFiltro(query.desde),
        hasta: fechaFiltro(query.hasta),
        concepto: concepto as ConceptoCoste | undefined,
        coloniaId: query.colonia_id,
        proveedorId: query.proveedor_id,
        campanaId: query.campana_id,
        lineaId: query.linea_id,
        sinFactura: query.sin_factura,
        sinLinea: query.sin_linea,
      };
      const { items, total } = await libro.list(filter, skip, limit, query.order ? orderOf(query) : 'desc');
      return sendPage(reply, items, total, skip);
    },
  );

  app.get(
    '/costes/:id',
    { config: { access: 'costes.gestionar' }, schema: { tags, security, params: IdParams, response: { 200: CosteFila } } },
    async (request) => costeOr404(request.params.id),
  );

  app.post(
    '/costes/',
    {
      config: { access: 'costes.gestionar', messages: COSTE_FIELD_MESSAGES },
      schema: {
        tags,
        security,
        summary: 'Registra a mano un acto (de un gato, en un proveedor: vale su tarifa hasta que una factura lo pague) o un suministro (alimentación y suministros de una colonia; formación), que busca su línea de subvención',
        body: CosteBody,
        response: { 200: CosteFila },
      },
    },
    async (request) => {
      const values = await nuevoCoste(db, request.body);
      const id = await db.transaction().execute(async (trx) => {
        const campana_id = await campanaDe(trx, { fecha: values.fecha, campana_id: null });
        const { id: created } = await trx
          .insertInto('costes')
          .values({ ...values, campana_id, reserva_id: null, factura_id: null, linea_id: null, asignacion: null, usuario_id: request.auth!.id, created_at: nowIso() })
          .returning('id')
          .executeTakeFirstOrThrow();
        await recordAudit(trx, request.auth, 'crear', 'costes', created, `${values.concepto}, ${values.fecha}${values.importe_centimos === null ? '' : `, ${values.importe_centimos} céntimos`}`);
        await asignarCostesSinLinea(trx);
        return created;
      });
      return costeOr404(id);
    },
  );

  app.put(
    '/costes/:id',
    {
      config: { access: 'costes.gestionar', messages: COSTE_FIELD_MESSAGES },
      schema: {
        tags,
        security,
        summary: 'Imputa el coste a mano a una línea de subvención (`linea_id`; null, a ninguna) y corrige la descripción; de un suministro, también su fecha y su importe',
        params: IdParams,
        body: CostePutBody,
        response: { 200: CosteFila },
      },
    },
    async (request) => {
      const { body } = request;
      await db.transaction().execute(async (trx) => {
        const current = await costeOr404(request.params.id, trx);
        const acto = isActoVeterinario(current.concepto);
        const cambios: Record<string, unknown> = {};
        if (body.linea_id !== undefined) {
          if (body.linea_id !== null && !(await trx.selectFrom('subvencion_lineas').select('id').where('id', '=', body.linea_id).executeTakeFirst())) throw notFound(COSTE_KEYS.lineaNotFound);
          Object.assign(cambios, imputacionManual(body.linea_id));
        }
        if (body.descripcion !== undefined) cambios.descripcion = texto(body.descripcion);
        if (body.fecha !== undefined) {
          const fecha = fechaDe(body.fecha);
          if (fecha !== current.fecha && acto) throw unprocessable(COSTE_KEYS.soloSuministro);
          cambios.fecha = fecha;
          // A line found by date is found again for the new date; one chosen by hand stays.
          if (fecha !== current.fecha && body.linea_id === undefined && current.asignacion === 'auto') Object.assign(cambios, { linea_id: null, asignacion: null });
        }
        if (body.importe_centimos !== undefined && body.importe_centimos !== current.importe_centimos) {
          if (acto) throw unprocessable(COSTE_KEYS.soloSuministro);
          if (current.factura_id !== null) throw conflict(COSTE_KEYS.importeFacturado);
          cambios.importe_centimos = body.importe_centimos;
        }
        if (Object.keys(cambios).length === 0) return;
        await trx.updateTable('costes').set(cambios).where('id', '=', current.id).execute();
        await asignarCostesSinLinea(trx);
        const detalle = Object.entries(cambios).map(([key, value]) => `${key}: ${String((current as Record<string, unknown>)[key] ?? '—')} → ${String(value ?? '—')}`);
        await recordAudit(trx, request.auth, 'editar', 'costes', current.id, detalle.join(', '));
      });
      return costeOr404(request.params.id);
    },
  );

  app.delete(
    '/costes/:id',
    { config: { access: 'costes.gestionar' }, schema: { tags, security, summary: 'Borra un coste registrado a mano y sin factura (el de una jornada o facturado: 409)', params: IdParams, response: { 200: Mensaje } } },
    async (request) => {
      await db.transaction().execute(async (trx) => {
        const current = await costeOr404(request.params.id, trx);
        if (current.reserva_id !== null) throw conflict(COSTE_KEYS.costeDeJornada);
        if (current.factura_id !== null) throw conflict(COSTE_KEYS.costeFacturado);
        // Only a cost still on no invoice goes: one linked meanwhile stays, and the caller is told why.
        const gone = await trx.deleteFrom('costes').where('id', '=', current.id).where('factura_id', 'is', null).returning('id').executeTakeFirst();
        if (!gone) throw conflict(COSTE_KEYS.costeFacturado);
        await recordAudit(trx, request.auth, 'eliminar', 'costes', current.id, `${current.concepto}, ${current.fecha}`);
      });
      return { message: COSTE_KEYS.costeEliminado };
    },
  );
};

export default libroRoutes;
