/**
 * The public screens' translation (useT): the catalogue lookup with `%{name}`,
 * `_` (the text when the key is missing) and the `||||` plural of `smart_count`,
 * as polyglot does them for our five languages (one form for 1, another for the
 * rest). It keeps polyglot and its polyfills out of the landing page; react-admin
 * translates through ra-i18n-polyglot (i18nProvider.ts) over the same catalogues.
 */
import type { Language } from '../../domain/i18n/languages';
import { loadedCatalogue } from './catalogues';

type Options = Record<string, unknown> | undefined;

function lookup(tree: unknown, key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), tree);
}

export function translateIn(language: Language, key: string, options?: Options): string {
  const found = lookup(loadedCatalogue(language) ?? loadedCatalogue('es'), key);
  if (typeof found !== 'string') return typeof options?._ === 'string' ? options._ : key;
  let text = found;
  if (typeof options?.smart_count === 'number' && text.includes('||||')) {
    const forms = text.split('||||').map((form) => form.trim());
    text = forms[options.smart_count === 1 ? 0 : Math.min(1, forms.length - 1)];
  }
  return text.replace(/%\{(\w+)\}/g, (whole, name: string) => (options && name in options ? String(options[name]) : whole));
}
