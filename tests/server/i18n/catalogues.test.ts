/** Every server catalogue has exactly the Spanish keys, `{%{name}}` placeholders match, and messages are read by key only. */
import { describe, expect, it } from 'vitest';
import { serverSpanish, type ServerTree } from '../../../src/server/i18n/es';
import { SERVER_KEYS } from '../../../src/server/i18n/keys';
import { LANGUAGES } from '../../../src/domain/i18n/languages';
import { lookup } from '../../../src/domain/i18n/catalogue';
import { DOMAIN_CATALOGUES } from '../../../src/domain/i18n/index';
import { CAMPANA_KEYS } from '../../../src/domain/campanas';
import { ADOPCION_KEYS } from '../../../src/domain/adopciones';
import { CER_API_KEYS } from '../../../src/domain/cer';
import { isMessageKey, SERVER_CATALOGUES, serverText, translateMessage } from '../../../src/server/i18n/index';
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
  const spanish = flat(serverSpanish);

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

  it('reads a key in every language, Spanish included', () => {
    expect(translateMessage(SERVER_KEYS.errors.badCredentials, 'es')).toBe('Usuario o contraseña incorrectos.');
    expect(translateMessage(SERVER_KEYS.errors.badCredentials, 'eu')).toBe('Erabiltzailea edo pasahitza okerra da.');
    // The street work and the settings answer in the request's language too.
    expect(translateMessage(SERVER_KEYS.calle.turnoNotFound, 'gl')).toBe('A quenda non existe.');
    expect(translateMessage(SERVER_KEYS.ajustes.escudoTipo, 'ca')).toBe("L'escut ha de ser una imatge PNG, JPEG o WebP.");
    // Messages the screens show too live in the domain's catalogue, read the same way.
    expect(translateMessage(CAMPANA_KEYS.notFound, 'es')).toBe('La campaña no existe.');
    expect(translateMessage(ADOPCION_KEYS.gatoNoAdoptable, 'en')).toBe(serverText('en', 'adopciones.gatoNoAdoptable'));
    expect(translateMessage(CER_API_KEYS.notFound, 'ca')).toBe('El cens no existeix.');
  });

  it('never turns a Spanish sentence back into a key: a text that is not a key leaves as it is', () => {
    for (const language of LANGUAGES) {
      expect(translateMessage('Usuario o contraseña incorrectos.', language)).toBe('Usuario o contraseña incorrectos.');
      expect(translateMessage('El turno no existe.', language)).toBe('El turno no existe.');
      expect(translateMessage('Texto que no está en el catálogo', language)).toBe('Texto que no está en el catálogo');
    }
  });

  it('has every key the server throws, in all five languages', () => {
    const server = Object.values(flat(SERVER_KEYS as ServerTree));
    const domain = [CAMPANA_KEYS, ADOPCION_KEYS, CER_API_KEYS].flatMap((keys) => Object.values(flat(keys as ServerTree)));
    expect(server.length + domain.length).toBeGreaterThan(190);
    for (const language of LANGUAGES) {
      const own = flat(language === 'es' ? serverSpanish : SERVER_CATALOGUES[language]);
      for (const key of server) expect(own[key], `${language} ${key}`).toEqual(expect.any(String));
      for (const key of domain) expect(lookup(DOMAIN_CATALOGUES[language], key), `${language} ${key}`).toEqual(expect.any(String));
    }
    for (const key of [...server, ...domain]) expect(isMessageKey(key), key).toBe(true);
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
