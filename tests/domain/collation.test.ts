/**
 * The sort key of src/domain/sortKey.ts against the collator it stands for:
 * for any two names, comparing their keys as plain strings (bytes: they are
 * ASCII) gives the order of `new Intl.Collator(language, { numeric: true })`,
 * in every interface language.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compareText, sortByText, textCollator } from '../../src/domain/collation';
import { sortKey } from '../../src/domain/sortKey';
import { LANGUAGES, type Language } from '../../src/domain/i18n/languages';

const sign = (n: number) => (n < 0 ? -1 : n > 0 ? 1 : 0);
const byKey = (a: string, b: string, language: Language) => {
  const [ka, kb] = [sortKey(a, language), sortKey(b, language)];
  return ka < kb ? -1 : ka > kb ? 1 : 0;
};
const collators = new Map(LANGUAGES.map((language) => [language, new Intl.Collator(language, { numeric: true })]));
const collatorOrder = (a: string, b: string, language: Language) => sign(collators.get(language)!.compare(a, b));

/** Each base letter with the accented forms names in Spanish, Catalan, Galician and Basque use (and a few more). */
const LETTER_FORMS: Record<string, string> = {
  a: 'aáàâäã', e: 'eéèêë', i: 'iíìîï', o: 'oóòôöõ', u: 'uúùûü', c: 'cç', n: 'nñ', y: 'yý',
  b: 'b', d: 'd', f: 'f', g: 'g', h: 'h', j: 'j', k: 'k', l: 'l', m: 'm', p: 'p', q: 'q', r: 'r', s: 's', t: 't', v: 'v', w: 'w', x: 'x', z: 'z',
};
const BASES = Object.keys(LETTER_FORMS);
const SEPARATORS = [' ', ' ', ' ', '-', "'", '’', '.', ',', '(', ')', '/', '&', '¡', '!', '¿', '?', '«', '»', '"', ':', '·'];

/** One piece of a name: a letter (as a base letter, shown in one of its forms and cases), Catalan's l·l, a number or a separator. */
type Unit = { kind: 'letter'; base: string } | { kind: 'll' } | { kind: 'number'; digits: string } | { kind: 'separator'; text: string };

const unitArb: fc.Arbitrary<Unit> = fc.oneof(
  { weight: 12, arbitrary: fc.constantFrom(...BASES).map((base) => ({ kind: 'letter' as const, base })) },
  { weight: 1, arbitrary: fc.constant({ kind: 'll' as const }) },
  { weight: 2, arbitrary: fc.stringMatching(/^[0-9]{1,4}$/).map((digits) => ({ kind: 'number' as const, digits })) },
  { weight: 3, arbitrary: fc.constantFrom(...SEPARATORS).map((text) => ({ kind: 'separator' as const, text })) },
);

/** How one name writes its units: which form and case each letter takes, and leading zeros of numbers. */
const spellingArb = (units: Unit[]) =>
  fc.tuple(...units.map(() => fc.tuple(fc.nat(9), fc.boolean(), fc.nat(2)))).map((choices) =>
    units
      .map((unit, i) => {
        const [form, upper, zeros] = choices[i];
        if (unit.kind === 'letter') {
          const forms = LETTER_FORMS[unit.base];
          const letter = forms[form % forms.length];
          return upper ? letter.toUpperCase() : letter;
        }
        if (unit.kind === 'll') return upper ? 'L·L' : form % 2 ? 'L·l' : 'l·l';
        if (unit.kind === 'number') return '0'.repeat(zeros === 2 ? 1 : 0) + unit.digits;
        return unit.text;
      })
      .join(''),
  );

const unitsArb = fc.array(unitArb, { minLength: 0, maxLength: 12 });
/** Realistic names: letters with accents, ñ, ç, l·l, spaces, digits, punctuation, mixed case. */
const nameArb = unitsArb.chain(spellingArb);
/** Two spellings of the same letters: equal at the first level, so accents, case and zeros decide. */
const samePrimaryPairArb = unitsArb.chain((units) => fc.tuple(spellingArb(units), spellingArb(units)));

/** Every character of ASCII, Latin-1 and Latin Extended-A, and the typographic marks names pick up from word processors. */
const WIDE_CHARACTERS = [
  ...Array.from({ length: 0x7e - 0x20 + 1 }, (_, i) => String.fromCodePoint(0x20 + i)),
  ...Array.from({ length: 0x17f - 0xa0 + 1 }, (_, i) => String.fromCodePoint(0xa0 + i)),
  ...'‘’‚‛“”„‟–—―…•′″€⁄\t\u2002\u2009',
];
const wideArb = fc.array(fc.constantFrom(...WIDE_CHARACTERS), { maxLength: 10 }).map((chars) => chars.join(''));

