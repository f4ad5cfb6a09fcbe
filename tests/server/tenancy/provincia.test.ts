/**
 * The province: its account creates a municipality with its first
 * administrator, who signs in to an empty municipality of its own; it reads
 * every municipality's figures, summed, and changes none of their records;
 * no municipality's administrator but the installation's first manages
 * municipalities; a deactivated municipality's accounts cannot sign in.
 */
import { expect, it } from 'vitest';
import { describeEachEngine, json, type TestUser } from '../helper';
import { createColonia, createGato } from '../fixtures';
import { validCode } from '../gatos/support';
import { withScope } from '../../../src/server/tenancy/scope';
import type { Municipio } from '../../../src/domain/schemas/municipio';
import type { MapaProvincia, PanelProvincia } from '../../../src/domain/schemas/provincia';

const NUEVO = {
  nombre: 'Atienza',
  slug: 'atienza',
  administrador: { username: 'admin-atienza', email: 'admin@atienza.es', password: 'Clave-Atienza-1', nombre: 'Alcaldía de Atienza' },
};

describeEachEngine('the province and its municipalities', (t) => {
  let provincia: TestUser;
  let atienza: Municipio;

  it('creates a municipality with its first administrator, who signs in to a municipality of its own', async () => {
    provincia = await t().createUser('provincia');
    const res = await t().request({ method: 'POST', url: '/api/municipios/', payload: NUEVO, as: provincia });
    expect(res.statusCode, res.body).toBe(200);
    atienza = json<Municipio>(res);
    expect(atienza).toMatchObject({ nombre: 'Atienza', slug: 'atienza', activo: true });

    const list = await t().request({ method: 'GET', url: '/api/municipios/', as: provincia });
    expect(list.headers['x-total-count']).toBe('2');
    expect(json<Municipio[]>(list).map((m) => m.slug)).toContain('atienza');
    // The first never stored a name of its own: it is listed with its settings' (the environment's).
    const first = json<Municipio[]>(list).find((m) => m.id === 1)!;
    expect(first.nombre).toBe(t().config.municipio.nombre);
    expect(json(await t().request({ method: 'GET', url: '/api/auth/me', as: 'admin' })).municipio).toMatchObject({ id: 1, nombre: t().config.municipio.nombre });

    await createColonia(t().db, { nombre: 'Colonia de Sigüenza' });
    const login = await t().request({ method: 'POST', url: '/api/auth/login', payload: { username: 'admin-atienza', password: 'Clave-Atienza-1' } });
    expect(login.statusCode, login.body).toBe(200);
    const headers = { authorization: `Bearer ${json(login).access_token}` };
    const me = json(await t().app.inject({ method: 'GET', url: '/api/auth/me', headers }));
    expect(me).toMatchObject({ username: 'admin-atienza', role: 'admin', municipio: { id: atienza.id, nombre: 'Atienza', slug: 'atienza' } });
    const colonias = json<unknown[]>(await t().app.inject({ method: 'GET', url: '/api/colonias/colonias/?limit=100', headers }));
    expect(colonias).toEqual([]);
  });

  it('accepts the terms and chooses its language like any account, though it reads several municipalities', async () => {
    expect((await t().request({ method: 'POST', url: '/api/auth/accept-demo-terms', as: provincia })).statusCode).toBe(200);
    expect((await t().request({ method: 'PUT', url: '/api/auth/idioma', payload: { idioma: 'es' }, as: provincia })).statusCode).toBe(200);
    const audit = await t().db.selectFrom('audit_log').select('accion').where('usuario_id', '=', provincia.id).execute();
    expect(audit.map((a) => a.accion)).toContain('aceptar_terminos');
  });

  it('refuses a wrong or taken address, an account name already in use, with a Spanish reason, creating nothing', async () => {
    const before = json<Municipio[]>(await t().request({ method: 'GET', url: '/api/municipios/', as: provincia })).length;
    const cases = [
      [{ ...NUEVO, slug: 'Villa Nueva' }, 422, /solo puede tener letras minúsculas/],
      [{ ...NUEVO, nombre: '  ' }, 422, /nombre del municipio/],
      [{ ...NUEVO, administrador: { ...NUEVO.administrador, username: 'otro-admin', email: 'otro@atienza.es' } }, 409, /Ya hay un municipio con esa dirección/],
      [{ ...NUEVO, slug: 'molina' }, 409, /Ya existe un usuario con ese nombre de usuario/],
      [{ ...NUEVO, slug: 'molina', administrador: { ...NUEVO.administrador, username: 'admin-molina', password: 'corta' } }, 422, /contraseña/],
    ] as const;
    for (const [payload, status, detail] of cases) {
      const res = await t().request({ method: 'POST', url: '/api/municipios/', payload, as: provincia });
      expect(res.statusCode, res.body).toBe(status);
      expect(json(res).detail).toMatch(detail);
    }
    expect(json<Municipio[]>(await t().request({ method: 'GET', url: '/api/municipios/', as: provincia }))).toHaveLength(before);
  });

  it('lets only the province and the first municipality’s administrator manage municipalities', async () => {
    const adminB = await withScope({ municipios: [atienza.id] }, () => t().createUser('admin'));
    const res = await t().request({ method: 'GET', url: '/api/municipios/', as: adminB });
    expect(res.statusCode).toBe(403);
    expect(json(res).detail).toMatch(/Solo la provincia o el administrador del primer municipio/);
    expect((await t().request({ method: 'POST', url: '/api/municipios/', payload: { ...NUEVO, slug: 'molina' }, as: adminB })).statusCode).toBe(403);
    expect((await t().request({ method: 'GET', url: '/api/municipios/', as: 'admin' })).statusCode).toBe(200);
    expect((await t().request({ method: 'GET', url: '/api/municipios/', as: 'responsable' })).statusCode).toBe(403);
  });

  it('reads every municipality’s programme, summed, and its map, but changes no record', async () => {
    const sig = await createColonia(t().db, { nombre: 'Colonia del Castillo', latitude: 41.07, longitude: -2.64 });
    await createGato(t().db, sig.id, { nombre: 'Mora', codigo_identificacion: validCode(800), fecha_esterilizacion: '2026-01-10' });
    await createGato(t().db, sig.id, { nombre: 'Nube', codigo_identificacion: validCode(801) });
    const ati = await withScope({ municipios: [atienza.id] }, () => createColonia(t().db, { nombre: 'Colonia del Castillo', latitude: 41.2, longitude: -2.87 }));
    await withScope({ municipios: [atienza.id] }, () => createGato(t().db, ati.id, { nombre: 'Tizón', codigo_identificacion: validCode(800), fecha_esterilizacion: '2026-02-01' }));

    const panel = json<PanelProvincia>(await t().request({ method: 'GET', url: '/api/informes/informes/provincia', as: provincia }));
    const byId = new Map(panel.municipios.map((m) => [m.id, m]));
    expect(byId.get(atienza.id)).toMatchObject({ nombre: 'Atienza', colonias: 1, registrados: 1, esterilizados: 1 });
    expect(byId.get(1)).toMatchObject({ registrados: 2, esterilizados: 1 });
    expect(panel.total.municipios).toBe(2);
    expect(byId.get(1)!.nombre).toBe(t().config.municipio.nombre);
    for (const key of ['colonias', 'registrados', 'esterilizados', 'poblacion_estimada', 'por_esterilizar'] as const) {
      expect(panel.total[key], key).toBe(panel.municipios.reduce((sum, m) => sum + m[key], 0));
    }

    const mapa = json<MapaProvincia>(await t().request({ method: 'GET', url: '/api/informes/informes/provincia/mapa', as: provincia }));
    expect(mapa.filter((c) => c.nombre === 'Colonia del Castillo').map((c) => c.municipio_id).sort()).toEqual([1, atienza.id].sort());

    // A municipality's own screens and writes are not the province's.
    expect((await t().request({ method: 'GET', url: '/api/gatos/gatos/', as: provincia })).statusCode).toBe(403);
    expect((await t().request({ method: 'POST', url: '/api/colonias/colonias/', payload: { nombre: 'Intrusa', ubicacion: 'x' }, as: provincia })).statusCode).toBe(403);
    expect((await t().request({ method: 'GET', url: '/api/informes/informes/provincia', as: 'admin' })).statusCode).toBe(403);
  });

  it('a backup of the municipality that holds the province’s account restores, the account with it', async () => {
    const made = await t().request({ method: 'POST', url: '/api/backup/backup', payload: {}, as: 'admin' });
    expect(made.statusCode, made.body).toBe(200);
    const restored = await t().request({ method: 'POST', url: `/api/backup/restore?backup_filename=${json(made).filename}`, as: 'admin' });
    expect(restored.statusCode, restored.body).toBe(200);
    expect((await t().request({ method: 'GET', url: '/api/municipios/', as: provincia })).statusCode).toBe(200);
  });

  it('deactivates a municipality, whose accounts then cannot sign in; the first stays active', async () => {
    const res = await t().request({ method: 'PUT', url: `/api/municipios/${atienza.id}`, payload: { activo: false }, as: provincia });
    expect(res.statusCode, res.body).toBe(200);
    const login = await t().request({ method: 'POST', url: '/api/auth/login', payload: { username: 'admin-atienza', password: 'Clave-Atienza-1' } });
    const me = await t().app.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: `Bearer ${json(login).access_token}` } });
    expect(me.statusCode).toBe(401);
    expect(json(me).detail).toBe('El municipio de esta cuenta está desactivado.');
    const first = await t().request({ method: 'PUT', url: '/api/municipios/1', payload: { activo: false }, as: provincia });
    expect(first.statusCode).toBe(422);
    expect(json(first).detail).toBe('El primer municipio de la instalación no se puede desactivar.');
    const panel = json<PanelProvincia>(await t().request({ method: 'GET', url: '/api/informes/informes/provincia', as: provincia }));
    expect(panel.municipios.map((m) => m.id)).toEqual([1]);
  });
});
