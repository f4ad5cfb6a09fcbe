/**
 * The language of a mail's recipient: the language chosen on the
 * account with that address, while the council still offers it; else the
 * council's default (IDIOMA_POR_DEFECTO). Every mail written for one person
 * after the request that caused it (the reset link, the invitation, the
 * adoption request to the council's contact address, the complaint's status
 * change, the missed-shift notice) asks here.
 */
import type { Db } from '../db/schema';
import { isLanguage, type Language } from '../../domain/i18n/languages';
import type { LanguageSettings } from './index';

export async function recipientLanguage(db: Db, email: string, settings: LanguageSettings): Promise<Language> {
  const row = await db
    .selectFrom('users')
    .innerJoin('idiomas_usuario', 'idiomas_usuario.usuario_id', 'users.id')
    .select('idiomas_usuario.idioma')
    .where('users.email', '=', email.trim().toLowerCase())
    .executeTakeFirst();
  const chosen = row?.idioma;
  return isLanguage(chosen) && settings.offered.includes(chosen) ? chosen : settings.fallback;
}
