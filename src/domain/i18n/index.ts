/**
 * The domain's texts in every language, by key. Domain rules answer keys
 * (keys.ts); the screens' catalogues and the server's include these texts,
 * so each is written once.
 */
import type { Language } from './languages';
import { formatText, lookup, type TextParams, type Tree } from './catalogue';
import es from './es';
import ca from './ca';
import eu from './eu';
import gl from './gl';
import en from './en';

export const DOMAIN_CATALOGUES: Record<Language, Tree> = { es, ca, eu, gl, en };

/** Is `text` a key of the domain's catalogue (rather than a text)? */
export function isDomainKey(text: string): boolean {
  return lookup(es, text) !== undefined;
}

/** The text of a domain key in `language` (Spanish when that language lacks it); a non-key as it is. */
export function domainText(language: Language, key: string, params?: TextParams): string {
  const text = lookup(DOMAIN_CATALOGUES[language], key) ?? lookup(es, key);
  return text === undefined ? key : formatText(text, params);
}

/** The Spanish text of a domain key: the original product's wording. */
export function spanishText(key: string, params?: TextParams): string {
  return domainText('es', key, params);
}
