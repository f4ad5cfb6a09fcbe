import { expect, it } from 'vitest';
import { describeEachEngine, json } from '../helper';
import { createColonia, createGato } from '../fixtures';

const URL = '/api/campanas/campanas/';
const campana = (overrides: Record<string, unknown> = {}) => ({
  nombre: 'Campaña CER de primavera',
  fecha_inicio: '2025-03-01',
  fecha_fin: '2025-05-31',
  estatus: 'planeada',
  voluntarios_involucrados: 'Lucía, Javier',
  gatos_objetivo: 12,
  ...overrides,
});

describeEachEngine('campañas: create, read, edit', (t) => {
  it('dates round-trip unchanged, as dates or as the ISO timestamps the original clients send', async () => {
    const plain = await t().request({ method: 'POST', url: URL, as: 'responsable', payload: campana() });
    expect(plain.statusCode, plain.body).toBe(200);
    expect(json(plain)).toEqual({
      id: expect.any(Number),
      nombre: 'Campaña CER de primavera',
      fecha_inicio: '2025-03-01',
      fecha_fin: '2025-05-31',
      estatus: 'planeada',
      voluntarios_involucrados: 'Lucía, Javier',
      gatos_objetivo: 12,
      numero_gatos: 0,
      gatos_esterilizados: 0,
    });
    const read = await t().request({ method: 'GET', url: `${URL}${json(plain).id}`, as: 'veterinario' });
    expect(json(read)).toEqual(json(plain));

    const iso = await t().request({
      method: 'POST',
      url: URL,
      as: 'admin',
      payload: campana({ fecha_inicio: '2025-10-01T00:00:00.000Z', fecha_fin: '2025-12-31T23:00:00.000Z' }),
    });
    expect(iso.statusCode, iso.body).toBe(200);
    expect(json(iso)).toMatchObject({ fecha_inicio: '2025-10-01', fecha_fin: '2025-12-31' });
    const stored = await t().db.selectFrom('campanas').select(['fecha_inicio', 'fecha_fin']).where('id', '=', json(iso).id).executeTakeFirstOrThrow();
    expect(stored).toEqual({ fecha_inicio: '2025-10-01', fecha_fin: '2025-12-31' });
  });

  it('gatos_objetivo defaults to 0 and fecha_fin is optional; audit on create', async () => {
    const res = await t().request({ method: 'POST', url: URL, as: 'admin', payload: { nombre: 'Mínima', fecha_inicio: '2025-01-10', estatus: 'en progreso' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res)).toMatchObject({ gatos_objetivo: 0, fecha_fin: null, voluntarios_involucrados: null, estatus: 'en progreso' });
    const blanks = await t().request({ method: 'POST', url: URL, as: 'admin', payload: campana({ fecha_fin: '', voluntarios_involucrados: '', gatos_objetivo: null }) });
    expect(json(blanks)).toMatchObject({ gatos_objetivo: 0, fecha_fin: null, voluntarios_involucrados: null });
    const audit = await t().db.selectFrom('audit_log').select('accion').where('entidad', '=', 'campanas').where('entidad_id', '=', String(json(res).id)).execute();
    expect(audit).toEqual([{ accion: 'crear' }]);
  });

  it('refuses bad input in Spanish and stores nothing', async () => {
    const before = await t().db.selectFrom('campanas').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const cases: [Record<string, unknown>, string][] = [
      [campana({ nombre: undefined }), 'El nombre de la campaña es obligatorio'],
      [campana({ nombre: '  ' }), 'El nombre de la campaña es obligatorio'],
      [campana({ fecha_inicio: undefined }), 'La fecha de inicio es obligatoria'],
      [campana({ fecha_inicio: '' }), 'La fecha de inicio es obligatoria'],
      [campana({ estatus: undefined }), 'El estado de la campaña es obligatorio'],
      [campana({ fecha_inicio: '2025-02-30' }), 'La fecha de inicio no es válida: usa el formato AAAA-MM-DD.'],
      [campana({ fecha_inicio: '01/03/2025' }), 'La fecha de inicio no es válida: usa el formato AAAA-MM-DD.'],
      [campana({ fecha_fin: 'mañana' }), 'La fecha de fin no es válida: usa el formato AAAA-MM-DD.'],
      [campana({ fecha_fin: '2025-02-28' }), 'La fecha de fin no puede ser anterior a la fecha de inicio.'],
      [campana({ estatus: 'cancelada' }), 'El estado de la campaña debe ser uno de: planeada, en progreso, completada.'],
      [campana({ gatos_objetivo: -1 }), 'El campo «gatos_objetivo» debe ser mayor o igual que 0.'],
    ];
    for (const [payload, detail] of cases) {
      const res = await t().request({ method: 'POST', url: URL, as: 'admin', payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
      expect(json(res).detail, JSON.stringify(payload)).toBe(detail);
    }
    const after = await t().db.selectFrom('campanas').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('admin, responsable and veterinario read; only admin and responsable create and edit', async () => {
    for (const role of ['admin', 'responsable', 'veterinario'] as const) {
      const res = await t().request({ method: 'GET', url: URL, as: role });
      expect(res.statusCode, role).toBe(200);
      expect(Number(res.headers['x-total-count'])).toBe(json(res).length);
    }
    for (const role of ['voluntario', 'usuario'] as const) {
      expect((await t().request({ method: 'GET', url: URL, as: role })).statusCode, role).toBe(403);
    }
    const id = json(await t().request({ method: 'POST', url: URL, as: 'admin', payload: campana() })).id;
    // One campaign, for its record page: the same readers; an unknown one is a Spanish 404.
    for (const role of ['admin', 'responsable', 'veterinario'] as const) {
      const one = await t().request({ method: 'GET', url: `${URL}${id}`, as: role });
      expect(one.statusCode, role).toBe(200);
      expect(json(one)).toMatchObject({ id, nombre: campana().nombre, numero_gatos: 0, gatos_esterilizados: 0 });
    }
    for (const role of ['voluntario', 'usuario'] as const) expect((await t().request({ method: 'GET', url: `${URL}${id}`, as: role })).statusCode, role).toBe(403);
    expect((await t().request({ method: 'GET', url: `${URL}${id}` })).statusCode).toBe(401);
    const missing = await t().request({ method: 'GET', url: `${URL}999999`, as: 'veterinario' });
    expect(missing.statusCode).toBe(404);
    expect(json(missing).detail).toBe('La campaña no existe.');
    for (const role of ['veterinario', 'voluntario', 'usuario'] as const) {
      expect((await t().request({ method: 'POST', url: URL, as: role, payload: campana() })).statusCode, role).toBe(403);
      expect((await t().request({ method: 'PUT', url: `${URL}${id}`, as: role, payload: { nombre: 'x' } })).statusCode, role).toBe(403);
    }
  });

  it('lists newest first with paging headers', async () => {
    for (const [i, inicio] of ['2030-01-01', '2030-03-01', '2030-02-01'].entries()) {
      await t().request({ method: 'POST', url: URL, as: 'admin', payload: campana({ nombre: `Orden ${i}`, fecha_inicio: inicio, fecha_fin: null }) });
    }
    const res = await t().request({ method: 'GET', url: `${URL}?skip=0&limit=2`, as: 'admin' });
    expect(json(res).map((c: { nombre: string }) => c.nombre)).toEqual(['Orden 1', 'Orden 2']);
    expect(Number(res.headers['x-total-count'])).toBeGreaterThanOrEqual(3);
    expect(json(res)).toHaveLength(2);
  });

  it('edits a campaign, whole or in part, with the same rules', async () => {
    const created = json(await t().request({ method: 'POST', url: URL, as: 'admin', payload: campana() }));
    const partial = await t().request({ method: 'PUT', url: `${URL}${created.id}`, as: 'responsable', payload: { estatus: 'en progreso', gatos_objetivo: 20 } });
    expect(partial.statusCode, partial.body).toBe(200);
    expect(json(partial)).toMatchObject({ ...campana(), estatus: 'en progreso', gatos_objetivo: 20 });
    // react-admin sends the whole record back, progress fields included.
    const whole = await t().request({ method: 'PUT', url: `${URL}${created.id}`, as: 'admin', payload: { ...json<Record<string, unknown>>(partial), fecha_fin: '2025-06-30T00:00:00.000Z' } });
    expect(json(whole).fecha_fin).toBe('2025-06-30');
    const bad = await t().request({ method: 'PUT', url: `${URL}${created.id}`, as: 'admin', payload: { fecha_inicio: '2025-07-01' } });
    expect(bad.statusCode).toBe(422);
    expect(json(bad).detail).toBe('La fecha de fin no puede ser anterior a la fecha de inicio.');
    const missing = await t().request({ method: 'PUT', url: `${URL}999999`, as: 'admin', payload: { nombre: 'x' } });
    expect(missing.statusCode).toBe(404);
    expect(json(missing).detail).toBe('La campaña no existe.');
    const audit = await t().db.selectFrom('audit_log').select('accion').where('entidad', '=', 'campanas').where('entidad_id', '=', String(created.id)).orderBy('id').execute();
    expect(audit.map((a) => a.accion)).toEqual(['crear', 'editar', 'editar']);
  });
});

describeEachEngine('campañas: cats and progress', (t) => {
  it('counts the cats sterilised inside the campaign dates, against the target', async () => {
    const colonia = await createColonia(t().db, { nombre: 'Colonia del Castillo' });
    const inside = await createGato(t().db, colonia.id, { nombre: 'Dentro', fecha_esterilizacion: '2025-03-15', codigo_identificacion: '724000000000101' });
    const onStart = await createGato(t().db, colonia.id, { nombre: 'El primer día', fecha_esterilizacion: '2025-03-01' });
    const onEnd = await createGato(t().db, colonia.id, { nombre: 'El último día', fecha_esterilizacion: '2025-05-31' });
    const before = await createGato(t().db, colonia.id, { nombre: 'Antes', fecha_esterilizacion: '2025-02-28' });
    const after = await createGato(t().db, colonia.id, { nombre: 'Después', fecha_esterilizacion: '2025-06-01' });
    const never = await createGato(t().db, colonia.id, { nombre: 'Sin esterilizar' });
    const outsider = await createGato(t().db, colonia.id, { nombre: 'Fuera de la campaña', fecha_esterilizacion: '2025-03-20' });
    const id = json(await t().request({ method: 'POST', url: URL, as: 'admin', payload: campana({ gatos_objetivo: 5 }) })).id;

    for (const gato of [inside, onStart, onEnd, before, after, never]) {
      const res = await t().request({ method: 'POST', url: `${URL}${id}/gatos`, as: 'responsable', payload: { gato_id: gato.id } });
      expect(res.statusCode, res.body).toBe(200);
    }
    const read = json(await t().request({ method: 'GET', url: `${URL}${id}`, as: 'veterinario' }));
    expect(read).toMatchObject({ gatos_objetivo: 5, numero_gatos: 6, gatos_esterilizados: 3 });

    const cats = await t().request({ method: 'GET', url: `${URL}${id}/gatos`, as: 'veterinario' });
    expect(cats.statusCode).toBe(200);
    expect(cats.headers['x-total-count']).toBe('6');
    const byName = Object.fromEntries(json(cats).map((g: { nombre: string }) => [g.nombre, g]));
    expect(Object.keys(byName)).not.toContain(outsider.nombre);
    expect(byName.Dentro).toMatchObject({ id: inside.id, colonia_nombre: 'Colonia del Castillo', codigo_identificacion: '724000000000101', activo: true, esterilizado_en_campana: true });
    expect([byName['El primer día'], byName['El último día']].map((g) => g.esterilizado_en_campana)).toEqual([true, true]);
    expect([byName.Antes, byName['Después'], byName['Sin esterilizar']].map((g) => g.esterilizado_en_campana)).toEqual([false, false, false]);

    // Moving the end date moves the progress; an open end has no limit.
    const widened = await t().request({ method: 'PUT', url: `${URL}${id}`, as: 'admin', payload: { fecha_fin: null } });
    expect(json(widened)).toMatchObject({ fecha_fin: null, gatos_esterilizados: 4 });

    const removed = await t().request({ method: 'DELETE', url: `${URL}${id}/gatos/${inside.id}`, as: 'admin' });
    expect(removed.statusCode).toBe(200);
    expect(json(removed)).toMatchObject({ numero_gatos: 5, gatos_esterilizados: 3 });
    const list = json(await t().request({ method: 'GET', url: URL, as: 'admin' }));
    expect(list.find((c: { id: number }) => c.id === id)).toMatchObject({ numero_gatos: 5, gatos_esterilizados: 3 });

    const audit = await t().db.selectFrom('audit_log').select(['accion', 'detalle']).where('entidad', '=', 'campanas').where('entidad_id', '=', String(id)).orderBy('id').execute();
    expect(audit.filter((a) => a.accion === 'asignar')).toHaveLength(6);
    expect(audit.at(-1)).toEqual({ accion: 'quitar', detalle: `gato ${inside.id}` });
  });

  it('refuses unknown, inactive and repeated cats, and unknown campaigns, in Spanish', async () => {
    const colonia = await createColonia(t().db);
    const gato = await createGato(t().db, colonia.id);
    const baja = await createGato(t().db, colonia.id, { activo: 0 });
    const id = json(await t().request({ method: 'POST', url: URL, as: 'admin', payload: campana() })).id;
    const add = (campanaId: number, payload: unknown, as: 'admin' | 'veterinario' = 'admin') =>
      t().request({ method: 'POST', url: `${URL}${campanaId}/gatos`, as, payload: payload as object });

    expect((await add(id, { gato_id: gato.id })).statusCode).toBe(200);
    const cases: [Awaited<ReturnType<typeof add>>, number, string][] = [
      [await add(id, { gato_id: gato.id }), 409, 'El gato ya forma parte de esta campaña.'],
      [await add(id, { gato_id: 999999 }), 404, 'El gato no existe.'],
      [await add(id, { gato_id: baja.id }), 422, 'El gato está dado de baja y no puede añadirse a la campaña.'],
      [await add(id, {}), 422, 'Debe seleccionar un gato'],
      [await add(999999, { gato_id: gato.id }), 404, 'La campaña no existe.'],
      [await add(id, { gato_id: gato.id }, 'veterinario'), 403, 'No tienes permisos para realizar esta acción.'],
      [await t().request({ method: 'DELETE', url: `${URL}${id}/gatos/${baja.id}`, as: 'admin' }), 404, 'El gato no forma parte de esta campaña.'],
      [await t().request({ method: 'DELETE', url: `${URL}${id}/gatos/${gato.id}`, as: 'veterinario' }), 403, 'No tienes permisos para realizar esta acción.'],
      [await t().request({ method: 'GET', url: `${URL}999999/gatos`, as: 'admin' }), 404, 'La campaña no existe.'],
      [await t().request({ method: 'GET', url: `${URL}${id}/gatos`, as: 'voluntario' }), 403, 'No tienes permisos para realizar esta acción.'],
    ];
    for (const [res, status, detail] of cases) {
      expect(res.statusCode, res.body).toBe(status);
      expect(json(res).detail).toBe(detail);
    }
    const members = await t().db.selectFrom('campana_gatos').select('gato_id').where('campana_id', '=', id).execute();
    expect(members).toEqual([{ gato_id: gato.id }]);
  });
});
