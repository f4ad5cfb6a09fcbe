/**
 * The trap bank: the inventory (staff), loans and returns, the overdue list,
 * each item's history and the printable label sheet. A voluntario sees the
 * items on the shelf and those they hold (or returned uncleaned), borrows for
 * themselves and returns what they hold; staff manage everything. Every
 * change writes the audit log; the daily overdue reminder is avisos.ts.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { hoyEnEspana } from '../../../domain/cer';
import { CODIGO_EQUIPO, ESTADOS_EQUIPO_MANUALES, TIPOS_EQUIPO, normalizeCodigo, type EstadoEquipo, type TipoEquipo } from '../../../domain/equipos';
import { isScoped } from '../../../domain/roles';
import { sortByText } from '../../../domain/collation';
import { recordAudit } from '../../lib/audit';
import { conflict, forbidden, notFound, unprocessable } from '../../lib/errors';
import { pageOf, sendPage } from '../../lib/pagination';
import { sortOf } from '../../lib/sorting';
import { IdParams } from '../../lib/schemas';
import { publicSiteOf } from '../../lib/publicBase';
import { languageOf } from '../../plugins/errors';
import { sendFile } from '../../reports/workers/answers';
import { reportReader } from '../../reports/reader';
import { municipioSettings } from '../ajustes/settings';
import { EQUIPO_MESSAGES } from './messages';
import { equiposRepository } from './repository';
import { EQUIPO_SORTS, sortEquipos } from './sorting';
import { assertLendable, checkDueDate, lendingRules } from './lending';
import { createAvisosEquipos } from './avisos';
import { DevolucionBody, Equipo, EquipoBody, EquipoListQuery, HistorialEquipo, Mensaje, OpcionesPrestamo, Prestamo, PrestamoBody } from './schemas';

const tags = ['equipos'];
const security = [{ bearer: [] }];

const equiposRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { database, config, mailQueue, notificador } = app.gatera;
  const db = database.db;
  const repo = equiposRepository(db);
  const rules = lendingRules(db);
  const settings = municipioSettings(db, config);
  const avisos = createAvisosEquipos({ db, mailQueue, notificador, config, log: app.log });
  app.addHook('onReady', async () => avisos.start());
  app.addHook('onClose', async () => avisos.stop());

  /** The item, if the caller reaches it: staff any; a voluntario one on the shelf, one they hold, or one they returned uncleaned. */
  async function reachable(request: FastifyRequest, id: number): Promise<Equipo> {
    const auth = request.auth!;
    const today = hoyEnEspana();
    const equipo = await repo.find(id, today);
    if (!equipo) throw notFound(EQUIPO_MESSAGES.notFound);
    if (!isScoped(auth.role) || equipo.estado === 'disponible' || equipo.prestamo?.usuario_id === auth.id) return equipo;
    if (equipo.estado === 'en_limpieza' && (await repo.lastPrestamo(id, today))?.usuario_id === auth.id) return equipo;
    throw notFound(EQUIPO_MESSAGES.notFound);
  }

  /** An item's values as staff write them, checked. */
  async function valuesOf(body: EquipoBody, current?: Equipo) {
    const codigo = normalizeCodigo(body.codigo);
    if (!CODIGO_EQUIPO.test(codigo)) throw unprocessable(EQUIPO_MESSAGES.codigo);
    const tipo = body.tipo.trim();
    if (!(TIPOS_EQUIPO as readonly string[]).includes(tipo)) throw unprocessable(EQUIPO_MESSAGES.tipo);
    const estado = (body.estado?.trim() || current?.estado || 'disponible') as EstadoEquipo;
    if (estado !== current?.estado) {
      if (current?.estado === 'prestada') throw conflict(EQUIPO_MESSAGES.estadoPrestado);
      if (!ESTADOS_EQUIPO_MANUALES.includes(estado)) throw unprocessable(EQUIPO_MESSAGES.estado);
    }
    if (await repo.codigoTaken(codigo, current?.id)) throw conflict(EQUIPO_MESSAGES.codigoOcupado);
    return { codigo, tipo: tipo as TipoEquipo, descripcion: body.descripcion?.trim() || null, estado };
  }

  app.get(
    '/equipos/',
    { config: { access: 'equipos.leer' }, schema: { tags, security, summary: 'Inventario del banco de trampas (un voluntario: lo disponible y lo que tiene prestado), por código o por la columna de `sort`', querystring: EquipoListQuery, response: { 200: Type.Array(Equipo) } } },
    async (request, reply) => {
      const auth = request.auth!;
      const { skip, limit } = pageOf(request.query);
      const listed = await repo.list({ usuarioId: isScoped(auth.role) ? auth.id : undefined, estado: request.query.estado?.trim() || undefined, q: request.query.q?.trim() || undefined }, hoyEnEspana());
      // Without a sort, by code as the labels are printed (the repository's order).
      const sort = sortOf(EQUIPO_SORTS, request.query);
      const items = sort ? sortEquipos(listed, sort, languageOf(request)) : listed;
      return sendPage(reply, items.slice(skip, skip + limit), items.length, skip);
    },
  );

  app.get(
    '/equipos/vencidos',
    { config: { access: 'equipos.gestionar' }, schema: { tags, security, summary: 'Préstamos que siguen fuera pasada su fecha de devolución, el más antiguo primero', response: { 200: Type.Array(Prestamo) } } },
    async () => (await repo.vencidos(hoyEnEspana())).map(repo.publicPrestamo),
  );

  app.get(
    '/equipos/opciones',
    { config: { access: 'equipos.prestar' }, schema: { tags, security, summary: 'A quién y para qué colonias puede prestar quien llama (un voluntario: a sí mismo, para sus colonias)', response: { 200: OpcionesPrestamo } } },
    async (request) => {
      const { usuarios, colonias } = await rules.opciones(request.auth!);
      const language = languageOf(request);
      return { usuarios: sortByText(usuarios, (u) => u.nombre, language), colonias: sortByText(colonias, (c) => c.nombre, language) };
    },
  );

  app.get(
    '/equipos/etiquetas',
    { config: { access: 'equipos.gestionar' }, schema: { tags, security, summary: 'Hoja A4 de etiquetas con código QR de todos los equipos (PDF)', produces: ['application/pdf'] } },
    async (request, reply) => {
      const reader = reportReader(request, (await settings.current()).municipio);
      return sendFile(app, request, reply, 'etiquetas', { baseUrl: publicSiteOf(request, config.publicUrl), language: reader.language, subtitulo: reader.subtitle }, `etiquetas_equipos_${hoyEnEspana()}.pdf`);
    },
  );

  app.get(
    '/equipos/:id',
    { config: { access: 'equipos.leer' }, schema: { tags, security, params: IdParams, response: { 200: Equipo } } },
    async (request) => reachable(request, request.params.id),
  );

  app.post(
    '/equipos/',
    { config: { access: 'equipos.gestionar' }, schema: { tags, security, body: EquipoBody, response: { 200: Equipo } } },
    async (request) => {
      const values = await valuesOf(request.body);
      const id = await db.transaction().execute(async (trx) => {
        const created = await repo.insert(trx, values);
        await recordAudit(trx, request.auth, 'crear', 'equipos', created, `${values.codigo} (${values.tipo}), ${values.estado}`);
        return created;
      });
      return (await repo.find(id, hoyEnEspana()))!;
    },
  );

  app.put(
    '/equipos/:id',
    { config: { access: 'equipos.gestionar' }, schema: { tags, security, params: IdParams, body: EquipoBody, response: { 200: Equipo } } },
    async (request) => {
      const current = await reachable(request, request.params.id);
      const values = await valuesOf(request.body, current);
      await db.transaction().execute(async (trx) => {
        await repo.update(trx, current.id, values);
        const estado = values.estado !== current.estado ? `, estado ${current.estado} → ${values.estado}` : '';
        await recordAudit(trx, request.auth, 'editar', 'equipos', current.id, `${values.codigo} (${values.tipo})${estado}`);
      });
      return (await repo.find(current.id, hoyEnEspana()))!;
    },
  );

  app.delete(
    '/equipos/:id',
    { config: { access: 'equipos.gestionar' }, schema: { tags, security, params: IdParams, response: { 200: Mensaje } } },
    async (request) => {
      const current = await reachable(request, request.params.id);
      if (current.estado === 'prestada') throw conflict(EQUIPO_MESSAGES.eliminarPrestado);
      await db.transaction().execute(async (trx) => {
        await repo.remove(trx, current.id);
        await recordAudit(trx, request.auth, 'eliminar', 'equipos', current.id, current.codigo);
      });
      return { message: EQUIPO_MESSAGES.eliminado };
    },
  );

  app.post(
    '/equipos/:id/prestamos',
    { config: { access: 'equipos.prestar' }, schema: { tags, security, summary: 'Préstamo del equipo a una persona para una colonia (un voluntario: a sí mismo, para una de sus colonias)', params: IdParams, body: PrestamoBody, response: { 200: Equipo } } },
    async (request) => {
      const auth = request.auth!;
      const today = hoyEnEspana();
      const equipo = await reachable(request, request.params.id);
      assertLendable(equipo.estado);
      const { usuario_id, colonia_id, fianza_centimos } = request.body;
      await rules.checkBorrower(auth, usuario_id, colonia_id);
      const devolver_antes_de = checkDueDate(request.body.devolver_antes_de, today);
      await db.transaction().execute(async (trx) => {
        // Two requests for the same item: only one moves it off the shelf; the other is told why it cannot.
        if (!(await repo.moveEstado(trx, equipo.id, 'disponible', 'prestada'))) {
          assertLendable(((await trx.selectFrom('equipos').select('estado').where('id', '=', equipo.id).executeTakeFirst())?.estado ?? 'prestada') as EstadoEquipo);
          throw conflict(EQUIPO_MESSAGES.yaPrestado);
        }
        const prestamo = await repo.insertPrestamo(trx, { equipo_id: equipo.id, usuario_id, colonia_id, devolver_antes_de, fianza_centimos: fianza_centimos ?? null });
        const fianza = fianza_centimos ? `, fianza ${(fianza_centimos / 100).toFixed(2)} €` : '';
        await recordAudit(trx, auth, 'prestar', 'prestamos_equipo', prestamo, `equipo ${equipo.codigo} (${equipo.id}) a usuario ${usuario_id}, colonia ${colonia_id}, devolver antes del ${devolver_antes_de}${fianza}`);
      });
      return (await repo.find(equipo.id, today))!;
    },
  );

  app.post(
    '/equipos/:id/devolucion',
    {
      config: { access: 'equipos.prestar' },
      schema: {
        tags,
        security,
        summary: 'Devolución del equipo; sin «limpiado» queda en limpieza y no se puede prestar. Sobre un equipo en limpieza, registra su limpieza.',
        params: IdParams,
        body: DevolucionBody,
        response: { 200: Equipo },
      },
    },
    async (request) => {
      const auth = request.auth!;
      const today = hoyEnEspana();
      const equipo = await reachable(request, request.params.id);
      const notas = request.body.notas?.trim() || null;
      const { limpiado } = request.body;
      if (equipo.estado === 'prestada') {
        const prestamo = await repo.openPrestamo(equipo.id, today);
        if (!prestamo) throw conflict(EQUIPO_MESSAGES.noPrestado);
        if (isScoped(auth.role) && prestamo.usuario_id !== auth.id) throw forbidden(EQUIPO_MESSAGES.devolucionAjena);
        await db.transaction().execute(async (trx) => {
          if (!(await repo.moveEstado(trx, equipo.id, 'prestada', limpiado ? 'disponible' : 'en_limpieza'))) throw conflict(EQUIPO_MESSAGES.noPrestado);
          await repo.closePrestamo(trx, prestamo.id, { limpiado, notas });
          await recordAudit(trx, auth, 'devolver', 'prestamos_equipo', prestamo.id, `equipo ${equipo.codigo} (${equipo.id}), ${limpiado ? 'limpiado y desinfectado' : 'sin limpiar'}${notas ? `: ${notas}` : ''}`);
        });
      } else if (equipo.estado === 'en_limpieza' && limpiado) {
        // Back uncleaned earlier: this records the cleaning on its last loan, and the item goes back on the shelf.
        const prestamo = await repo.lastPrestamo(equipo.id, today);
        if (isScoped(auth.role) && prestamo?.usuario_id !== auth.id) throw forbidden(EQUIPO_MESSAGES.devolucionAjena);
        await db.transaction().execute(async (trx) => {
          if (!(await repo.moveEstado(trx, equipo.id, 'en_limpieza', 'disponible'))) throw conflict(EQUIPO_MESSAGES.noPrestado);
          if (prestamo && prestamo.limpiado_at === null) await repo.markLimpiado(trx, prestamo.id, notas);
          await recordAudit(trx, auth, 'limpiar', 'equipos', equipo.id, `${equipo.codigo}: limpiado y desinfectado${notas ? `: ${notas}` : ''}`);
        });
      } else {
        throw conflict(EQUIPO_MESSAGES.noPrestado);
      }
      return (await repo.find(equipo.id, today))!;
    },
  );

  app.get(
    '/equipos/:id/historial',
    { config: { access: 'equipos.gestionar' }, schema: { tags, security, summary: 'Historia del equipo: sus préstamos (el más reciente primero) y los demás cambios', params: IdParams, response: { 200: HistorialEquipo } } },
    async (request) => {
      const equipo = await reachable(request, request.params.id);
      const today = hoyEnEspana();
      return { equipo, prestamos: await repo.historial(equipo.id, today), cambios: await repo.cambios(equipo.id) };
    },
  );
};

export default equiposRoutes;
