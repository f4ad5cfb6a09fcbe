/**
 * The rules of src/domain (validation shared with the server) answer their
 * Spanish message; a screen shows it in the reader's language by finding the
 * catalogue key of that Spanish text (the first key of a text wins, as on the
 * server: src/server/i18n/index.ts). A text outside the catalogue is shown as it is.
 */
import { appMessages } from './es';
import type { Translate } from './useT';

type Tree = { [key: string]: unknown };

function keysOf(tree: Tree, prefix: string, out: Map<string, string>): Map<string, string> {
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') {
      if (!out.has(value)) out.set(value, `${prefix}${key}`);
    } else if (value && typeof value === 'object') keysOf(value as Tree, `${prefix}${key}.`, out);
  }
  return out;
}

let keysBySpanish: Map<string, string> | null = null;

export function translateSpanish(t: Translate, spanish: string): string {
  keysBySpanish ??= keysOf(appMessages as unknown as Tree, '', new Map());
  const key = keysBySpanish.get(spanish);
  return key ? t(key, { _: spanish }) : spanish;
}
