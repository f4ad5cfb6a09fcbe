/**
 * A municipality's own host name: the installation's manager gives Atienza
 * (B) `gatos.atienza.es`, and a request sent to that host gets B's public
 * pages at the plain paths, exactly as /m/atienza/ would; any other host
 * gets the first municipality's (A), as always. Public answers vary by Host,
 * and an answer remembered for one host is never served to the other. A
 * taken or malformed host name is refused and changes nothing. Complaint
 * e-mails of B link to B's host. Staff routes follow the account, whatever
 * the host. TRUST_PROXY is on: the proxy's X-Forwarded-Host counts.
 */
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, expect, it } from 'vitest';
import { describeEachEngine, json, type TestUser } from '../helper';
import { createColonia, createGato } from '../fixtures';
import { form } from '../quejas/attachmentForm';
import { withScope } from '../../../src/server/tenancy/scope';
import type { MailMessage } from '../../../src/server/lib/mailer';
import type { Municipio } from '../../../src/domain/schemas/municipio';

const B = { municipios: [2] } as const;
const HOST_B = 'gatos.atienza.es';
const SAME_NAME = 'Colonia del Castillo';

const sent: MailMessage[] = [];
const mailer = { send: async (message: MailMessage) => void sent.push(message) };

describeEachEngine(
  'public pages at a municipality’s own host name',
  (t) => {
    const colonia = { a: 0, b: 0 };
    let adminB: TestUser;

    const get = (url: string, headers: Record<string, string> = {}, as: TestUser | 'admin' | null = null) => t().request({ method: 'GET', url, headers, as });
    const mapIds = async (headers: Record<string, string> = {}, as: TestUser | 'admin' | null = null) =>
      json<{ id: number; nombre: string }[]>(await get('/api/colonias/colonias/mapa/colonias', headers, as)).filter((c) => c.nombre === SAME_NAME).map((c) => c.id);
    const dominioOf = async (id: number) => (await t().db.selectFrom('municipios').select('dominio').where('id', '=', id).executeTakeFirstOrThrow()).dominio;

    beforeAll(async () => {
      const created_at = '2026-11-26T00:00:00.000Z';
      await t().db.updateTable('municipios').set({ slug: 'siguenza' }).where('id', '=', 1).execute();
      await t().db.insertInto('municipios').values([
        { id: 2, nombre: 'Atienza', slug: 'atienza', activo: 1, created_at },
        { id: 3, nombre: 'Cerrado', slug: 'cerrado', activo: 0, dominio: 'gatos.cerrado.es', created_at },
      ]).execute();
      colonia.a = (await createColonia(t().db, { nombre: SAME_NAME, latitude: 41.0686, longitude: -2.6427 })).id;
      colonia.b = (await withScope(B, () => createColonia(t().db, { nombre: SAME_NAME, latitude: 41.2, longitude: -2.8 }))).id;
      adminB = await withScope(B, () => t().createUser('admin'));
    });

    it('the installation’s manager gives B its host name, in any case, shown in the municipality and the list', async () => {
      const res = await t().request({ method: 'PUT', url: '/api/municipios/2', as: 'admin', payload: { dominio: ' Gatos.Atienza.ES ' } });
      expect(res.statusCode, res.body).toBe(200);
      expect(json<Municipio>(res).dominio).toBe(HOST_B);
      expect(json<Municipio>(await get('/api/municipios/2', {}, 'admin')).dominio).toBe(HOST_B);
      const list = json<Municipio[]>(await get('/api/municipios/', {}, 'admin'));
      expect(list.map((m) => [m.id, m.dominio])).toEqual([[1, null], [2, HOST_B], [3, 'gatos.cerrado.es']]);
      // B's own administrator manages no municipality, its own host name included.
      expect((await t().request({ method: 'PUT', url: '/api/municipios/2', as: adminB, payload: { dominio: 'otro.atienza.es' } })).statusCode).toBe(403);
    });

    it('refuses a taken or malformed host name with a Spanish reason, changing nothing', async () => {
      const cases: [number, string, number, string][] = [
        [1, HOST_B, 409, 'Ya hay un municipio con ese dominio.'],
        [1, 'GATOS.cerrado.es', 409, 'Ya hay un municipio con ese dominio.'],
        ...['https://gatos.siguenza.es', 'gatos.siguenza.es:8443', 'gatos.siguenza.es/mapa', 'siguenza', '192.168.1.10', '-gatos.siguenza.es', 'gatos..siguenza.es', 'gatos_siguenza.es'].map(
          (dominio): [number, string, number, string] => [2, dominio, 422, 'El dominio del municipio es solo el nombre del servidor, en minúsculas, sin «https://», puerto ni ruta (por ejemplo, «gatos.villaverde.es»).'],
        ),
      ];
      for (const [id, dominio, status, detail] of cases) {
        const res = await t().request({ method: 'PUT', url: `/api/municipios/${id}`, as: 'admin', payload: { dominio, nombre: 'Cambiado' } });
        expect(res.statusCode, dominio).toBe(status);
        expect(json(res).detail, dominio).toBe(detail);
      }
      expect(await dominioOf(1)).toBeNull();
      expect(await dominioOf(2)).toBe(HOST_B);
      const nombres = await t().db.selectFrom('municipios').select('nombre').where('id', 'in', [1, 2]).orderBy('id').execute();
      expect(nombres.map((m) => m.nombre)).not.toContain('Cambiado');
    });

    it('serves B’s map and chart at the plain paths to B’s host, never an answer remembered for another host', async () => {
      // A's answers are asked (and remembered) first, at the plain paths of any other host.
      expect(await mapIds()).toEqual([colonia.a]);
      const plain = await get('/api/colonias/colonias/mapa/colonias');
      expect(plain.headers.vary).toMatch(/(^|,\s*)Host(,|$)/);
      expect(await mapIds({ host: HOST_B })).toEqual([colonia.b]);
      expect(await mapIds({ host: `GATOS.atienza.es:8443` })).toEqual([colonia.b]);
      expect(await mapIds({ host: 'otro.example.org' })).toEqual([colonia.a]);
      // The proxy's forwarded host, which TRUST_PROXY trusts.
      expect(await mapIds({ 'x-forwarded-host': HOST_B })).toEqual([colonia.b]);
      const byHost = await get('/api/colonias/colonias/mapa/colonias', { host: HOST_B });
      expect(byHost.headers.vary).toMatch(/(^|,\s*)Host(,|$)/);
      expect(byHost.body).not.toContain('41.06');

      const chart = async (headers: Record<string, string>) => json<{ colonia: string }[]>(await get('/api/informes/informes/datos/colonias', headers)).length;
      expect(await chart({})).toBe(1);
      expect(await chart({ host: HOST_B })).toBe(1);
      expect(json(await get('/api/settings', { host: HOST_B })).municipio_nombre).toBe('Atienza');
      expect(json(await get('/api/settings')).municipio_nombre).not.toBe('Atienza');
      // A municipality's own path names it on any host, B's included.
      const onPath = json<{ id: number; nombre: string }[]>(await get('/api/m/siguenza/colonias/colonias/mapa/colonias', { host: HOST_B }));
      expect(onPath.filter((c) => c.nombre === SAME_NAME).map((c) => c.id)).toEqual([colonia.a]);
    });

    it('publishes B’s open data at the plain paths of its host, with a catalogue that names that host', async () => {
      const csv = await get('/api/datos-abiertos/colonias.csv', { host: HOST_B });
      expect(csv.statusCode).toBe(200);
      expect(csv.body).toContain('41.2');
      expect(csv.body).not.toContain('41.06');
      expect(csv.headers['cache-control']).toMatch(/public/);
      expect(csv.headers.vary).toMatch(/(^|,\s*)Host(,|$)/);
      expect((await get('/api/datos-abiertos/colonias.csv')).body).not.toContain('41.2');
      const catalogo = (await get('/api/datos-abiertos/catalogo.jsonld', { host: HOST_B })).body;
      expect(catalogo).toContain(`https://${HOST_B}/api/datos-abiertos/colonias.csv`);
      expect(catalogo).not.toContain('http://gatera.test');

      // The first municipality answers at its own host and at any other: each gets a catalogue naming the host it asked.
      expect((await t().request({ method: 'PUT', url: '/api/municipios/1', as: 'admin', payload: { dominio: 'gatos.siguenza.es' } })).statusCode).toBe(200);
      expect((await get('/api/datos-abiertos/catalogo.jsonld')).body).toContain('http://gatera.test/api/datos-abiertos/colonias.csv');
      const own = (await get('/api/datos-abiertos/catalogo.jsonld', { host: 'gatos.siguenza.es' })).body;
      expect(own).toContain('https://gatos.siguenza.es/api/datos-abiertos/colonias.csv');
      expect(own).not.toContain('http://gatera.test');
      expect((await t().request({ method: 'PUT', url: '/api/municipios/1', as: 'admin', payload: { dominio: null } })).statusCode).toBe(200);
    });

    it('serves the photo of B’s cat in its gallery, on B’s host and on any other', async () => {
      const imagen = `${'b'.repeat(32)}.png`;
      fs.mkdirSync(t().paths.mediaDir, { recursive: true });
      fs.writeFileSync(path.join(t().paths.mediaDir, imagen), Buffer.from('89504e470d0a1a0a', 'hex'));
      await withScope(B, () => createGato(t().db, colonia.b, { nombre: 'Gato de Atienza', adoptabilidad: 'Adoptable', imagen }));
      const gallery = json<{ nombre: string; imagen: string | null }[]>(await get('/api/adopciones/', { host: HOST_B }));
      expect(gallery.map((g) => [g.nombre, g.imagen])).toEqual([['Gato de Atienza', `/media/${imagen}`]]);
      expect((await get(`/media/${imagen}`, { host: HOST_B })).statusCode).toBe(200);
      expect((await get(`/media/${imagen}`)).statusCode).toBe(200);
    });

    it('answers a deactivated municipality’s host with a 404 that says so', async () => {
      const res = await get('/api/colonias/colonias/mapa/colonias', { host: 'gatos.cerrado.es' });
      expect(res.statusCode).toBe(404);
      expect(json(res).detail).toBe('No hay ningún municipio con esa dirección.');
    });

    it('keeps staff routes on the account’s municipality and an account of A a visitor on B’s host', async () => {
      const staff = json<{ id: number }[]>(await get('/api/colonias/colonias/?limit=100', { host: HOST_B }, 'admin')).map((c) => c.id);
      expect(staff).toContain(colonia.a);
      expect(staff).not.toContain(colonia.b);
      const onB = json<{ id: number; ubicacion: string | null }[]>(await get('/api/colonias/colonias/mapa/colonias', { host: HOST_B }, 'admin'));
      expect(onB.map((c) => c.id)).toEqual([colonia.b]);
      expect(onB[0].ubicacion).toBeNull();
    });

    it('links B’s complaint e-mails to the tracking page on B’s host, where the code is found', async () => {
      const vecina = await withScope(B, () => t().createUser('usuario'));
      sent.length = 0;
      const filed = await t().request({ method: 'POST', url: '/api/quejas/quejas/', as: vecina, payload: form({ descripcion: 'Maullidos en la muralla', colonia_id: colonia.b }) });
      expect(filed.statusCode, filed.body).toBe(200);
      const codigo = json<{ codigo_seguimiento: string }>(filed).codigo_seguimiento;
      expect(sent.map((m) => m.text.includes(`https://${HOST_B}/seguimiento?codigo=${codigo}`))).toEqual([true]);
      expect((await get(`/api/quejas/seguimiento/${codigo}`, { host: HOST_B })).statusCode).toBe(200);
      expect((await get(`/api/quejas/seguimiento/${codigo}`)).statusCode).toBe(404);
      // Removing the host name brings back the link to B's own path.
      expect((await t().request({ method: 'PUT', url: '/api/municipios/2', as: 'admin', payload: { dominio: '' } })).statusCode).toBe(200);
      expect(await dominioOf(2)).toBeNull();
      sent.length = 0;
      const again = await t().request({ method: 'POST', url: '/api/quejas/quejas/', as: vecina, payload: form({ descripcion: 'Otra vez', colonia_id: colonia.b }) });
      const otro = json<{ codigo_seguimiento: string }>(again).codigo_seguimiento;
      expect(sent.map((m) => m.text.includes(`http://gatera.test/m/atienza/seguimiento?codigo=${otro}`))).toEqual([true]);
      expect(await mapIds({ host: HOST_B })).toEqual([colonia.a]);
    });
  },
  { env: { PUBLIC_MAP_PRECISION: 'approximate', TRUST_PROXY: 'true' }, mailer },
);
