import { describe, expect, it } from 'vitest';
import englishMessages from 'ra-language-english';
import { spanishMessages } from '../../src/client/i18n/es';
import { i18nProvider } from '../../src/client/i18n/i18nProvider';

type Tree = { [key: string]: unknown };

function keys(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null ? keys(value as Tree, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

function valueAt(tree: Tree, key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node as Tree)?.[part], tree);
}

describe('the Spanish catalogue', () => {
  const english = keys(englishMessages as unknown as Tree);

  it('has every key of react-admin 5 English messages, each a text', () => {
    expect(english.length).toBeGreaterThan(150);
    const ours = new Set(keys(spanishMessages as unknown as Tree));
    expect(english.filter((key) => !ours.has(key))).toEqual([]);
    for (const key of english) expect(typeof valueAt(spanishMessages as unknown as Tree, key), key).toBe('string');
  });

  it('is really Spanish: no text left in English (except the ones that read the same)', () => {
    const same = new Set(['ra.boolean.null', 'ra.boolean.false', 'ra.message.no', 'ra.page.list', 'ra.page.edit', 'ra.page.show', 'ra.navigation.page_range_info', 'ra.configurable.inspector.title']);
    const untranslated = english.filter(
      (key) => !same.has(key) && valueAt(spanishMessages as unknown as Tree, key) === valueAt(englishMessages as unknown as Tree, key),
    );
    expect(untranslated).toEqual([]);
  });

  it('translates through the provider, with plurals and the app messages', () => {
    expect(i18nProvider.getLocale()).toBe('es');
    expect(i18nProvider.translate('ra.action.export')).toBe('Exportar');
    expect(i18nProvider.translate('ra.navigation.next')).toBe('Siguiente');
    expect(i18nProvider.translate('ra.navigation.previous')).toBe('Anterior');
    expect(i18nProvider.translate('ra.page.loading')).toBe('Cargando...');
    expect(i18nProvider.translate('ra.notification.deleted', { smart_count: 3 })).toBe('3 elementos eliminados');
    expect(i18nProvider.translate('ra.notification.deleted', { smart_count: 1 })).toBe('Elemento eliminado');
    expect(i18nProvider.translate('auth.termsFailed')).toBe('No se pudieron aceptar los términos demo.');
  });
});
