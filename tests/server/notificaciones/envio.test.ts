/**
 * Notices that reach a phone: a booking on a clinic day and a complaint on a
 * colony reach the subscribed volunteer's device through a push service on
 * this machine, as a real one would get them (a VAPID JWT signed with the
 * installation's key for that service's origin, an aes128gcm body the
 * browser's key decrypts); two app instances on one database send each
 * notice once; a device the service forgot (410) is deleted and the notice
 * goes by mail; a failure is tried again; `ninguno` sends nothing and
 * `email` only the mail; the missed-shift notice goes to the phone of a
 * responsable who has one and by mail, unchanged, to one who has none; the
 * morning reminder of the day's shifts goes once.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachEngine, json, type TestUser } from '../helper';
import { assign, createColonia, createGato } from '../fixtures';
import { multipart } from '../gatos/support';
import { startReceptor, verifyVapid, type Navegador, type Receptor } from './receptor';
import { buildApp } from '../../../src/server/app';
import { diaAnterior, diaSemana, turnoDe } from '../../../src/domain/calle';
import { createAvisosTurnos } from '../../../src/server/modules/calle/avisos';
import { createRecordatorioTurnos } from '../../../src/server/modules/notificaciones/recordatorio';
import { nowIso } from '../../../src/server/lib/time';
import { VAPID_FILE } from '../../../src/server/lib/vapid';

function outbox(dir: string): string[] {
  return fs.existsSync(dir) ? fs.readdirSync(dir).sort().map((name) => fs.readFileSync(path.join(dir, name), 'utf8')) : [];
}

/** A quoted-printable body as a reader sees it. */
function readable(mail: string): string {
  return Buffer.from(mail.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, h: string) => String.fromCharCode(parseInt(h, 16))), 'latin1').toString('utf8');
}

/** Mail headers are MIME-encoded when they hold accents: the subject as a reader sees it. */
function subjectOf(mail: string): string {
  const raw = /^Subject: (.*(?:\r?\n[ \t].*)*)/m.exec(mail)?.[1] ?? '';
  return raw
    .replace(/\r?\n[ \t]/g, ' ')
    .replace(/=\?UTF-8\?([BQ])\?([^?]*)\?=\s*/gi, (_m, enc: string, text: string) =>
      enc.toUpperCase() === 'B' ? Buffer.from(text, 'base64').toString('utf8') : Buffer.from(text.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (_x, h: string) => String.fromCharCode(parseInt(h, 16))), 'latin1').toString('utf8'),
    );
}

