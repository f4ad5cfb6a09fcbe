/**
 * The sort key of a text: an ASCII string whose plain byte order is the
 * order of `new Intl.Collator(language, { numeric: true })` (./collation.ts),
 * for lists a database pages through: stored beside the text and compared
 * bytewise by both engines (SQLite's BINARY, PostgreSQL's "C").
 *
 * Written by hand because neither engine can sort this way on its own
 * (better-sqlite3 has no collation API and no ICU; a PostgreSQL ICU collation
 * would give a different order from SQLite's) and no maintained JavaScript
 * library produces ICU sort keys. It follows the Unicode Collation Algorithm
 * as ICU applies it with CLDR's root order and its Spanish and Galician ñ, for
 * the characters of names written in the languages of Spain and their
 * neighbours: Latin letters with any accent of Latin-1 and Latin Extended-A,
 * the special Latin letters of those blocks (æ, ß, ø, ł, þ…), Catalan's l·l,
 * digits, spaces and the usual punctuation. Property tests compare it with
 * Intl.Collator (tests/domain/collation.test.ts). Any other character sorts
 * sensibly though not necessarily as ICU would: other punctuation and symbols
 * after the known ones and before digits, letters of other scripts after the
 * Latin ones, both by code point; unknown accents after the known ones;
 * control and format characters are ignored.
 *
 * Layout: primary weights (letters without accent or case, numbers), a space,
 * secondary weights (accents), a space, tertiary weights (case). The space is
 * below every weight, so a shorter level sorts first; trailing common weights
 * are left out (they are the lowest weights, so the order stays the same).
 */
import { DEFAULT_LANGUAGE, type Language } from './i18n/languages';

/** Languages whose alphabet has ñ as a letter of its own, after n. */
const N_TILDE_LETTER: ReadonlySet<Language> = new Set(['es', 'gl']);

const LEVEL_SEPARATOR = ' ';
/** The weight of an element with no accent (secondary) or no case (tertiary): the lowest. */
const COMMON = '!';

/** Fixed-width code point, for characters that sort by code point within their group. */
const CODE_DIGITS = '0123456789:;<=>?@ABCDEFGHIJKLMNOPQRSTUVWXYZ[\\]^_`abcdefghijklmno';
function fixedCode(value: number, width: number): string {
  let out = '';
  for (let i = 0; i < width; i++) {
    out = CODE_DIGITS[value % 64] + out;
    value = Math.floor(value / 64);
  }
  return out;
}

// Primary weights. Below them all, the level separator (' ').
const SYMBOL_LEAD = '!';
const OTHER_SYMBOL_LEAD = '"';
const NUMBER_LEAD = '#';
/** Digits that are not decimal digits (superscripts, fractions): after every number, before letters. */
const PLAIN_DIGIT_LEAD = '$';
const OTHER_LETTER_LEAD = '~';

/**
 * Spaces, punctuation and symbols in CLDR's root order; each gets SYMBOL_LEAD
 * and its rank. Variants of one of them (typographic quotes, other spaces)
 * share its primary weight and differ at a lower level (VARIANTS).
 */
const SYMBOLS = '\t\n\u000b\f\r\u0085 _-–—―,;:!¡?¿.·\'‹›"«»()[]{}§¶@*/\\&#%•′`´^¯¨¸°©®+±÷×<=>¬|¦~⁄¤¢$£¥€';
const SYMBOL_RANK = new Map([...SYMBOLS].map((ch, i) => [ch, String.fromCharCode(0x21 + i)]));

/** Latin letters with a primary weight of their own, in order; ñ is used only where it is a letter. */
const LETTERS = 'abcdefghiıjklmnñŋopqĸrstŧuvwxyzþʼ';
const LETTER_WEIGHT = new Map([...LETTERS].map((ch, i) => [ch, String.fromCharCode(0x25 + i)]));

// Secondary weights: the common one, then variants of typographic quotes, the
// accents in ICU's order, and the special marks some letters carry (all above
// the accents). Each is one character.
const SECONDARY_ORDER = [
  'quote1', 'quote2', 'quote3', 'quote4',
  '\u0301', '\u0300', '\u0306', '\u0302', '\u030c', '\u030a', '\u0308', '\u030b', '\u0303', '\u0307', '\u0338', '\u0327', '\u0328', '\u0304', '\u0335',
  'ae', 'oe', 'sharp-s', 'long-s', 'eth', 'middle-dot', 'other-mark',
] as const;
type SecondaryName = (typeof SECONDARY_ORDER)[number];
const SECONDARY = new Map<string, string>(SECONDARY_ORDER.map((name, i) => [name, String.fromCharCode(0x22 + i)]));
const secondary = (name: SecondaryName): string => SECONDARY.get(name)!;

