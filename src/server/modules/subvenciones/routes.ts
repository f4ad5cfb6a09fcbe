/**
 * Grants (subvenciones) and their lines, for staff: a grant's call, awarding
 * body, reference, amount and eligible period; its lines, written one by one
 * or from a template (PLANTILLAS_LINEAS); the costs on them, which a person
 * may move to another line or off it; and its justification pack: the
 * cuenta justificativa as PDF or CSV and the ZIP of its invoices' PDFs, built
 * in a report worker and counted in REPORTS_MAX_CONCURRENT like every report.
 * Costs find their line by themselves (costes/asignacion.ts) whenever lines
 * are added or change. Every change writes the audit log.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { COSTE_KEYS } from '../../../domain/costes';
import { recordAudit } from '../../lib/audit';
import { conflict, notFound } from '../../lib/errors';
import { IdParams } from '../../lib/schemas';
import { pageOf, sendPage } from '../../lib/pagination';
import { languageOf } from '../../plugins/errors';
import { sendFile } from '../../reports/workers/answers';
import { reportReader } from '../../reports/reader';
import { fileDate } from '../../reports/spanish';
import { municipioSettings } from '../ajustes/settings';
import { asignarCostesSinLinea } from '../costes/asignacion';
import { findSubvencion, justificacionDe } from './justificacion';
import { facturasDeSubvencion, nombreSeguro } from './facturas';
import { subvencionesRepository } from './repository';
import { lineaValues, lineasDelPost, subvencionValues } from './valores';
import {
  CosteLineaBody,
  CosteParams,
  FilaJustificacion,
  JustificacionQuery,
  LineaBody,
  LineaConTotales,
  LineaParams,
  LineasPostBody,
  Mensaje,
  Subvencion,
  SubvencionBody,
  SubvencionDetalle,
  SubvencionListQuery,
} from './schemas';

const tags = ['subvenciones'];
const security = [{ bearer: [] }];
const config = { access: 'subvenciones.gestionar' } as const;
const KEYS = COSTE_KEYS.subvenciones;

const subvencionesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { database, paths } = app.gatera;
  const db = database.db;
  const repo = subvencionesRepository(db);
  const settings = municipioSettings(db, app.gatera.config);

  async function existing(id: number) {
    const subvencion = await findSubvencion(db, id);
    if (!subvencion) throw notFound(KEYS.notFound);
    return subvencion;
  }

  /** The grant with its lines and totals, in the caller's language. */
  async function detalle(request: FastifyRequest, id: number) {
    const data = await justificacionDe(db, id, languageOf(request));
    if (!data) throw notFound(KEYS.notFound);
    return { ...data.subvencion, lineas: data.lineas, totales: data.totales };
  }

  async function lineaDe(subvencionId: number, lineaId: number) {
    const linea = await db.selectFrom('subvencion_lineas').select(['id', 'nombre', 'conceptos']).where('id', '=', lineaId).where('subvencion_id', '=', subvencionId).executeTakeFirst();
    if (!linea) throw notFound(KEYS.lineaNotFound);
    return linea;
  }

  app.get(
    '/subvenciones/',
    { config, schema: { tags, security, summary: 'Subvenciones, la más reciente primero', querystring: SubvencionListQuery, response: { 200: Type.Array(Subvencion) } } },
    async (request, reply) => {
      const { skip, limit } = pageOf(request.query);
      const all = await repo.list();
      return sendPage(reply, all.slice(skip, skip + limit), all.length, skip);
    },
  );

  app.post('/subvenciones/', { config, schema: { tags, security, body: SubvencionBody, response: { 200: SubvencionDetalle } } }, async (request) => {
    const values = subvencionValues(request.body);
    const id = await db.transaction().execute(async (trx) => {
      const created = await repo.insert(trx, values);
      await recordAudit(trx, request.auth, 'crear', 'subvenciones', created, `${values.convocatoria} (${values.referencia}), ${values.periodo_desde} a ${values.periodo_hasta}`);
      return created;
    });
    return detalle(request, id);
  });

  app.get(
    '/subvenciones/:id',
    { config, schema: { tags, security, summary: 'La subvención con sus líneas y los totales imputado, elegible y no elegible de cada una y del conjunto', params: IdParams, response: { 200: SubvencionDetalle } } },
    async (request) => detalle(request, request.params.id),
  );

  app.put('/subvenciones/:id', { config, schema: { tags, security, params: IdParams, body: SubvencionBody, response: { 200: SubvencionDetalle } } }, async (request) => {
    const current = await existing(request.params.id);
    const values = subvencionValues(request.body);
    await db.transaction().execute(async (trx) => {
      await repo.update(trx, current.id, values);
      // A new period moves the costs the rule placed; those placed by hand stay.
      if (values.periodo_desde !== current.periodo_desde || values.periodo_hasta !== current.periodo_hasta) await repo.reasignar(trx, await repo.lineaIds(trx, current.id));
      await recordAudit(trx, request.auth, 'editar', 'subvenciones', current.id, `${values.convocatoria} (${values.referencia}), ${values.periodo_desde} a ${values.periodo_hasta}`);
    });
    return detalle(request, current.id);
  });

  app.delete(
    '/subvenciones/:id',
    { config, schema: { tags, security, summary: 'Borra la subvención y sus líneas; sus costes quedan sin línea y buscan otra', params: IdParams, response: { 200: Mensaje } } },
    async (request) => {
      const current = await existing(request.params.id);
      await db.transaction().execute(async (trx) => {
        await repo.delete(trx, current.id);
        await recordAudit(trx, request.auth, 'eliminar', 'subvenciones', current.id, `${current.convocatoria} (${current.referencia})`);
      });
      return { message: KEYS.eliminada };
    },
  );

  app.get(
    '/subvenciones/:id/lineas',
    { config, schema: { tags, security, summary: 'Las líneas de la subvención con sus totales', params: IdParams, response: { 200: Type.Array(LineaConTotales) } } },
    async (request) => (await detalle(request, request.params.id)).lineas,
  );

  app.post(
    '/subvenciones/:id/lineas',
    {
      config,
      schema: {
        tags,
        security,
        summary: 'Añade una línea (nombre, conceptos con su tope por unidad) o las de una plantilla (`plantilla`: ministerio, por_acto); los costes sin línea que les corresponden se imputan a ellas',
        params: IdParams,
        body: LineasPostBody,
        response: { 200: SubvencionDetalle },
      },
    },
    async (request) => {
      const subvencion = await existing(request.params.id);
      const lineas = lineasDelPost(request.body);
      await db.transaction().execute(async (trx) => {
        for (const values of lineas) {
          const id = await repo.insertLinea(trx, subvencion.id, values);
          await recordAudit(trx, request.auth, 'crear', 'subvencion_lineas', id, `${values.nombre} (subvención ${subvencion.id}): ${values.conceptos.map((c) => c.concepto).join(', ')}`);
        }
        await asignarCostesSinLinea(trx);
      });
      return detalle(request, subvencion.id);
    },
  );

  app.put(
    '/subvenciones/:id/lineas/:linea_id',
    { config, schema: { tags, security, summary: 'Cambia la línea; si cambian sus conceptos, los costes imputados por la regla se vuelven a imputar', params: LineaParams, body: LineaBody, response: { 200: SubvencionDetalle } } },
    async (request) => {
      const { id, linea_id } = request.params;
      await existing(id);
      const current = await lineaDe(id, linea_id);
      const values = lineaValues(request.body);
      await db.transaction().execute(async (trx) => {
        await repo.updateLinea(trx, linea_id, values);
        if (JSON.stringify(values.conceptos) !== current.conceptos) await repo.reasignar(trx, [linea_id]);
        await recordAudit(trx, request.auth, 'editar', 'subvencion_lineas', linea_id, `${values.nombre} (subvención ${id}): ${values.conceptos.map((c) => c.concepto).join(', ')}`);
      });
      return detalle(request, id);
    },
  );

  app.delete(
    '/subvenciones/:id/lineas/:linea_id',
    { config, schema: { tags, security, summary: 'Borra la línea; sus costes quedan sin línea y buscan otra', params: LineaParams, response: { 200: SubvencionDetalle } } },
    async (request) => {
      const { id, linea_id } = request.params;
      await existing(id);
      const current = await lineaDe(id, linea_id);
      await db.transaction().execute(async (trx) => {
        await repo.deleteLineas(trx, [linea_id]);
        await recordAudit(trx, request.auth, 'eliminar', 'subvencion_lineas', linea_id, `${current.nombre} (subvención ${id})`);
      });
      return detalle(request, id);
    },
  );

  app.get(
    '/subvenciones/:id/costes',
    {
      config,
      schema: { tags, security, summary: 'Los costes de las líneas de la subvención: importe, parte elegible y no elegible y su motivo; por línea, fecha e id', params: IdParams, response: { 200: Type.Array(FilaJustificacion) } },
    },
    async (request) => {
      const data = await justificacionDe(db, request.params.id, languageOf(request));
      if (!data) throw notFound(KEYS.notFound);
      return data.filas;
    },
  );

  app.put(
    '/subvenciones/:id/costes/:coste_id',
    {
      config,
      schema: {
        tags,
        security,
        summary: 'Mueve a mano un coste de la subvención a otra de sus líneas, o lo saca de su línea (`linea_id: null`); queda donde se puso',
        params: CosteParams,
        body: CosteLineaBody,
        response: { 200: SubvencionDetalle },
      },
    },
    async (request) => {
      const { id, coste_id } = request.params;
      await existing(id);
      const coste = await db
        .selectFrom('costes')
        .innerJoin('subvencion_lineas as l', 'l.id', 'costes.linea_id')
        .select(['costes.id', 'costes.linea_id'])
        .where('costes.id', '=', coste_id)
        .where('l.subvencion_id', '=', id)
        .executeTakeFirst();
      if (!coste) throw notFound(KEYS.costeNotFound);
      const destino = request.body.linea_id;
      if (destino !== null) await lineaDe(id, destino);
      await db.transaction().execute(async (trx) => {
        await repo.moverCoste(trx, coste_id, destino);
        await recordAudit(trx, request.auth, 'asignar', 'costes', coste_id, destino === null ? `fuera de la línea ${coste.linea_id} (subvención ${id})` : `línea ${coste.linea_id} → ${destino} (subvención ${id})`);
      });
      return detalle(request, id);
    },
  );

  app.get(
    '/subvenciones/:id/justificacion',
    {
      config,
      schema: {
        tags,
        security,
        summary: 'Cuenta justificativa de la subvención: PDF o CSV (UTF-8 con BOM, `;`, coma decimal) con un coste por fila y los totales por línea y generales, o ZIP con el PDF de cada factura una vez, por su número',
        params: IdParams,
        querystring: JustificacionQuery,
        produces: ['application/pdf', 'text/csv', 'application/zip'],
      },
    },
    async (request, reply) => {
      const subvencion = await existing(request.params.id);
      const generatedAt = new Date();
      const nombre = `justificacion_${nombreSeguro(subvencion.referencia)}_${fileDate(generatedAt)}`;
      const { formato } = request.query;
      if (formato === 'zip') {
        // A missing file is said before the download starts, not found halfway through it.
        for (const factura of await facturasDeSubvencion(db, subvencion.id)) {
          if (!(await fs.promises.stat(path.join(paths.mediaDir, factura.archivo)).catch(() => null))) throw conflict(KEYS.facturaSinArchivo);
        }
        return sendFile(app, request, reply, 'justificacionZip', { subvencionId: subvencion.id, mediaDir: paths.mediaDir }, `facturas_${nombreSeguro(subvencion.referencia)}_${fileDate(generatedAt)}.zip`);
      }
      const own = await settings.current();
      const reader = reportReader(request, own.municipio);
      if (formato === 'csv') return sendFile(app, request, reply, 'justificacionCsv', { subvencionId: subvencion.id, language: reader.language }, `${nombre}.csv`);
      const { nombre: municipio, nif, direccion, dir3 } = own.municipio;
      return sendFile(
        app,
        request,
        reply,
        'justificacion',
        { frame: reader.frame(reader.texts.justificacion.titulo, generatedAt), subtitle: reader.subtitle, subvencionId: subvencion.id, entidad: { nombre: municipio, nif, direccion, dir3 }, escudo: own.escudo, mediaDir: paths.mediaDir },
        `${nombre}.pdf`,
      );
    },
  );
};

export default subvencionesRoutes;
