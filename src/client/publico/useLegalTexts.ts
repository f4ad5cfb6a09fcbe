/** The legal texts in the reader's language: Spanish at once, another language once its module is loaded (null meanwhile). */
import { useEffect, useState } from 'react';
import { LEGAL_SPANISH, type LegalTexts } from '../../domain/legal';
import { loadLegalTexts } from '../../domain/i18n/legal';
import type { Language } from '../../domain/i18n/languages';
import { useLanguage } from '../i18n/language';

export function useLegalTexts(): LegalTexts | null {
  const language = useLanguage();
  const [loaded, setLoaded] = useState<{ language: Language; texts: LegalTexts } | null>(null);
  useEffect(() => {
    if (language === 'es') return;
    let current = true;
    void loadLegalTexts(language).then((texts) => {
      if (current) setLoaded({ language, texts });
    });
    return () => {
      current = false;
    };
  }, [language]);
  if (language === 'es') return LEGAL_SPANISH;
  return loaded?.language === language ? loaded.texts : null;
}
