/**
 * The one translation of every screen: react-admin's i18n provider
 * (ra-i18n-polyglot, one instance per catalogue), following the language
 * store of language.ts. <Admin> receives it; the pages outside react-admin
 * get it through TranslationProvider.tsx; both read it with useTranslate.
 */
import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { I18nProvider, TranslationMessages } from 'react-admin';
import { LANGUAGE_NAMES, type Language } from '../../domain/i18n/languages';
import { loadCatalogue, loadedCatalogue } from './catalogues';
import { getLanguage, offeredLanguages } from './language';

/** One provider per catalogue: a language's full catalogue, once loaded, replaces its public one. */
const providers = new WeakMap<TranslationMessages, I18nProvider>();

function providerFor(language: Language): I18nProvider {
  const messages = loadedCatalogue(language);
  // Until a chosen language's catalogue has arrived, the Spanish one (always loaded) speaks.
  if (!messages) return providerFor('es');
  let provider = providers.get(messages);
  if (!provider) {
    provider = polyglotI18nProvider(() => messages, language, [], { allowMissing: true });
    providers.set(messages, provider);
  }
  return provider;
}

export const i18nProvider: I18nProvider = {
  translate: (key, options) => providerFor(getLanguage()).translate(key, options),
  // react-admin keeps its own copy of the locale; the store of language.ts decides (LocaleSync.tsx).
  changeLocale: async (locale) => {
    await loadCatalogue(locale as Language);
  },
  getLocale: () => getLanguage(),
  getLocales: () => offeredLanguages().map((locale) => ({ locale, name: LANGUAGE_NAMES[locale] })),
};