// Tertiary weights: lower case and uncased, compatibility forms, upper case, their upper compatibility forms, superscripts.
const LOWER = COMMON;
const COMPAT = '"';
const UPPER = '#';
const COMPAT_UPPER = '$';
const SUPERSCRIPT = '%';

/** One collation element: a primary weight ('' for an accent), its accent weight and its case weight. */
interface Element {
  primary: string;
  secondary: string;
  tertiary: string;
}

const symbol = (ch: string, sec = COMMON, ter = LOWER): Element => ({ primary: SYMBOL_LEAD + SYMBOL_RANK.get(ch)!, secondary: sec, tertiary: ter });
const letter = (ch: string, ter: string, sec = COMMON): Element => ({ primary: LETTER_WEIGHT.get(ch)!, secondary: sec, tertiary: ter });
const mark = (name: SecondaryName | string): Element => ({ primary: '', secondary: SECONDARY.get(name) ?? secondary('other-mark'), tertiary: LOWER });

const plainDigit = (digit: string, ter: string): Element => ({ primary: PLAIN_DIGIT_LEAD + digit, secondary: COMMON, tertiary: ter });
const fraction = (over: string, under: string): Element[] => [plainDigit(over, COMPAT), symbol('⁄', COMMON, COMPAT), plainDigit(under, COMPAT)];

/** Characters that are variants of a symbol or expand to several elements. */
const VARIANTS: ReadonlyMap<string, readonly Element[]> = new Map([
  // The no-break spaces carry the no-break tertiary weight (above a space's); the en, em and thin spaces are compatibility spaces.
  ['\u00a0', [symbol(' ', COMMON, UPPER)]],
  ['\u202f', [symbol(' ', COMMON, UPPER)]],
  ['\u2002', [symbol(' ', COMMON, COMPAT)]],
  ['\u2003', [symbol(' ', COMMON, COMPAT)]],
  ['\u2009', [symbol(' ', COMMON, COMPAT)]],
  ['‘', [symbol("'", secondary('quote1'))]],
  ['’', [symbol("'", secondary('quote2'))]],
  ['‚', [symbol("'", secondary('quote3'))]],
  ['‛', [symbol("'", secondary('quote4'))]],
  ['“', [symbol('"', secondary('quote1'))]],
  ['”', [symbol('"', secondary('quote2'))]],
  ['„', [symbol('"', secondary('quote3'))]],
  ['‟', [symbol('"', secondary('quote4'))]],
  ['…', [symbol('.', COMMON, COMPAT), symbol('.', COMMON, COMPAT), symbol('.', COMMON, COMPAT)]],
  ['″', [symbol('′', COMMON, COMPAT), symbol('′', COMMON, COMPAT)]],
  ['¹', [plainDigit('1', SUPERSCRIPT)]],
  ['²', [plainDigit('2', SUPERSCRIPT)]],
  ['³', [plainDigit('3', SUPERSCRIPT)]],
  ['¼', fraction('1', '4')],
  ['½', fraction('1', '2')],
  ['¾', fraction('3', '4')],
]);

/** Special Latin letters: their elements in lower case and in upper case. */
function specialLetter(lower: string, upper: string | null, build: (ter: string) => Element[]): [string, Element[]][] {
  return [[lower, build(LOWER)], ...(upper ? ([[upper, build(UPPER)]] as [string, Element[]][]) : [])];
}
const SPECIAL_LETTERS: ReadonlyMap<string, readonly Element[]> = new Map([
  ...specialLetter('æ', 'Æ', (t) => [letter('a', t), mark('ae'), letter('e', t)]),
  ...specialLetter('œ', 'Œ', (t) => [letter('o', t), mark('oe'), letter('e', t)]),
  ...specialLetter('ß', 'ẞ', (t) => [letter('s', t), mark('sharp-s'), letter('s', t)]),
  ...specialLetter('ø', 'Ø', (t) => [letter('o', t), mark('\u0338')]),
  ...specialLetter('ł', 'Ł', (t) => [letter('l', t), mark('\u0335')]),
  ...specialLetter('đ', 'Đ', (t) => [letter('d', t), mark('\u0335')]),
  ...specialLetter('ħ', 'Ħ', (t) => [letter('h', t), mark('\u0335')]),
  ...specialLetter('ð', 'Ð', (t) => [letter('d', t), mark('eth')]),
  ...specialLetter('ſ', null, (t) => [letter('s', t), mark('long-s')]),
  ...specialLetter('ŀ', 'Ŀ', (t) => [letter('l', t), mark('middle-dot')]),
  ...specialLetter('þ', 'Þ', (t) => [letter('þ', t)]),
  ...specialLetter('ı', null, (t) => [letter('ı', t)]),
  ...specialLetter('ĸ', null, (t) => [letter('ĸ', t)]),
  ...specialLetter('ŋ', 'Ŋ', (t) => [letter('ŋ', t)]),
  ...specialLetter('ŧ', 'Ŧ', (t) => [letter('ŧ', t)]),
  ['ʼ', [letter('ʼ', LOWER)]],
  ['ĳ', [letter('i', COMPAT), letter('j', COMPAT)]],
  ['Ĳ', [letter('i', COMPAT_UPPER), letter('j', COMPAT_UPPER)]],
  ['ŉ', [letter('ʼ', COMPAT), letter('n', COMPAT)]],
  ['ª', [letter('a', SUPERSCRIPT)]],
  ['º', [letter('o', SUPERSCRIPT)]],
]);

