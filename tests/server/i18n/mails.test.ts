/** E-mails in the reader's language; the Spanish ones unchanged. */
import { expect, it } from 'vitest';
import type { MailMessage } from '../../../src/server/lib/mailer';
import { describeEachEngine } from '../helper';
import { filedMessage } from '../../../src/server/modules/quejas/notices';

const sent: MailMessage[] = [];

describeEachEngine(
  'e-mails per language',
  (t) => {
    it('writes the password-reset mail in the account language, and in Spanish for an account without one', async () => {
      const gallega = await t().createUser('voluntario');
      await t().db.insertInto('idiomas_usuario').values({ usuario_id: gallega.id, idioma: 'gl' }).execute();
      const sin = await t().createUser('voluntario');
      sent.length = 0;
      for (const email of [gallega.email, sin.email]) {
        const res = await t().app.inject({ method: 'POST', url: '/api/auth/request-reset', payload: { email } });
        expect(res.statusCode).toBe(200);
      }
      await t().app.gatera.mailQueue.drain();
      const gl = sent.find((m) => m.to === gallega.email)!;
      const es = sent.find((m) => m.to === sin.email)!;
      expect(gl.subject).toBe('Gatera: restablecer o teu contrasinal');
      expect(gl.text).toMatch(/^Ola, Persona .*:\n\nRecibimos unha petición/);
      expect(es.subject).toBe('Gatera: restablecer tu contraseña');
      expect(es.text).toMatch(/^Hola, Persona .*:\n\nHemos recibido una petición para restablecer tu contraseña de Gatera\.\nAbre este enlace en la próxima hora/);
    });
  },
  { mailer: { async send(message) { sent.push(message); } } },
);

it('writes the complaint receipt in the language it was filed in', () => {
  const notice = { to: 'vecina@example.org', codigo: 'Q-7KD4-M2XP', estatus: 'pendiente', respuestaPublica: null };
  expect(filedMessage('https://gatera.test', notice, 'eu').subject).toBe('Gatera: kexa erregistratu da (Q-7KD4-M2XP)');
  expect(filedMessage('https://gatera.test', notice).text).toBe(
    'Hemos registrado tu queja. Su código de seguimiento es Q-7KD4-M2XP.\n\nPuedes consultar en cualquier momento en qué estado está, sin iniciar sesión, en:\nhttps://gatera.test/seguimiento?codigo=Q-7KD4-M2XP\n\nTe escribiremos de nuevo cada vez que cambie su estado.\n',
  );
});
