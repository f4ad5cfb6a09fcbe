/**
 * The e-mails a complaint's filer receives: on filing (the tracking code) and
 * on each status change. A failed e-mail never undoes the complaint: it is logged.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Mailer } from '../../lib/mailer';
import { seguimientoPath } from '../../../domain/seguimiento';

export interface QuejaNotice {
  to: string;
  codigo: string;
  estatus: string;
  respuestaPublica: string | null;
}

export function filedMessage(publicUrl: string, notice: QuejaNotice) {
  const link = `${publicUrl}${seguimientoPath(notice.codigo)}`;
  return {
    to: notice.to,
    subject: `Gatera: queja registrada (${notice.codigo})`,
    text:
      `Hemos registrado tu queja. Su código de seguimiento es ${notice.codigo}.\n\n` +
      `Puedes consultar en cualquier momento en qué estado está, sin iniciar sesión, en:\n${link}\n\n` +
      `Te escribiremos de nuevo cada vez que cambie su estado.\n`,
  };
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
