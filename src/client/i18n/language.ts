/**
 * The language of the screens: one store read by the public pages,
 * react-admin (through i18nProvider.ts) and the API calls (Accept-Language).
 * A visitor's choice is kept in the browser; a signed-in person's also on the
 * account (PUT /api/auth/idioma). The first visit follows the browser's
 * languages, among the ones the council offers (IDIOMAS), else its default.
 */
import { useSyncExternalStore } from 'react';
import { DEFAULT_LANGUAGE, LANGUAGES, isLanguage, pickLanguage, type Language } from '../../domain/i18n/languages';
import { loadCatalogue } from './catalogues';

export const LANGUAGE_KEY = 'gatera.idioma';
const CHANGE_EVENT = 'gatera:idioma';

let current: Language = readStored() ?? DEFAULT_LANGUAGE;
/** False until the language is decided (a stored choice, or the first visit's detection). */
let decided = readStored() !== null;
let offered: readonly Language[] = LANGUAGES;

function readStored(): Language | null {
  try {
    const value = globalThis.localStorage?.getItem(LANGUAGE_KEY);
    return isLanguage(value) ? value : null;
  } catch {
    return null;
  }
}

function apply(language: Language): void {
  current = language;
  decided = true;
  if (typeof document !== 'undefined') document.documentElement.lang = language;
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(CHANGE_EVENT));
}

export function getLanguage(): Language {
  return current;
}

/** The Accept-Language the API calls send: none until the language is decided (the browser's own goes then). */
export function languageHeader(): Language | null {
  return decided ? current : null;
}

export function offeredLanguages(): readonly Language[] {
  return offered;
}

/** Loads the catalogue, then switches every screen to `language` and remembers it in the browser. */
export async function setLanguage(language: Language): Promise<void> {
  await loadCatalogue(language);
  try {
    localStorage.setItem(LANGUAGE_KEY, language);
  } catch {
    // Private browsing without storage: the choice lasts for this page.
  }
  apply(language);
}

interface LanguageSettings {
  idiomas?: string[];
  idioma_por_defecto?: string;
  idioma_sugerido?: string;
}

/**
 * Start-up: the stored choice when it is still offered; else the browser's
 * languages (navigator.languages, then the server's reading of Accept-Language);
 * else the council's default. Loads that catalogue before the first render.
 */
export async function initLanguage(settings: LanguageSettings | null, browser: readonly string[] = globalThis.navigator?.languages ?? []): Promise<Language> {
  const listed = (settings?.idiomas ?? []).filter(isLanguage);
  offered = listed.length > 0 ? listed : LANGUAGES;
  const fallback = isLanguage(settings?.idioma_por_defecto) ? settings.idioma_por_defecto : DEFAULT_LANGUAGE;
  const stored = readStored();
  const chosen =
    (stored && offered.includes(stored) ? stored : null) ??
    pickLanguage(browser, offered) ??
    (isLanguage(settings?.idioma_sugerido) && offered.includes(settings.idioma_sugerido) ? settings.idioma_sugerido : null) ??
    fallback;
  await loadCatalogue(chosen);
  apply(chosen);
  return chosen;
}

function subscribe(callback: () => void): () => void {
  window.addEventListener(CHANGE_EVENT, callback);
  return () => window.removeEventListener(CHANGE_EVENT, callback);
}

/** The current language, re-read when it changes. */
export function useLanguage(): Language {
  return useSyncExternalStore(subscribe, getLanguage, getLanguage);
}
