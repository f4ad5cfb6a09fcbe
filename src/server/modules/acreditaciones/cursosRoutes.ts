/**
 * Training courses and who attended them: staff keep them. A course an
 * accreditation came from stays (its title is printed in the accreditation's
 * history); any other can be deleted. Every change writes the audit log.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ACREDITACION_KEYS as KEYS, ROLES_ACREDITABLES } from '../../../domain/acreditaciones';
import { Curso, CursoBody } from '../../../domain/schemas/acreditacion';
import { sortByText } from '../../../domain/collation';
import { isIsoDate } from '../../../domain/validation';
import { recordAudit } from '../../lib/audit';
import { conflict, notFound, unprocessable } from '../../lib/errors';
import { IdParams } from '../../lib/schemas';
import { languageOf } from '../../plugins/errors';
import { cursosRepository } from './repository';

const tags = ['acreditaciones'];
const security = [{ bearer: [] }];
const config = { access: 'cursos.gestionar' } as const;

const cursosRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.gatera.database.db;
  const repo = cursosRepository(db);

  async function valuesOf(body: CursoBody) {
    const titulo = body.titulo.trim();
    if (!titulo) throw unprocessable(KEYS.titulo);
    const fecha = body.fecha.trim();
    if (!isIsoDate(fecha)) throw unprocessable(KEYS.fecha);
    const asistentes = [...new Set(body.asistentes ?? [])];
    if (asistentes.length > 0) {
      const found = await db.selectFrom('users').select('id').where('id', 'in', asistentes).where('activo', '=', 1).where('role', 'in', [...ROLES_ACREDITABLES]).execute();
      if (found.length !== asistentes.length) throw unprocessable(KEYS.asistente);
    }
    return { values: { titulo, fecha, horas: body.horas ?? null, lugar: body.lugar?.trim() || null, descripcion: body.descripcion?.trim() || null }, asistentes };
  }

  async function existing(id: number): Promise<Curso> {
    const curso = await repo.find(id);
    if (!curso) throw notFound(KEYS.cursoNotFound);
    return curso;
  }

  const sorted = (curso: Curso, language: ReturnType<typeof languageOf>): Curso => ({ ...curso, asistentes: sortByText(curso.asistentes, (a) => a.nombre, language) });

  app.get(
    '/cursos/',
    { config, schema: { tags, security, summary: 'Cursos de formación, el más reciente primero, con sus asistentes', response: { 200: Type.Array(Curso) } } },
    async (request) => (await repo.list()).map((curso) => sorted(curso, languageOf(request))),
  );

  app.get('/cursos/:id', { config, schema: { tags, security, params: IdParams, response: { 200: Curso } } }, async (request) => sorted(await existing(request.params.id), languageOf(request)));

  app.post('/cursos/', { config, schema: { tags, security, body: CursoBody, response: { 200: Curso } } }, async (request) => {
    const { values, asistentes } = await valuesOf(request.body);
    const id = await db.transaction().execute(async (trx) => {
      const created = await repo.insert(trx, values, asistentes);
      await recordAudit(trx, request.auth, 'crear', 'cursos', created, `${values.titulo} (${values.fecha}), ${asistentes.length} asistentes`);
      return created;
    });
    return sorted(await existing(id), languageOf(request));
  });

  app.put('/cursos/:id', { config, schema: { tags, security, params: IdParams, body: CursoBody, response: { 200: Curso } } }, async (request) => {
    const current = await existing(request.params.id);
    const { values, asistentes } = await valuesOf(request.body);
    await db.transaction().execute(async (trx) => {
      await repo.update(trx, current.id, values, asistentes);
      await recordAudit(trx, request.auth, 'editar', 'cursos', current.id, `${values.titulo} (${values.fecha}), ${asistentes.length} asistentes`);
    });
    return sorted(await existing(current.id), languageOf(request));
  });

  app.delete('/cursos/:id', { config, schema: { tags, security, params: IdParams, response: { 200: Type.Object({ message: Type.String() }) } } }, async (request) => {
    const current = await existing(request.params.id);
    if (await repo.usedBy(current.id)) throw conflict(KEYS.cursoConAcreditaciones);
    await db.transaction().execute(async (trx) => {
      await repo.remove(trx, current.id);
      await recordAudit(trx, request.auth, 'eliminar', 'cursos', current.id, current.titulo);
    });
    return { message: KEYS.cursoEliminado };
  });
};

export default cursosRoutes;
