/**
 * The invitation, the adoption request and the complaint's status
 * change reach the outbox in the recipient's language: their account's choice,
 * else the council's default (IDIOMA_POR_DEFECTO). The Spanish mails are unchanged.
 */
import { expect, it } from 'vitest';
import { describeEachEngine, json, type TestApp, type TestUser } from '../helper';
import { createColonia, createGato } from '../fixtures';
import { form } from '../quejas/attachmentForm';
import { readOutbox, type OutboxMail } from './outbox';

async function newMails(t: TestApp, action: () => Promise<void>): Promise<OutboxMail[]> {
  const before = new Set(readOutbox(t.paths.outboxDir).map((m) => m.file));
  await action();
  return readOutbox(t.paths.outboxDir).filter((m) => !before.has(m.file));
}

async function invite(t: TestApp, username: string) {
  const res = await t.request({ method: 'POST', url: '/api/usuarios/', as: 'admin', payload: { username, email: `${username}@ayto.es`, nombre: 'Marta Soler', role: 'voluntario', send_invite: true } });
  expect(res.statusCode, res.body).toBe(200);
}

async function requestAdoption(t: TestApp) {
  const colonia = await createColonia(t.db, { nombre: 'Colonia del Parc' });
  const gato = await createGato(t.db, colonia.id, { nombre: 'Pelut', adoptabilidad: 'Adoptable' });
  const res = await t.request({
    method: 'POST',
    url: `/api/adopciones/${gato.id}/solicitudes`,
    payload: { nombre: 'Jordi Vila', email: 'jordi@correu.cat', mensaje: 'Tinc un pis amb terrassa.', acepta_privacidad: true },
  });
  expect(res.statusCode, res.body).toBe(200);
  return gato;
}

/** Files a complaint as `filer` and resolves it as admin, with a public answer. */
async function fileAndResolve(t: TestApp, filer: TestUser) {
  const filed = await t.request({ method: 'POST', url: '/api/quejas/quejas/', as: filer, payload: form({ descripcion: 'Soroll a la nit' }) });
  expect(filed.statusCode, filed.body).toBe(200);
  const queja = json(filed);
  const resolved = await t.request({ method: 'PUT', url: `/api/quejas/quejas/${queja.id}/resolver`, as: 'admin', payload: { respuesta_publica: 'Hem parlat amb la colla.' } });
  expect(resolved.statusCode, resolved.body).toBe(200);
  const row = await t.db.selectFrom('quejas').select('codigo_seguimiento').where('id', '=', queja.id).executeTakeFirstOrThrow();
  return row.codigo_seguimiento!;
}

