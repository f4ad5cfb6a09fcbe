/**
 * The password-reset mail, built by the mail queue after the request has been
 * answered: the account is looked up only then, and an unknown or deactivated
 * address gets nothing. Each attempt issues a fresh one-hour link, so the raw
 * token is never stored (not in the queue, not in backups).
 */
import type { Db } from '../../db/schema';
import type { MailQueue } from '../../lib/mailQueue';
import { RESET_TOKEN_TTL_MS } from '../../../domain/constants';
import { usersRepository } from './repository';
import { issuePasswordLink } from './passwordLinks';

export const RESET_MAIL = 'restablecer';

export function defineResetMail(queue: MailQueue, db: Db, publicUrl: string): void {
  const users = usersRepository(db);
  queue.define(RESET_MAIL, async (email) => {
    const user = await users.findByEmail(email);
    if (!user || user.activo !== 1) return null;
    const link = await issuePasswordLink(db, publicUrl, user.id, RESET_TOKEN_TTL_MS);
    return {
      to: user.email,
      subject: 'Gatera: restablecer tu contraseña',
      text:
        `Hola, ${user.nombre ?? user.username}:\n\n` +
        `Hemos recibido una petición para restablecer tu contraseña de Gatera.\n` +
        `Abre este enlace en la próxima hora para elegir una nueva:\n\n${link}\n\n` +
        `Si no lo has pedido tú, ignora este mensaje: tu contraseña no cambiará.\n`,
    };
  });
}
