/**
 * The notices' API: the VAPID public key (the one kept in DATA_DIR), a
 * device's subscription stored and removed (only the person's own), refused
 * with a Spanish reason when its address is not https or its keys are not a
 * browser's, the kinds each role may receive with their channels, changes
 * audited, bad input leaving everything as it was; and the person's devices
 * and choices in their RGPD export and gone with their account's erasure.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { describeEachEngine, json } from '../helper';
import { VAPID_FILE, loadOrCreateVapidKeys } from '../../../src/server/lib/vapid';

const p256dh = () => Buffer.concat([Buffer.from([4]), crypto.randomBytes(64)]).toString('base64url');
const secret = () => crypto.randomBytes(16).toString('base64url');
const subscription = (endpoint: string) => ({ endpoint, expirationTime: null, keys: { p256dh: p256dh(), auth: secret() } });

describeEachEngine('notices API', (t) => {
  it('answers the public key kept in DATA_DIR, to any signed-in person of a municipality and to nobody else', async () => {
    const stored = JSON.parse(fs.readFileSync(path.join(t().config.dataDir, VAPID_FILE), 'utf8')) as { publicKey: string };
    const res = await t().request({ method: 'GET', url: '/api/notificaciones/clave-publica', as: 'usuario' });
    expect(res.statusCode).toBe(200);
    expect(json(res)).toEqual({ clave: stored.publicKey });
    expect(Buffer.from(stored.publicKey, 'base64url')).toHaveLength(65);
    expect((await t().request({ method: 'GET', url: '/api/notificaciones/clave-publica', as: null })).statusCode).toBe(401);
    expect((await t().request({ method: 'GET', url: '/api/notificaciones/clave-publica', as: 'provincia' })).statusCode).toBe(403);
    // Another process starting on the same folder signs with the same pair.
    expect(loadOrCreateVapidKeys(t().config.dataDir).publicKey).toBe(stored.publicKey);
  });

  it("stores a device's subscription, moves it to whoever signs in on it next, and removes it", async () => {
    const ana = await t().createUser('voluntario');
    const berta = await t().createUser('voluntario');
    const endpoint = 'https://push.example.test/wpush/v2/abc123';
    const res = await t().request({ method: 'POST', url: '/api/notificaciones/suscripcion', payload: subscription(endpoint), as: ana });
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res)).toEqual({ suscrito: true });
    const rows = () => t().db.selectFrom('suscripciones_push').select(['usuario_id', 'endpoint']).where('endpoint', '=', endpoint).execute();
    expect(await rows()).toEqual([{ usuario_id: ana.id, endpoint }]);
    const audit = await t().db.selectFrom('audit_log').select(['accion', 'entidad', 'detalle']).where('usuario_id', '=', ana.id).where('entidad', '=', 'suscripciones_push').execute();
    // The audit names the push service, never the device's address or keys.
    expect(audit).toEqual([{ accion: 'crear', entidad: 'suscripciones_push', detalle: 'push.example.test' }]);

    // The same browser, now signed in as Berta: the device is hers.
    expect((await t().request({ method: 'POST', url: '/api/notificaciones/suscripcion', payload: subscription(endpoint), as: berta })).statusCode).toBe(200);
    expect(await rows()).toEqual([{ usuario_id: berta.id, endpoint }]);

    // Ana cannot remove it any more; Berta can.
    const notHers = await t().request({ method: 'DELETE', url: '/api/notificaciones/suscripcion', payload: { endpoint }, as: ana });
    expect(notHers.statusCode).toBe(404);
    expect(json(notHers).detail).toBe('No hay ninguna suscripción de este dispositivo.');
    const removed = await t().request({ method: 'DELETE', url: '/api/notificaciones/suscripcion', payload: { endpoint }, as: berta });
    expect(removed.statusCode).toBe(200);
    expect(json(removed)).toEqual({ suscrito: false });
    expect(await rows()).toEqual([]);
  });

  it('refuses an address that is not https (but on this machine) or keys that are not a browser’s, storing nothing', async () => {
    const user = await t().createUser('voluntario');
    const count = async () => (await t().db.selectFrom('suscripciones_push').select('id').where('usuario_id', '=', user.id).execute()).length;
    const cases: [unknown, string][] = [
      [subscription('http://push.example.test/x'), 'La suscripción no es válida: la dirección del servicio de avisos debe ser https.'],
      [subscription('ftp://push.example.test/x'), 'La suscripción no es válida: la dirección del servicio de avisos debe ser https.'],
      [subscription('no es una dirección'), 'La suscripción no es válida: la dirección del servicio de avisos debe ser https.'],
      [subscription('https://usuario:clave@push.example.test/x'), 'La suscripción no es válida: la dirección del servicio de avisos debe ser https.'],
      [{ endpoint: 'https://push.example.test/x', keys: { p256dh: 'corta', auth: secret() } }, 'La suscripción no es válida: faltan sus claves o no tienen el formato de un navegador.'],
      [{ endpoint: 'https://push.example.test/x', keys: { p256dh: p256dh(), auth: 'no+es+base64url' } }, 'La suscripción no es válida: faltan sus claves o no tienen el formato de un navegador.'],
    ];
    for (const [payload, detail] of cases) {
      const res = await t().request({ method: 'POST', url: '/api/notificaciones/suscripcion', payload: payload as object, as: user });
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
      expect(json(res).detail).toBe(detail);
    }
    const missing = await t().request({ method: 'POST', url: '/api/notificaciones/suscripcion', payload: { endpoint: 'https://push.example.test/x' }, as: user });
    expect(missing.statusCode).toBe(422);
    expect(json(missing).detail).toBeTruthy();
    expect(await count()).toBe(0);
    // A receiver on this machine (tests, a local push service) may be plain http.
    expect((await t().request({ method: 'POST', url: '/api/notificaciones/suscripcion', payload: subscription('http://127.0.0.1:9/x'), as: user })).statusCode).toBe(200);
    expect(await count()).toBe(1);
  });

  it("lists the kinds each role may receive with their default channel, and saves a person's choice with an audit entry", async () => {
    const kinds = async (role: 'voluntario' | 'responsable' | 'admin' | 'veterinario' | 'usuario') =>
      json<{ tipo: string; canal: string; elegido: boolean }[]>(await t().request({ method: 'GET', url: '/api/notificaciones/preferencias', as: role }));
    expect((await kinds('voluntario')).map((k) => k.tipo)).toEqual(['turno_recordatorio', 'queja_nueva', 'equipo_vencido', 'jornada_reservada', 'avistamiento_nuevo', 'acreditacion_caduca']);
    expect((await kinds('responsable')).map((k) => k.tipo)).toEqual(['turno_recordatorio', 'turno_perdido', 'queja_nueva', 'equipo_vencido', 'jornada_reservada', 'avistamiento_nuevo', 'acreditacion_caduca', 'consulta_microchip']);
    expect((await kinds('admin')).map((k) => k.tipo)).toEqual(['turno_recordatorio', 'equipo_vencido']);
    expect(await kinds('veterinario')).toEqual([]);
    expect(await kinds('usuario')).toEqual([]);
    expect((await kinds('voluntario')).every((k) => k.canal === 'push' && !k.elegido)).toBe(true);

    const user = await t().createUser('voluntario');
    const res = await t().request({ method: 'PUT', url: '/api/notificaciones/preferencias', payload: [{ tipo: 'queja_nueva', canal: 'email' }, { tipo: 'turno_recordatorio', canal: 'ninguno' }], as: user });
    expect(res.statusCode, res.body).toBe(200);
    expect(json<{ tipo: string; canal: string; elegido: boolean }[]>(res).filter((k) => k.elegido)).toEqual([
      { tipo: 'turno_recordatorio', canal: 'ninguno', elegido: true },
      { tipo: 'queja_nueva', canal: 'email', elegido: true },
    ]);
    const audit = await t().db.selectFrom('audit_log').select(['accion', 'entidad', 'entidad_id', 'detalle']).where('usuario_id', '=', user.id).orderBy('id').execute();
    expect(audit).toEqual([
      { accion: 'editar', entidad: 'preferencias_aviso', entidad_id: String(user.id), detalle: 'queja_nueva: email' },
      { accion: 'editar', entidad: 'preferencias_aviso', entidad_id: String(user.id), detalle: 'turno_recordatorio: ninguno' },
    ]);
    // Saving the same again changes nothing and writes no entry.
    expect((await t().request({ method: 'PUT', url: '/api/notificaciones/preferencias', payload: [{ tipo: 'queja_nueva', canal: 'email' }], as: user })).statusCode).toBe(200);
    expect(await t().db.selectFrom('audit_log').select('id').where('usuario_id', '=', user.id).execute()).toHaveLength(2);
  });

  it('refuses a kind the role may not receive, an unknown kind or channel, changing nothing of the list', async () => {
    const user = await t().createUser('voluntario');
    const stored = () => t().db.selectFrom('preferencias_aviso').select(['tipo', 'canal']).where('usuario_id', '=', user.id).execute();
    const cases: [object, number, string][] = [
      [[{ tipo: 'queja_nueva', canal: 'email' }, { tipo: 'turno_perdido', canal: 'email' }], 422, 'Ese tipo de aviso no existe o no es para tu cuenta.'],
      [[{ tipo: 'cumpleanos', canal: 'email' }], 422, 'Ese tipo de aviso no existe o no es para tu cuenta.'],
      [[{ tipo: 'queja_nueva', canal: 'sms' }], 422, 'El canal debe ser push, email o ninguno.'],
    ];
    for (const [payload, status, detail] of cases) {
      const res = await t().request({ method: 'PUT', url: '/api/notificaciones/preferencias', payload, as: user });
      expect(res.statusCode).toBe(status);
      expect(json(res).detail).toBe(detail);
    }
    expect((await t().request({ method: 'PUT', url: '/api/notificaciones/preferencias', payload: [], as: user })).statusCode).toBe(422);
    expect((await t().request({ method: 'PUT', url: '/api/notificaciones/preferencias', payload: { tipo: 'queja_nueva' }, as: user })).statusCode).toBe(422);
    expect(await stored()).toEqual([]);
  });

  it("puts the person's devices (by service, without their keys) and choices in their export, and erases them with the account", async () => {
    const user = await t().createUser('voluntario');
    const device = subscription('https://push.example.test/exportar');
    await t().request({ method: 'POST', url: '/api/notificaciones/suscripcion', payload: device, as: user });
    await t().request({ method: 'PUT', url: '/api/notificaciones/preferencias', payload: [{ tipo: 'queja_nueva', canal: 'ninguno' }], as: user });
    const exported = await t().request({ method: 'GET', url: '/api/auth/me/datos', as: user });
    expect(exported.statusCode).toBe(200);
    const data = JSON.parse(exported.body) as { dispositivos_avisos: { servicio: string }[]; preferencias_avisos: { tipo: string; canal: string }[] };
    expect(data.dispositivos_avisos).toEqual([expect.objectContaining({ servicio: 'push.example.test' })]);
    expect(data.preferencias_avisos).toEqual([expect.objectContaining({ tipo: 'queja_nueva', canal: 'ninguno' })]);
    expect(exported.body).not.toContain(device.keys.auth);
    expect(exported.body).not.toContain(device.keys.p256dh);

    const erased = await t().request({ method: 'POST', url: `/api/usuarios/${user.id}/anonimizar`, as: 'admin' });
    expect(erased.statusCode, erased.body).toBe(200);
    expect(await t().db.selectFrom('suscripciones_push').select('id').where('usuario_id', '=', user.id).execute()).toEqual([]);
    expect(await t().db.selectFrom('preferencias_aviso').select('id').where('usuario_id', '=', user.id).execute()).toEqual([]);
  });
});
