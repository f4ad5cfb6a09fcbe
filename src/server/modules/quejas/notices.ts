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
import { normalizeEstatus } from '../../../domain/incidencias';

export interface QuejaNotice {
  to: string;
  codigo: string;
  estatus: string;
  respuestaPublica: string | null;
}

/**
 * The receipt, in the language the complaint was filed in. `site`: where the complaint's municipality's public pages
 * start (lib/publicBase.ts, municipioSiteUrl), the only place its tracking page finds it.
 */
export function filedMessage(site: string, notice: QuejaNotice, language: Language = 'es') {
  const link = `${site}${seguimientoPath(notice.codigo)}`;
  const mail = MAIL_TEXTS[language].quejaRegistrada;
  return { to: notice.to, subject: fill(mail.subject, { codigo: notice.codigo }), text: fill(mail.text, { codigo: notice.codigo, link }) };
}

/** The status change, in the filer's language (their account's choice, else the council's default: recipientLanguage). */
export function statusMessage(site: string, notice: QuejaNotice, language: Language = 'es') {
  const link = `${site}${seguimientoPath(notice.codigo)}`;
  const mail = MAIL_TEXTS[language].quejaEstado;
  const estatus = mail.estatus[normalizeEstatus(notice.estatus) as keyof typeof mail.estatus] ?? notice.estatus;
  const respuesta = notice.respuestaPublica ? fill(mail.respuesta, { respuesta: notice.respuestaPublica }) : '';
  return { to: notice.to, subject: fill(mail.subject, { codigo: notice.codigo }), text: fill(mail.text, { codigo: notice.codigo, estatus, respuesta, link }) };
}

export async function sendNotice(mailer: Mailer, log: FastifyBaseLogger, message: { to: string; subject: string; text: string }): Promise<void> {
  try {
    await mailer.send(message);
  } catch (error) {
    log.error({ err: error }, 'No se pudo enviar el aviso de la queja');
  }
}