describeEachEngine(
  'notices to the phone',
  (t) => {
    let receptor: Receptor;
    let publicKey = '';
    beforeAll(async () => {
      receptor = await startReceptor();
      publicKey = (JSON.parse(fs.readFileSync(path.join(t().config.dataDir, VAPID_FILE), 'utf8')) as { publicKey: string }).publicKey;
    });
    afterAll(async () => receptor.close());

    async function subscribe(user: TestUser, device: string): Promise<Navegador> {
      const navegador = receptor.navegador(device);
      const res = await t().request({ method: 'POST', url: '/api/notificaciones/suscripcion', payload: navegador.suscripcion, as: user });
      expect(res.statusCode, res.body).toBe(200);
      return navegador;
    }

    const to = (device: string) => receptor.recibidos.filter((r) => r.path === device);

    async function volunteerOf(colonia: number, as?: Partial<TestUser>): Promise<TestUser> {
      const user = await t().createUser('voluntario', { nombre: as?.username ?? 'Lucía Ortega' });
      await assign(t().db, user.id, colonia);
      return user;
    }

    it('a booking for a cat of my colony reaches my phone: signed for the push service, readable only by my browser', async () => {
      const colonia = await createColonia(t().db, { nombre: 'Colonia del Molino' });
      const gato = await createGato(t().db, colonia.id, { nombre: 'Misi' });
      const voluntaria = await volunteerOf(colonia.id);
      const navegador = await subscribe(voluntaria, '/dispositivo/reserva');
      const proveedor = await t().db.insertInto('proveedores').values({ nombre: 'Clínica San Roque', direccion: 'Calle Mayor 1', veterinario: null, numero_colegiado: '19-001', usuario_id: null, created_at: nowIso() }).returning('id').executeTakeFirstOrThrow();
      const jornada = await t().db.insertInto('jornadas').values({ proveedor_id: proveedor.id, fecha: '2099-06-01', capacidad: 20, campana_id: null, created_at: nowIso() }).returning('id').executeTakeFirstOrThrow();

      const res = await t().request({ method: 'POST', url: `/api/jornadas/${jornada.id}/reservas`, payload: { gato_id: gato.id }, as: 'responsable' });
      expect(res.statusCode, res.body).toBe(200);
      await t().app.gatera.notificador.drain();

      const got = to('/dispositivo/reserva');
      expect(got).toHaveLength(1);
      const claims = verifyVapid(got[0].headers.authorization, publicKey);
      expect(claims.aud).toBe(receptor.origin);
      expect(claims.sub).toBe(`mailto:${t().config.contactEmail}`);
      expect(claims.exp * 1000).toBeGreaterThan(Date.now());
      expect(got[0].headers['content-encoding']).toBe('aes128gcm');
      expect(Number(got[0].headers.ttl)).toBeGreaterThan(0);
      expect(navegador.descifrar(got[0].body)).toEqual({
        titulo: 'Reserva en la jornada del 01/06/2099',
        cuerpo: 'Misi (Colonia del Molino) en Clínica San Roque.',
        url: '/mis-colonias',
        etiqueta: `jornada_reservada:${json(res).id}`,
      });
      // Another browser's keys cannot read it.
      expect(() => receptor.navegador('/otro').descifrar(got[0].body)).toThrow();
      const device = await t().db.selectFrom('suscripciones_push').select('ultimo_exito').where('usuario_id', '=', voluntaria.id).executeTakeFirstOrThrow();
      expect(device.ultimo_exito).not.toBeNull();
    });

    it('a complaint on my colony reaches my phone, and not the phone of the person who filed it', async () => {
      const colonia = await createColonia(t().db, { nombre: 'Colonia de la Ermita' });
      const voluntaria = await volunteerOf(colonia.id);
      const autora = await volunteerOf(colonia.id);
      const navegador = await subscribe(voluntaria, '/dispositivo/queja');
      await subscribe(autora, '/dispositivo/autora');

      const res = await t().request({ method: 'POST', url: '/api/quejas/quejas/', ...multipart({ descripcion: 'Comida tirada junto al portal', colonia_id: colonia.id }), as: autora });
      expect(res.statusCode, res.body).toBe(200);
      await t().app.gatera.notificador.drain();

      const got = to('/dispositivo/queja');
      expect(got).toHaveLength(1);
      expect(navegador.descifrar(got[0].body)).toMatchObject({ titulo: 'Queja nueva: Colonia de la Ermita', cuerpo: 'Comida tirada junto al portal', url: `/quejas/${json(res).id}` });
      expect(to('/dispositivo/autora')).toEqual([]);
    });

    it('two app instances on one database queue and send a notice once', async () => {
      const colonia = await createColonia(t().db, { nombre: 'Colonia del Puente' });
      const voluntaria = await volunteerOf(colonia.id);
      await subscribe(voluntaria, '/dispositivo/dos');
      const other = await buildApp({ config: t().config, database: t().database, logger: false, clientDir: null });
      await other.ready();
      try {
        const aviso = {
          municipio: 1,
          destinatario: { usuario: voluntaria.id },
          tipo: 'queja_nueva' as const,
          clave: 'doble-1',
          datos: () => ({ colonia: 'Colonia del Puente', descripcion: 'Una vez' }),
          url: '/quejas',
        };
        const queued = await Promise.all([t().app.gatera.notificador.avisar(aviso), other.gatera.notificador.avisar(aviso)]);
        expect(queued.sort()).toEqual(['push', 'repetido']);
        await Promise.all([t().app.gatera.notificador.drain(), other.gatera.notificador.drain(), t().app.gatera.notificador.drain(), other.gatera.notificador.drain()]);
        await new Promise((resolve) => setTimeout(resolve, 300));
        expect(to('/dispositivo/dos')).toHaveLength(1);
        // Queued again later (another run of the same sender): still once.
        expect(await other.gatera.notificador.avisar(aviso)).toBe('repetido');
        await other.gatera.notificador.drain();
        expect(to('/dispositivo/dos')).toHaveLength(1);
      } finally {
        await other.close();
      }
    });

    it('a device the push service forgot (410) is deleted and the notice goes by mail instead', async () => {
      const colonia = await createColonia(t().db, { nombre: 'Colonia del Lavadero' });
      const voluntaria = await volunteerOf(colonia.id);
      await subscribe(voluntaria, '/dispositivo/olvidado');
      const before = outbox(t().paths.outboxDir).length;
      receptor.responder(410);
      try {
        expect(await t().app.gatera.notificador.avisar({ municipio: 1, destinatario: { usuario: voluntaria.id }, tipo: 'queja_nueva', clave: 'olvido-1', datos: () => ({ colonia: 'Colonia del Lavadero', descripcion: 'Gatos sin agua' }), url: '/quejas/9' })).toBe('push');
        await t().app.gatera.notificador.drain();
      } finally {
        receptor.responder(201);
      }
      expect(to('/dispositivo/olvidado')).toHaveLength(1);
      expect(await t().db.selectFrom('suscripciones_push').select('id').where('usuario_id', '=', voluntaria.id).execute()).toEqual([]);
      await t().app.gatera.mailQueue.drain();
      const mails = outbox(t().paths.outboxDir).slice(before);
      expect(mails).toHaveLength(1);
      expect(mails[0]).toContain(`To: ${voluntaria.email}`);
      expect(subjectOf(mails[0])).toBe('Gatera: Queja nueva: Colonia del Lavadero');
      expect(readable(mails[0])).toContain('Gatos sin agua');
      expect(readable(mails[0])).toContain('http://gatera.test/quejas/9');
    });

    it('a push service that fails is tried again later, keeping the device and sending no mail yet', async () => {
      const colonia = await createColonia(t().db, { nombre: 'Colonia del Silo' });
      const voluntaria = await volunteerOf(colonia.id);
      await subscribe(voluntaria, '/dispositivo/caido');
      const before = outbox(t().paths.outboxDir).length;
      receptor.responder(503);
      try {
        await t().app.gatera.notificador.avisar({ municipio: 1, destinatario: { usuario: voluntaria.id }, tipo: 'queja_nueva', clave: 'caido-1', datos: () => ({ colonia: 'Colonia del Silo', descripcion: 'x' }), url: '/quejas' });
        await t().app.gatera.notificador.drain();
      } finally {
        receptor.responder(201);
      }
      expect(to('/dispositivo/caido')).toHaveLength(1);
      const row = await t().db.selectFrom('cola_avisos').selectAll().where('usuario_id', '=', voluntaria.id).executeTakeFirstOrThrow();
      expect(row.enviado_at).toBeNull();
      expect(row.intentos).toBe(1);
      expect(row.siguiente_intento > nowIso()).toBe(true);
      expect(await t().db.selectFrom('suscripciones_push').select('id').where('usuario_id', '=', voluntaria.id).execute()).toHaveLength(1);
      await t().app.gatera.mailQueue.drain();
      expect(outbox(t().paths.outboxDir).length).toBe(before);
      // Once due again, it goes.
      await t().db.updateTable('cola_avisos').set({ siguiente_intento: '2000-01-01T00:00:00.000Z' }).where('id', '=', row.id).execute();
      await t().app.gatera.notificador.drain();
      expect(to('/dispositivo/caido')).toHaveLength(2);
      expect((await t().db.selectFrom('cola_avisos').select('enviado_at').where('id', '=', row.id).executeTakeFirstOrThrow()).enviado_at).not.toBeNull();
    });

    it('«ninguno» sends nothing; «email» sends only the mail', async () => {
      const colonia = await createColonia(t().db, { nombre: 'Colonia de la Fuente' });
      const nadie = await volunteerOf(colonia.id);
      const correo = await volunteerOf(colonia.id);
      await subscribe(nadie, '/dispositivo/nadie');
      await subscribe(correo, '/dispositivo/correo');
      for (const [user, canal] of [[nadie, 'ninguno'], [correo, 'email']] as const) {
        const res = await t().request({ method: 'PUT', url: '/api/notificaciones/preferencias', payload: [{ tipo: 'queja_nueva', canal }], as: user });
        expect(res.statusCode, res.body).toBe(200);
      }
      const before = outbox(t().paths.outboxDir).length;

      const res = await t().request({ method: 'POST', url: '/api/quejas/quejas/', ...multipart({ descripcion: 'Cartones en la acera', colonia_id: colonia.id }), as: 'admin' });
      expect(res.statusCode, res.body).toBe(200);
      await t().app.gatera.notificador.drain();
      await t().app.gatera.mailQueue.drain();

      expect(to('/dispositivo/nadie')).toEqual([]);
      expect(to('/dispositivo/correo')).toEqual([]);
      const mails = outbox(t().paths.outboxDir).slice(before);
      expect(mails.filter((m) => m.includes(`To: ${nadie.email}`))).toEqual([]);
      const mine = mails.filter((m) => m.includes(`To: ${correo.email}`));
      expect(mine).toHaveLength(1);
      expect(subjectOf(mine[0])).toBe('Gatera: Queja nueva: Colonia de la Fuente');
      expect(readable(mine[0])).toContain('Cartones en la acera');
    });

    it('the missed-shift notice goes to the phone of a responsable who has one, and by mail, as always, to one who has none', async () => {
      let fecha = turnoDe(new Date(), 'Europe/Madrid').fecha;
      for (let i = 0; i < 9; i += 1) fecha = diaAnterior(fecha);
      const colonia = await createColonia(t().db, { nombre: 'Colonia del Castillo' });
      const voluntario = await t().createUser('voluntario', { nombre: 'Ana Sigüenza' });
      await t().db.insertInto('turnos').values({ colonia_id: colonia.id, dia_semana: diaSemana(fecha), franja: 'tarde', usuario_id: voluntario.id, created_at: nowIso() }).execute();
      const conMovil = await t().createUser('responsable', { email: 'con.movil@prueba.gatera.es' });
      const sinMovil = await t().createUser('responsable', { email: 'sin.movil@prueba.gatera.es' });
      const navegador = await subscribe(conMovil, '/dispositivo/responsable');
      const before = outbox(t().paths.outboxDir).length;

      const avisos = createAvisosTurnos({ db: t().db, mailQueue: t().app.gatera.mailQueue, notificador: t().app.gatera.notificador, config: t().config, log: t().app.log });
      expect(await avisos.run(fecha)).toBeGreaterThan(0);
      await t().app.gatera.notificador.drain();
      await t().app.gatera.mailQueue.drain();

      const got = to('/dispositivo/responsable');
      expect(got).toHaveLength(1);
      const notice = navegador.descifrar(got[0].body) as { titulo: string; cuerpo: string; url: string };
      expect(notice.titulo).toBe(`Turnos sin visita del ${fecha.split('-').reverse().join('/')}`);
      expect(notice.cuerpo).toContain('Colonia del Castillo (tarde): Ana Sigüenza');
      expect(notice.url).toBe('/visitas/pendientes');
      const mails = outbox(t().paths.outboxDir).slice(before);
      expect(mails.filter((m) => m.includes(`To: ${conMovil.email}`))).toEqual([]);
      const unchanged = mails.filter((m) => m.includes(`To: ${sinMovil.email}`));
      expect(unchanged).toHaveLength(1);
      expect(readable(unchanged[0])).toContain('- Colonia del Castillo, tarde: Ana Sigüenza');
      expect(readable(unchanged[0])).toContain('http://gatera.test/visitas/pendientes');
    });

    it("the morning reminder lists each person's shifts of the day, once however many times it runs", async () => {
      const fecha = turnoDe(new Date(), 'Europe/Madrid').fecha;
      const colonia = await createColonia(t().db, { nombre: 'Colonia de San Vicente' });
      const voluntaria = await volunteerOf(colonia.id);
      await t().db.insertInto('turnos').values({ colonia_id: colonia.id, dia_semana: diaSemana(fecha), franja: 'manana', usuario_id: voluntaria.id, created_at: nowIso() }).execute();
      const navegador = await subscribe(voluntaria, '/dispositivo/turno');
      const options = { db: t().db, notificador: t().app.gatera.notificador, config: { ...t().config, avisosRecordatorioTurnos: true }, log: t().app.log };

      const sent = await Promise.all([createRecordatorioTurnos(options).run(fecha), createRecordatorioTurnos(options).run(fecha)]);
      expect(sent.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(1);
      await t().app.gatera.notificador.drain();
      const got = to('/dispositivo/turno');
      expect(got).toHaveLength(1);
      expect(navegador.descifrar(got[0].body)).toMatchObject({ titulo: 'Hoy tienes turno', cuerpo: 'Colonia de San Vicente (mañana)', url: '/hoy' });
      // Off: nothing.
      expect(await createRecordatorioTurnos({ ...options, config: { ...t().config, avisosRecordatorioTurnos: false } }).run(fecha)).toBe(0);
    });
  },
  { env: { AVISOS_RECORDATORIO_TURNOS: 'false' } },
);

