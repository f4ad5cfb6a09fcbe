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
import type { LanguageSettings } from '../../i18n/index';
import { MAIL_TEXTS } from '../../i18n/mails';
import { recipientLanguage } from '../../i18n/recipient';
import { fill } from '../../reports/texts';

export const RESET_MAIL = 'restablecer';

/** The mail is written in the account's language, else the council's default. */
export function defineResetMail(queue: MailQueue, db: Db, publicUrl: string, languages: LanguageSettings): void {
  const users = usersRepository(db);
  queue.define(RESET_MAIL, async (email) => {
    const user = await users.findByEmail(email);
    if (!user || user.activo !== 1) return null;
    const link = await issuePasswordLink(db, publicUrl, user.id, RESET_TOKEN_TTL_MS);
    const mail = MAIL_TEXTS[await recipientLanguage(db, user.email, languages)].reset;
    return { to: user.email, subject: mail.subject, text: fill(mail.text, { nombre: user.nombre ?? user.username, link }) };
  });
}
