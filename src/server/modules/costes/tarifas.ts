/**
 * A provider's prices: per act, without VAT and its VAT rate, valid from a
 * day until another (or with no end). Two prices of the same act never share
 * a day, so an act's price on a day is never in doubt; a price is closed (its
 * `hasta`) before the next one starts. Staff manage them; a veterinario reads
 * those of the clinics linked to their account.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ACTOS_VETERINARIOS, COSTE_KEYS, conIva, isActoVeterinario } from '../../../domain/costes';
import { JORNADA_KEYS } from '../../../domain/jornadas';
import { Mensaje } from '../../../domain/schemas/cuenta';
import { TarifaBody, TarifaConIva, type Tarifa } from '../../../domain/schemas/coste';
import type { Db } from '../../db/schema';
import { recordAudit } from '../../lib/audit';
import { conflict, notFound, unprocessable } from '../../lib/errors';
import { DbId, IdParams } from '../../lib/schemas';
import { nowIso } from '../../lib/time';
import type { AuthUser } from '../../plugins/auth';
import { COSTE_FIELD_MESSAGES, fechaDe, veterinarioDe } from './entrada';

const tags = ['costes'];
const security = [{ bearer: [] }];
const TarifaParams = Type.Object({ id: DbId(), tarifa_id: DbId() });
const COLUMNS = ['id', 'proveedor_id', 'acto', 'importe_centimos', 'iva_porcentaje', 'desde', 'hasta', 'created_at'] as const;

const conImporteConIva = (row: Tarifa): TarifaConIva => ({ ...row, importe_con_iva_centimos: conIva(row.importe_centimos, row.iva_porcentaje) });

/** Catalogue order of the acts, then the newest price first. */
const orden = (a: Tarifa, b: Tarifa) => ACTOS_VETERINARIOS.indexOf(a.acto) - ACTOS_VETERINARIOS.indexOf(b.acto) || b.desde.localeCompare(a.desde) || b.id - a.id;

type TarifaValues = Pick<Tarifa, 'acto' | 'importe_centimos' | 'iva_porcentaje' | 'desde' | 'hasta'>;

function valuesOf(body: TarifaBody): TarifaValues {
  const acto = body.acto.trim();
  if (!isActoVeterinario(acto)) throw unprocessable(COSTE_KEYS.actoInvalid);
  const desde = fechaDe(body.desde);
  const hasta = body.hasta?.trim() ? fechaDe(body.hasta) : null;
  if (hasta !== null && hasta < desde) throw unprocessable(COSTE_KEYS.periodoInvalid);
  return { acto, importe_centimos: body.importe_centimos, iva_porcentaje: body.iva_porcentaje, desde, hasta };
}

/** Refuses a price sharing a day with another of the same provider and act (`except`, the one being corrected). */
async function assertSinSolape(trx: Db, proveedorId: number, values: TarifaValues, except?: number): Promise<void> {
  let query = trx
    .selectFrom('tarifas')
    .select('id')
    .where('proveedor_id', '=', proveedorId)
    .where('acto', '=', values.acto)
    .where((eb) => eb.or([eb('hasta', 'is', null), eb('hasta', '>=', values.desde)]));
  if (values.hasta !== null) query = query.where('desde', '<=', values.hasta);
  if (except !== undefined) query = query.where('id', '!=', except);
  if (await query.executeTakeFirst()) throw conflict(COSTE_KEYS.tarifaSolapada);
}

const describe = (v: TarifaValues) => `${v.acto}: ${v.importe_centimos} céntimos + ${v.iva_porcentaje} % IVA, ${v.desde} – ${v.hasta ?? 'sin final'}`;

const tarifasRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, engine } = app.gatera.database;

  /** The provider, if the caller reaches it: staff any, a veterinario those linked to their account. */
  async function proveedorOr404(id: number, auth: AuthUser, trx: Db = db) {
    let query = trx.selectFrom('proveedores').select(['id', 'nombre', 'usuario_id']).where('id', '=', id);
    const vet = veterinarioDe(auth);
    if (vet !== null) query = query.where('usuario_id', '=', vet);
    // Locked while its prices are checked and written, so two overlapping prices sent at once cannot both pass.
    const proveedor = await (engine === 'postgres' && trx !== db ? query.forUpdate() : query).executeTakeFirst();
    if (!proveedor) throw notFound(JORNADA_KEYS.proveedorNotFound);
    return proveedor;
  }

  async function tarifaOr404(trx: Db, proveedorId: number, id: number): Promise<Tarifa> {
    const row = await trx.selectFrom('tarifas').select(COLUMNS).where('id', '=', id).where('proveedor_id', '=', proveedorId).executeTakeFirst();
    if (!row) throw notFound(COSTE_KEYS.tarifaNotFound);
    return row as Tarifa;
  }

  app.get(
    '/proveedores/:id/tarifas',
    { config: { access: 'tarifas.leer' }, schema: { tags, security, summary: 'Precios del proveedor por acto, por el orden del catálogo de actos y el más reciente primero', params: IdParams, response: { 200: Type.Array(TarifaConIva) } } },
    async (request, reply) => {
      const proveedor = await proveedorOr404(request.params.id, request.auth!);
      const rows = (await db.selectFrom('tarifas').select(COLUMNS).where('proveedor_id', '=', proveedor.id).execute()) as Tarifa[];
      reply.header('X-Total-Count', String(rows.length));
      return rows.sort(orden).map(conImporteConIva);
    },
  );

  app.post(
    '/proveedores/:id/tarifas',
    { config: { access: 'tarifas.gestionar', messages: COSTE_FIELD_MESSAGES }, schema: { tags, security, summary: 'Nuevo precio de un acto; no puede compartir días con otro del mismo acto (409)', params: IdParams, body: TarifaBody, response: { 200: TarifaConIva } } },
    async (request) => {
      const values = valuesOf(request.body);
      const row = await db.transaction().execute(async (trx) => {
        const proveedor = await proveedorOr404(request.params.id, request.auth!, trx);
        await assertSinSolape(trx, proveedor.id, values);
        const created = await trx.insertInto('tarifas').values({ ...values, proveedor_id: proveedor.id, created_at: nowIso() }).returning(COLUMNS).executeTakeFirstOrThrow();
        await recordAudit(trx, request.auth, 'crear', 'tarifas', created.id, `${proveedor.nombre}, ${describe(values)}`);
        return created as Tarifa;
      });
      return conImporteConIva(row);
    },
  );

  app.put(
    '/proveedores/:id/tarifas/:tarifa_id',
    { config: { access: 'tarifas.gestionar', messages: COSTE_FIELD_MESSAGES }, schema: { tags, security, summary: 'Corrige un precio o lo cierra (su `hasta`)', params: TarifaParams, body: TarifaBody, response: { 200: TarifaConIva } } },
    async (request) => {
      const values = valuesOf(request.body);
      const row = await db.transaction().execute(async (trx) => {
        const proveedor = await proveedorOr404(request.params.id, request.auth!, trx);
        const current = await tarifaOr404(trx, proveedor.id, request.params.tarifa_id);
        await assertSinSolape(trx, proveedor.id, values, current.id);
        const updated = await trx.updateTable('tarifas').set(values).where('id', '=', current.id).returning(COLUMNS).executeTakeFirstOrThrow();
        await recordAudit(trx, request.auth, 'editar', 'tarifas', current.id, `${proveedor.nombre}, ${describe(current)} → ${describe(values)}`);
        return updated as Tarifa;
      });
      return conImporteConIva(row);
    },
  );

  app.delete(
    '/proveedores/:id/tarifas/:tarifa_id',
    { config: { access: 'tarifas.gestionar' }, schema: { tags, security, summary: 'Borra un precio (los actos no facturados de sus días se quedan sin importe)', params: TarifaParams, response: { 200: Mensaje } } },
    async (request) => {
      await db.transaction().execute(async (trx) => {
        const proveedor = await proveedorOr404(request.params.id, request.auth!, trx);
        const current = await tarifaOr404(trx, proveedor.id, request.params.tarifa_id);
        await trx.deleteFrom('tarifas').where('id', '=', current.id).execute();
        await recordAudit(trx, request.auth, 'eliminar', 'tarifas', current.id, `${proveedor.nombre}, ${describe(current)}`);
      });
      return { message: COSTE_KEYS.tarifaEliminada };
    },
  );
};

export default tarifasRoutes;
