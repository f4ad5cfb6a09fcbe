import { expect, it } from 'vitest';
import { describeEachEngine, json } from '../helper';
import type { MailMessage } from '../../../src/server/lib/mailer';
import { PASSWORD_MESSAGES, EMAIL_MESSAGE, USERNAME_MESSAGE } from '../../../src/domain/validation';
import { AUTH_MESSAGES } from '../../../src/domain/messages';
import type { Role } from '../../../src/domain/roles';
import { spanishText } from '../../../src/domain/i18n/index';

const sent: MailMessage[] = [];
const capturingMailer = { send: async (message: MailMessage) => void sent.push(message) };

describeEachEngine(
  'user administration',
  (t) => {
    it('creates a user with a password that meets the policy; the new account logs in; no hash in the answer', async () => {
      const res = await t().request({
        method: 'POST',
        url: '/api/usuarios/',
        as: 'admin',
        payload: { username: 'nueva.voluntaria', email: 'Nueva@Ayto.es', nombre: 'Nueva Voluntaria', role: 'voluntario', password: 'Clave-Segura-7' },
      });
      expect(res.statusCode).toBe(200);
      const user = json(res);
      expect(user).toMatchObject({ username: 'nueva.voluntaria', email: 'nueva@ayto.es', nombre: 'Nueva Voluntaria', role: 'voluntario', activo: true, accepted_demo_terms: false });
      expect(res.body).not.toMatch(/scrypt|password_hash|Clave-Segura/);
      const login = await t().request({ method: 'POST', url: '/api/auth/login', payload: { username: 'nueva.voluntaria', password: 'Clave-Segura-7' } });
      expect(login.statusCode).toBe(200);
      const audit = await t().db.selectFrom('audit_log').selectAll().where('entidad', '=', 'users').where('entidad_id', '=', String(user.id)).execute();
      expect(audit.map((a) => a.accion)).toEqual(['crear']);
    });

    it('creates a user with an e-mailed set-password link instead, which then sets the password', async () => {
      sent.length = 0;
      const res = await t().request({
        method: 'POST',
        url: '/api/usuarios/',
        as: 'admin',
        payload: { username: 'invitado', email: 'invitado@ayto.es', role: 'veterinario', send_invite: true },
      });
      expect(res.statusCode).toBe(200);
      expect(sent).toHaveLength(1);
      expect(sent[0].to).toBe('invitado@ayto.es');
      const link = /http:\/\/gatera\.test\/resetear-contrasena\?token=([\w%-]+)/.exec(sent[0].text);
      expect(link).not.toBeNull();
      const token = decodeURIComponent(link![1]);
      const reset = await t().request({ method: 'POST', url: '/api/auth/reset-password', payload: { token, new_password: 'Mi-Clave-Nueva-1' } });
      expect(reset.statusCode).toBe(200);
      expect(json(reset).message).toBe(spanishText(AUTH_MESSAGES.resetOk));
      expect((await t().request({ method: 'POST', url: '/api/auth/login', payload: { username: 'invitado', password: 'Mi-Clave-Nueva-1' } })).statusCode).toBe(200);
      const stored = await t().db.selectFrom('password_reset_tokens').selectAll().where('usuario_id', '=', json(res).id).executeTakeFirstOrThrow();
      const days = (Date.parse(stored.expires_at) - Date.now()) / 86_400_000;
      expect(days).toBeGreaterThan(6.9);
      expect(stored.token_hash).not.toBe(token);
    });

    it('refuses bad accounts with Spanish details and writes nothing', async () => {
      const admin = await t().user('admin');
      const before = await t().db.selectFrom('users').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
      const base = { username: 'valida', email: 'valida@ayto.es', role: 'usuario', password: 'Clave-Segura-7' };
      const cases: [object, number, string][] = [
        [{ ...base, password: 'corta' }, 422, spanishText(PASSWORD_MESSAGES.length)],
        [{ ...base, password: 'sinmayusculas1!' }, 422, spanishText(PASSWORD_MESSAGES.uppercase)],
        [{ ...base, password: undefined }, 422, 'Indica una contraseña o marca el envío de una invitación por correo.'],
        [{ ...base, send_invite: true }, 422, 'Indica una contraseña o el envío de una invitación, no las dos cosas.'],
        [{ ...base, email: 'no-es-correo' }, 422, spanishText(EMAIL_MESSAGE)],
        [{ ...base, username: 'a b' }, 422, spanishText(USERNAME_MESSAGE)],
        // The pseudonyms of erased accounts: one taken by a live account would make that erasure (and every restore after it) fail.
        [{ ...base, username: 'anonimo-12' }, 422, 'Los nombres de usuario «anonimo-<número>» están reservados para las cuentas anonimizadas.'],
        [{ ...base, username: 'Anonimo-7' }, 422, 'Los nombres de usuario «anonimo-<número>» están reservados para las cuentas anonimizadas.'],
        [{ ...base, role: 'superadmin' }, 422, 'El campo «role» debe ser uno de: admin, responsable, voluntario, veterinario, usuario, profesional.'],
        [{ ...base, username: admin.username.toUpperCase() }, 409, 'Ya existe un usuario con ese nombre de usuario.'],
        [{ ...base, email: admin.email.toUpperCase() }, 409, 'Ya existe un usuario con ese correo electrónico.'],
      ];
      for (const [payload, status, detail] of cases) {
        const res = await t().request({ method: 'POST', url: '/api/usuarios/', as: 'admin', payload });
        expect(res.statusCode, JSON.stringify(payload)).toBe(status);
        expect(json(res).detail, JSON.stringify(payload)).toBe(detail);
      }
      const after = await t().db.selectFrom('users').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
      expect(Number(after.n)).toBe(Number(before.n));
    });

    it('lists users paged, filtered, without hashes', async () => {
      for (let i = 0; i < 3; i++) await t().createUser('usuario', { username: `lista-${i}`, nombre: `Vecina ${i}` });
      const res = await t().request({ method: 'GET', url: '/api/usuarios/?q=LISTA-&skip=1&limit=1', as: 'admin' });
      expect(res.statusCode).toBe(200);
      expect(json(res).map((u: { username: string }) => u.username)).toEqual(['lista-1']);
      expect(res.headers['x-total-count']).toBe('3');
      expect(res.body).not.toMatch(/scrypt|password_hash/);
      const byRole = json(await t().request({ method: 'GET', url: '/api/usuarios/?role=usuario&q=vecina', as: 'admin' }));
      expect(byRole).toHaveLength(3);
      const one = await t().request({ method: 'GET', url: `/api/usuarios/${byRole[0].id}`, as: 'admin' });
      expect(json(one).username).toBe('lista-0');
      expect((await t().request({ method: 'GET', url: '/api/usuarios/987654', as: 'admin' })).statusCode).toBe(404);
    });

    it('finds a person whatever the accents and case of their name', async () => {
      await t().createUser('usuario', { username: 'inigo-plegado', nombre: 'Íñigo Núñez Plegado' });
      for (const q of ['inigo nunez', 'ÍÑIGO NÚÑEZ', 'íñigo núñez']) {
        const found = json(await t().request({ method: 'GET', url: `/api/usuarios/?q=${encodeURIComponent(q)}`, as: 'admin' }));
        expect(found.map((u: { username: string }) => u.username), q).toEqual(['inigo-plegado']);
      }
    });

    it('changes a role: the old sessions end, the new role applies, and the admin cannot change their own', async () => {
      const person = await t().createUser('usuario');
      const oldToken = await t().token(person);
      const res = await t().request({ method: 'PUT', url: `/api/usuarios/${person.id}/rol`, as: 'admin', payload: { role: 'voluntario' } });
      expect(res.statusCode).toBe(200);
      expect(json(res).role).toBe('voluntario');
      expect((await t().request({ method: 'GET', url: '/api/auth/me', headers: { authorization: `Bearer ${oldToken}` } })).statusCode).toBe(401);
      const login = await t().request({ method: 'POST', url: '/api/auth/login', payload: { username: person.username, password: person.password } });
      const me = await t().request({ method: 'GET', url: '/api/auth/me', headers: { authorization: `Bearer ${json(login).access_token}` } });
      expect(json(me).role).toBe('voluntario');
      const admin = await t().user('admin');
      const own = await t().request({ method: 'PUT', url: `/api/usuarios/${admin.id}/rol`, as: admin, payload: { role: 'usuario' } });
      expect(own.statusCode).toBe(422);
      expect(json(own).detail).toBe('No puedes cambiar tu propio rol.');
      const audit = await t().db.selectFrom('audit_log').selectAll().where('accion', '=', 'cambiar_rol').where('entidad_id', '=', String(person.id)).execute();
      expect(audit.map((a) => a.detalle)).toEqual(['usuario -> voluntario']);
    });

    it('deactivates a user: its token stops working and it cannot log in; reactivation lets it back in', async () => {
      const person = await t().createUser('voluntario');
      const token = await t().token(person);
      const off = await t().request({ method: 'PUT', url: `/api/usuarios/${person.id}/desactivar`, as: 'admin' });
      expect(off.statusCode).toBe(200);
      expect(json(off).activo).toBe(false);
      expect((await t().request({ method: 'GET', url: '/api/auth/me', headers: { authorization: `Bearer ${token}` } })).statusCode).toBe(401);
      const login = await t().request({ method: 'POST', url: '/api/auth/login', payload: { username: person.username, password: person.password } });
      expect(login.statusCode).toBe(401);
      expect(json(login).detail).toBe('La cuenta está desactivada. Contacta con el administrador.');
      const on = await t().request({ method: 'PUT', url: `/api/usuarios/${person.id}/activar`, as: 'admin' });
      expect(json(on).activo).toBe(true);
      expect((await t().request({ method: 'GET', url: '/api/auth/me', headers: { authorization: `Bearer ${token}` } })).statusCode).toBe(401);
      expect((await t().request({ method: 'POST', url: '/api/auth/login', payload: { username: person.username, password: person.password } })).statusCode).toBe(200);
      const actions = await t().db.selectFrom('audit_log').select('accion').where('entidad', '=', 'users').where('entidad_id', '=', String(person.id)).orderBy('id').execute();
      expect(actions.map((a) => a.accion)).toEqual(['desactivar', 'activar']);
    });

    it('does not let the admin deactivate their own account', async () => {
      const admin = await t().createUser('admin');
      const res = await t().request({ method: 'PUT', url: `/api/usuarios/${admin.id}/desactivar`, as: admin });
      expect(res.statusCode).toBe(422);
      expect(json(res).detail).toBe('No puedes desactivar tu propia cuenta.');
    });

    it('refuses every user administration call to non-admins', async () => {
      const target = await t().createUser('usuario');
      const roles: Role[] = ['responsable', 'voluntario', 'veterinario', 'usuario'];
      const calls = [
        { method: 'GET' as const, url: '/api/usuarios/' },
        { method: 'GET' as const, url: `/api/usuarios/${target.id}` },
        { method: 'POST' as const, url: '/api/usuarios/', payload: { username: 'intruso', email: 'intruso@ayto.es', role: 'admin', password: 'Clave-Segura-7' } },
        { method: 'PUT' as const, url: `/api/usuarios/${target.id}/rol`, payload: { role: 'admin' } },
        { method: 'PUT' as const, url: `/api/usuarios/${target.id}/desactivar` },
        { method: 'PUT' as const, url: `/api/usuarios/${target.id}/activar` },
      ];
      for (const call of calls) {
        expect((await t().request(call)).statusCode).toBe(401);
        for (const role of roles) {
          const res = await t().request({ ...call, as: role });
          expect(res.statusCode, `${call.method} ${call.url} ${role}`).toBe(403);
        }
      }
      const row = await t().db.selectFrom('users').selectAll().where('id', '=', target.id).executeTakeFirstOrThrow();
      expect(row).toMatchObject({ role: 'usuario', activo: 1 });
      expect(await t().db.selectFrom('users').select('id').where('username', '=', 'intruso').executeTakeFirst()).toBeUndefined();
    });
  },
  { mailer: capturingMailer },
);

describeEachEngine(
  'user administration when the invitation cannot be sent',
  (t) => {
    it('answers 503 in Spanish and leaves no account behind', async () => {
      const res = await t().request({ method: 'POST', url: '/api/usuarios/', as: 'admin', payload: { username: 'sin.correo', email: 'sin.correo@ayto.es', role: 'usuario', send_invite: true } });
      expect(res.statusCode).toBe(503);
      expect(json(res).detail).toMatch(/No se pudo enviar la invitación/);
      expect(await t().db.selectFrom('users').select('id').where('username', '=', 'sin.correo').executeTakeFirst()).toBeUndefined();
    });
  },
  { mailer: { send: async () => Promise.reject(new Error('SMTP caído')) } },
);
