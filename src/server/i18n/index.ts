/**
 * Server messages in the request's language. Every message is thrown and
 * answered by key: the domain's (src/domain/i18n) and the server's own
 * (es.ts, keys.ts). The error handler and the answers' `detail`, `message` and
 * `mensaje` turn a key into its text in the request's language, Spanish
 * included; any other text (one built from arguments) leaves as it is.
 */
import type { FastifyRequest } from 'fastify';
import { DEFAULT_LANGUAGE, isLanguage, pickLanguage, type Language, LANGUAGES } from '../../domain/i18n/languages';
import { DOMAIN_CATALOGUES } from '../../domain/i18n/index';
import { formatText, lookup, mergeCatalogues, type Tree } from '../../domain/i18n/catalogue';
import { serverSpanish, type ServerTree } from './es';
import { serverCatalan } from './ca';
import { serverBasque } from './eu';
import { serverGalician } from './gl';
import { serverEnglish } from './en';

/** The server's own messages in the other languages (the same keys as serverSpanish). */
export const SERVER_CATALOGUES: Record<Exclude<Language, 'es'>, ServerTree> = {
  ca: serverCatalan,
  eu: serverBasque,
  gl: serverGalician,
  en: serverEnglish,
};

const merged = new Map<Language, Tree>();

/** The domain's texts and the server's own, in `language`. */
function catalogue(language: Language): Tree {
  let tree = merged.get(language);
  if (!tree) {
    tree = mergeCatalogues(DOMAIN_CATALOGUES[language], language === 'es' ? serverSpanish : SERVER_CATALOGUES[language]);
    merged.set(language, tree);
  }
  return tree;
}

/** `key` in `language`, with `%{name}` filled in; the Spanish text when the language lacks it. */
export function serverText(language: Language, key: string, params: Record<string, string | number> = {}): string {
  const text = lookup(catalogue(language), key) ?? lookup(catalogue('es'), key) ?? key;
  return formatText(text, params);
}

/** Is `text` a key of the catalogues (rather than a text)? */
export function isMessageKey(text: string): boolean {
  return lookup(catalogue('es'), text) !== undefined;
}

/** A message in `language`: a key's text; any other text unchanged. */
export function translateMessage(message: string, language: Language): string {
  return isMessageKey(message) ? serverText(language, message) : message;
}

export interface LanguageSettings {
  offered: readonly Language[];
  fallback: Language;
}

/**
 * The language of a request: the signed-in person's choice when the request
 * carries one (`request.idioma`), else the first offered language of
 * Accept-Language, else the council's default.
 */
export function requestLanguage(request: FastifyRequest, settings: LanguageSettings): Language {
  const chosen = request.auth?.idioma;
  if (isLanguage(chosen) && settings.offered.includes(chosen)) return chosen;
  return pickLanguage(request.headers['accept-language'], settings.offered) ?? settings.fallback;
}

export const ALL_LANGUAGES: LanguageSettings = { offered: LANGUAGES, fallback: DEFAULT_LANGUAGE };
