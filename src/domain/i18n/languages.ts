/**
 * The languages Gatera speaks: Spanish first and by default, the
 * co-official languages of Spain, and English. Codes are BCP 47 primary tags.
 */
export const LANGUAGES = ['es', 'ca', 'eu', 'gl', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = 'es';

/** Each language's name in itself, as the selector shows it. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  es: 'Español',
  ca: 'Català',
  eu: 'Euskara',
  gl: 'Galego',
  en: 'English',
};

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * The first of `wanted` (an Accept-Language header or navigator.languages)
 * that is among `offered`, by quality and then order; null when none is.
 * `ca-ES-valencia`, `eu-ES`, `gl` match on the primary tag.
 */
export function pickLanguage(wanted: string | readonly string[] | undefined | null, offered: readonly Language[]): Language | null {
  if (!wanted) return null;
  const entries = (typeof wanted === 'string' ? wanted.split(',') : [...wanted]).map((part, index) => {
    const [tag, ...params] = part.trim().split(';');
    const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/i.exec(p)).find(Boolean);
    return { tag: tag.trim().toLowerCase(), q: q ? Number(q[1]) : 1, index };
  });
  entries.sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag, q } of entries) {
    if (q <= 0) continue;
    const primary = tag.split('-')[0];
    // Valencian (`ca-ES-valencia`, legacy `va`) reads the Catalan catalogue.
    const code = primary === 'va' ? 'ca' : primary;
    if (isLanguage(code) && offered.includes(code)) return code;
  }
  return null;
}

/**
 * The IDIOMAS / IDIOMA_POR_DEFECTO settings: the offered languages (in the
 * order of LANGUAGES) and the default, which is always offered.
 */
export function parseLanguageSettings(idiomas: string | undefined, porDefecto: string | undefined): { offered: Language[]; fallback: Language } {
  const fallback = (porDefecto ?? '').trim().toLowerCase() || DEFAULT_LANGUAGE;
  if (!isLanguage(fallback)) throw new Error(`IDIOMA_POR_DEFECTO debe ser uno de: ${LANGUAGES.join(', ')}`);
  const listed = (idiomas ?? '').split(',').map((s) => s.trim().toLowerCase()).filter(Boolean);
  const unknown = listed.filter((code) => !isLanguage(code));
  if (unknown.length > 0) throw new Error(`IDIOMAS tiene idiomas desconocidos (${unknown.join(', ')}); los posibles son: ${LANGUAGES.join(', ')}`);
  const offered = listed.length === 0 ? [...LANGUAGES] : LANGUAGES.filter((code) => listed.includes(code) || code === fallback);
  return { offered, fallback };
}

/** The locale Intl formats with: dd/mm/yyyy for every language of Spain, and for English too (en-GB). */
export const INTL_LOCALES: Record<Language, string> = {
  es: 'es-ES',
  ca: 'ca-ES',
  eu: 'eu-ES',
  gl: 'gl-ES',
  en: 'en-GB',
};
