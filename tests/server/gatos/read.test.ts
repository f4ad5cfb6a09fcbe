import { beforeAll, expect, it } from 'vitest';
import { describeEachEngine, json, type TestUser } from '../helper';
import { assign, createColonia, createGato } from '../fixtures';
import { validCode } from './support';

describeEachEngine('gatos: lists, card and colony options', (t) => {
  let coloniaA: { id: number; nombre: string };
  let coloniaB: { id: number; nombre: string };
  let voluntario: TestUser;
  let usuario: TestUser;
  let catA: number;
  let catB: number;
  let inactiveA: number;

  beforeAll(async () => {
    const db = t().db;
    coloniaA = await createColonia(db, { nombre: 'Colonia del Castillo' });
    coloniaB = await createColonia(db, { nombre: 'Colonia de la Alameda' });
    voluntario = await t().createUser('voluntario');
    usuario = await t().createUser('usuario');
    await assign(db, voluntario.id, coloniaA.id);
    await assign(db, usuario.id, coloniaA.id);
    catA = (
      await createGato(db, coloniaA.id, {
        nombre: 'Bigotes',
        sexo: 'M',
        edad_num: 3,
        edad_unidad: 'meses',
        fecha_vacunacion: '2025-03-01',
        codigo_identificacion: validCode(1),
        estado_salud: 'Bueno',
      })
    ).id;
    catB = (await createGato(db, coloniaB.id, { nombre: 'Nube', sexo: 'H', fecha_esterilizacion: '2025-01-10', codigo_identificacion: validCode(500) })).id;
    const coloniaC = await createColonia(db, { nombre: 'Colonia «rara» \\ "C"' });
    await createGato(db, coloniaC.id, { nombre: 'Ñoño "el" \\ gato 🐈\ttab', sexo: 'M', raza: '<b>x</b>', evaluacion_sanitaria: 'línea 1\nlínea 2', edad_num: 0 });
    inactiveA = (await createGato(db, coloniaA.id, { nombre: 'Sombra', sexo: 'H', activo: 0, edad_num: 1, edad_unidad: 'años', fecha_desparasitacion: '2025-02-02' })).id;
  });

  it('gives the card with every field, colonia_nombre and activo, for staff', async () => {
    for (const role of ['admin', 'responsable', 'veterinario'] as const) {
      const res = await t().request({ method: 'GET', url: `/api/gatos/gatos/${catB}/ficha`, as: role });
      expect(res.statusCode, role).toBe(200);
      expect(json(res)).toEqual({
        id: catB,
        nombre: 'Nube',
        raza: null,
        sexo: 'H',
        edad_num: null,
        edad_unidad: 'meses',
        estado_salud: null,
        ubicacion: 'Calle Mayor, 1',
        colonia_id: coloniaB.id,
        colonia_nombre: 'Colonia de la Alameda',
        evaluacion_sanitaria: null,
        adoptabilidad: null,
        fecha_vacunacion: null,
        tipo_vacuna: null,
        fecha_desparasitacion: null,
        fecha_esterilizacion: '2025-01-10',
        codigo_identificacion: validCode(500),
        fecha_identificacion: null,
        imagen: null,
        activo: true,
      });
    }
  });

  it('answers 404 to a voluntario or usuario reaching a cat of another colony, as if it did not exist', async () => {
    for (const who of [voluntario, usuario]) {
      const other = await t().request({ method: 'GET', url: `/api/gatos/gatos/${catB}/ficha`, as: who });
      const missing = await t().request({ method: 'GET', url: '/api/gatos/gatos/999999/ficha', as: who });
      expect(other.statusCode).toBe(404);
      expect(json(other)).toEqual(json(missing));
      expect(json(other).detail).toBe('Gato no encontrado.');
      const own = await t().request({ method: 'GET', url: `/api/gatos/gatos/${catA}/ficha`, as: who });
      expect(own.statusCode).toBe(200);
      expect(json(own).nombre).toBe('Bigotes');
    }
  });

  it('asks for a session and checks the id', async () => {
    expect((await t().request({ method: 'GET', url: `/api/gatos/gatos/${catA}/ficha` })).statusCode).toBe(401);
    const bad = await t().request({ method: 'GET', url: '/api/gatos/gatos/abc/ficha', as: 'admin' });
    expect(bad.statusCode).toBe(422);
    expect(json(bad).detail).toContain('id');
  });

  it('lists active cats for staff, inactive ones on request, with the total in headers', async () => {
    const res = await t().request({ method: 'GET', url: '/api/gatos/gatos/?skip=0&limit=100', as: 'admin' });
    expect(res.statusCode).toBe(200);
    const ids = json<{ id: number }[]>(res).map((g) => g.id);
    expect(ids).toContain(catA);
    expect(ids).toContain(catB);
    expect(ids).not.toContain(inactiveA);
    expect(res.headers['x-total-count']).toBe(String(ids.length));
    const all = await t().request({ method: 'GET', url: '/api/gatos/gatos/?skip=0&limit=100&incluir_inactivos=true', as: 'veterinario' });
    expect(json<{ id: number; activo: boolean }[]>(all).find((g) => g.id === inactiveA)?.activo).toBe(false);
    expect(json<{ colonia_nombre: string; id: number }[]>(all).find((g) => g.id === catA)?.colonia_nombre).toBe('Colonia del Castillo');
  });

  it('writes each cat of the list exactly as its card, in JSON, and an empty page as []', async () => {
    const res = await t().request({ method: 'GET', url: '/api/gatos/gatos/?incluir_inactivos=true&limit=500', as: 'admin' });
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    const list = json<{ id: number }[]>(res);
    expect(list.length).toBeGreaterThanOrEqual(3);
    for (const gato of list) {
      const card = json(await t().request({ method: 'GET', url: `/api/gatos/gatos/${gato.id}/ficha`, as: 'admin' }));
      expect(gato).toStrictEqual(card);
      expect(Object.keys(gato)).toEqual(Object.keys(card));
    }
    const empty = await t().request({ method: 'GET', url: '/api/gatos/gatos/?q=no-existe-ninguno', as: 'admin' });
    expect(empty.body).toBe('[]');
    expect(empty.headers['x-total-count']).toBe('0');
  });

  it('limits the full list to the voluntario\'s colonies and refuses it to usuario', async () => {
    const res = await t().request({ method: 'GET', url: '/api/gatos/gatos/?incluir_inactivos=true', as: voluntario });
    expect(res.statusCode).toBe(200);
    expect(json<{ id: number }[]>(res).map((g) => g.id).sort()).toEqual([catA, inactiveA].sort());
    expect(res.headers['x-total-count']).toBe('2');
    const denied = await t().request({ method: 'GET', url: '/api/gatos/gatos/', as: usuario });
    expect(denied.statusCode).toBe(403);
    expect(json(denied).detail).toBe('No tienes permisos para realizar esta acción.');
  });

  it('filters by colony, sex, health, sterilisation and text on name or code', async () => {
    const ids = async (query: string) =>
      json<{ id: number }[]>(await t().request({ method: 'GET', url: `/api/gatos/gatos/?incluir_inactivos=true&${query}`, as: 'admin' })).map((g) => g.id);
    expect(await ids(`colonia_id=${coloniaB.id}`)).toEqual([catB]);
    expect(await ids(`colonia_id=${coloniaA.id}&sexo=H`)).toEqual([inactiveA]);
    expect(await ids('estado_salud=Bueno')).toEqual([catA]);
    expect(await ids(`esterilizado=true&colonia_id=${coloniaB.id}`)).toEqual([catB]);
    expect(await ids(`esterilizado=false&colonia_id=${coloniaB.id}`)).toEqual([]);
    expect(await ids('q=bigo')).toEqual([catA]);
    expect(await ids('q=BIGOTES')).toEqual([catA]);
    expect(await ids(`q=${validCode(500).slice(0, 13)}`)).toEqual([catB]);
    expect(await ids(`q=${validCode(1)}`)).toEqual([catA]);
    expect(await ids('q=%25')).toEqual([]);
    const bad = await t().request({ method: 'GET', url: '/api/gatos/gatos/?sexo=X', as: 'admin' });
    expect(bad.statusCode).toBe(422);
    expect(json(bad).detail).toContain('sexo');
  });

  it('sorts by name and code both ways, and refuses a column without an index', async () => {
    const names = async (query: string) =>
      json<{ nombre: string }[]>(await t().request({ method: 'GET', url: `/api/gatos/gatos/?incluir_inactivos=true&colonia_id=${coloniaA.id}&${query}`, as: 'admin' })).map(
        (g) => g.nombre,
      );
    expect(await names('sort=nombre&order=asc')).toEqual(['Bigotes', 'Sombra']);
    expect(await names('sort=nombre&order=desc')).toEqual(['Sombra', 'Bigotes']);
    expect(await names('sort=id&order=DESC')).toEqual(['Sombra', 'Bigotes']);
    const bad = await t().request({ method: 'GET', url: '/api/gatos/gatos/?sort=raza', as: 'admin' });
    expect(bad.statusCode).toBe(422);
    expect(json(bad).detail).toContain('sort');
  });

  it('answers the assigned cats with edad as text, vacunado and desparasitado', async () => {
    const res = await t().request({ method: 'GET', url: '/api/gatos/gatos/mis-gatos?skip=0&limit=10', as: usuario });
    expect(res.statusCode).toBe(200);
    const list = json<{ id: number; edad: string; vacunado: boolean; desparasitado: boolean; colonia_nombre: string }[]>(res);
    expect(list.map((g) => g.id)).toEqual([catA]);
    expect(list[0]).toMatchObject({ edad: '3 meses', vacunado: true, desparasitado: false, colonia_nombre: 'Colonia del Castillo' });
    const withInactive = await t().request({ method: 'GET', url: '/api/gatos/gatos/mis-gatos?incluir_inactivos=true', as: voluntario });
    const sombra = json<{ id: number; edad: string; desparasitado: boolean; activo: boolean }[]>(withInactive).find((g) => g.id === inactiveA);
    expect(sombra).toMatchObject({ edad: '1 año', desparasitado: true, activo: false });
    expect(withInactive.headers['x-total-count']).toBe('2');
    for (const role of ['admin', 'responsable', 'veterinario'] as const) {
      expect((await t().request({ method: 'GET', url: '/api/gatos/gatos/mis-gatos', as: role })).statusCode, role).toBe(403);
    }
  });

  it('sorts the assigned cats by name or code both ways and searches them by name or code, as the full list does', async () => {
    const names = async (query: string) =>
      json<{ nombre: string }[]>(await t().request({ method: 'GET', url: `/api/gatos/gatos/mis-gatos?incluir_inactivos=true&${query}`, as: voluntario })).map((g) => g.nombre);
    expect(await names('')).toEqual(['Bigotes', 'Sombra']);
    expect(await names('sort=nombre&order=desc')).toEqual(['Sombra', 'Bigotes']);
    expect(await names('sort=nombre&order=asc')).toEqual(['Bigotes', 'Sombra']);
    expect(await names('sort=id&order=DESC')).toEqual(['Sombra', 'Bigotes']);
    expect(await names('q=somb')).toEqual(['Sombra']);
    expect(await names(`q=${validCode(1)}`)).toEqual(['Bigotes']);
    const bad = await t().request({ method: 'GET', url: '/api/gatos/gatos/mis-gatos?sort=raza', as: voluntario });
    expect(bad.statusCode).toBe(422);
    expect(json(bad).detail).toContain('sort');
  });

  it('pages a usuario\'s cats 10 at a time with skip and limit', async () => {
    const colonia = await createColonia(t().db, { nombre: 'Colonia grande' });
    const persona = await t().createUser('usuario');
    await assign(t().db, persona.id, colonia.id);
    for (let i = 0; i < 23; i++) await createGato(t().db, colonia.id, { nombre: `Gato ${i}` });
    const pages = [];
    for (const skip of [0, 10, 20]) {
      const res = await t().request({ method: 'GET', url: `/api/gatos/gatos/mis-gatos?skip=${skip}&limit=10`, as: persona });
      expect(res.headers['x-total-count']).toBe('23');
      pages.push(json<{ nombre: string }[]>(res).map((g) => g.nombre));
    }
    expect(pages.map((p) => p.length)).toEqual([10, 10, 3]);
    expect(new Set(pages.flat()).size).toBe(23);
  });

  it('gives colony options: every colony to staff, their own to a voluntario, none to usuario', async () => {
    const all = json<{ id: number; nombre: string }[]>(await t().request({ method: 'GET', url: '/api/gatos/gatos/colonias/', as: 'responsable' }));
    expect(all).toEqual(expect.arrayContaining([{ id: coloniaA.id, nombre: 'Colonia del Castillo' }, { id: coloniaB.id, nombre: 'Colonia de la Alameda' }]));
    expect(Object.keys(all[0]).sort()).toEqual(['id', 'nombre']);
    const names = all.map((c) => c.nombre);
    // In a Spanish reader's order (tests/server/orden/listas.test.ts covers every list).
    expect(names).toEqual([...names].sort(new Intl.Collator('es', { numeric: true }).compare));
    const own = json(await t().request({ method: 'GET', url: '/api/gatos/gatos/colonias', as: voluntario }));
    expect(own).toEqual([{ id: coloniaA.id, nombre: 'Colonia del Castillo' }]);
    expect((await t().request({ method: 'GET', url: '/api/gatos/gatos/colonias', as: usuario })).statusCode).toBe(403);
  });
});

