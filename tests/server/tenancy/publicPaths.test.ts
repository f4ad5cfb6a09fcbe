/**
 * Each municipality's public pages answer under /api/m/<slug>/…: its map, its
 * chart, its adoption gallery and requests, its complaint tracking, its open
 * data and its public settings; the plain paths keep answering the first
 * municipality's. Both municipalities here have a colony of the same name.
 */
import { sql } from 'kysely';
import { beforeAll, expect, it } from 'vitest';
import { describeEachEngine, json } from '../helper';
import { createColonia, createGato } from '../fixtures';
import { form } from '../quejas/attachmentForm';
import { withScope } from '../../../src/server/tenancy/scope';

const B = { municipios: [2] } as const;
/** The column every municipality's table has (not in the tables' types: only an account's is read by code). */
const MUNICIPIO = sql<number>`municipio_id`.as('municipio_id');
const SAME_NAME = 'Colonia del Castillo';

const adoptionRequest = { nombre: 'Lucía Adoptante', email: 'lucia@correo.es', mensaje: 'Tengo terraza cerrada.', acepta_privacidad: true };

describeEachEngine(
  'public pages of each municipality',
  (t) => {
    const made = { a: { colonia: 0, gato: 0 }, b: { colonia: 0, gato: 0 } };

    beforeAll(async () => {
      const db = t().db;
      const created_at = '2026-11-26T00:00:00.000Z';
      await db.updateTable('municipios').set({ slug: 'siguenza' }).where('id', '=', 1).execute();
      await db.insertInto('municipios').values([
        { id: 2, nombre: 'Atienza', slug: 'atienza', activo: 1, created_at },
        { id: 3, nombre: 'Cerrado', slug: 'cerrado', activo: 0, created_at },
      ]).execute();
      // A's colony has one cat, B's two: the chart tells them apart by the count, the map by the coordinates.
      const a = await createColonia(db, { nombre: SAME_NAME, latitude: 41.0686, longitude: -2.6427 });
      const gatoA = await createGato(db, a.id, { nombre: 'Gato de Sigüenza', adoptabilidad: 'Adoptable' });
      const b = await withScope(B, () => createColonia(db, { nombre: SAME_NAME, latitude: 41.2, longitude: -2.8 }));
      const gatoB = await withScope(B, () => createGato(db, b.id, { nombre: 'Gato de Atienza', adoptabilidad: 'Adoptable' }));
      await withScope(B, () => createGato(db, b.id, { nombre: 'Otro de Atienza' }));
      made.a = { colonia: a.id, gato: gatoA.id };
      made.b = { colonia: b.id, gato: gatoB.id };
    });

    const get = async (url: string, as: Parameters<ReturnType<typeof t>['request']>[0]['as'] = null) => t().request({ method: 'GET', url, as });

    it('shows on each municipality’s map and chart only its colonies; the plain paths are the first municipality’s', async () => {
      const mapOf = async (url: string) => json<{ id: number; nombre: string }[]>(await get(url)).filter((c) => c.nombre === SAME_NAME).map((c) => c.id);
      expect(await mapOf('/api/m/atienza/colonias/colonias/mapa/colonias')).toEqual([made.b.colonia]);
      expect(await mapOf('/api/m/siguenza/colonias/colonias/mapa/colonias')).toEqual([made.a.colonia]);
      expect(await mapOf('/api/colonias/colonias/mapa/colonias')).toEqual([made.a.colonia]);
      // Asked right after another municipality's: a remembered answer is never another's.
      expect(await mapOf('/api/m/atienza/colonias/colonias/mapa/colonias')).toEqual([made.b.colonia]);

      const chartOf = async (url: string) => json<{ colonia: string; gatos: number }[]>(await get(url)).filter((c) => c.colonia === SAME_NAME);
      expect(await chartOf('/api/m/atienza/informes/informes/datos/colonias')).toEqual([{ colonia: SAME_NAME, gatos: 2 }]);
      expect(await chartOf('/api/m/siguenza/informes/informes/datos/colonias')).toEqual([{ colonia: SAME_NAME, gatos: 1 }]);
      expect(await chartOf('/api/informes/informes/datos/colonias')).toEqual([{ colonia: SAME_NAME, gatos: 1 }]);
    });

    it('answers an unknown or inactive municipality with a 404 that says so', async () => {
      for (const url of ['/api/m/nadie/colonias/colonias/mapa/colonias', '/api/m/cerrado/adopciones/', '/api/m/cerrado/settings', '/api/m/NADIE/quejas/seguimiento/Q-AAAA-BBBB']) {
        const res = await get(url);
        expect(res.statusCode, url).toBe(404);
        expect(json(res).detail, url).toBe('No hay ningún municipio con esa dirección.');
      }
      // Only the public pages are served there.
      expect((await get('/api/m/atienza/gatos/gatos/', 'admin')).statusCode).toBe(404);
    });

    it('shows each municipality’s adoption gallery and files a request made under its path as its own', async () => {
      const galleryOf = async (url: string) => json<{ nombre: string }[]>(await get(url)).map((g) => g.nombre);
      expect(await galleryOf('/api/m/atienza/adopciones/')).toEqual(['Gato de Atienza']);
      expect(await galleryOf('/api/m/siguenza/adopciones/')).toEqual(['Gato de Sigüenza']);
      expect(await galleryOf('/api/adopciones/')).toEqual(['Gato de Sigüenza']);

      // The first municipality's cat is not B's to give.
      const wrong = await t().request({ method: 'POST', url: `/api/m/atienza/adopciones/${made.a.gato}/solicitudes`, payload: adoptionRequest });
      expect(wrong.statusCode).toBe(404);
      // A signed-in account of another municipality asks there as a visitor would.
      const sent = await t().request({ method: 'POST', url: `/api/m/atienza/adopciones/${made.b.gato}/solicitudes`, payload: adoptionRequest, as: 'usuario' });
      expect(sent.statusCode).toBe(200);
      const stored = await t().db.selectFrom('adopcion_solicitudes').select([MUNICIPIO, 'gato_id', 'usuario_id']).where('id', '=', json(sent).id).executeTakeFirstOrThrow();
      expect(stored).toEqual({ municipio_id: 2, gato_id: made.b.gato, usuario_id: null });
      // B's staff see it; the first municipality's do not.
      const bAdmin = await withScope(B, () => t().createUser('admin'));
      const bList = json<{ id: number }[]>(await t().request({ method: 'GET', url: '/api/adopciones/solicitudes', as: bAdmin }));
      expect(bList.map((s) => s.id)).toContain(json(sent).id);
      const aList = json<{ id: number }[]>(await t().request({ method: 'GET', url: '/api/adopciones/solicitudes', as: 'admin' }));
      expect(aList.map((s) => s.id)).not.toContain(json(sent).id);
    });

    it('tracks a complaint of B under B’s path only', async () => {
      const vecino = await withScope(B, () => t().createUser('usuario'));
      const filed = await t().request({ method: 'POST', url: '/api/quejas/quejas/', as: vecino, payload: form({ descripcion: 'Maullidos de noche', colonia_id: made.b.colonia }) });
      expect(filed.statusCode).toBe(200);
      const codigo = json<{ codigo_seguimiento: string }>(filed).codigo_seguimiento;
      const stored = await t().db.selectFrom('quejas').select(MUNICIPIO).where('codigo_seguimiento', '=', codigo).executeTakeFirstOrThrow();
      expect(stored.municipio_id).toBe(2);

      const tracked = await get(`/api/m/atienza/quejas/seguimiento/${codigo}`);
      expect(tracked.statusCode).toBe(200);
      expect(json(tracked)).toMatchObject({ codigo_seguimiento: codigo, estatus: 'pendiente', colonia_nombre: SAME_NAME });
      for (const url of [`/api/m/siguenza/quejas/seguimiento/${codigo}`, `/api/quejas/seguimiento/${codigo}`]) {
        const res = await get(url);
        expect(res.statusCode, url).toBe(404);
        expect(json(res).detail).toBe('No hay ninguna queja con ese código de seguimiento. Revisa que lo has escrito bien.');
      }
    });

    it('publishes each municipality’s open data at its own address', async () => {
      const csvB = await get('/api/m/atienza/datos-abiertos/colonias.csv');
      expect(csvB.statusCode).toBe(200);
      expect(csvB.body).toContain('41.2');
      expect(csvB.body).not.toContain('41.06');
      const csvA = await get('/api/datos-abiertos/colonias.csv');
      expect(csvA.body).toContain('41.06');
      expect(csvA.body).not.toContain('41.2');
      const catalogo = await get('/api/m/atienza/datos-abiertos/catalogo.jsonld');
      expect(catalogo.body).toContain('http://gatera.test/api/m/atienza/datos-abiertos/colonias.csv');
      expect(catalogo.body).not.toContain('http://gatera.test/api/datos-abiertos/');
    });

    it('serves the public settings and coat of arms under each municipality’s path', async () => {
      const settings = await get('/api/m/atienza/settings');
      expect(settings.statusCode).toBe(200);
      expect(json(settings)).toHaveProperty('municipio_nombre');
      const escudo = await get('/api/m/atienza/settings/escudo');
      expect(escudo.statusCode).toBe(404);
      expect(json(escudo).detail).toBe('Recurso no encontrado.');
    });

    it('keeps the map of another municipality approximate for a signed-in account of the first', async () => {
      const mine = json<{ id: number; ubicacion: string | null }[]>(await get('/api/colonias/colonias/mapa/colonias', 'admin')).find((c) => c.id === made.a.colonia);
      expect(mine?.ubicacion).toBe('Calle Mayor, 1');
      const theirs = json<{ id: number; nombre: string; ubicacion: string | null }[]>(await get('/api/m/atienza/colonias/colonias/mapa/colonias', 'admin'));
      expect(theirs.map((c) => c.id)).toEqual([made.b.colonia]);
      expect(theirs[0].ubicacion).toBeNull();
    });
  },
  { env: { PUBLIC_MAP_PRECISION: 'approximate' } },
);
