/**
 * Every language's catalogue has exactly the keys of the Spanish one
 * (react-admin's and Gatera's), each a text with the same placeholders. A new
 * Spanish key without its translations fails here, with the list of keys.
 */
import { describe, expect, it } from 'vitest';
import { spanishMessages } from '../../src/client/i18n/es';
import { loadCatalogue } from '../../src/client/i18n/catalogues';
import { LANGUAGES } from '../../src/domain/i18n/languages';

type Tree = { [key: string]: unknown };

function flat(tree: Tree, prefix = ''): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(tree).flatMap(([key, value]) =>
      typeof value === 'object' && value !== null ? Object.entries(flat(value as Tree, `${prefix}${key}.`)) : [[`${prefix}${key}`, value]],
    ),
  );
}

const placeholders = (text: unknown) => [...String(text).matchAll(/%\{(\w+)\}/g)].map((m) => m[1]).sort();
const plurals = (text: unknown) => String(text).split('||||').length;

describe('the catalogues of every language', () => {
  const spanish = flat(spanishMessages as unknown as Tree);

  for (const language of LANGUAGES.filter((code) => code !== 'es')) {
    it(`${language}: the Spanish keys, no missing and no extra, each a text with the same placeholders and plural forms`, async () => {
      const ours = flat((await loadCatalogue(language)) as unknown as Tree);
      const missing = Object.keys(spanish).filter((key) => !(key in ours));
      const extra = Object.keys(ours).filter((key) => !(key in spanish));
      expect({ language, missing, extra }).toEqual({ language, missing: [], extra: [] });
      for (const key of Object.keys(spanish)) {
        expect(typeof ours[key], `${language} ${key}`).toBe('string');
        // react-admin passes its own arguments (ra-language-english uses some the Spanish text leaves out).
        if (key.startsWith('gatera.')) expect(placeholders(ours[key]), `${language} ${key}`).toEqual(placeholders(spanish[key]));
        expect(plurals(ours[key]), `${language} ${key}`).toBe(plurals(spanish[key]));
      }
    });

    it(`${language}: really translated (only names and words that read the same are left as in Spanish)`, async () => {
      const ours = flat((await loadCatalogue(language)) as unknown as Tree);
      const same = Object.keys(spanish).filter((key) => key.startsWith('gatera.') && ours[key] === spanish[key] && String(spanish[key]).length > 12);
      // Galician shares some sentences with Spanish word for word; far from a whole untranslated section.
      expect(same.length, `${language}: ${same.join(', ')}`).toBeLessThan(Object.keys(spanish).filter((key) => key.startsWith('gatera.')).length / 5);
    });
  }
});
