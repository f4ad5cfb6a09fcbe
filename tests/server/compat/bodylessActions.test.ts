/**
 * Actions that need no body take the bodies real clients send with them: the
 * original front end's axios sends `null` as an EMPTY form-urlencoded body,
 * other clients an empty JSON body, a text or nothing. Routes that need a body
 * still validate it.
 */
import { expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { describeEachEngine, json, type TestApp } from '../helper';
import { createColonia, createGato } from '../fixtures';

/** How a caller may send "no body". */
const EMPTY_BODIES: { label: string; headers: Record<string, string>; payload?: string }[] = [
  { label: 'formulario vacío (axios con null)', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: '' },
  { label: 'JSON vacío', headers: { 'content-type': 'application/json' }, payload: '' },
  { label: 'texto vacío', headers: { 'content-type': 'text/plain' }, payload: '' },
  { label: 'sin cuerpo ni tipo', headers: {} },
];

/** Bodies an action that needs none must ignore. */
const UNNEEDED_BODIES: { label: string; headers: Record<string, string>; payload: string }[] = [
  { label: 'JSON {}', headers: { 'content-type': 'application/json' }, payload: '{}' },
  { label: 'JSON con campos', headers: { 'content-type': 'application/json' }, payload: '{"estatus":"resuelta","x":1}' },
  { label: 'JSON roto', headers: { 'content-type': 'application/json' }, payload: '{"a":' },
  { label: 'formulario con campos', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'a=1&b=2' },
  { label: 'texto', headers: { 'content-type': 'text/plain' }, payload: 'hola' },
  { label: 'binario', headers: { 'content-type': 'application/octet-stream' }, payload: 'xyz' },
];

interface Action {
  name: string;
  /** Makes what the action acts on and returns the call (a fresh target per call). */
  prepare(t: TestApp): Promise<Pick<InjectOptions, 'method' | 'url'>>;
  role: 'admin' | 'usuario';
  /** Whether the action ignores a body it is sent (false: it reads an optional one). */
  ignoresBody: boolean;
  /** A slow action (a restore takes seconds) is tried with the two bodies Fastify would refuse outright. */
  slow?: boolean;
}

async function newQueja(t: TestApp): Promise<number> {
  const colonia = await createColonia(t.db);
  const row = await t.db
    .insertInto('quejas')
    .values({ fecha: new Date().toISOString(), descripcion: 'Ruido', colonia_id: colonia.id, solucion_responsable: null, archivo: null, estatus: 'Pendiente', usuario_id: (await t.user('usuario')).id })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

async function newInspeccion(t: TestApp): Promise<number> {
  const colonia = await createColonia(t.db);
  const row = await t.db
    .insertInto('inspecciones')
    .values({ fecha: new Date().toISOString(), colonia_id: colonia.id, observaciones: 'Comederos sucios', acciones_recomendadas: null, archivo: null, estatus: 'Pendiente', usuario_id: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

async function backupName(t: TestApp): Promise<string> {
  const made = await t.request({ method: 'POST', url: '/api/backup/backup', as: 'admin' });
  expect(made.statusCode, made.body).toBe(200);
  return json(made).filename;
}

const ACTIONS: Action[] = [
  { name: 'aceptar términos demo', role: 'usuario', ignoresBody: true, prepare: async () => ({ method: 'POST', url: '/api/auth/accept-demo-terms' }) },
  // Reads an optional JSON {respuesta_publica}: an empty body of any type is still accepted.
  { name: 'resolver queja', role: 'admin', ignoresBody: false, prepare: async (t) => ({ method: 'PUT', url: `/api/quejas/quejas/${await newQueja(t)}/resolver` }) },
  { name: 'resolver inspección', role: 'admin', ignoresBody: true, prepare: async (t) => ({ method: 'PUT', url: `/api/inspecciones/inspecciones/${await newInspeccion(t)}/resolver` }) },
  // Reads an optional JSON {motivo}: an empty body of any type is still accepted.
  { name: 'dar de baja un gato', role: 'admin', ignoresBody: false, prepare: async (t) => ({ method: 'PUT', url: `/api/gatos/gatos/${(await createGato(t.db, (await createColonia(t.db)).id)).id}/baja` }) },
  { name: 'eliminar un gato', role: 'admin', ignoresBody: true, prepare: async (t) => ({ method: 'DELETE', url: `/api/gatos/gatos/${(await createGato(t.db, (await createColonia(t.db)).id)).id}` }) },
  { name: 'crear copia de seguridad', role: 'admin', ignoresBody: false, prepare: async () => ({ method: 'POST', url: '/api/backup/backup' }) },
  { name: 'restaurar copia', role: 'admin', ignoresBody: true, slow: true, prepare: async (t) => ({ method: 'POST', url: `/api/backup/restore?backup_filename=${await backupName(t)}` }) },
];

describeEachEngine('actions without a body', (t) => {
  for (const action of ACTIONS) {
    it(`${action.name}: accepts an empty body under any content type`, async () => {
      for (const body of EMPTY_BODIES) {
        const call = await action.prepare(t());
        const res = await t().request({ ...call, headers: body.headers, payload: body.payload, as: action.role });
        expect(res.statusCode, `${action.name} · ${body.label}: ${res.body}`).toBe(200);
      }
    });

    if (action.ignoresBody) {
      it(`${action.name}: ignores a body it does not need`, async () => {
        const bodies = action.slow ? UNNEEDED_BODIES.filter((b) => ['JSON roto', 'texto'].includes(b.label)) : UNNEEDED_BODIES;
        for (const body of bodies) {
          const call = await action.prepare(t());
          const res = await t().request({ ...call, headers: body.headers, payload: body.payload, as: action.role });
          expect(res.statusCode, `${action.name} · ${body.label}: ${res.body}`).toBe(200);
        }
      });
    }
  }

  it('accepting the terms with the original client’s empty form body records the acceptance', async () => {
    const nuevo = await t().createUser('voluntario', { accepted_demo_terms: 0 });
    const res = await t().request({ method: 'POST', url: '/api/auth/accept-demo-terms', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: '', as: nuevo });
    expect(json(res)).toEqual({ message: 'Términos demo aceptados correctamente' });
    expect(json(await t().request({ method: 'GET', url: '/api/auth/me', as: nuevo })).accepted_demo_terms).toBe(true);
  });

  it('routes that need a body keep validating it', async () => {
    const emptyLogin = await t().request({ method: 'POST', url: '/api/auth/login', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: '' });
    expect(emptyLogin.statusCode).toBe(422);
    const textLogin = await t().request({ method: 'POST', url: '/api/auth/login', headers: { 'content-type': 'application/xml' }, payload: '<ana/>' });
    expect(textLogin.statusCode).toBe(415);
    expect(json(textLogin).detail).toBe('Tipo de contenido no admitido.');
    const brokenParte = await t().request({ method: 'POST', url: '/api/partes/partes/', headers: { 'content-type': 'application/json' }, payload: '{"descripcion":', as: 'admin' });
    expect(brokenParte.statusCode).toBe(400);
    const wrongBackup = await t().request({ method: 'POST', url: '/api/backup/backup', payload: { backup_type: 'incremental' }, as: 'admin' });
    expect(wrongBackup.statusCode).toBe(422);
    const quejaWithoutForm = await t().request({ method: 'POST', url: '/api/quejas/quejas/', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: '', as: 'usuario' });
    expect(quejaWithoutForm.statusCode).toBeGreaterThanOrEqual(400);
    expect(quejaWithoutForm.statusCode).toBeLessThan(500);
  });
});
