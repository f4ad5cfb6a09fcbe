/**
 * Which catalogue each language speaks (src/client/i18n/catalogues.ts): the
 * public part until the staff application is on its way, then the full one,
 * for the language of the moment and for every language chosen afterwards.
 * A fresh copy of the module, since the test setup already asked for the full ones.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';

type Catalogues = typeof import('../../../src/client/i18n/catalogues');
let catalogues: Catalogues;

beforeEach(async () => {
  vi.resetModules();
  catalogues = await import('../../../src/client/i18n/catalogues');
});

const has = (messages: unknown, path: string) => path.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], messages) !== undefined;

describe('the catalogue in use', () => {
  it('is the public part until the staff application asks for the full ones', async () => {
    expect(has(catalogues.loadedCatalogue('es'), 'gatera.publico.demo.titulo')).toBe(true);
    expect(has(catalogues.loadedCatalogue('es'), 'ra.action.save')).toBe(false);
    expect(catalogues.loadedCatalogue('ca')).toBeUndefined();
    const catalan = await catalogues.loadCatalogue('ca');
    expect(catalan).toBe(await catalogues.PUBLIC_CATALOGUE_LOADERS.ca());
    expect(has(catalan, 'ra.action.save')).toBe(false);
  });

  it('is the full one from then on, for the language on screen and for every one chosen later', async () => {
    await catalogues.loadFullCatalogues('es');
    expect(has(catalogues.loadedCatalogue('es'), 'ra.action.save')).toBe(true);
    expect(has(catalogues.loadedCatalogue('es'), 'gatera.publico.demo.titulo')).toBe(true);
    const basque = await catalogues.loadCatalogue('eu');
    expect(has(basque, 'ra.action.save')).toBe(true);
    expect(catalogues.loadedCatalogue('eu')).toBe(basque);
  });

  it('a language whose public part was on its way when the staff application was asked for still gets its full one', async () => {
    const choosing = catalogues.loadCatalogue('gl');
    await catalogues.loadFullCatalogues('es');
    expect(has(await choosing, 'ra.action.save')).toBe(true);
  });
});
