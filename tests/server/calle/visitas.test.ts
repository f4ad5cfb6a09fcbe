/** Check-ins: one visit per client_id (also when twin requests arrive together), roles, photos, the list, urgent incidents and the census from a visit. */
import crypto from 'node:crypto';
import { expect, it } from 'vitest';
import { describeEachEngine, json } from '../helper';
import { assign, createColonia } from '../fixtures';
import { form, mediaFiles, samplePng } from '../quejas/attachmentForm';
import { CALLE_MESSAGES } from '../../../src/server/modules/calle/messages';
import { CER_API_MESSAGES } from '../../../src/domain/cer';
import { serverText } from '../../../src/server/i18n/index';

const URL = '/api/visitas/';
const visita = (coloniaId: number, extra: Record<string, unknown> = {}) => ({ colonia_id: coloniaId, comida: true, agua: false, client_id: crypto.randomUUID(), ...extra });
const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000).toISOString();

describeEachEngine('check-ins (visitas)', (t) => {
  async function volunteerColony() {
    const colonia = await createColonia(t().db);
    const vol = await t().createUser('voluntario', { nombre: 'Marta Ruiz' });
    await assign(t().db, vol.id, colonia.id);
    return { colonia, vol };
  }

  it('records a visit once per client_id: the same answer every time, one row, one audit entry', async () => {
    const { colonia, vol } = await volunteerColony();
    const payload = visita(colonia.id, { gatos_vistos: 7, fecha_hora: hoursAgo(2), incidencia: 'Cuenco volcado' });
    const first = await t().request({ method: 'POST', url: URL, as: vol, payload });
    expect(first.statusCode).toBe(200);
    const body = json(first);
    expect(body).toMatchObject({ colonia_id: colonia.id, colonia_nombre: colonia.nombre, usuario_id: vol.id, usuario_nombre: 'Marta Ruiz', comida: true, agua: false, gatos_vistos: 7, incidencia: 'Cuenco volcado', urgente: false, foto: null, client_id: payload.client_id });
    expect(['manana', 'tarde', 'noche']).toContain(body.franja);
    const again = await t().request({ method: 'POST', url: URL, as: vol, payload: { ...payload, gatos_vistos: 99 } });
    expect(again.statusCode).toBe(200);
    expect(json(again)).toEqual(body);
    expect(await t().db.selectFrom('visitas').select('id').where('client_id', '=', payload.client_id).execute()).toHaveLength(1);
    const audit = await t().db.selectFrom('audit_log').select('entidad_id').where('entidad', '=', 'visitas').where('entidad_id', '=', String(body.id)).execute();
    expect(audit).toHaveLength(1);
  });

  it('stores one visit when twin requests with the same client_id arrive at the same time', async () => {
    const { colonia, vol } = await volunteerColony();
    const payload = visita(colonia.id);
    const answers = await Promise.all(Array.from({ length: 6 }, () => t().request({ method: 'POST', url: URL, as: vol, payload })));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(new Set(answers.map((a) => json(a).id)).size).toBe(1);
    expect(await t().db.selectFrom('visitas').select('id').where('client_id', '=', payload.client_id).execute()).toHaveLength(1);
    expect(await t().db.selectFrom('audit_log').select('id').where('entidad', '=', 'visitas').where('entidad_id', '=', String(json(answers[0]).id)).execute()).toHaveLength(1);
  });

  it("another person's client_id is a conflict, never their visit", async () => {
    const { colonia, vol } = await volunteerColony();
    const payload = visita(colonia.id);
    await t().request({ method: 'POST', url: URL, as: vol, payload });
    const res = await t().request({ method: 'POST', url: URL, as: 'admin', payload });
    expect(res.statusCode).toBe(409);
    expect(json(res).detail).toBe(serverText('es', CALLE_MESSAGES.visitaClientIdAjeno));
  });

  it('a voluntario records visits only to their colonies (others 404); admin and responsable any; veterinario and citizen 403', async () => {
    const { colonia, vol } = await volunteerColony();
    const other = await createColonia(t().db);
    const refused = await t().request({ method: 'POST', url: URL, as: vol, payload: visita(other.id) });
    expect(refused.statusCode).toBe(404);
    for (const role of ['admin', 'responsable'] as const) expect((await t().request({ method: 'POST', url: URL, as: role, payload: visita(other.id) })).statusCode).toBe(200);
    for (const role of ['veterinario', 'usuario'] as const) expect((await t().request({ method: 'POST', url: URL, as: role, payload: visita(colonia.id) })).statusCode).toBe(403);
    expect((await t().request({ method: 'POST', url: URL, as: null, payload: visita(colonia.id) })).statusCode).toBe(401);
    expect(await t().db.selectFrom('visitas').select('id').where('colonia_id', '=', colonia.id).execute()).toEqual([]);
  });

  it('refuses bad input with a Spanish detail and stores nothing', async () => {
    const { colonia, vol } = await volunteerColony();
    const otherComedero = json(
      await t().request({ method: 'POST', url: `/api/colonias/colonias/${(await createColonia(t().db)).id}/comederos`, as: 'admin', payload: { nombre: 'Otro', latitude: 41.07, longitude: -2.64 } }),
    );
    const cases: [Record<string, unknown>, string][] = [
      [visita(colonia.id, { fecha_hora: new Date(Date.now() + 3_600_000).toISOString() }), serverText('es', CALLE_MESSAGES.visitaFutura)],
      [visita(colonia.id, { fecha_hora: hoursAgo(8 * 24) }), serverText('es', CALLE_MESSAGES.visitaAntigua)],
      [visita(colonia.id, { fecha_hora: 'ayer por la tarde' }), serverText('es', CALLE_MESSAGES.visitaFecha)],
      [visita(colonia.id, { client_id: 'no-es-un-uuid' }), serverText('es', CALLE_MESSAGES.visitaClientId)],
      [visita(colonia.id, { gatos_vistos: -1 }), serverText('es', CALLE_MESSAGES.visitaGatos)],
      [visita(colonia.id, { gatos_vistos: 2.5 }), serverText('es', CALLE_MESSAGES.visitaGatos)],
      [visita(colonia.id, { comida: 'quizá' }), CALLE_MESSAGES.visitaBooleano('comida')],
      [visita(colonia.id, { comedero_id: otherComedero.id }), serverText('es', CALLE_MESSAGES.visitaComedero)],
      [visita(colonia.id, { urgente: true }), serverText('es', CALLE_MESSAGES.visitaUrgenteSinTexto)],
      [{ comida: true, client_id: crypto.randomUUID() }, serverText('es', CALLE_MESSAGES.visitaColonia)],
    ];
    for (const [payload, detail] of cases) {
      const res = await t().request({ method: 'POST', url: URL, as: vol, payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
      expect(json(res).detail).toBe(detail);
    }
    expect((await t().request({ method: 'POST', url: URL, as: vol, payload: '[1,2' , headers: { 'content-type': 'application/json' } })).statusCode).toBe(400);
    expect(await t().db.selectFrom('visitas').select('id').where('colonia_id', '=', colonia.id).execute()).toEqual([]);
  });

  it('takes a photo in a multipart form, serves it to those who reach the colony, and refuses a file that is no image', async () => {
    const { colonia, vol } = await volunteerColony();
    const payload = visita(colonia.id, { gatos_vistos: 3 });
    const fields = Object.fromEntries(Object.entries(payload).map(([k, v]) => [k, String(v)]));
    const res = await t().request({ method: 'POST', url: URL, as: vol, payload: form(fields, samplePng(), 'foto') });
    expect(res.statusCode).toBe(200);
    const body = json(res);
    expect(body).toMatchObject({ comida: true, agua: false, gatos_vistos: 3, foto: `/api/visitas/${body.id}/foto` });
    const photo = await t().request({ method: 'GET', url: body.foto, as: 'responsable' });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/png');
    expect(photo.rawPayload.equals(samplePng().bytes)).toBe(true);
    const outsider = await t().createUser('voluntario');
    expect((await t().request({ method: 'GET', url: body.foto, as: outsider })).statusCode).toBe(404);

    const before = mediaFiles(t().paths.mediaDir);
    const notImage = await t().request({ method: 'POST', url: URL, as: vol, payload: form({ ...fields, client_id: crypto.randomUUID() }, { bytes: Buffer.from('hola'), name: 'a.png', type: 'image/png' }, 'foto') });
    expect(notImage.statusCode).toBe(422);
    expect(json(notImage).detail).toBe(serverText('es', CALLE_MESSAGES.visitaFoto));
    // The same client_id again with its photo: the stored visit, no second file.
    const retry = await t().request({ method: 'POST', url: URL, as: vol, payload: form(fields, samplePng(), 'foto') });
    expect(json(retry).id).toBe(body.id);
    expect(mediaFiles(t().paths.mediaDir)).toEqual(before);
  });

  it('an urgent incident opens an internal parte for the staff', async () => {
    const { colonia, vol } = await volunteerColony();
    const res = json(await t().request({ method: 'POST', url: URL, as: vol, payload: visita(colonia.id, { incidencia: 'Cebo envenenado junto al comedero', urgente: true }) }));
    expect(res.urgente).toBe(true);
    expect(res.parte_id).toBeGreaterThan(0);
    const partes = json(await t().request({ method: 'GET', url: '/api/partes/partes/', as: 'admin' }));
    const parte = partes.find((p: { id: number }) => p.id === res.parte_id);
    expect(parte.descripcion).toBe(CALLE_MESSAGES.parte(colonia.nombre, vol.username, 'Cebo envenenado junto al comedero'));
    const plain = json(await t().request({ method: 'POST', url: URL, as: vol, payload: visita(colonia.id, { incidencia: 'Poca agua' }) }));
    expect(plain.parte_id).toBeNull();
  });

  it('lists visits newest first with server paging and filters; a voluntario sees only their colonies', async () => {
    const { colonia, vol } = await volunteerColony();
    const other = await createColonia(t().db);
    for (const h of [1, 30, 60]) await t().request({ method: 'POST', url: URL, as: vol, payload: visita(colonia.id, { fecha_hora: hoursAgo(h) }) });
    await t().request({ method: 'POST', url: URL, as: 'admin', payload: visita(other.id) });

    const page = await t().request({ method: 'GET', url: `${URL}?colonia_id=${colonia.id}&skip=0&limit=2`, as: 'responsable' });
    expect(page.headers['x-total-count']).toBe('3');
    const items = json(page);
    expect(items).toHaveLength(2);
    expect(items[0].fecha_hora > items[1].fecha_hora).toBe(true);
    const rest = json(await t().request({ method: 'GET', url: `${URL}?colonia_id=${colonia.id}&skip=2&limit=2`, as: 'responsable' }));
    expect(rest).toHaveLength(1);

    const mine = await t().request({ method: 'GET', url: URL, as: vol });
    expect(json(mine).every((v: { colonia_id: number }) => v.colonia_id === colonia.id)).toBe(true);
    expect(mine.headers['x-total-count']).toBe('3');

    const newest = items[0].fecha;
    const sameDay = json(await t().request({ method: 'GET', url: `${URL}?colonia_id=${colonia.id}&desde=${newest}&hasta=${newest}`, as: 'admin' }));
    expect(sameDay.every((v: { fecha: string }) => v.fecha === newest)).toBe(true);
    expect(sameDay.length).toBeGreaterThan(0);
    const bad = await t().request({ method: 'GET', url: `${URL}?desde=01/02/2026`, as: 'admin' });
    expect(bad.statusCode).toBe(422);
    expect(json(bad).detail).toBe(serverText('es', CALLE_MESSAGES.fecha));
    expect((await t().request({ method: 'GET', url: URL, as: 'veterinario' })).statusCode).toBe(403);
  });

  it('turns a visit with cats seen into a census of that day, once; it feeds the population estimate', async () => {
    const { colonia, vol } = await volunteerColony();
    const seen = json(await t().request({ method: 'POST', url: URL, as: vol, payload: visita(colonia.id, { gatos_vistos: 12 }) }));
    const res = await t().request({ method: 'POST', url: `/api/visitas/${seen.id}/censo`, as: vol });
    expect(res.statusCode).toBe(200);
    expect(json(res)).toMatchObject({ colonia_id: colonia.id, fecha: seen.fecha, gatos_vistos: 12, crias: 0, marcados_vistos: 0 });
    const poblacion = json(await t().request({ method: 'GET', url: `/api/colonias/colonias/${colonia.id}/poblacion`, as: 'responsable' }));
    expect(poblacion.censo).toMatchObject({ id: json(res).id, gatos_vistos: 12 });
    const twice = await t().request({ method: 'POST', url: `/api/visitas/${seen.id}/censo`, as: 'admin' });
    expect(twice.statusCode).toBe(409);
    expect(json(twice).detail).toBe(serverText('es', CALLE_MESSAGES.visitaYaCensada));
    const listed = json(await t().request({ method: 'GET', url: `${URL}?colonia_id=${colonia.id}`, as: vol }));
    expect(listed[0].censo_id).toBe(json(res).id);

    const blind = json(await t().request({ method: 'POST', url: URL, as: vol, payload: visita(colonia.id) }));
    const none = await t().request({ method: 'POST', url: `/api/visitas/${blind.id}/censo`, as: vol });
    expect(none.statusCode).toBe(422);
    expect(json(none).detail).toBe(serverText('es', CALLE_MESSAGES.visitaSinGatos));
    expect((await t().request({ method: 'POST', url: `/api/visitas/${blind.id}/censo`, as: 'veterinario' })).statusCode).toBe(403);

    // A visit may note up to 1000 cats, but a census keeps the census bound: the visit is no way around it.
    const crowd = json(await t().request({ method: 'POST', url: URL, as: vol, payload: visita(colonia.id, { gatos_vistos: 800 }) }));
    const tooMany = await t().request({ method: 'POST', url: `/api/visitas/${crowd.id}/censo`, as: vol });
    expect(tooMany.statusCode).toBe(422);
    expect(json(tooMany).detail).toBe(CER_API_MESSAGES.gatosVistos);
    expect(await t().db.selectFrom('censos').select('id').where('colonia_id', '=', colonia.id).execute()).toHaveLength(1);
  });

  it('a census sent with a client_id (made offline) is stored once however often it is retried', async () => {
    const { colonia, vol } = await volunteerColony();
    const today = new Date().toISOString().slice(0, 10);
    const payload = { fecha: today > '2026-01-02' ? '2026-01-02' : today, gatos_vistos: 9, crias: 1, marcados_vistos: 2, client_id: crypto.randomUUID() };
    const url = `/api/colonias/colonias/${colonia.id}/censos`;
    const answers = await Promise.all([1, 2, 3].map(() => t().request({ method: 'POST', url, as: vol, payload })));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    expect(new Set(answers.map((a) => json(a).id)).size).toBe(1);
    expect(await t().db.selectFrom('censos').select('id').where('colonia_id', '=', colonia.id).execute()).toHaveLength(1);
    const bad = await t().request({ method: 'POST', url, as: vol, payload: { ...payload, client_id: 'x' } });
    expect(bad.statusCode).toBe(422);
  });
});
