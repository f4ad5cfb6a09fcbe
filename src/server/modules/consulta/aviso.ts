/**
 * The notice of a lookup: when a partner professional or an entity's program
 * looks up one of a colony's cats, the colony's people are told (who asked,
 * the cat, when) through the notices (their phone, or the mail), each in
 * their language, as each chose. The queued
 * row names the municipality, the lookup and the address; the message is
 * built when it is sent.
 */
import { MAIL_TEXTS } from '../../i18n/mails';
import { serverText } from '../../i18n/index';
import { recipientLanguage } from '../../i18n/recipient';
import { fill } from '../../reports/texts';
import type { Config } from '../../config';
import type { Db } from '../../db/schema';
import type { MailQueue } from '../../lib/mailQueue';
import type { Notificador } from '../notificaciones/notificador';
import { withScope } from '../../tenancy/scope';
import { consultaRepository } from './repository';

export const AVISO_CONSULTA_MAIL = 'consulta_microchip';

const destination = (municipio: number, consulta: number, email: string) => `${municipio} ${consulta} ${email}`;

export function avisoConsulta(options: { db: Db; mailQueue: MailQueue; notificador: Notificador; config: Config }) {
  const { db, mailQueue, notificador, config } = options;
  const repo = consultaRepository(db);
  const when = new Intl.DateTimeFormat('es-ES', { dateStyle: 'short', timeStyle: 'short', timeZone: config.municipio.zonaHoraria });

  mailQueue.define(AVISO_CONSULTA_MAIL, async (destinatario) => {
    const [municipio, consulta, email] = destinatario.split(' ');
    const row = await withScope({ municipios: [Number(municipio)] }, () => repo.aviso(Number(consulta)));
    // The cat or colony deleted since, or the lookup erased: nothing to tell.
    if (!row || !email) return null;
    const language = await recipientLanguage(db, email, config.idiomas);
    const mail = MAIL_TEXTS[language].consultaMicrochip;
    const persona = row.u_nombre ?? row.u_username;
    const quien = [persona, row.entidad, row.prefijo ? `gtk_${row.prefijo}…` : null].filter(Boolean).join(', ');
    const values = { quien, fecha: when.format(new Date(row.consultado_at)), microchip: row.microchip, gato: row.gato, colonia: row.colonia };
    return { to: email, subject: fill(mail.subject, values), text: `${fill(mail.text, values)}\n${serverText(language, 'consulta.avisoPie')}\n` };
  });

  return {
    /** Queues the notice of lookup `consulta` of the colony's cat to the colony's people. */
    async queue(municipio: number, consulta: number, coloniaId: number): Promise<void> {
      const row = await repo.aviso(consulta);
      for (const email of await repo.destinatarios(coloniaId)) {
        await notificador.avisar({
          municipio,
          destinatario: { email },
          tipo: 'consulta_microchip',
          clave: String(consulta),
          datos: () => ({ colonia: row?.colonia ?? '' }),
          url: `/colonias/${coloniaId}`,
          correo: [AVISO_CONSULTA_MAIL, destination(municipio, consulta, email)],
        });
      }
    },
  };
}
