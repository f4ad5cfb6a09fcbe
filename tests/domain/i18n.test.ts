/** The domain's catalogues: the same keys in every language, texts with the same placeholders, keys the rules answer. */
import { describe, expect, it } from 'vitest';
import { DOMAIN_CATALOGUES, domainText, isDomainKey, spanishText } from '../../src/domain/i18n/index';
import { formatText, keysOf, lookup, mergeCatalogues, type Tree } from '../../src/domain/i18n/catalogue';
import { LANGUAGES } from '../../src/domain/i18n/languages';
import { AUTH_MESSAGES, GATO_MESSAGES } from '../../src/domain/messages';
import { passwordError, REQUIRED_MESSAGES } from '../../src/domain/validation';

function flat(tree: Tree, prefix = ''): Record<string, string> {
  return Object.fromEntries(
    Object.entries(tree).flatMap(([key, value]) => (typeof value === 'string' ? [[`${prefix}${key}`, value]] : Object.entries(flat(value, `${prefix}${key}.`)))),
  );
}
const placeholders = (text: string) => [...text.matchAll(/%\{(\w+)\}/g)].map((m) => m[1]).sort();

describe("the domain's catalogues", () => {
  const spanish = flat(DOMAIN_CATALOGUES.es);

  for (const language of LANGUAGES.filter((code) => code !== 'es')) {
    it(`${language}: exactly the Spanish keys, each with the same placeholders and plural forms, really translated`, () => {
      const ours = flat(DOMAIN_CATALOGUES[language]);
      expect({ missing: Object.keys(spanish).filter((k) => !(k in ours)), extra: Object.keys(ours).filter((k) => !(k in spanish)) }).toEqual({ missing: [], extra: [] });
      for (const key of Object.keys(spanish)) {
        expect(placeholders(ours[key]), `${language} ${key}`).toEqual(placeholders(spanish[key]));
        expect(ours[key].split('||||').length, `${language} ${key}`).toBe(spanish[key].split('||||').length);
      }
      const same = Object.keys(spanish).filter((key) => ours[key] === spanish[key] && spanish[key].length > 12);
      expect(same.length, `${language}: ${same.join(', ')}`).toBeLessThan(Object.keys(spanish).length / 5);
    });
  }

  it('the rules answer keys, whose Spanish is the original wording', () => {
    expect(passwordError('corta')).toBe('password.length');
    expect(spanishText(passwordError('corta')!)).toBe('La contraseña debe tener al menos 8 caracteres');
    expect(spanishText(AUTH_MESSAGES.termsFailed)).toBe('No se pudieron aceptar los términos demo.');
    expect(spanishText(REQUIRED_MESSAGES.gato.imagen)).toBe('Debe subir una imagen');
    expect(spanishText(GATO_MESSAGES.baja)).toBe('Gato dado de baja exitosamente.');
    expect(domainText('en', AUTH_MESSAGES.loginFailed)).toBe('Wrong username or password.');
    expect(isDomainKey(AUTH_MESSAGES.loginFailed)).toBe(true);
    expect(isDomainKey('Usuario o contraseña incorrectos.')).toBe(false);
    expect(domainText('ca', 'Un texto cualquiera.')).toBe('Un texto cualquiera.');
  });
});

describe('catalogue helpers', () => {
  it('merges parts and refuses a key given two different texts', () => {
    expect(mergeCatalogues({ a: { b: 'x' } }, { a: { c: 'y' } }, { d: 'z' })).toEqual({ a: { b: 'x', c: 'y' }, d: 'z' });
    expect(mergeCatalogues({ a: 'x' }, { a: 'x' })).toEqual({ a: 'x' });
    expect(() => mergeCatalogues({ a: { b: 'x' } }, { a: { b: 'otra' } })).toThrow(/«b»/);
    expect(() => mergeCatalogues({ a: { b: 'x' } }, { a: 'texto' })).toThrow(/«a»/);
  });

  it('gives each text its key, finds a key, fills placeholders and picks the plural', () => {
    expect(keysOf({ auth: { ok: 'Hecho', sub: { no: 'No' } } })).toEqual({ auth: { ok: 'auth.ok', sub: { no: 'auth.sub.no' } } });
    expect(lookup({ a: { b: 'x' } }, 'a.b')).toBe('x');
    expect(lookup({ a: { b: 'x' } }, 'a')).toBeUndefined();
    expect(lookup({ a: { b: 'x' } }, 'Recurso no encontrado.')).toBeUndefined();
    expect(formatText('%{n} gato |||| %{n} gatos', { n: 1, smart_count: 1 })).toBe('1 gato');
    expect(formatText('%{n} gato |||| %{n} gatos', { n: 3, smart_count: 3 })).toBe('3 gatos');
    expect(formatText('Hola %{nombre} %{otro}', { nombre: 'Ana' })).toBe('Hola Ana %{otro}');
  });
});
