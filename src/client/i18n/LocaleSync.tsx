/** Inside react-admin: keeps its locale state on the language of language.ts, so its own texts re-render. */
import { useEffect } from 'react';
import { useLocaleState } from 'react-admin';
import { useLanguage } from './language';

export function LocaleSync() {
  const language = useLanguage();
  const [locale, setLocale] = useLocaleState();
  useEffect(() => {
    if (locale !== language) setLocale(language);
  }, [language, locale, setLocale]);
  return null;
}
