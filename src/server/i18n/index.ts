/**
 * Server messages in the request's language. Every route keeps
 * throwing and answering its Spanish text; on the way out a `detail` or
 * `message` found in the Spanish catalogue is replaced by the same key's text
 * in the request's language. Spanish answers are never touched.
 */
import type { FastifyRequest } from 'fastify';
import { DEFAULT_LANGUAGE, isLanguage, pickLanguage, type Language, LANGUAGES } from '../../domain/i18n/languages';
import { serverSpanish, type ServerTree } from './es';
import { serverCatalan } from './ca';
import { serverBasque } from './eu';
import { serverGalician } from './gl';
import { serverEnglish } from './en';

export const SERVER_CATALOGUES: Record<Exclude<Language, 'es'>, ServerTree> = {
  ca: serverCatalan,
  eu: serverBasque,
  gl: serverGalician,
  en: serverEnglish,
};

function catalogue(language: Language): ServerTree {
  return language === 'es' ? serverSpanish() : SERVER_CATALOGUES[language];
}

function lookup(tree: ServerTree, key: string): string | undefined {
  let node: string | ServerTree | undefined = tree;
  for (const part of key.split('.')) {
    if (!node || typeof node === 'string') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

function flatten(tree: ServerTree, prefix = '', out = new Map<string, string>()): Map<string, string> {
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') {
      // The first key of a text wins: the same Spanish sentence reads the same in every language.
      if (!out.has(value)) out.set(value, `${prefix}${key}`);
    } else flatten(value, `${prefix}${key}.`, out);
  }
  return out;
}

let keysBySpanish: Map<string, string> | null = null;

/** `key` in `language`, with `%{name}` filled in; the Spanish text when the language lacks it. */
export function serverText(language: Language, key: string, params: Record<string, string | number> = {}): string {
  const text = lookup(catalogue(language), key) ?? lookup(serverSpanish(), key) ?? key;
  return text.replace(/%\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

/** A Spanish message of the catalogue in `language`; any other text unchanged. */
export function translateMessage(spanish: string, language: Language): string {
  if (language === 'es') return spanish;
  keysBySpanish ??= flatten(serverSpanish());
  const key = keysBySpanish.get(spanish);
  return key ? serverText(language, key) : spanish;
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
