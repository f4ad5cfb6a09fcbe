/**
 * The e-mails a complaint's filer receives: on filing (the tracking code) and
 * on each status change. A failed e-mail never undoes the complaint: it is logged.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Mailer } from '../../lib/mailer';
import { seguimientoPath } from '../../../domain/seguimiento';
import type { Language } from '../../../domain/i18n/languages';
import { MAIL_TEXTS } from '../../i18n/mails';
import { fill } from '../../reports/texts';

export interface QuejaNotice {
  to: string;
  codigo: string;
  estatus: string;
  respuestaPublica: string | null;
}

/** The receipt, in the language the complaint was filed in (issue 18). */
export function filedMessage(publicUrl: string, notice: QuejaNotice, language: Language = 'es') {
  const link = `${publicUrl}${seguimientoPath(notice.codigo)}`;
  const mail = MAIL_TEXTS[language].quejaRegistrada;
  return { to: notice.to, subject: fill(mail.subject, { codigo: notice.codigo }), text: fill(mail.text, { codigo: notice.codigo, link }) };
}

export function statusMessage(publicUrl: string, notice: QuejaNotice) {
  const link = `${publicUrl}${seguimientoPath(notice.codigo)}`;
  const answer = notice.respuestaPublica ? `\nRespuesta del ayuntamiento:\n${notice.respuestaPublica}\n` : '';
  return {
    to: notice.to,
    subject: `Gatera: tu queja ${notice.codigo} ha cambiado de estado`,
    text: `El estado de tu queja ${notice.codigo} es ahora: ${notice.estatus}.\n${answer}\nConsúltala en:\n${link}\n`,
  };
}

export async function sendNotice(mailer: Mailer, log: FastifyBaseLogger, message: { to: string; subject: string; text: string }): Promise<void> {
  try {
    await mailer.send(message);
  } catch (error) {
    log.error({ err: error }, 'No se pudo enviar el aviso de la queja');
  }
}
