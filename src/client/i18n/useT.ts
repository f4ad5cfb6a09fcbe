/** Translation for any screen, inside react-admin or not: `const t = useT(); t('gatera.publico.titulo')`. */
import { useCallback } from 'react';
import { translateIn } from './translate';
import { useLanguage } from './language';

export type Translate = (key: string, options?: Record<string, unknown>) => string;

export function useT(): Translate {
  const language = useLanguage();
  return useCallback((key, options) => translateIn(language, key, options), [language]);
}