describeEachEngine('mails in Spanish, as before', (t) => {
  it('the invitation, the adoption request and the status change, byte for byte', async () => {
    const [invitation] = await newMails(t(), () => invite(t(), 'marta.es'));
    expect(invitation.to).toBe('marta.es@ayto.es');
    expect(invitation.subject).toBe('Gatera: tu cuenta está lista');
    expect(invitation.text).toMatch(
      /^Hola, Marta Soler:\n\nSe ha creado tu cuenta de Gatera con el nombre de usuario «marta\.es»\.\nAbre este enlace en los próximos 7 días para elegir tu contraseña:\n\nhttp:\/\/gatera\.test\/\S+\n\nSi caduca, pide uno nuevo en la página de recuperación de contraseña con esta misma dirección\.\n$/,
    );

    let gato = { id: 0 };
    const [adoption] = await newMails(t(), async () => {
      gato = await requestAdoption(t());
    });
    expect(adoption.to).toBe(t().config.contactEmail);
    expect(adoption.subject).toBe('Gatera: solicitud de adopción de Pelut');
    expect(adoption.text).toBe(
      `Se ha recibido una solicitud de adopción para Pelut (gato n.º ${gato.id}).\n\nNombre: Jordi Vila\nCorreo: jordi@correu.cat\nTeléfono: no indicado\n\nMensaje:\nTinc un pis amb terrassa.\n\nGestiónala en http://gatera.test/adopciones/solicitudes\n`,
    );

    const vecina = await t().createUser('usuario');
    let codigo = '';
    const mails = await newMails(t(), async () => {
      codigo = await fileAndResolve(t(), vecina);
    });
    const status = mails.find((m) => m.subject.includes('cambiado de estado'))!;
    expect(status.to).toBe(vecina.email);
    expect(status.subject).toBe(`Gatera: tu queja ${codigo} ha cambiado de estado`);
    expect(status.text).toBe(
      `El estado de tu queja ${codigo} es ahora: resuelta.\n\nRespuesta del ayuntamiento:\nHem parlat amb la colla.\n\nConsúltala en:\nhttp://gatera.test/seguimiento?codigo=${codigo}\n`,
    );
  });

  it("the status change follows the filer's account language (Basque)", async () => {
    const euskaldun = await t().createUser('usuario');
    await t().db.insertInto('idiomas_usuario').values({ usuario_id: euskaldun.id, idioma: 'eu' }).execute();
    let codigo = '';
    const mails = await newMails(t(), async () => {
      codigo = await fileAndResolve(t(), euskaldun);
    });
    const status = mails.find((m) => m.subject.includes(`${codigo} kexaren`))!;
    expect(status.subject).toBe(`Gatera: zure ${codigo} kexaren egoera aldatu da`);
    expect(status.text).toBe(`${codigo} kexaren egoera orain hau da: konponduta.\n\nUdalaren erantzuna:\nHem parlat amb la colla.\n\nKontsultatu hemen:\nhttp://gatera.test/seguimiento?codigo=${codigo}\n`);
  });
});

describeEachEngine(
  'mails of a council whose default is Catalan',
  (t) => {
    it('the invitation and the adoption request (recipients without a chosen language) are in Catalan', async () => {
      const [invitation] = await newMails(t(), () => invite(t(), 'marta.ca'));
      expect(invitation.subject).toBe('Gatera: el teu compte ja està a punt');
      expect(invitation.text).toMatch(/^Hola, Marta Soler:\n\nS'ha creat el teu compte de Gatera amb el nom d'usuari «marta\.ca»\.\n/);
      expect(invitation.text).toContain('durant els pròxims 7 dies');

      const [adoption] = await newMails(t(), async () => void (await requestAdoption(t())));
      expect(adoption.subject).toBe("Gatera: sol·licitud d'adopció de Pelut");
      expect(adoption.text).toMatch(/^S'ha rebut una sol·licitud d'adopció per a Pelut \(gat núm\. \d+\)\.\n\nNom: Jordi Vila\nCorreu: jordi@correu\.cat\nTelèfon: no indicat\n/);
      expect(adoption.text).toContain('Gestiona-la a http://gatera.test/adopciones/solicitudes');
    });

    it('the status change: Catalan for a filer without a language, Galician for one who chose it', async () => {
      const vei = await t().createUser('usuario');
      let codigo = '';
      const mails = await newMails(t(), async () => {
        codigo = await fileAndResolve(t(), vei);
      });
      const status = mails.find((m) => m.subject.includes("ha canviat d'estat"))!;
      expect(status.subject).toBe(`Gatera: la teva queixa ${codigo} ha canviat d'estat`);
      expect(status.text).toBe(`L'estat de la teva queixa ${codigo} ara és: resolta.\n\nResposta de l'ajuntament:\nHem parlat amb la colla.\n\nConsulta-la a:\nhttp://gatera.test/seguimiento?codigo=${codigo}\n`);

      const galega = await t().createUser('usuario');
      await t().db.insertInto('idiomas_usuario').values({ usuario_id: galega.id, idioma: 'gl' }).execute();
      const gl = await newMails(t(), async () => void (await fileAndResolve(t(), galega)));
      expect(gl.map((m) => m.subject)).toContainEqual(expect.stringMatching(/^Gatera: a túa queixa Q-\S+ cambiou de estado$/));
    });
  },
  { env: { IDIOMA_POR_DEFECTO: 'ca' } },
);
