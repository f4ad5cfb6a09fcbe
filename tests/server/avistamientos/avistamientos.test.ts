/** Citizens' sightings: filing with a cleaned photo, refusals, the public view, linking, decisions, roles, e-mails. */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { expect, it } from 'vitest';
import { createTestApp, describeEachEngine, json, testEngines, type TestApp } from '../helper';
import { createColonia } from '../fixtures';
import { mediaFiles, samplePdf, executableAsPdf } from '../quejas/attachmentForm';
import type { MailMessage } from '../../../src/server/lib/mailer';
import { approximate } from '../../../src/server/lib/coordinates';
import { AVISTAMIENTO_RADIO_M, distanceMeters } from '../../../src/domain/avistamientos';
import { URL, SIGHTING, fileSighting, phoneJpeg, postSighting, staffRecord } from './support';

const sent: MailMessage[] = [];
const mailer = { send: async (message: MailMessage) => void sent.push(message) };

/** A point `metres` north of another (a degree of latitude is about 111.2 km). */
const north = (point: { latitude: number; longitude: number }, metres: number) => ({ latitude: point.latitude + metres / 111_195, longitude: point.longitude });

async function counts(t: TestApp) {
  const one = async (table: 'avistamientos' | 'audit_log' | 'censos' | 'gatos' | 'colonias') =>
    Number((await t.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
  return { avistamientos: await one('avistamientos'), audit: await one('audit_log'), censos: await one('censos'), gatos: await one('gatos'), colonias: await one('colonias') };
}

function decide(t: TestApp, id: number, body: Record<string, unknown>, as: Parameters<TestApp['request']>[0]['as'] = 'responsable') {
  return t.request({ method: 'PUT', url: `${URL}${id}`, as, payload: body });
}

describeEachEngine(
  'avistamientos',
  (t) => {
    it('files a sighting with a phone photo: the stored photo is upright, fits 1600 px and has no EXIF (no GPS)', async () => {
      const photo = await phoneJpeg();
      expect((await sharp(photo.bytes).metadata()).exif).toBeDefined();
      const before = mediaFiles(t().paths.mediaDir);
      sent.length = 0;
      const codigo = await fileSighting(t(), { email: 'Vecina@Ejemplo.es' }, photo);
      expect(codigo).toMatch(/^A-[2-9A-Z]{4}-[2-9A-Z]{4}$/);

      const added = mediaFiles(t().paths.mediaDir).filter((name) => !before.includes(name));
      expect(added).toHaveLength(1);
      expect(added[0]).toMatch(/^[a-f0-9]{32}\.jpg$/);
      const stored = fs.readFileSync(path.join(t().paths.mediaDir, added[0]));
      const meta = await sharp(stored).metadata();
      expect(meta.format).toBe('jpeg');
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
      // Turned as the camera said: 1200 × 2400 shown, so 800 × 1600 stored.
      expect([meta.width, meta.height]).toEqual([800, 1600]);
      expect(stored.includes(Buffer.from('Exif\0\0', 'latin1'))).toBe(false);
      expect(stored.includes(Buffer.from('Movil de prueba'))).toBe(false);

      // The receipt goes to the address given, with the tracking link.
      const receipts = sent.filter((m) => m.to === 'vecina@ejemplo.es');
      expect(receipts).toHaveLength(1);
      expect(receipts[0].text).toContain(`http://gatera.test/avistamiento/seguimiento?codigo=${codigo}`);

      // Staff see the exact point, the e-mail and a private link to the photo that serves it.
      const record = await staffRecord(t(), codigo);
      expect(record).toMatchObject({ tipo: 'marcado', latitude: SIGHTING.latitude, longitude: SIGHTING.longitude, email: 'vecina@ejemplo.es', estado: 'nuevo' });
      expect(record.foto).toMatch(/^\/api\/adjuntos\/\d+\/\d+\/[\w-]+\/[a-f0-9]{32}\.jpg$/);
      const served = await t().request({ method: 'GET', url: record.foto });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/jpeg');
      // Not a public cat photo: /media does not serve it.
      expect((await t().request({ method: 'GET', url: `/media/${added[0]}` })).statusCode).toBe(404);
    });

    it('refuses a bad point, missing fields and wrong files with a Spanish detail, leaving the database and the media folder as they were', async () => {
      const before = await counts(t());
      const files = mediaFiles(t().paths.mediaDir);
      const cases: [Parameters<typeof postSighting>[1], Parameters<typeof postSighting>[2], number, RegExp][] = [
        [{ ...SIGHTING, latitude: 91 }, undefined, 422, /latitud/i],
        [{ ...SIGHTING, longitude: 'abc' }, undefined, 422, /longitud/i],
        [{ ...SIGHTING, latitude: '' }, undefined, 422, /mapa/],
        [{ ...SIGHTING, longitude: undefined }, undefined, 422, /mapa/],
        [{ ...SIGHTING, tipo: 'perro' }, undefined, 422, /gato marcado/],
        [{ ...SIGHTING, tipo: undefined }, undefined, 422, /gato marcado/],
        [{ ...SIGHTING, descripcion: '   ' }, undefined, 422, /Describe/],
        [{ ...SIGHTING, descripcion: 'x'.repeat(501) }, undefined, 422, /500 caracteres/],
        [{ ...SIGHTING, email: 'no-es-un-correo' }, undefined, 422, /correo/],
        [SIGHTING, samplePdf(), 422, /JPEG, PNG o WebP/],
        [SIGHTING, executableAsPdf(), 422, /JPEG, PNG o WebP/],
        [SIGHTING, { bytes: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 7)]), name: 'roto.jpg', type: 'image/jpeg' }, 422, /No se ha podido leer la foto/],
      ];
      for (const [fields, photo, status, detail] of cases) {
        const res = await postSighting(t(), fields, photo);
        expect(res.statusCode, JSON.stringify(fields)).toBe(status);
        expect(json(res).detail).toMatch(detail);
      }
      const json415 = await t().request({ method: 'POST', url: URL, payload: SIGHTING });
      expect(json415.statusCode).toBe(415);
      expect(await counts(t())).toEqual(before);
      expect(mediaFiles(t().paths.mediaDir)).toEqual(files);
    });

    it('shows the public only the point on the public map grid: never the exact point, the e-mail, the description or the colony', async () => {
      const colonia = await createColonia(t().db, { nombre: 'Colonia Secreta del Parque', latitude: 40.42011, longitude: -3.70123 });
      const point = north({ latitude: colonia.latitude!, longitude: colonia.longitude! }, 40);
      const codigo = await fileSighting(t(), { ...point, email: 'privada@ejemplo.es', descripcion: 'Detalle privado del portal 7' });
      const res = await t().request({ method: 'GET', url: `${URL}seguimiento/${codigo.toLowerCase().replace(/-/g, ' ')}` });
      expect(res.statusCode).toBe(200);
      const body = json(res);
      expect(Object.keys(body).sort()).toEqual(['codigo_seguimiento', 'estado', 'fecha_registro', 'fecha_ultimo_cambio', 'latitude', 'longitude', 'respuesta_publica', 'tipo']);
      expect(body).toMatchObject({ codigo_seguimiento: codigo, tipo: 'marcado', estado: 'nuevo', respuesta_publica: null });
      expect(body.latitude).toBe(approximate(point.latitude));
      expect(body.longitude).toBe(approximate(point.longitude));
      expect(body.latitude).not.toBe(point.latitude);
      for (const secret of ['privada@', 'Detalle privado', 'Colonia Secreta', String(point.latitude), String(colonia.latitude), String(colonia.longitude)]) expect(res.body).not.toContain(secret);

      const unknown = await t().request({ method: 'GET', url: `${URL}seguimiento/A-2222-2222` });
      expect(unknown.statusCode).toBe(404);
      expect(json(unknown).detail).toMatch(/ningún avistamiento con ese código/);
      // A complaint's tracking does not answer a sighting's code, nor the other way round.
      expect((await t().request({ method: 'GET', url: `/api/quejas/seguimiento/${codigo}` })).statusCode).toBe(404);
    });

    it('links a sighting to the nearest colony within the radius and marks one farther as a possible new colony; tells the colony\'s responsable', async () => {
      const base = { latitude: 40.5, longitude: -3.6 };
      const near = await createColonia(t().db, { nombre: 'Colonia Cercana', ...base });
      const farther = await createColonia(t().db, { nombre: 'Colonia Algo Más Lejos', ...north(base, 100) });
      const responsable = await t().createUser('responsable', { email: 'resp-cercana@ejemplo.es' });
      await t().db.insertInto('asignaciones').values({ usuario_id: responsable.id, colonia_id: near.id, created_at: new Date().toISOString() }).execute();
      const sightingPoint = north(base, 30);
      expect(distanceMeters(sightingPoint, base)).toBeCloseTo(30, 0);

      sent.length = 0;
      const linked = await staffRecord(t(), await fileSighting(t(), sightingPoint));
      expect(linked).toMatchObject({ colonia_id: near.id, colonia_nombre: 'Colonia Cercana', posible_nueva_colonia: false });
      expect(linked.distancia_m).toBe(30);
      // Queued, and sent by the queue (which may have run already).
      await t().app.gatera.mailQueue.drain();
      const notices = sent.filter((m) => m.subject.startsWith('Gatera: nuevo avistamiento'));
      expect(notices).toHaveLength(1);
      expect(notices[0]).toMatchObject({ to: 'resp-cercana@ejemplo.es', subject: 'Gatera: nuevo avistamiento en la colonia Colonia Cercana' });
      expect(notices[0].text).toContain(`/avistamientos/${linked.id}`);

      // Nearer the second colony: linked to it (nobody is assigned to it: every responsable is told).
      const second = await staffRecord(t(), await fileSighting(t(), north(base, 90)));
      expect(second.colonia_id).toBe(farther.id);

      // Just outside the radius of both (200 m north of the farther one): nobody is told.
      sent.length = 0;
      const lonely = await staffRecord(t(), await fileSighting(t(), north(base, 100 + AVISTAMIENTO_RADIO_M + 50)));
      expect(lonely).toMatchObject({ colonia_id: null, colonia_nombre: null, distancia_m: null, posible_nueva_colonia: true });
      await t().app.gatera.mailQueue.drain();
      expect(sent.filter((m) => m.text.includes(lonely.codigo_seguimiento))).toEqual([]);
    });

    it('accepts into a census, a new cat, the colony history and a new colony, each creating what it says, audited', async () => {
      const colonia = await createColonia(t().db, { nombre: 'Colonia del Mercado', latitude: 40.6, longitude: -3.5 });
      const at = north({ latitude: 40.6, longitude: -3.5 }, 20);

      const censo = await staffRecord(t(), await fileSighting(t(), { ...at, tipo: 'camada', email: 'quien@ejemplo.es' }));
      sent.length = 0;
      const accepted = await decide(t(), censo.id, { decision: 'aceptar', destino: 'censo', gatos_vistos: 7, crias: 3, marcados_vistos: 2, respuesta_publica: 'Gracias: hemos contado la colonia.' });
      expect(accepted.statusCode, accepted.body).toBe(200);
      const answered = json(accepted);
      expect(answered).toMatchObject({ estado: 'aceptado', destino: 'censo', colonia_id: colonia.id, respuesta_publica: 'Gracias: hemos contado la colonia.' });
      const row = await t().db.selectFrom('censos').selectAll().where('id', '=', answered.censo_id).executeTakeFirstOrThrow();
      expect(row).toMatchObject({ colonia_id: colonia.id, gatos_vistos: 7, crias: 3, marcados_vistos: 2, fecha: censo.created_at.slice(0, 10) });
      const toFiler = sent.filter((m) => m.to === 'quien@ejemplo.es');
      expect(toFiler).toHaveLength(1);
      expect(toFiler[0]).toMatchObject({ subject: `Gatera: tu aviso ${censo.codigo_seguimiento} ha sido aceptado` });
      expect(toFiler[0].text).toContain('Gracias: hemos contado la colonia.');
      const tracked = json(await t().request({ method: 'GET', url: `${URL}seguimiento/${censo.codigo_seguimiento}` }));
      expect(tracked).toMatchObject({ estado: 'aceptado', respuesta_publica: 'Gracias: hemos contado la colonia.' });

      const gato = await staffRecord(t(), await fileSighting(t(), { ...at, tipo: 'nuevo' }));
      const gatoAnswer = json(await decide(t(), gato.id, { decision: 'aceptar', destino: 'gato', nombre: 'Bigotes', sexo: 'H' }));
      expect(gatoAnswer).toMatchObject({ estado: 'aceptado', destino: 'gato' });
      expect(await t().db.selectFrom('gatos').select(['nombre', 'sexo', 'colonia_id', 'ubicacion']).where('id', '=', gatoAnswer.gato_id).executeTakeFirst()).toEqual({
        nombre: 'Bigotes',
        sexo: 'H',
        colonia_id: colonia.id,
        ubicacion: colonia.ubicacion,
      });

      const historia = await staffRecord(t(), await fileSighting(t(), { ...at, tipo: 'apuros' }));
      const refused = await decide(t(), historia.id, { decision: 'aceptar', destino: 'historia' });
      expect(refused.statusCode).toBe(422);
      expect(json(refused).detail).toMatch(/nota/);
      const historiaAnswer = json(await decide(t(), historia.id, { decision: 'aceptar', destino: 'historia', nota: 'Gato cojo: avisado el veterinario.' }));
      expect(historiaAnswer).toMatchObject({ estado: 'aceptado', destino: 'historia', nota: 'Gato cojo: avisado el veterinario.', colonia_id: colonia.id });
      const history = json(await t().request({ method: 'GET', url: `${URL}?colonia_id=${colonia.id}&estado=aceptado`, as: 'admin' }));
      expect(history.map((a: { id: number }) => a.id)).toEqual([historia.id, gato.id, censo.id]);

      const lejos = { latitude: 40.7, longitude: -3.4 };
      const nueva = await staffRecord(t(), await fileSighting(t(), lejos));
      expect(nueva.posible_nueva_colonia).toBe(true);
      const sinColonia = await decide(t(), nueva.id, { decision: 'aceptar', destino: 'censo', gatos_vistos: 2 });
      expect(sinColonia.statusCode).toBe(422);
      expect(json(sinColonia).detail).toMatch(/no está vinculado a ninguna colonia/);
      const duplicada = await decide(t(), nueva.id, { decision: 'aceptar', destino: 'colonia', nombre: 'colonia del mercado' });
      expect(duplicada.statusCode).toBe(409);
      const coloniaAnswer = json(await decide(t(), nueva.id, { decision: 'aceptar', destino: 'colonia', nombre: 'Colonia de la Vía' }));
      expect(coloniaAnswer).toMatchObject({ estado: 'aceptado', destino: 'colonia', colonia_nombre: 'Colonia de la Vía', posible_nueva_colonia: false, distancia_m: 0 });
      expect(await t().db.selectFrom('colonias').select(['nombre', 'latitude', 'longitude']).where('id', '=', coloniaAnswer.colonia_id).executeTakeFirst()).toEqual({
        nombre: 'Colonia de la Vía',
        ...lejos,
      });

      const audit = await t().db.selectFrom('audit_log').select(['accion', 'entidad', 'entidad_id']).where('entidad', 'in', ['avistamientos', 'censos', 'gatos', 'colonias']).execute();
      for (const [accion, entidad, id] of [
        ['aceptar', 'avistamientos', censo.id],
        ['crear', 'censos', answered.censo_id],
        ['crear', 'gatos', gatoAnswer.gato_id],
        ['aceptar', 'avistamientos', historia.id],
        ['crear', 'colonias', coloniaAnswer.colonia_id],
      ]) {
        expect(audit).toContainEqual({ accion, entidad, entidad_id: String(id) });
      }
    });

    it('a failed acceptance leaves everything as it was; a second decision is a 409 in Spanish; a dismissal is audited', async () => {
      const colonia = await createColonia(t().db, { latitude: 40.8, longitude: -3.3 });
      const record = await staffRecord(t(), await fileSighting(t(), { latitude: 40.8, longitude: -3.3 }));
      expect(record.colonia_id).toBe(colonia.id);
      const before = await counts(t());
      const bad = await decide(t(), record.id, { decision: 'aceptar', destino: 'censo', gatos_vistos: 2, crias: 5 });
      expect(bad.statusCode).toBe(422);
      const noName = await decide(t(), record.id, { decision: 'aceptar', destino: 'gato', sexo: 'M' });
      expect(noName.statusCode).toBe(422);
      const noDestino = await decide(t(), record.id, { decision: 'aceptar' });
      expect(json(noDestino).detail).toMatch(/Indica en qué se convierte/);
      expect(await counts(t())).toEqual(before);
      expect((await staffRecord(t(), record.codigo_seguimiento)).estado).toBe('nuevo');

      const dismissed = await decide(t(), record.id, { decision: 'descartar', respuesta_publica: 'No hemos encontrado el gato.' });
      expect(json(dismissed)).toMatchObject({ estado: 'descartado', destino: null });
      const again = await decide(t(), record.id, { decision: 'aceptar', destino: 'historia', nota: 'Otra vez' });
      expect(again.statusCode).toBe(409);
      expect(json(again).detail).toBe('Este avistamiento ya está decidido: no se puede aceptar ni descartar otra vez.');
      const audit = await t().db.selectFrom('audit_log').select('accion').where('entidad', '=', 'avistamientos').where('entidad_id', '=', String(record.id)).execute();
      expect(audit.map((a) => a.accion)).toEqual(['crear', 'descartar']);
    });

    it('refuses the staff routes to every role but administration and responsables', async () => {
      const record = await staffRecord(t(), await fileSighting(t()));
      for (const role of ['voluntario', 'veterinario', 'usuario'] as const) {
        for (const [method, url] of [['GET', URL], ['GET', `${URL}${record.id}`], ['PUT', `${URL}${record.id}`]] as const) {
          const res = await t().request({ method, url, as: role, payload: method === 'PUT' ? { decision: 'descartar' } : undefined });
          expect(res.statusCode, `${role} ${method} ${url}`).toBe(403);
        }
      }
      expect((await t().request({ method: 'GET', url: URL })).statusCode).toBe(401);
      expect((await t().request({ method: 'POST', url: `${URL}${record.id}/anonimizar`, as: 'responsable' })).statusCode).toBe(403);
      expect((await staffRecord(t(), record.codigo_seguimiento)).estado).toBe('nuevo');
      const list = await t().request({ method: 'GET', url: `${URL}?tipo=marcado&estado=nuevo&limit=2`, as: 'admin' });
      expect(list.statusCode).toBe(200);
      expect(json(list)).toHaveLength(2);
      expect(Number(list.headers['x-total-count'])).toBeGreaterThan(2);
      const dates = json(list).map((a: { created_at: string }) => a.created_at);
      expect([...dates].sort().reverse()).toEqual(dates);
    });

    it('anonymises the citizen\'s data (RGPD): e-mail, words and photo go, the decision stays; a signed-in filer finds it in their data and loses it with their account', async () => {
      const photo = await phoneJpeg();
      const record = await staffRecord(t(), await fileSighting(t(), { email: 'borrar@ejemplo.es' }, photo));
      const file = path.basename(record.foto.split('/').pop());
      const erased = await t().request({ method: 'POST', url: `${URL}${record.id}/anonimizar`, as: 'admin' });
      expect(erased.statusCode).toBe(200);
      expect(json(erased)).toMatchObject({ email: null, foto: null, descripcion: '[anonimizado]', anonimizado: true, tipo: 'marcado', latitude: SIGHTING.latitude });
      expect(mediaFiles(t().paths.mediaDir)).not.toContain(file);
      expect(await t().db.selectFrom('supresiones').select('entidad').where('entidad', '=', 'avistamientos').where('entidad_id', '=', record.id).execute()).toHaveLength(1);

      const vecina = await t().createUser('usuario');
      const res = await postSighting(t(), { ...SIGHTING, descripcion: 'Visto desde mi cuenta' }, undefined, null, { authorization: `Bearer ${await t().token(vecina)}` });
      expect(res.statusCode).toBe(200);
      const data = json(await t().request({ method: 'GET', url: '/api/auth/me/datos', as: vecina }));
      expect(data.avistamientos).toEqual([expect.objectContaining({ codigo_seguimiento: json(res).codigo_seguimiento, descripcion: 'Visto desde mi cuenta' })]);
      expect((await t().request({ method: 'POST', url: `/api/usuarios/${vecina.id}/anonimizar`, as: 'admin' })).statusCode).toBe(200);
      const after = await t().db.selectFrom('avistamientos').select(['descripcion', 'usuario_id']).where('codigo_seguimiento', '=', json(res).codigo_seguimiento).executeTakeFirstOrThrow();
      expect(after).toEqual({ descripcion: '[anonimizado]', usuario_id: null });
    });
  },
  { mailer },
);

for (const engine of testEngines()) {
  it(`limits sightings per address like every public form [${engine.name}]`, async () => {
    const t = await createTestApp(engine, { env: { AUTH_RATE_LIMIT_MAX: '2' } });
    try {
      const answers = [];
      for (let i = 0; i < 3; i++) answers.push((await postSighting(t, SIGHTING)).statusCode);
      expect(answers).toEqual([200, 200, 429]);
      expect(await t.db.selectFrom('avistamientos').select('id').execute()).toHaveLength(2);
    } finally {
      await t.close();
    }
  });
}
