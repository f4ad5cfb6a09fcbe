/**
 * What the "no Spanish left over" tests look for: every piece of
 * text on screen (text nodes, and the labels, titles, placeholders and alt
 * texts of elements) that is a text of the catalogue's Spanish side which the
 * language says differently. Placeholders make a text a pattern, not a literal.
 */
import { spanishMessages } from '../../../src/client/i18n/es';
import { loadCatalogue } from '../../../src/client/i18n/catalogues';
import type { Language } from '../../../src/domain/i18n/languages';

type Tree = { [key: string]: unknown };
const flat = (tree: Tree, prefix = ''): Record<string, string> =>
  Object.fromEntries(
    Object.entries(tree).flatMap(([key, value]) => (typeof value === 'object' && value !== null ? Object.entries(flat(value as Tree, `${prefix}${key}.`)) : [[`${prefix}${key}`, String(value)]])),
  );

/** Every piece of text a person meets: text nodes, and the labels and hints of elements. */
export function shownTexts(): string[] {
  const texts: string[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) if (node.textContent?.trim()) texts.push(node.textContent.trim());
  for (const element of document.body.querySelectorAll('*')) {
    for (const name of ['aria-label', 'title', 'placeholder', 'alt']) {
      const value = element.getAttribute(name)?.trim();
      if (value) texts.push(value);
    }
  }
  return texts;
}

export async function leftovers(language: Language): Promise<string[]> {
  const spanish = flat(spanishMessages as unknown as Tree);
  const ours = flat((await loadCatalogue(language)) as unknown as Tree);
  const telltales = Object.entries(spanish)
    .filter(([key, text]) => ours[key] !== text && !text.includes('%{') && text.trim().length >= 4)
    .map(([, text]) => text.trim());
  const shown = shownTexts();
  return [...new Set(shown.filter((text) => telltales.some((es) => text === es || (es.length >= 25 && text.includes(es)))))];
}
