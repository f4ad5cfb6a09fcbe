/** Every server catalogue has exactly the Spanish keys, and `{%{name}}` placeholders match. */
import { describe, expect, it } from 'vitest';
import { serverSpanish, type ServerTree } from '../../../src/server/i18n/es';
import { SERVER_CATALOGUES, serverText, translateMessage } from '../../../src/server/i18n/index';
import { AUTH_MESSAGES } from '../../../src/domain/messages';
import { REQUIRED_MESSAGES } from '../../../src/domain/validation';
import { pickLanguage, parseLanguageSettings } from '../../../src/domain/i18n/languages';

function flat(tree: ServerTree, prefix = ''): Record<string, string> {
  return Object.fromEntries(
    Object.entries(tree).flatMap(([key, value]) => (typeof value === 'string' ? [[`${prefix}${key}`, value]] : Object.entries(flat(value, `${prefix}${key}.`)))),
  );
}

const placeholders = (text: string) => [...text.matchAll(/%\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('server catalogues', () => {
  const spanish = flat(serverSpanish());

  it("gathers every fixed message of the API that the domain's catalogue does not hold", () => {
    expect(Object.keys(spanish).length).toBeGreaterThan(130);
    expect(spanish['errors.badCredentials']).toBe('Usuario o contraseña incorrectos.');
    expect(spanish['auth.loginFailed']).toBeUndefined();
  });

  it("reads the domain's keys in every language, the server's own messages beside them", () => {
    expect(serverText('es', AUTH_MESSAGES.loginFailed)).toBe('Usuario o contraseña incorrectos.');
    expect(serverText('eu', AUTH_MESSAGES.loginFailed)).toBe('Erabiltzailea edo pasahitza okerra da.');
    expect(serverText('gl', REQUIRED_MESSAGES.colonia.nombre)).toBe('O nome da colonia é obrigatorio');
    expect(translateMessage(REQUIRED_MESSAGES.colonia.nombre, 'es')).toBe('El nombre de la colonia es obligatorio');
    expect(serverText('ca', 'errors.notFound')).toBe("No s'ha trobat el recurs.");
  });

  for (const [language, tree] of Object.entries(SERVER_CATALOGUES)) {
    it(`${language} has the Spanish keys, no more, no fewer, with the same placeholders`, () => {
      const ours = flat(tree);
      expect({ missing: Object.keys(spanish).filter((k) => !(k in ours)), extra: Object.keys(ours).filter((k) => !(k in spanish)) }).toEqual({ missing: [], extra: [] });
      for (const key of Object.keys(spanish)) expect(placeholders(ours[key]), `${language} ${key}`).toEqual(placeholders(spanish[key]));
      const same = Object.keys(spanish).filter((k) => ours[k] === spanish[k] && !/^(validation\.typeJoin|cer\.campanaNombre|backups\.restored|errors\.unsupportedMediaType)$/.test(k));
      expect(same.length, `${language}: untranslated ${same.join(', ')}`).toBeLessThan(12);
    });
  }

  it('translates a Spanish message and leaves unknown text alone', () => {
    expect(translateMessage('Usuario o contraseña incorrectos.', 'eu')).toBe('Erabiltzailea edo pasahitza okerra da.');
    expect(translateMessage('Usuario o contraseña incorrectos.', 'es')).toBe('Usuario o contraseña incorrectos.');
    expect(translateMessage('Texto que no está en el catálogo', 'gl')).toBe('Texto que no está en el catálogo');
    // The street work and the settings answer in the request's language too.
    expect(translateMessage('El turno no existe.', 'gl')).toBe('A quenda non existe.');
    expect(translateMessage('El escudo debe ser una imagen PNG, JPEG o WebP.', 'ca')).toBe("L'escut ha de ser una imatge PNG, JPEG o WebP.");
  });
});

describe('choosing the language', () => {
  it('follows Accept-Language by quality among the offered languages', () => {
    const all = ['es', 'ca', 'eu', 'gl', 'en'] as const;
    expect(pickLanguage('eu-ES,eu;q=0.9,es;q=0.8', all)).toBe('eu');
    expect(pickLanguage('fr-FR,gl;q=0.5,en;q=0.7', all)).toBe('en');
    expect(pickLanguage('ca-ES-valencia', all)).toBe('ca');
    expect(pickLanguage('fr,de', all)).toBeNull();
    expect(pickLanguage('en', ['es', 'gl'])).toBeNull();
  });

  it('reads IDIOMAS and IDIOMA_POR_DEFECTO, and refuses unknown codes', () => {
    expect(parseLanguageSettings(undefined, undefined)).toEqual({ offered: ['es', 'ca', 'eu', 'gl', 'en'], fallback: 'es' });
    expect(parseLanguageSettings('gl, es', 'gl')).toEqual({ offered: ['es', 'gl'], fallback: 'gl' });
    expect(parseLanguageSettings('eu', 'es')).toEqual({ offered: ['es', 'eu'], fallback: 'es' });
    expect(() => parseLanguageSettings('es,fr', 'es')).toThrow(/IDIOMAS/);
    expect(() => parseLanguageSettings('', 'xx')).toThrow(/IDIOMA_POR_DEFECTO/);
  });
});
