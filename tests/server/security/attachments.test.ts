/**
 * Complaint and inspection attachments are private
 * (signed, short-lived links checked against the record's reach on every
 * request, Cache-Control: private); cat photos stay public under /media; a
 * citizen reads the inspections of their colonies.
 */
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, expect, it } from 'vitest';
import { describeEachEngine, json, type TestUser } from '../helper';
import { assign, createColonia } from '../fixtures';
import { form, samplePdf, samplePng } from '../quejas/attachmentForm';
import { createAttachmentLinks } from '../../../src/server/lib/attachmentLinks';
import { nowIso } from '../../../src/server/lib/time';

const QUEJAS = '/api/quejas/quejas/';
const INSPECCIONES = '/api/inspecciones/inspecciones/';
const nameOf = (archivo: string) => path.basename(archivo.split('?')[0]);
/** The signed link's parts: /api/adjuntos/<u>/<exp>/<firma>/<nombre>. */
function linkParts(archivo: string) {
  const match = /\/api\/adjuntos\/(\d+)\/(\d+)\/([\w-]+)\/([\w.]+)$/.exec(new URL(archivo, 'http://x').pathname);
  if (!match) throw new Error(`not a signed attachment link: ${archivo}`);
  const [, u, exp, firma, nombre] = match;
  return { u, exp, firma, nombre, at: (p: { u?: string; exp?: string; firma?: string }) => `/api/adjuntos/${p.u ?? u}/${p.exp ?? exp}/${p.firma ?? firma}/${nombre}` };
}

