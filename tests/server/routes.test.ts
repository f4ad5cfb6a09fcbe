import { describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { describeEachEngine, json } from './helper';
import authPlugin from '../../src/server/plugins/auth';
import errorsPlugin from '../../src/server/plugins/errors';
import { CAPABILITIES } from '../../src/domain/roles';

/** Routes anyone may call without signing in. Everything else must name a capability of src/domain/roles.ts. */
export const PUBLIC_ROUTES = [
  'GET /api/health',
  'GET /api/settings/escudo',
  'GET /api/settings',
  'POST /api/auth/login',
  'POST /api/auth/request-reset',
  'POST /api/auth/reset-password',
  'GET /api/legal/condiciones-uso.pdf',
  'GET /api/colonias/colonias/mapa/colonias',
  'GET /api/informes/informes/datos/colonias',
  // Signed link: the signature names the user, whose reach is checked on every request.
  'GET /api/adjuntos/:u/:exp/:firma/:nombre',
  // For neighbours: complaint tracking, adoptions and certificate checks.
  'GET /api/quejas/seguimiento/:codigo',
  'GET /api/adopciones',
  'POST /api/adopciones/:gato_id/solicitudes',
  // Citizens' sightings: reporting one and following it by its code.
  'POST /api/avistamientos',
  'GET /api/avistamientos/seguimiento/:codigo',
  'GET /api/verificar/:codigo',
  // Open data: the same files for everyone, without personal data.
  'GET /api/datos-abiertos/colonias.geojson',
  'GET /api/datos-abiertos/colonias.csv',
  'GET /api/datos-abiertos/programa.csv',
  'GET /api/datos-abiertos/catalogo.jsonld',
  // The same public pages of each municipality at its own path.
  'GET /api/m/:slug/colonias/colonias/mapa/colonias',
  'GET /api/m/:slug/informes/informes/datos/colonias',
  'GET /api/m/:slug/adopciones',
  'POST /api/m/:slug/adopciones/:gato_id/solicitudes',
  'GET /api/m/:slug/quejas/seguimiento/:codigo',
  'POST /api/m/:slug/avistamientos',
  'GET /api/m/:slug/avistamientos/seguimiento/:codigo',
  'GET /api/m/:slug/settings',
  'GET /api/m/:slug/settings/escudo',
  'GET /api/m/:slug/datos-abiertos/colonias.geojson',
  'GET /api/m/:slug/datos-abiertos/colonias.csv',
  'GET /api/m/:slug/datos-abiertos/programa.csv',
  'GET /api/m/:slug/datos-abiertos/catalogo.jsonld',
];

describeEachEngine('route declarations', (t) => {
  it('every /api route declares its roles; only the public list is open', async () => {
    const routes = t().app.apiRoutes;
    expect(routes.length).toBeGreaterThan(5);
    for (const route of routes) {
      if (route.access === 'public') expect(PUBLIC_ROUTES, `${route.method} ${route.url}`).toContain(`${route.method} ${route.url.replace(/\/$/, '')}`);
      else expect(Object.keys(CAPABILITIES)).toContain(route.access);
    }
  });

  it("every guarded route's OpenAPI entry declares the bearer token (and the partner key where it is taken); a public one declares none", async () => {
    const doc = json(await t().request({ method: 'GET', url: '/api/docs/json' }));
    const checked: string[] = [];
    for (const route of t().app.apiRoutes) {
      const path = route.url.replace(/:(\w+)/g, '{$1}');
      const entry = doc.paths[path]?.[route.method.toLowerCase()];
      expect(entry, `${route.method} ${route.url} en /api/docs`).toBeDefined();
      if (route.access === 'public') expect(entry.security, `${route.method} ${route.url}`).toBeUndefined();
      else expect(entry.security, `${route.method} ${route.url}`).toEqual(route.apiKey ? [{ bearer: [] }, { apiKey: [] }] : [{ bearer: [] }]);
      checked.push(`${route.method} ${route.url}`);
    }
    expect(checked).toContain('POST /api/backup/backup/import');
  });

  it('an unknown /api path is a JSON 404 in Spanish', async () => {
    const res = await t().request({ method: 'GET', url: '/api/no-existe' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(json(res).detail).toBe('La ruta solicitada no existe.');
  });

  it('malformed JSON is a 400 in Spanish with no stack trace', async () => {
    const res = await t().request({ method: 'POST', url: '/api/auth/login', headers: { 'content-type': 'application/json' }, payload: '{"username": ' });
    expect(res.statusCode).toBe(400);
    expect(json(res)).toEqual({ detail: 'El cuerpo de la petición no es un JSON válido.' });
  });

  it('a validation error names the field', async () => {
    const res = await t().request({ method: 'POST', url: '/api/auth/login', payload: { username: 'ana' } });
    expect(res.statusCode).toBe(422);
    expect(json(res).detail).toBe('El campo «password» es obligatorio.');
  });

  it('accepts paths with and without the trailing slash', async () => {
    expect((await t().request({ method: 'GET', url: '/api/health/' })).statusCode).toBe(200);
    expect(json(await t().request({ method: 'GET', url: '/api/health' }))).toEqual({ status: 'ok', db: t().engine });
  });

  it('serves the OpenAPI document generated from the schemas', async () => {
    const res = await t().request({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(json(res).paths)).toContain('/api/auth/login');
  });
});

describe('the role guard', () => {
  async function guardedApp() {
    const app = Fastify({ logger: false });
    await app.register(errorsPlugin);
    const users = new Map([[1, { id: 1, username: 'ana', role: 'usuario', activo: 1, token_version: 0, municipio_id: 1 }]]);
    const municipios = { select: () => ({ where: () => ({ orderBy: () => ({ execute: async () => [{ id: 1 }] }) }) }) };
    const accounts = { select: () => ({ where: (_c: string, _o: string, id: number) => ({ executeTakeFirst: async () => users.get(id) }) }) };
    const db = { selectFrom: (table: string) => (table === 'municipios' ? municipios : accounts) };
    await app.register(authPlugin, { secret: 'secreto-de-pruebas-con-longitud-suficiente', expiresIn: '1h', db: db as never });
    app.get('/api/solo-admin', { config: { access: 'backup.gestionar' } }, async () => ({ ok: true }));
    await app.ready();
    return app;
  }

  it('answers 403 to a signed-in user whose role lacks the capability, 401 to nobody', async () => {
    const app = await guardedApp();
    const token = app.issueToken({ id: 1, username: 'ana', role: 'usuario', token_version: 0 });
    const denied = await app.inject({ method: 'GET', url: '/api/solo-admin', headers: { authorization: `Bearer ${token}` } });
    expect(denied.statusCode).toBe(403);
    expect(denied.json().detail).toBe('No tienes permisos para realizar esta acción.');
    expect((await app.inject({ method: 'GET', url: '/api/solo-admin' })).statusCode).toBe(401);
    await app.close();
  });

  it('refuses to register an /api route that declares no roles', async () => {
    const app = Fastify({ logger: false });
    await app.register(authPlugin, { secret: 'secreto-de-pruebas-con-longitud-suficiente', expiresIn: '1h', db: {} as never });
    expect(() => app.get('/api/sin-roles', async () => ({}))).toThrow(/no declara qué roles/);
    await app.close();
  });
});
