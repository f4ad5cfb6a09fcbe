/**
 * The original front end served from another origin (CORS_ORIGINS): every
 * method the API uses passes the preflight of an allowed origin (cached), and
 * nothing is granted to any other origin; cat photos and signed attachment
 * links are readable by pages of other origins (Cross-Origin-Resource-Policy
 * from MEDIA_RESOURCE_POLICY), everything else stays same-origin.
 */
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { describeEachEngine, json } from '../helper';
import { createColonia, createGato } from '../fixtures';
import { form, samplePdf, samplePng } from '../quejas/attachmentForm';
import { loadConfig } from '../../../src/server/config';

const ALLOWED = 'https://ayto.example';
const OTHER = 'https://otro.example';
const PHOTO = '0123456789abcdef0123456789abcdef.png';

/** What a browser sends before a PUT or DELETE with the bearer token and a JSON body. */
const preflight = (origin: string, method: string, headers = 'authorization,content-type') => ({
  method: 'OPTIONS' as const,
  headers: { origin, 'access-control-request-method': method, 'access-control-request-headers': headers },
});

describeEachEngine(
  'cross-origin callers named in CORS_ORIGINS',
  (t) => {
    it('passes the preflight of every method the API uses, with the headers the clients send, and lets the browser cache it', async () => {
      for (const [url, method] of [
        ['/api/gatos/gatos/1', 'PUT'],
        ['/api/gatos/gatos/1', 'DELETE'],
        ['/api/gatos/gatos/1/baja', 'PUT'],
        ['/api/quejas/quejas/1/resolver', 'PUT'],
        ['/api/inspecciones/inspecciones/1/resolver', 'PUT'],
        ['/api/ajustes/escudo', 'DELETE'],
        ['/api/colonias/colonias/', 'POST'],
      ]) {
        const res = await t().request({ url, ...preflight(ALLOWED, method) });
        expect(res.statusCode, `${method} ${url}`).toBe(204);
        expect(res.headers['access-control-allow-origin'], `${method} ${url}`).toBe(ALLOWED);
        const methods = String(res.headers['access-control-allow-methods']).split(/,\s*/);
        expect(methods, `${method} ${url}`).toEqual(expect.arrayContaining(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE']));
        const allowed = String(res.headers['access-control-allow-headers']).toLowerCase().split(/,\s*/);
        expect(allowed).toEqual(expect.arrayContaining(['authorization', 'content-type', 'accept-language', 'x-municipio']));
        expect(Number(res.headers['access-control-max-age'])).toBeGreaterThanOrEqual(600);
      }
    });

    it('answers the PUT and the DELETE themselves with the origin allowed, and lets the client read the paging headers', async () => {
      const colonia = await createColonia(t().db);
      const gato = await createGato(t().db, colonia.id);
      const put = await t().request({ method: 'PUT', url: `/api/gatos/gatos/${gato.id}`, as: 'admin', headers: { origin: ALLOWED }, payload: { nombre: 'Bigotes' } });
      expect(put.statusCode).toBe(200);
      expect(put.headers['access-control-allow-origin']).toBe(ALLOWED);
      expect(json(put).nombre).toBe('Bigotes');
      const del = await t().request({ method: 'DELETE', url: `/api/gatos/gatos/${gato.id}`, as: 'admin', headers: { origin: ALLOWED } });
      expect(del.statusCode).toBe(200);
      expect(del.headers['access-control-allow-origin']).toBe(ALLOWED);
      const list = await t().request({ method: 'GET', url: '/api/gatos/gatos/', as: 'admin', headers: { origin: ALLOWED } });
      expect(String(list.headers['access-control-expose-headers'])).toContain('X-Total-Count');
    });

    it('grants nothing to another origin: no allowed origin, method, header or cache time', async () => {
      for (const method of ['PUT', 'DELETE', 'GET']) {
        const res = await t().request({ url: '/api/gatos/gatos/1', ...preflight(OTHER, method) });
        // An unknown route to them, with its Spanish detail.
        expect(res.statusCode, method).toBe(404);
        expect(json(res).detail, method).toBe('La ruta solicitada no existe.');
        for (const header of ['access-control-allow-origin', 'access-control-allow-methods', 'access-control-allow-headers', 'access-control-max-age']) {
          expect(res.headers[header], `${method} ${header}`).toBeUndefined();
        }
      }
      const get = await t().request({ method: 'GET', url: '/api/health', headers: { origin: OTHER } });
      expect(get.headers['access-control-allow-origin']).toBeUndefined();
    });

    it('lets pages of other origins show cat photos and signed attachments, and keeps everything else same-origin', async () => {
      const colonia = await createColonia(t().db);
      await createGato(t().db, colonia.id, { imagen: PHOTO });
      fs.writeFileSync(path.join(t().paths.mediaDir, PHOTO), samplePng().bytes);
      const photo = await t().request({ method: 'GET', url: `/media/${PHOTO}` });
      expect(photo.statusCode).toBe(200);
      expect(photo.headers['cross-origin-resource-policy']).toBe('cross-origin');

      for (const file of [samplePng(), samplePdf()]) {
        const filed = await t().request({ method: 'POST', url: '/api/quejas/quejas/', as: 'responsable', payload: form({ descripcion: 'Con adjunto', colonia_id: colonia.id }, file) });
        const archivo = json(filed).archivo as string;
        const attachment = await t().request({ method: 'GET', url: `${archivo}?v=1` });
        expect(attachment.statusCode, file.name).toBe(200);
        expect(attachment.headers['cross-origin-resource-policy'], file.name).toBe('cross-origin');
      }

      const stillSameOrigin = [
        await t().request({ method: 'GET', url: '/api/health' }),
        await t().request({ method: 'GET', url: '/api/gatos/gatos/', as: 'admin' }),
        await t().request({ method: 'GET', url: '/api/settings' }),
        await t().request({ method: 'GET', url: '/media/ffffffffffffffffffffffffffffffff.png' }),
        await t().request({ method: 'GET', url: '/api/adjuntos/1/1/firma/ffffffffffffffffffffffffffffffff.png' }),
      ];
      for (const res of stillSameOrigin) expect(res.headers['cross-origin-resource-policy'], res.raw.req.url).toBe('same-origin');
    });
  },
  { env: { CORS_ORIGINS: `${ALLOWED}, https://segundo.example` } },
);

describeEachEngine(
  'CORS_ORIGINS=*',
  (t) => {
    it('lets any origin through, naming it back', async () => {
      const res = await t().request({ url: '/api/gatos/gatos/1', ...preflight(OTHER, 'DELETE') });
      expect(res.statusCode).toBe(204);
      expect(res.headers['access-control-allow-origin']).toBe(OTHER);
      expect(String(res.headers['access-control-allow-methods'])).toContain('DELETE');
    });
  },
  { env: { CORS_ORIGINS: '*' } },
);

describeEachEngine(
  'MEDIA_RESOURCE_POLICY=same-site',
  (t) => {
    beforeAll(async () => {
      const colonia = await createColonia(t().db);
      await createGato(t().db, colonia.id, { imagen: PHOTO });
      fs.writeFileSync(path.join(t().paths.mediaDir, PHOTO), samplePng().bytes);
    });

    it('serves photos and attachments as same-site', async () => {
      expect((await t().request({ method: 'GET', url: `/media/${PHOTO}` })).headers['cross-origin-resource-policy']).toBe('same-site');
      const colonia = await createColonia(t().db);
      const filed = await t().request({ method: 'POST', url: '/api/quejas/quejas/', as: 'responsable', payload: form({ descripcion: 'Con adjunto', colonia_id: colonia.id }, samplePng()) });
      const attachment = await t().request({ method: 'GET', url: json(filed).archivo as string });
      expect(attachment.statusCode).toBe(200);
      expect(attachment.headers['cross-origin-resource-policy']).toBe('same-site');
      expect((await t().request({ method: 'GET', url: '/api/health' })).headers['cross-origin-resource-policy']).toBe('same-origin');
    });
  },
  { env: { MEDIA_RESOURCE_POLICY: 'same-site' } },
);

describe('MEDIA_RESOURCE_POLICY', () => {
  it('is cross-origin unless told otherwise, and refuses an unknown value at start-up', () => {
    expect(loadConfig({}).mediaResourcePolicy).toBe('cross-origin');
    expect(loadConfig({ MEDIA_RESOURCE_POLICY: 'same-origin' }).mediaResourcePolicy).toBe('same-origin');
    expect(() => loadConfig({ MEDIA_RESOURCE_POLICY: 'anywhere' })).toThrow(/MEDIA_RESOURCE_POLICY/);
  });
});