describeEachEngine('private attachments', (t) => {
  let colonia: { id: number };
  let ana: TestUser;
  let luis: TestUser;
  beforeAll(async () => {
    colonia = await createColonia(t().db, { nombre: 'Colonia del Adjunto' });
    ana = await t().createUser('usuario');
    luis = await t().createUser('voluntario');
  });
  const fileQueja = (as: TestUser) => t().request({ method: 'POST', url: QUEJAS, as, payload: form({ descripcion: 'Foto de mi patio', colonia_id: colonia.id }, samplePng()) });
  const fileInspeccion = () => t().request({ method: 'POST', url: INSPECCIONES, as: 'responsable', payload: form({ colonia_id: colonia.id, observaciones: 'Acta con datos de vecinos' }, samplePdf()) });
  const get = (url: string) => t().request({ method: 'GET', url });

  it('is no longer served by the public /media folder, to anyone', async () => {
    const archivo = json(await fileQueja(ana)).archivo as string;
    for (const url of [`/media/${nameOf(archivo)}`, `/media/${encodeURIComponent(nameOf(archivo))}`]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(json(res).detail).toBe('Recurso no encontrado.');
    }
  });

  it('serves the filer through the signed link, privately and for a short time', async () => {
    const archivo = json(await fileQueja(ana)).archivo as string;
    const res = await get(archivo);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(samplePng().bytes)).toBe(true);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    const cache = String(res.headers['cache-control']);
    expect(cache).toMatch(/^private, max-age=\d+$/);
    expect(Number(/max-age=(\d+)/.exec(cache)![1])).toBeLessThanOrEqual(30 * 60);
    // The same file through the filer's own list.
    const own = json(await t().request({ method: 'GET', url: `${QUEJAS}mis-quejas/`, as: ana }));
    expect(own.map((q: { archivo: string }) => q.archivo && nameOf(q.archivo))).toContain(nameOf(archivo));
  });

  it('serves the link with the suffix the original front end appends (`?v=…`)', async () => {
    const archivo = json(await fileQueja(ana)).archivo as string;
    const res = await get(`${archivo}?v=1732361234567`);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(samplePng().bytes)).toBe(true);
  });

  it('refuses a forged, altered or expired link, and the link of a deactivated account', async () => {
    const archivo = json(await fileQueja(ana)).archivo as string;
    const link = linkParts(archivo);
    const altered = [
      link.at({ firma: 'AAAA' }),
      link.at({ u: String(luis.id) }),
      link.at({ exp: String(Number(link.exp) + 900) }),
      `/api/adjuntos/${link.nombre}`,
    ];
    for (const bad of altered) {
      const res = await get(bad);
      expect(res.statusCode, bad).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, bad).toBeLessThan(500);
      expect(res.rawPayload.equals(samplePng().bytes)).toBe(false);
    }
    const expired = createAttachmentLinks(t().config.jwtSecret!, () => Date.now() - 3600_000).urlOf(nameOf(archivo), ana.id)!;
    const old = await get(expired);
    expect(old.statusCode).toBe(403);
    expect(json(old).detail).toMatch(/^El enlace del adjunto no es válido o ha caducado/);

    const carla = await t().createUser('usuario');
    const hers = json(await fileQueja(carla)).archivo as string;
    await t().db.updateTable('users').set({ activo: 0 }).where('id', '=', carla.id).execute();
    expect((await get(hers)).statusCode).toBe(403);
  });

  it('loses access with the colony assignment, at once and with the same link', async () => {
    const inspeccion = json(await fileInspeccion());
    await assign(t().db, luis.id, colonia.id);
    const listed = json(await t().request({ method: 'GET', url: `${INSPECCIONES}mis-inspecciones/`, as: luis }));
    const mine = listed.find((i: { id: number }) => i.id === inspeccion.id);
    const link = mine.archivo as string;
    expect((await get(link)).statusCode).toBe(200);
    expect((await get(link)).headers['content-disposition']).toMatch(/^attachment; filename="[a-f0-9]{32}\.pdf"$/);
    await t().db.deleteFrom('asignaciones').where('usuario_id', '=', luis.id).execute();
    const after = await get(link);
    expect(after.statusCode).toBe(404);
    expect(json(after).detail).toBe('El adjunto no existe o no tienes acceso a él.');
  });

  it('shows a citizen the inspections of their colonies, attachment included (docs/SEGURIDAD.md)', async () => {
    const inspeccion = json(await fileInspeccion());
    const vecina = await t().createUser('usuario');
    expect(json(await t().request({ method: 'GET', url: `${INSPECCIONES}mis-inspecciones/`, as: vecina }))).toEqual([]);
    await assign(t().db, vecina.id, colonia.id);
    const listed = json(await t().request({ method: 'GET', url: `${INSPECCIONES}mis-inspecciones/`, as: vecina }));
    const seen = listed.find((i: { id: number }) => i.id === inspeccion.id);
    expect(seen).toMatchObject({ observaciones: 'Acta con datos de vecinos', colonia_nombre: 'Colonia del Adjunto' });
    const res = await get(seen.archivo);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(samplePdf().bytes)).toBe(true);
    // Reading is all: a citizen does not resolve inspections.
    expect((await t().request({ method: 'PUT', url: `${INSPECCIONES}${inspeccion.id}/resolver`, as: vecina })).statusCode).toBe(403);
  });

  it('keeps serving attachments stored under media/ before the upgrade, to those who may see them', async () => {
    const name = 'aaaabbbbccccddddeeeeffff00001111.png';
    fs.writeFileSync(path.join(t().paths.mediaDir, name), samplePng().bytes);
    await t().db
      .insertInto('quejas')
      .values({ fecha: nowIso(), descripcion: 'Queja antigua', colonia_id: null, solucion_responsable: null, archivo: name, estatus: 'Pendiente', usuario_id: ana.id })
      .execute();
    const all = json(await t().request({ method: 'GET', url: `${QUEJAS}?limit=100`, as: 'responsable' }));
    const old = all.find((q: { descripcion: string }) => q.descripcion === 'Queja antigua');
    expect(nameOf(old.archivo)).toBe(name);
    expect((await get(old.archivo)).statusCode).toBe(200);
    expect((await get(`/media/${name}`)).statusCode).toBe(404);
  });

  it('keeps cat photos public under /media', async () => {
    const created = await t().request({
      method: 'POST',
      url: '/api/gatos/gatos/',
      as: 'admin',
      payload: form({ nombre: 'Foto pública', sexo: 'H', ubicacion: 'Plaza', colonia_id: colonia.id }, samplePng(), 'file'),
    });
    expect(created.statusCode).toBe(200);
    const imagen = json(created).imagen as string;
    const res = await get(imagen.startsWith('/media/') ? imagen : `/media/${imagen}`);
    expect(res.statusCode).toBe(200);
    expect(String(res.headers['cache-control'])).toContain('public');
  });
});

