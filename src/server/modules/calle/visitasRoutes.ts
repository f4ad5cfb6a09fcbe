/**
 * Check-ins (visitas): recording one (JSON, or multipart with a photo), once
 * per client_id however often an offline phone retries; the list with server
 * paging; the shifts of a day nobody visited; today's shifts of the caller; a
 * visit turned into a census. An urgent incident opens an internal parte.
 */
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { diaSemana, fechaHoraProblem, turnoDe } from '../../../domain/calle';
import { CALLE_MESSAGES } from './messages';
import { UPLOAD_MAX_BYTES } from '../../../domain/constants';
import { CER_API_KEYS, censoProblem, hoyEnEspana } from '../../../domain/cer';
import { isIsoDate } from '../../../domain/validation';
import { Censo } from '../cer/schemas';
import { cerRepository } from '../cer/repository';
import { recordAudit } from '../../lib/audit';
import { conflict, notFound, unprocessable } from '../../lib/errors';
import { checkImagePixels } from '../../lib/imageSize';
import { readMultipart, type UploadedFile } from '../../lib/multipart';
import { pageOf, sendPage } from '../../lib/pagination';
import { sortOf } from '../../lib/sorting';
import { languageOf } from '../../plugins/errors';
import { compareText } from '../../../domain/collation';
import type { Language } from '../../../domain/i18n/languages';
import { IdParams } from '../../lib/schemas';
import { nowIso } from '../../lib/time';
import { IMAGE_TYPES, removeUpload, saveUpload, sniffType } from '../../lib/uploads';
import { reachOf } from '../colonias/routes';
import { reachableColonias } from '../colonias/reachable';
import { byDayAndSlot } from './comederosRoutes';
import { coloniasSinAcreditacion } from '../acreditaciones/vigencia';
import { VISITA_SORTS, calleRepository, type Pendiente, type VisitaListada, type VisitaRow } from './repository';
import { Pendiente as PendienteSchema, PendientesQuery, TurnoDeHoy, Visita, VisitaListQuery } from './schemas';
import { readVisitaInput } from './visitaInput';

const tags = ['visitas'];
const security = [{ bearer: [] }];

function toVisita(row: VisitaListada) {
  return {
    ...row,
    comida: row.comida === 1,
    agua: row.agua === 1,
    urgente: row.urgente === 1,
    foto: row.foto ? `/api/visitas/${row.id}/foto` : null,
  };
}

/** A YYYY-MM-DD query value, or a 422. */
function dateParam(value: string | undefined): string | undefined {
  if (value === undefined || value === '') return undefined;
  if (!isIsoDate(value)) throw unprocessable(CALLE_MESSAGES.fecha);
  return value;
}

const visitasRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { database, config, paths } = app.gatera;
  const db = database.db;
  const zone = config.municipio.zonaHoraria;
  const reachableColonia = reachableColonias(db);
  const repo = calleRepository(db);
  const censos = cerRepository(db);


  async function visitaOr404(request: FastifyRequest, id: number) {
    const visita = await repo.findVisita(id, reachOf(request.auth!));
    if (!visita) throw notFound(CALLE_MESSAGES.visitaNotFound);
    return visita;
  }

  async function storePhoto(file: UploadedFile): Promise<string> {
    const type = sniffType(file.bytes);
    if (!type || !IMAGE_TYPES.includes(type)) throw unprocessable(CALLE_MESSAGES.visitaFoto);
    checkImagePixels(file.bytes, type);
    return saveUpload(paths.mediaDir, file.bytes, type);
  }

  /** The stored visit of a client_id, as its author sees it; another person's, or another municipality's (unseen: none), is a conflict. */
  async function answerExisting(request: FastifyRequest, row: VisitaRow | undefined) {
    if (!row || row.usuario_id !== request.auth!.id) throw conflict(CALLE_MESSAGES.visitaClientIdAjeno);
    return toVisita((await repo.findVisita(row.id, { scope: 'all' }))!);
  }

  app.post(
    '/visitas/',
    {
      config: { access: 'visitas.registrar' },
      schema: {
        tags,
        security,
        summary: 'Registra una visita (JSON, o multipart con el campo «foto»); el mismo client_id devuelve la misma visita',
        consumes: ['application/json', 'multipart/form-data'],
        response: { 200: Visita },
      },
    },
    async (request) => {
      let raw: unknown = request.body;
      let file: UploadedFile | null = null;
      if (request.isMultipart()) {
        const form = await readMultipart(request, { maxFileBytes: UPLOAD_MAX_BYTES, tooLargeMessage: CALLE_MESSAGES.visitaFotoGrande });
        raw = form.fields;
        file = form.file;
      }
      const input = readVisitaInput(raw);
      const known = await repo.findVisitaByClientId(input.client_id);
      if (known) return answerExisting(request, known);

      const colonia = await reachableColonia(request, input.colonia_id);
      if (input.comedero_id !== null && !(await repo.findComedero(colonia.id, input.comedero_id))) throw unprocessable(CALLE_MESSAGES.visitaComedero);
      const now = new Date();
      const fechaHora = input.fecha_hora ?? now.toISOString();
      const fechaProblem = fechaHoraProblem(fechaHora, now);
      if (fechaProblem) throw unprocessable(CALLE_MESSAGES[fechaProblem]);
      const at = new Date(Date.parse(fechaHora));
      const { fecha, franja } = turnoDe(at, zone);
      const foto = file ? await storePhoto(file) : null;
      const auth = request.auth!;

      let outcome: Awaited<ReturnType<typeof repo.insertVisitaOnce>>;
      try {
        outcome = await db.transaction().execute(async (trx) => {
          const result = await repo.insertVisitaOnce(trx, {
            client_id: input.client_id,
            colonia_id: colonia.id,
            comedero_id: input.comedero_id,
            usuario_id: auth.id,
            fecha_hora: at.toISOString(),
            fecha,
            franja,
            comida: input.comida ? 1 : 0,
            agua: input.agua ? 1 : 0,
            gatos_vistos: input.gatos_vistos,
            incidencia: input.incidencia,
            urgente: input.urgente ? 1 : 0,
            foto,
          });
          if (!result.created) return result;
          await recordAudit(trx, auth, 'crear', 'visitas', result.row.id, `colonia ${colonia.id}`);
          if (input.urgente && input.incidencia) {
            const parte = await trx
              .insertInto('partes')
              .values({ descripcion: CALLE_MESSAGES.parte(colonia.nombre, auth.username, input.incidencia), usuario_id: auth.id, created_at: nowIso() })
              .returning('id')
              .executeTakeFirstOrThrow();
            await recordAudit(trx, auth, 'crear', 'partes', parte.id, `incidencia urgente de la visita ${result.row.id}`);
            await repo.setVisita(trx, result.row.id, { parte_id: parte.id });
          }
          return result;
        });
      } catch (error) {
        await removeUpload(paths.mediaDir, foto);
        throw error;
      }
      if (!outcome.created) {
        // A twin request stored it first: this one's photo is not needed.
        await removeUpload(paths.mediaDir, foto);
        return answerExisting(request, outcome.row);
      }
      return toVisita((await repo.findVisita(outcome.row.id, { scope: 'all' }))!);
    },
  );

  app.get(
    '/visitas/',
    { config: { access: 'visitas.leer' }, schema: { tags, security, querystring: VisitaListQuery, response: { 200: Type.Array(Visita) } } },
    async (request, reply) => {
      const { skip, limit } = pageOf(request.query);
      const { colonia_id, desde, hasta } = request.query;
      const filters = { coloniaId: colonia_id, desde: dateParam(desde), hasta: dateParam(hasta) };
      const { items, total } = await repo.listVisitas(reachOf(request.auth!), filters, { skip, limit, sort: sortOf(VISITA_SORTS, request.query) });
      return sendPage(reply, items.map(toVisita), total, skip);
    },
  );

  app.get(
    '/visitas/pendientes',
    { config: { access: 'visitas.pendientes' }, schema: { tags, security, querystring: PendientesQuery, response: { 200: Type.Array(PendienteSchema) } } },
    async (request) => {
      const fecha = dateParam(request.query.fecha) ?? turnoDe(new Date(), zone).fecha;
      const pendientes = await repo.pendientes(fecha, diaSemana(fecha));
      return pendientes.sort(byColoniaAndSlot(languageOf(request))).map((p) => ({ ...p, fecha }));
    },
  );

  app.get(
    '/turnos/hoy',
    { config: { access: 'turnos.leer' }, schema: { tags, security, summary: 'Los turnos de hoy de quien llama, con si ya hay visita', response: { 200: Type.Array(TurnoDeHoy) } } },
    async (request) => {
      const { fecha, franja: ahora } = turnoDe(new Date(), zone);
      const mine = await repo.turnosDeUsuario(request.auth!.id, diaSemana(fecha));
      // An expired accreditation for a colony keeps its shifts off the person's day until it is renewed.
      const sinAcreditacion = await coloniasSinAcreditacion(db, request.auth!.id, fecha, [...new Set(mine.map((t) => t.colonia_id))]);
      const turnos = mine.filter((t) => !sinAcreditacion.has(t.colonia_id)).sort(byDayAndSlot);
      const hechos = new Set((await repo.visitasDelDia(fecha, turnos.map((t) => t.colonia_id))).map((v) => `${v.colonia_id}:${v.franja}`));
      return turnos.map((t) => ({
        id: t.id,
        colonia_id: t.colonia_id,
        colonia_nombre: t.colonia_nombre,
        dia_semana: t.dia_semana,
        franja: t.franja,
        hecho: hechos.has(`${t.colonia_id}:${t.franja}`),
        actual: t.franja === ahora,
      }));
    },
  );

  app.get(
    '/visitas/:id',
    { config: { access: 'visitas.leer' }, schema: { tags, security, summary: 'Una visita, si quien llama alcanza su colonia', params: IdParams, response: { 200: Visita } } },
    async (request) => toVisita(await visitaOr404(request, request.params.id)),
  );

  app.get(
    '/visitas/:id/foto',
    { config: { access: 'visitas.leer' }, schema: { tags, security, params: IdParams, produces: ['image/jpeg', 'image/png', 'image/webp'] } },
    async (request, reply) => {
      const visita = await visitaOr404(request, request.params.id);
      const bytes = visita.foto ? await fsp.readFile(path.join(paths.mediaDir, path.basename(visita.foto))).catch(() => null) : null;
      if (!bytes) throw notFound(CALLE_MESSAGES.visitaNotFound);
      return reply.header('Content-Type', sniffType(bytes) ?? 'application/octet-stream').send(bytes);
    },
  );

  app.post(
    '/visitas/:id/censo',
    { config: { access: 'cer.censar' }, schema: { tags, security, summary: 'Convierte los gatos vistos de la visita en un censo de ese día', params: IdParams, response: { 200: Censo } } },
    async (request) => {
      const visita = await visitaOr404(request, request.params.id);
      if (visita.gatos_vistos === null) throw unprocessable(CALLE_MESSAGES.visitaSinGatos);
      if (visita.censo_id !== null) throw conflict(CALLE_MESSAGES.visitaYaCensada);
      const quien = visita.usuario_nombre ?? '';
      const values = { fecha: visita.fecha, gatos_vistos: visita.gatos_vistos, crias: 0, marcados_vistos: 0, observaciones: CALLE_MESSAGES.censoObservaciones(quien) };
      // The census rules hold for a census made from a visit too (a visit may note more cats than a census may count).
      const problem = censoProblem(values, hoyEnEspana());
      if (problem) throw unprocessable(CER_API_KEYS[problem]);
      return db.transaction().execute(async (trx) => {
        const censo = await censos.insertCenso(trx, visita.colonia_id, values, request.auth!.id);
        await repo.setVisita(trx, visita.id, { censo_id: censo.id });
        await recordAudit(trx, request.auth, 'crear', 'censos', censo.id, `colonia ${visita.colonia_id}, desde la visita ${visita.id}`);
        return censo;
      });
    },
  );
};

/** By colony name in the reader's language, then by shift. */
const byColoniaAndSlot = (language: Language) => (a: Pendiente, b: Pendiente) =>
  compareText(a.colonia_nombre, b.colonia_nombre, language) || byDayAndSlot({ ...a, id: a.turno_id }, { ...b, id: b.turno_id });

export default visitasRoutes;
