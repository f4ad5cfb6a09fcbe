/**
 * react-admin's translation for the pages outside react-admin (the public
 * pages, the login, the terms screen): the same i18nProvider the staff app
 * hands <Admin>, so every screen translates with react-admin's useTranslate.
 * A change of language gives the context a new value, which re-renders every
 * translated text without remounting the page (a half-filled form keeps its values).
 */
import { useMemo, type ReactNode } from 'react';
import { I18nContext } from 'react-admin';
import { i18nProvider } from './i18nProvider';
import { useLanguage } from './language';

export function TranslationProvider({ children }: { children: ReactNode }) {
  const language = useLanguage();
  const value = useMemo(() => ({ ...i18nProvider, getLocale: () => language }), [language]);
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}
