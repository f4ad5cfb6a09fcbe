/**
 * Text order as a reader of each interface language expects it: accents and
 * case only break ties, ñ is its own letter after n in Spanish and Galician
 * (Catalan, Basque and English read it as n with a tilde), and numbers compare
 * by value ("gato 2" before "gato 10"): the order of
 * `new Intl.Collator(language, { numeric: true })`, shared by the server's and
 * the screens' in-memory sorts. Lists the database pages through use the same
 * order through stored sort keys (./sortKey.ts).
 */
import { DEFAULT_LANGUAGE, type Language } from './i18n/languages';

/** Collators are costly to build: one per language, shared. */
const collators = new Map<Language, Intl.Collator>();

/** The collator of a language's reading order (accent- and case-insensitive first, numbers by value). */
export function textCollator(language: Language = DEFAULT_LANGUAGE): Intl.Collator {
  let collator = collators.get(language);
  if (!collator) {
    collator = new Intl.Collator(language, { numeric: true });
    collators.set(language, collator);
  }
  return collator;
}

/** Compares two texts (null and undefined as empty) in the language's reading order: for `Array.prototype.sort`. */
export function compareText(a: string | null | undefined, b: string | null | undefined, language: Language = DEFAULT_LANGUAGE): number {
  return textCollator(language).compare(a ?? '', b ?? '');
}

/** The items sorted by a text of each (a new array), in the language's reading order; ties keep their order. */
export function sortByText<T>(items: readonly T[], text: (item: T) => string | null | undefined, language: Language = DEFAULT_LANGUAGE): T[] {
  const collator = textCollator(language);
  return [...items].sort((a, b) => collator.compare(text(a) ?? '', text(b) ?? ''));
}
