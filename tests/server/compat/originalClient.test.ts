/**
 * Contract with the original front end: every call of ORIGINAL_CALLS replayed
 * as it sends it, for every role and for a visitor, on both engines. A role
 * the call is for gets the status and the fields its screens read; another
 * role 403; a visitor 401 (public calls answer everyone). Each call is also
 * replayed with the other trailing-slash form (the original API answered both).
 */
import { expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import type { Role } from '../../../src/domain/roles';
import { describeEachEngine, json, TEST_PASSWORD, type TestApp } from '../helper';
import { assign, createColonia, createGato } from '../fixtures';
import { ALL, ORIGINAL_CALLS, type Body, type OriginalCall, type World } from './originalCalls';

async function makeWorld(t: TestApp): Promise<World> {
  const colonia = await createColonia(t.db, { nombre: 'Colonia del Contrato' });
  const gato = await createGato(t.db, colonia.id, { fecha_esterilizacion: '2025-01-10' });
  // Every account exists before the world's backup, so restoring it keeps them.
  for (const role of ALL) await t.user(role);
  const voluntario = await t.user('voluntario');
  const usuario = await t.user('usuario');
  await assign(t.db, voluntario.id, colonia.id);
  await assign(t.db, usuario.id, colonia.id);
  for (const role of ALL) await t.createUser(role, { username: `login-${role}`, password: TEST_PASSWORD });
  const campana = await t.db
    .insertInto('campanas')
    .values({ nombre: 'Campaña del Contrato', fecha_inicio: '2025-04-01', fecha_fin: null, estatus: 'planeada', voluntarios_involucrados: null, gatos_objetivo: 0, created_at: new Date().toISOString() })
    .returning('id')
    .executeTakeFirstOrThrow();
  const now = new Date().toISOString();
  await t.db.insertInto('partes').values({ descripcion: 'Farola rota', estado: 'pendiente', usuario_id: null, created_at: now }).execute();
  await t.db.insertInto('actividades').values({ tipo: 'revisión', descripcion: 'Control', gato_id: gato.id, usuario_id: null, created_at: now }).execute();
  const queja = await t.db
    .insertInto('quejas')
    .values({ fecha: now, descripcion: 'Ruido', colonia_id: colonia.id, solucion_responsable: null, archivo: null, estatus: 'Pendiente', usuario_id: usuario.id })
    .returning('id')
    .executeTakeFirstOrThrow();
  const inspeccion = await t.db
    .insertInto('inspecciones')
    .values({ fecha: now, colonia_id: colonia.id, observaciones: 'Comederos', acciones_recomendadas: null, archivo: null, estatus: 'Pendiente', usuario_id: usuario.id })
    .returning('id')
    .executeTakeFirstOrThrow();
  const backup = await t.request({ method: 'POST', url: '/api/backup/backup', as: 'admin' });
  expect(backup.statusCode, backup.body).toBe(200);
  return {
    coloniaId: colonia.id,
    gatoId: gato.id,
    campanaId: campana.id,
    quejaId: queja.id,
    inspeccionId: inspeccion.id,
    voluntarioId: voluntario.id,
    usuarioId: usuario.id,
    backupName: json(backup).filename,
  };
}

function encode(body: Body | undefined): Pick<InjectOptions, 'payload' | 'headers'> {
  if (!body || body.kind === 'none') return {};
  if (body.kind === 'nullForm') return { headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: '' };
  if (body.kind === 'json') return { headers: { 'content-type': 'application/json' }, payload: JSON.stringify(body.value) };
  return { headers: body.headers, payload: body.payload };
}

/** `/a/b/?x=1` <-> `/a/b?x=1`. */
function otherSlash(url: string): string {
  const [pathPart, query] = url.split('?');
  const toggled = pathPart.endsWith('/') ? pathPart.slice(0, -1) : `${pathPart}/`;
  return query === undefined ? toggled : `${toggled}?${query}`;
}

async function replay(t: TestApp, world: World, call: OriginalCall, as: Role | null, toggleSlash = false) {
  const url = await call.path(world, t);
  const { headers, payload } = encode(call.body?.(world, t, as ?? 'usuario'));
  return t.request({ method: call.method, url: toggleSlash ? otherSlash(url) : url, headers, payload, as });
}

function expectReads(call: OriginalCall, body: unknown) {
  const record = Array.isArray(body) ? body[0] : body;
  if (!call.reads) return;
  expect(record, `${call.name}: respuesta vacía`).toBeTypeOf('object');
  for (const field of call.reads) expect(record, `${call.name} lee «${field}»`).toHaveProperty(field);
}

describeEachEngine('the original front end’s calls', (t) => {
  let world: World | null = null;
  const ready = async () => (world ??= await makeWorld(t()));

  for (const call of ORIGINAL_CALLS) {
    it(call.name, async () => {
      const w = await ready();
      const allowed = call.roles === 'public' ? ALL : call.roles;
      const anonymous = await replay(t(), w, call, null);
      expect(anonymous.statusCode, `${call.name} sin sesión: ${anonymous.body.slice(0, 200)}`).toBe(call.roles === 'public' ? (call.status ?? 200) : 401);
      for (const role of ALL) {
        const res = await replay(t(), w, call, role);
        const expected = allowed.includes(role) ? (call.status ?? 200) : 403;
        expect(res.statusCode, `${call.name} como ${role}: ${res.body.slice(0, 200)}`).toBe(expected);
        if (expected !== 200) continue;
        if (call.file) expect(res.headers['content-type'], call.name).toMatch(call.file);
        else expectReads(call, json(res));
      }
      const first = allowed[0];
      const toggled = await replay(t(), w, call, call.roles === 'public' ? null : first, true);
      expect(toggled.statusCode, `${call.name} con la otra barra final`).toBe(call.status ?? 200);
    });
  }

  it('every list the original reads has at least one record in this world (so its fields were checked)', async () => {
    const w = await ready();
    for (const call of ORIGINAL_CALLS.filter((c) => c.method === 'GET' && c.reads && !c.file)) {
      const role = call.roles === 'public' ? null : call.roles[0];
      const body = json(await replay(t(), w, call, role));
      if (Array.isArray(body)) expect(body.length, call.name).toBeGreaterThan(0);
    }
  });
});
