/** A person's choice of language: the screens switch, and a signed-in account remembers it (PUT /api/auth/idioma). */
import { isLanguage, type Language } from '../../domain/i18n/languages';
import { cuentaMethods } from '../providers/dataProvider/cuenta';
import { getStoredUser, getToken, storeUser, type StoredUser } from '../providers/session';
import { offeredLanguages, setLanguage } from './language';

export async function chooseLanguage(language: Language): Promise<void> {
  await setLanguage(language);
  const user = getStoredUser();
  if (!user || !getToken() || user.idioma === language) return;
  try {
    const saved = await cuentaMethods.guardarIdioma(language);
    storeUser({ ...user, idioma: saved?.idioma ?? language });
  } catch {
    // The screens keep the choice; the account will be told at the next choice.
  }
}

/** After login: the account's language, when it has one that is offered. */
export async function adoptAccountLanguage(user: StoredUser): Promise<void> {
  if (isLanguage(user.idioma) && offeredLanguages().includes(user.idioma)) await setLanguage(user.idioma);
}