describeEachEngine('gatos: pagination over 250 cats', (t) => {
  it('reaches every cat through skip and limit, with X-Total-Count and Content-Range', async () => {
    const colonia = await createColonia(t().db);
    const now = new Date().toISOString();
    const rows = Array.from({ length: 250 }, (_, i) => ({ nombre: `Gato ${String(i).padStart(3, '0')}`, sexo: i % 2 ? 'M' : 'H', ubicacion: 'Plaza', colonia_id: colonia.id, created_at: now, updated_at: now }));
    for (let i = 0; i < rows.length; i += 50) await t().db.insertInto('gatos').values(rows.slice(i, i + 50)).execute();

    const seen = new Set<number>();
    for (let skip = 0; skip < 250; skip += 20) {
      const res = await t().request({ method: 'GET', url: `/api/gatos/gatos/?skip=${skip}&limit=20`, as: 'admin' });
      expect(res.headers['x-total-count']).toBe('250');
      const page = json<{ id: number }[]>(res);
      expect(page.length).toBe(Math.min(20, 250 - skip));
      expect(res.headers['content-range']).toBe(`items ${skip}-${skip + page.length - 1}/250`);
      for (const g of page) seen.add(g.id);
      expect(page.map((g) => g.id)).toEqual([...page.map((g) => g.id)].sort((a, b) => a - b));
    }
    expect(seen.size).toBe(250);
    const byDefault = await t().request({ method: 'GET', url: '/api/gatos/gatos/', as: 'admin' });
    expect(json<unknown[]>(byDefault).length).toBe(100);
    const beyond = await t().request({ method: 'GET', url: '/api/gatos/gatos/?skip=500&limit=20', as: 'admin' });
    expect(json(beyond)).toEqual([]);
    expect(beyond.headers['x-total-count']).toBe('250');
    const tooMany = await t().request({ method: 'GET', url: '/api/gatos/gatos/?limit=100000', as: 'admin' });
    expect(tooMany.statusCode).toBe(422);
  });
});
