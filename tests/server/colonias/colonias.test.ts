import { expect, it } from 'vitest';
import { describeEachEngine, json } from '../helper';
import { assign, createColonia, createGato } from '../fixtures';
import { REQUIRED_MESSAGES, COORDINATE_MESSAGES } from '../../../src/domain/validation';
import type { Role } from '../../../src/domain/roles';
import { spanishText } from '../../../src/domain/i18n/index';

describeEachEngine('colonies', (t) => {
  it('lists colonies in the original API shape, numero_gatos counting active cats only, paged with X-Total-Count', async () => {
    const colonia = await createColonia(t().db, { nombre: 'Colonia Listada Uno' });
    await createGato(t().db, colonia.id);
    await createGato(t().db, colonia.id);
    await createGato(t().db, colonia.id, { activo: 0 });
    const res = await t().request({ method: 'GET', url: '/api/colonias/colonias/?skip=0&limit=500', as: 'admin' });
    expect(res.statusCode).toBe(200);
    const found = json(res).find((c: { id: number }) => c.id === colonia.id);
    expect(found).toEqual({
      id: colonia.id,
      nombre: 'Colonia Listada Uno',
      ubicacion: 'Calle Mayor, 1',
      latitude: 41.0686,
      longitude: -2.6427,
      numero_gatos: 2,
      responsable_voluntario: null,
      estado: 'activa',
    });
    expect(Number(res.headers['x-total-count'])).toBe(json(res).length);
  });

  it('pages on the server: skip and limit, with the total in the headers', async () => {
    for (let i = 0; i < 12; i++) await createColonia(t().db, { nombre: `Paginada ${String(i).padStart(2, '0')}` });
    const first = await t().request({ method: 'GET', url: '/api/colonias/colonias/?skip=0&limit=10&q=paginada&sort=nombre&order=asc', as: 'responsable' });
    expect(json(first)).toHaveLength(10);
    expect(first.headers['x-total-count']).toBe('12');
    expect(json(first)[0].nombre).toBe('Paginada 00');
    const second = await t().request({ method: 'GET', url: '/api/colonias/colonias/?skip=10&limit=10&q=PAGINADA&sort=nombre&order=asc', as: 'responsable' });
    expect(json(second).map((c: { nombre: string }) => c.nombre)).toEqual(['Paginada 10', 'Paginada 11']);
    expect(second.headers['x-total-count']).toBe('12');
    expect(second.headers['content-range']).toBe('items 10-11/12');
    const beyond = await t().request({ method: 'GET', url: '/api/colonias/colonias/?skip=40&limit=10&q=paginada', as: 'responsable' });
    expect(json(beyond)).toEqual([]);
    expect(beyond.headers['x-total-count']).toBe('12');
  });

  it('takes LIKE wildcards in the search literally', async () => {
    await createColonia(t().db, { nombre: 'Colonia 100% felina' });
    const res = await t().request({ method: 'GET', url: `/api/colonias/colonias/?q=${encodeURIComponent('0% f')}`, as: 'admin' });
    expect(json(res).map((c: { nombre: string }) => c.nombre)).toEqual(['Colonia 100% felina']);
    expect(json(await t().request({ method: 'GET', url: '/api/colonias/colonias/?q=_%25_', as: 'admin' }))).toEqual([]);
  });

  it('finds a colony whatever the accents and case of its name or place (same fold as the cat search)', async () => {
    await createColonia(t().db, { nombre: 'Colonia de la Estación Vieja', ubicacion: 'Avenida de Añastro' });
    const names = async (q: string) => json(await t().request({ method: 'GET', url: `/api/colonias/colonias/?q=${encodeURIComponent(q)}`, as: 'admin' })).map((c: { nombre: string }) => c.nombre);
    for (const q of ['estacion vieja', 'ESTACIÓN VIEJA', 'Estación vieja']) expect(await names(q), q).toEqual(['Colonia de la Estación Vieja']);
    for (const q of ['añastro', 'ANASTRO', 'Añastro']) expect(await names(q), q).toEqual(['Colonia de la Estación Vieja']);
  });

  it('shows a usuario only the colonies assigned to them, and veterinario every colony', async () => {
    const mine = await createColonia(t().db, { nombre: 'Colonia del Ciudadano' });
    await createColonia(t().db, { nombre: 'Colonia Ajena al Ciudadano' });
    const usuario = await t().createUser('usuario');
    await assign(t().db, usuario.id, mine.id);
    const own = json(await t().request({ method: 'GET', url: '/api/colonias/colonias/', as: usuario }));
    expect(own.map((c: { id: number }) => c.id)).toEqual([mine.id]);
    const vet = json(await t().request({ method: 'GET', url: '/api/colonias/colonias/?limit=500', as: 'veterinario' }));
    expect(vet.length).toBeGreaterThan(1);
  });

  it('gives the voluntario their colonies under mis-colonias, and no one else’s', async () => {
    const voluntario = await t().createUser('voluntario');
    const a = await createColonia(t().db, { nombre: 'Mía A' });
    const b = await createColonia(t().db, { nombre: 'Mía B' });
    await createColonia(t().db, { nombre: 'De otro' });
    await assign(t().db, voluntario.id, a.id);
    await assign(t().db, voluntario.id, b.id);
    await createGato(t().db, a.id);
    const res = await t().request({ method: 'GET', url: '/api/colonias/colonias/mis-colonias/', as: voluntario });
    expect(res.statusCode).toBe(200);
    expect(json(res).map((c: { nombre: string; numero_gatos: number }) => [c.nombre, c.numero_gatos])).toEqual([['Mía A', 1], ['Mía B', 0]]);
    expect(res.headers['x-total-count']).toBe('2');
    const other = await t().createUser('voluntario');
    expect(json(await t().request({ method: 'GET', url: '/api/colonias/colonias/mis-colonias', as: other }))).toEqual([]);
  });

  it('creates a colony with the defaults and coordinates, and records it in the audit log', async () => {
    const res = await t().request({
      method: 'POST',
      url: '/api/colonias/colonias/',
      as: 'responsable',
      payload: { nombre: '  Colonia Nueva  ', ubicacion: 'Plaza Mayor', responsable_voluntario: 'Lucía', latitude: '41.07', longitude: -2.64 },
    });
    expect(res.statusCode).toBe(200);
    const body = json(res);
    expect(body).toMatchObject({ nombre: 'Colonia Nueva', ubicacion: 'Plaza Mayor', responsable_voluntario: 'Lucía', estado: 'activa', latitude: 41.07, longitude: -2.64, numero_gatos: 0 });
    const audit = await t().db.selectFrom('audit_log').selectAll().where('entidad', '=', 'colonias').where('entidad_id', '=', String(body.id)).execute();
    expect(audit.map((a) => a.accion)).toEqual(['crear']);
  });

  it('creates a colony without coordinates (it is left off the map) when they are null or missing', async () => {
    for (const extra of [{}, { latitude: null, longitude: null }]) {
      const nombre = `Sin coordenadas ${Math.random()}`;
      const res = await t().request({ method: 'POST', url: '/api/colonias/colonias', as: 'admin', payload: { nombre, ubicacion: 'Algún sitio', ...extra } });
      expect(res.statusCode).toBe(200);
      expect(json(res)).toMatchObject({ latitude: null, longitude: null, estado: 'activa' });
      const map = json(await t().request({ method: 'GET', url: '/api/colonias/colonias/mapa/colonias' }));
      expect(map.find((c: { nombre: string }) => c.nombre === nombre)).toBeUndefined();
    }
  });

  it('refuses a colony without nombre or ubicacion, with the form messages, and bad coordinates', async () => {
    const cases: [Record<string, unknown>, number, string][] = [
      [{ ubicacion: 'X' }, 422, spanishText(REQUIRED_MESSAGES.colonia.nombre)],
      [{ nombre: '', ubicacion: 'X' }, 422, spanishText(REQUIRED_MESSAGES.colonia.nombre)],
      [{ nombre: '   ', ubicacion: 'X' }, 422, spanishText(REQUIRED_MESSAGES.colonia.nombre)],
      [{ nombre: 'Y' }, 422, spanishText(REQUIRED_MESSAGES.colonia.ubicacion)],
      [{ nombre: 'Y', ubicacion: '  ' }, 422, spanishText(REQUIRED_MESSAGES.colonia.ubicacion)],
      [{ nombre: 'Y', ubicacion: 'X', latitude: 41 }, 422, spanishText(COORDINATE_MESSAGES.pair)],
      [{ nombre: 'Y', ubicacion: 'X', latitude: 91, longitude: 0 }, 422, 'El campo «latitude» debe ser menor o igual que 90.'],
      [{ nombre: 'Y', ubicacion: 'X', latitude: 0, longitude: -181 }, 422, 'El campo «longitude» debe ser mayor o igual que -180.'],
      [{ nombre: 'Y', ubicacion: 'X', latitude: 'norte', longitude: 0 }, 422, 'El campo «latitude» debe ser un número o nulo.'],
    ];
    const before = await t().db.selectFrom('colonias').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    for (const [payload, status, detail] of cases) {
      const res = await t().request({ method: 'POST', url: '/api/colonias/colonias/', as: 'admin', payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(status);
      expect(json(res).detail, JSON.stringify(payload)).toBe(detail);
    }
    const after = await t().db.selectFrom('colonias').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('refuses a second colony with the same name (case-insensitive) with 409', async () => {
    await createColonia(t().db, { nombre: 'Colonia Repetida' });
    const res = await t().request({ method: 'POST', url: '/api/colonias/colonias/', as: 'admin', payload: { nombre: 'colonia repetida', ubicacion: 'X' } });
    expect(res.statusCode).toBe(409);
    expect(json(res).detail).toBe('Ya existe una colonia con ese nombre.');
  });

  it('answers the sterilised share: 0 % with no cats, 0 or 100 % with one, and a rounded share with many (active cats only)', async () => {
    const url = (id: number) => `/api/colonias/colonias/${id}/esterilizados`;
    const empty = await createColonia(t().db);
    expect(json(await t().request({ method: 'GET', url: url(empty.id), as: 'admin' }))).toEqual({ total_gatos: 0, gatos_esterilizados: 0, porcentaje_esterilizados: 0 });

    const one = await createColonia(t().db);
    await createGato(t().db, one.id, { fecha_esterilizacion: '2025-01-10' });
    expect(json(await t().request({ method: 'GET', url: url(one.id), as: 'admin' }))).toEqual({ total_gatos: 1, gatos_esterilizados: 1, porcentaje_esterilizados: 100 });
    const oneIntact = await createColonia(t().db);
    await createGato(t().db, oneIntact.id);
    expect(json(await t().request({ method: 'GET', url: url(oneIntact.id), as: 'admin' })).porcentaje_esterilizados).toBe(0);

    const many = await createColonia(t().db);
    for (let i = 0; i < 3; i++) await createGato(t().db, many.id, { fecha_esterilizacion: '2025-02-01' });
    for (let i = 0; i < 4; i++) await createGato(t().db, many.id);
    await createGato(t().db, many.id, { activo: 0, fecha_esterilizacion: '2025-02-01' });
    expect(json(await t().request({ method: 'GET', url: url(many.id), as: 'veterinario' }))).toEqual({ total_gatos: 7, gatos_esterilizados: 3, porcentaje_esterilizados: 42.86 });
  });

  it('answers 404 in Spanish for an unknown colony, and 422 for an id that is not one', async () => {
    for (const path of ['esterilizados', 'gatos']) {
      const res = await t().request({ method: 'GET', url: `/api/colonias/colonias/999999/${path}`, as: 'admin' });
      expect(res.statusCode).toBe(404);
      expect(json(res).detail).toBe('La colonia no existe.');
      expect((await t().request({ method: 'GET', url: `/api/colonias/colonias/abc/${path}`, as: 'admin' })).statusCode).toBe(422);
      expect((await t().request({ method: 'GET', url: `/api/colonias/colonias/99999999999/${path}`, as: 'admin' })).statusCode).toBe(422);
    }
  });

  it('lists a colony’s active cats (inactive on request) with colonia_nombre and activo', async () => {
    const colonia = await createColonia(t().db, { nombre: 'Colonia con Gatos' });
    const a = await createGato(t().db, colonia.id, { nombre: 'Uno', fecha_esterilizacion: '2024-12-01' });
    await createGato(t().db, colonia.id, { nombre: 'Dos' });
    await createGato(t().db, colonia.id, { nombre: 'Baja', activo: 0 });
    const res = await t().request({ method: 'GET', url: `/api/colonias/colonias/${colonia.id}/gatos`, as: 'responsable' });
    expect(res.statusCode).toBe(200);
    const cats = json(res);
    expect(cats.map((g: { nombre: string }) => g.nombre)).toEqual(['Uno', 'Dos']);
    expect(cats[0]).toMatchObject({ id: a.id, nombre: 'Uno', colonia_id: colonia.id, colonia_nombre: 'Colonia con Gatos', activo: true, fecha_esterilizacion: '2024-12-01', sexo: 'H' });
    expect(res.headers['x-total-count']).toBe('2');
    const all = await t().request({ method: 'GET', url: `/api/colonias/colonias/${colonia.id}/gatos?incluir_inactivos=true`, as: 'responsable' });
    expect(json(all).map((g: { nombre: string; activo: boolean }) => [g.nombre, g.activo])).toEqual([['Uno', true], ['Dos', true], ['Baja', false]]);
    const page = await t().request({ method: 'GET', url: `/api/colonias/colonias/${colonia.id}/gatos?skip=1&limit=1`, as: 'responsable' });
    expect(json(page).map((g: { nombre: string }) => g.nombre)).toEqual(['Dos']);
    expect(page.headers['x-total-count']).toBe('2');
    const empty = await createColonia(t().db);
    expect(json(await t().request({ method: 'GET', url: `/api/colonias/colonias/${empty.id}/gatos`, as: 'admin' }))).toEqual([]);
  });

  it('lets a voluntario reach only their colonies’ cats; the sterilised share of every colony is theirs to read', async () => {
    const voluntario = await t().createUser('voluntario');
    const mine = await createColonia(t().db);
    const other = await createColonia(t().db);
    await createGato(t().db, mine.id, { nombre: 'Mío' });
    await createGato(t().db, other.id, { nombre: 'Ajeno' });
    await assign(t().db, voluntario.id, mine.id);
    const own = await t().request({ method: 'GET', url: `/api/colonias/colonias/${mine.id}/gatos`, as: voluntario });
    expect(json(own).map((g: { nombre: string }) => g.nombre)).toEqual(['Mío']);
    expect((await t().request({ method: 'GET', url: `/api/colonias/colonias/${mine.id}/esterilizados`, as: voluntario })).statusCode).toBe(200);
    const gatosAjenos = await t().request({ method: 'GET', url: `/api/colonias/colonias/${other.id}/gatos`, as: voluntario });
    expect(gatosAjenos.statusCode).toBe(404);
    expect(json(gatosAjenos).detail).toBe('La colonia no existe.');
    // The original's map asks every colony's share for every signed-in role: an aggregate, no personal data.
    const shareAjeno = await t().request({ method: 'GET', url: `/api/colonias/colonias/${other.id}/esterilizados`, as: voluntario });
    expect(json(shareAjeno)).toEqual({ total_gatos: 1, gatos_esterilizados: 0, porcentaje_esterilizados: 0 });
  });

  it('guards each colony call by role', async () => {
    const colonia = await createColonia(t().db);
    const roles: Role[] = ['admin', 'responsable', 'voluntario', 'veterinario', 'usuario'];
    const calls: { method: 'GET' | 'POST'; url: string; payload?: object; allowed: Role[] }[] = [
      { method: 'GET', url: '/api/colonias/colonias/', allowed: ['admin', 'responsable', 'veterinario', 'usuario'] },
      { method: 'GET', url: '/api/colonias/colonias/mis-colonias/', allowed: ['voluntario'] },
      { method: 'POST', url: '/api/colonias/colonias/', payload: { nombre: 'Permisos', ubicacion: 'X' }, allowed: ['admin', 'responsable'] },
      { method: 'GET', url: `/api/colonias/colonias/${colonia.id}/esterilizados`, allowed: ['admin', 'responsable', 'voluntario', 'veterinario', 'usuario'] },
      { method: 'GET', url: `/api/colonias/colonias/${colonia.id}/gatos`, allowed: ['admin', 'responsable', 'voluntario', 'veterinario'] },
    ];
    for (const call of calls) {
      expect((await t().request({ method: call.method, url: call.url, payload: call.payload })).statusCode, `${call.url} anónimo`).toBe(401);
      for (const role of roles) {
        const payload = call.payload ? { ...call.payload, nombre: `Permisos ${role}` } : undefined;
        const res = await t().request({ method: call.method, url: call.url, payload, as: role });
        // A voluntario passes the role guard but the colony's cats are not theirs: 404.
        const expected = !call.allowed.includes(role) ? 403 : role === 'voluntario' && call.url.endsWith(`/${colonia.id}/gatos`) ? 404 : 200;
        expect(res.statusCode, `${call.method} ${call.url} ${role}`).toBe(expected);
        if (expected === 403) expect(json(res).detail).toBe('No tienes permisos para realizar esta acción.');
      }
    }
  });
});