const ASCII_LETTER = /^[A-Za-z]$/;
const DIGIT = /^[0-9]$/;
const COMBINING_MARK = /^\p{M}$/u;
const IGNORABLE = /^[\p{Cc}\p{Cf}]$/u;
const SYMBOL_LIKE = /^[\p{P}\p{S}\p{Z}]$/u;

/** ICU splits longer runs of digits into numbers of this many digits. */
const MAX_NUMBER_DIGITS = 254;

/** A run of digits as one element that sorts by its value: leading zeros dropped, then its length, then its digits. */
function numberElement(digits: string): Element {
  return { primary: NUMBER_LEAD + fixedCode(digits.length, 2) + digits, secondary: COMMON, tertiary: LOWER };
}

function pushNumber(out: Element[], run: string): void {
  const significant = run.replace(/^0+/, '');
  if (significant === '') {
    out.push(numberElement(''));
    return;
  }
  for (let i = 0; i < significant.length; i += MAX_NUMBER_DIGITS) out.push(numberElement(significant.slice(i, i + MAX_NUMBER_DIGITS)));
}

function otherElement(ch: string): Element | null {
  if (IGNORABLE.test(ch)) return null;
  const code = ch.codePointAt(0)!;
  if (SYMBOL_LIKE.test(ch)) return { primary: OTHER_SYMBOL_LEAD + fixedCode(code, 4), secondary: COMMON, tertiary: LOWER };
  const lower = ch.toLowerCase();
  const base = [...lower].length === 1 ? lower.codePointAt(0)! : code;
  return { primary: OTHER_LETTER_LEAD + fixedCode(base, 4), secondary: COMMON, tertiary: lower === ch ? LOWER : UPPER };
}

/** The collation elements of a text, in order. */
function elementsOf(text: string, language: Language): Element[] {
  const chars = [...text.normalize('NFD')];
  const nLetter = N_TILDE_LETTER.has(language);
  const out: Element[] = [];
  for (let i = 0; i < chars.length; i++) {
    const ch = chars[i];
    if (DIGIT.test(ch)) {
      let end = i;
      while (end + 1 < chars.length && DIGIT.test(chars[end + 1])) end++;
      pushNumber(out, chars.slice(i, end + 1).join(''));
      i = end;
      continue;
    }
    if (ASCII_LETTER.test(ch)) {
      const lower = ch.toLowerCase();
      const ter = lower === ch ? LOWER : UPPER;
      const next = chars[i + 1];
      if (nLetter && lower === 'n' && next === '\u0303') {
        out.push(letter('ñ', ter));
        i++;
      } else if (lower === 'l' && next === '·') {
        // Catalan's l·l: the middle dot after an l is an accent of the l (ICU's root contraction).
        out.push(letter('l', ter), mark('middle-dot'));
        i++;
      } else {
        out.push(letter(lower, ter));
      }
      continue;
    }
    if (COMBINING_MARK.test(ch)) {
      out.push(mark(ch));
      continue;
    }
    const known = SPECIAL_LETTERS.get(ch) ?? VARIANTS.get(ch);
    if (known) {
      out.push(...known);
      continue;
    }
    if (SYMBOL_RANK.has(ch)) {
      out.push(symbol(ch));
      continue;
    }
    const other = otherElement(ch);
    if (other) out.push(other);
  }
  return out;
}

/** One level's weights with the trailing common ones left out. */
function levelOf(weights: string[]): string {
  let end = weights.length;
  while (end > 0 && weights[end - 1] === COMMON) end--;
  return weights.slice(0, end).join('');
}

/**
 * The sort key of a text for readers of `language`: comparing two keys as
 * plain bytes (or JavaScript strings) gives the order of
 * `new Intl.Collator(language, { numeric: true })` for the characters this
 * module knows (see above); texts the collator finds equal get equal keys.
 */
export function sortKey(text: string, language: Language = DEFAULT_LANGUAGE): string {
  const elements = elementsOf(text, language);
  let primary = '';
  const secondaries: string[] = [];
  const tertiaries: string[] = [];
  for (const element of elements) {
    primary += element.primary;
    secondaries.push(element.secondary);
    tertiaries.push(element.tertiary);
  }
  return primary + LEVEL_SEPARATOR + levelOf(secondaries) + LEVEL_SEPARATOR + levelOf(tertiaries);
}