describe('sortKey', () => {
  it('orders the names of the list as a reader of each language does', () => {
    const names = ['Zarpas', 'Trufa', 'Téo', 'oso', 'Óscar', 'Nube', 'Ñoqui', 'gato 10', 'gato 2', 'Álvaro'];
    const expected: Record<Language, string[]> = {
      es: ['Álvaro', 'gato 2', 'gato 10', 'Nube', 'Ñoqui', 'Óscar', 'oso', 'Téo', 'Trufa', 'Zarpas'],
      gl: ['Álvaro', 'gato 2', 'gato 10', 'Nube', 'Ñoqui', 'Óscar', 'oso', 'Téo', 'Trufa', 'Zarpas'],
      ca: ['Álvaro', 'gato 2', 'gato 10', 'Ñoqui', 'Nube', 'Óscar', 'oso', 'Téo', 'Trufa', 'Zarpas'],
      eu: ['Álvaro', 'gato 2', 'gato 10', 'Ñoqui', 'Nube', 'Óscar', 'oso', 'Téo', 'Trufa', 'Zarpas'],
      en: ['Álvaro', 'gato 2', 'gato 10', 'Ñoqui', 'Nube', 'Óscar', 'oso', 'Téo', 'Trufa', 'Zarpas'],
    };
    for (const language of LANGUAGES) {
      expect([...names].sort((a, b) => byKey(a, b, language)), language).toEqual(expected[language]);
      expect(sortByText(names, (name) => name, language), language).toEqual(expected[language]);
    }
  });

  it('breaks ties by accent and then by case, as the collator does', () => {
    const names = ['É', 'e', 'é', 'E', 'ée', 'Ee', 'ñ', 'Ñ', 'n'];
    expect([...names].sort((a, b) => byKey(a, b, 'es'))).toEqual(['e', 'E', 'é', 'É', 'Ee', 'ée', 'n', 'ñ', 'Ñ']);
    expect([...names].sort((a, b) => byKey(a, b, 'ca'))).toEqual(['e', 'E', 'é', 'É', 'Ee', 'ée', 'n', 'ñ', 'Ñ']);
  });

  it('orders the spaces (tab, space, en, em and thin spaces, the no-break ones) as Intl.Collator does', () => {
    const spaces = ['\t', ' ', '\u00a0', '\u2002', '\u2003', '\u2009', '\u202f'];
    for (const language of LANGUAGES) {
      for (const a of spaces) for (const b of spaces) expect(byKey(a, b, language), `${language}: U+${a.codePointAt(0)!.toString(16)} ~ U+${b.codePointAt(0)!.toString(16)}`).toBe(collatorOrder(a, b, language));
    }
  });

  for (const language of LANGUAGES) {
    describe(language, () => {
      it('orders any two realistic names as Intl.Collator does', () => {
        fc.assert(fc.property(nameArb, nameArb, (a, b) => byKey(a, b, language) === collatorOrder(a, b, language)), { numRuns: 3000 });
      });

      it('orders two spellings of the same letters (accents, case, leading zeros) as Intl.Collator does', () => {
        fc.assert(fc.property(samePrimaryPairArb, ([a, b]) => byKey(a, b, language) === collatorOrder(a, b, language)), { numRuns: 3000 });
      });

      it('orders any two strings of Latin-1, Latin Extended-A and typographic punctuation as Intl.Collator does', () => {
        fc.assert(fc.property(wideArb, wideArb, (a, b) => byKey(a, b, language) === collatorOrder(a, b, language)), { numRuns: 3000 });
      });
    });
  }

  it('is printable ASCII, whatever the text (other scripts, emoji, control characters, lone surrogates)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 30 }), fc.constantFrom(...LANGUAGES), (text, language) => /^[\x20-\x7e]*$/.test(sortKey(text, language))),
      { numRuns: 500 },
    );
  });

  it('puts other scripts after the Latin letters and unknown symbols before the digits', () => {
    const names = ['Ζωή', 'Zoe', '😺 gato', '1 gato', 'Юля', '¡Hola!'];
    expect([...names].sort((a, b) => byKey(a, b, 'es'))).toEqual(['¡Hola!', '😺 gato', '1 gato', 'Zoe', 'Ζωή', 'Юля']);
  });

  it('compares numbers of any length by value', () => {
    const big = '9'.repeat(40);
    expect(byKey(`lote ${big}`, `lote 1${'0'.repeat(40)}`, 'es')).toBe(-1);
    expect(byKey('lote 007', 'lote 7', 'es')).toBe(0);
    expect(byKey('lote 0', 'lote', 'es')).toBe(1);
  });
});

describe('the shared collator', () => {
  it('is one per language, numeric, and compares null as empty', () => {
    expect(textCollator('es')).toBe(textCollator('es'));
    expect(textCollator('gl').resolvedOptions().numeric).toBe(true);
    expect(compareText(null, 'a', 'es')).toBeLessThan(0);
    expect(compareText('gato 10', 'gato 2', 'ca')).toBeGreaterThan(0);
  });
});
