import { expect, it } from 'vitest';
import { describeEachEngine, json } from '../helper';
import { createColonia, createGato } from '../fixtures';

const URL = '/api/actividades/actividades/';

describeEachEngine('actividades', (t) => {
  it('admin and veterinario record an activity on a cat, listed with the cat name; audit', async () => {
    const colonia = await createColonia(t().db);
    const gato = await createGato(t().db, colonia.id, { nombre: 'Tizón', codigo_identificacion: '724000000000555' });
    const res = await t().request({ method: 'POST', url: URL, as: 'veterinario', payload: { tipo: ' Vacunación ', descripcion: 'Trivalente', gato_id: gato.id } });
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res)).toEqual({
      id: expect.any(Number),
      tipo: 'Vacunación',
      descripcion: 'Trivalente',
      gato_id: gato.id,
      gato_nombre: 'Tizón',
      gato_codigo: '724000000000555',
      created_at: expect.any(String),
    });
    // The original clients may send the id as text.
    const asText = await t().request({ method: 'POST', url: URL, as: 'admin', payload: { tipo: 'Revisión', descripcion: 'Oreja', gato_id: String(gato.id) } });
    expect(asText.statusCode).toBe(200);

    const list = await t().request({ method: 'GET', url: `${URL}?gato_id=${gato.id}`, as: 'admin' });
    expect(list.headers['x-total-count']).toBe('2');
    expect(json(list).map((a: { tipo: string }) => a.tipo)).toEqual(['Revisión', 'Vacunación']);
    const audit = await t().db.selectFrom('audit_log').select(['accion', 'detalle']).where('entidad', '=', 'actividades').where('entidad_id', '=', String(json(res).id)).execute();
    expect(audit).toEqual([{ accion: 'crear', detalle: `gato ${gato.id}` }]);
  });

  it('refuses an unknown cat with 404 and missing fields in Spanish; stores nothing', async () => {
    const colonia = await createColonia(t().db);
    const gato = await createGato(t().db, colonia.id);
    const count = async () => Number((await t().db.selectFrom('actividades').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
    const before = await count();
    const cases: [unknown, number, string][] = [
      [{ tipo: 'Revisión', descripcion: 'x', gato_id: 999999 }, 404, 'El gato no existe.'],
      [{ descripcion: 'x', gato_id: gato.id }, 422, 'El tipo de actividad es obligatorio'],
      [{ tipo: '  ', descripcion: 'x', gato_id: gato.id }, 422, 'El tipo de actividad es obligatorio'],
      [{ tipo: 'Revisión', gato_id: gato.id }, 422, 'La descripción es obligatoria'],
      [{ tipo: 'Revisión', descripcion: 'x' }, 422, 'Debe seleccionar un gato'],
      [{ tipo: 'Revisión', descripcion: 'x', gato_id: 'Tizón' }, 422, 'El campo «gato_id» debe ser un número entero.'],
    ];
    for (const [payload, status, detail] of cases) {
      const res = await t().request({ method: 'POST', url: URL, as: 'admin', payload: payload as object });
      expect(res.statusCode, JSON.stringify(payload)).toBe(status);
      expect(json(res).detail).toBe(detail);
    }
    expect(await count()).toBe(before);
  });

  it('is closed to responsable, voluntario and usuario', async () => {
    for (const role of ['responsable', 'voluntario', 'usuario'] as const) {
      expect((await t().request({ method: 'GET', url: URL, as: role })).statusCode, role).toBe(403);
      expect((await t().request({ method: 'POST', url: URL, as: role, payload: { tipo: 'x', descripcion: 'x', gato_id: 1 } })).statusCode, role).toBe(403);
    }
    const res = await t().request({ method: 'GET', url: URL, as: 'veterinario' });
    expect(res.statusCode).toBe(200);
    expect(Number(res.headers['x-total-count'])).toBe(json(res).length);
  });

  it('one activity for its record page, with its cat: admin and veterinario; an unknown one is a Spanish 404', async () => {
    const colonia = await createColonia(t().db);
    const gato = await createGato(t().db, colonia.id, { nombre: 'Canela', codigo_identificacion: '724000000000777' });
    const created = json(await t().request({ method: 'POST', url: URL, as: 'admin', payload: { tipo: 'Desparasitación', descripcion: 'Interna', gato_id: gato.id } }));
    for (const role of ['admin', 'veterinario'] as const) {
      const one = await t().request({ method: 'GET', url: `${URL}${created.id}`, as: role });
      expect(one.statusCode, role).toBe(200);
      expect(json(one)).toEqual({ ...created, gato_nombre: 'Canela', gato_codigo: '724000000000777' });
    }
    for (const role of ['responsable', 'voluntario', 'usuario'] as const) {
      expect((await t().request({ method: 'GET', url: `${URL}${created.id}`, as: role })).statusCode, role).toBe(403);
    }
    expect((await t().request({ method: 'GET', url: `${URL}${created.id}` })).statusCode).toBe(401);
    const missing = await t().request({ method: 'GET', url: `${URL}999999`, as: 'veterinario' });
    expect(missing.statusCode).toBe(404);
    expect(json(missing).detail).toBe('La actividad no existe.');
  });

  it('finds activities by a text in their type, description or cat name, without case or accents', async () => {
    const colonia = await createColonia(t().db);
    const lucero = await createGato(t().db, colonia.id, { nombre: 'Lucero Búho' });
    const otro = await createGato(t().db, colonia.id, { nombre: 'Sombra' });
    const record = async (tipo: string, descripcion: string, gato_id: number) =>
      json(await t().request({ method: 'POST', url: URL, as: 'admin', payload: { tipo, descripcion, gato_id } })).id as number;
    const byType = await record('Vacunación búho', 'Trivalente', otro.id);
    const byDescription = await record('Revisión', 'Herida en la oreja (BUHO)', otro.id);
    const byCat = await record('Revisión', 'Peso', lucero.id);
    await record('Revisión', 'Peso', otro.id);
    const found = await t().request({ method: 'GET', url: `${URL}?q=${encodeURIComponent('  Buho ')}&limit=100`, as: 'veterinario' });
    expect(found.statusCode, found.body).toBe(200);
    expect(json(found).map((a: { id: number }) => a.id)).toEqual([byCat, byDescription, byType]);
    expect(found.headers['x-total-count']).toBe('3');
    // With the cat's filter and a sort too; LIKE's wildcards are taken literally.
    const mine = await t().request({ method: 'GET', url: `${URL}?q=buho&gato_id=${otro.id}&sort=tipo&order=asc`, as: 'admin' });
    expect(json(mine).map((a: { id: number }) => a.id)).toEqual([byDescription, byType]);
    expect(json(await t().request({ method: 'GET', url: `${URL}?q=%25`, as: 'admin' }))).toEqual([]);
    const tooLong = await t().request({ method: 'GET', url: `${URL}?q=${'x'.repeat(201)}`, as: 'admin' });
    expect(tooLong.statusCode).toBe(422);
  });
});
