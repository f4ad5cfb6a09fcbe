/**
 * The pages outside react-admin translate with their language's public
 * catalogue alone (src/client/i18n/public/<language>.ts): the landing page
 * downloads nothing else, so a key they ask for that is not in it would show
 * as the key. Every public page, the frame for a signed-in person and the demo
 * terms screen are rendered here in each language with only that catalogue,
 * and no text they ask for may be missing. The public catalogues are also
 * checked against the full ones: the same keys in every language, each with
 * the full catalogue's text.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import type { ComponentType, ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { I18nContext, type TranslationMessages } from 'react-admin';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { PUBLIC_CATALOGUE_LOADERS } from '../../../src/client/i18n/catalogues';
import { loadCatalogue } from '../../../src/client/i18n/catalogues';
import { PublicShell } from '../../../src/client/layout/PublicShell';
import { TermsScreen } from '../../../src/client/layout/TermsScreen';
import { publicRoutes } from '../../../src/client/publico/publicRoutes';
import { resetSettingsCache } from '../../../src/client/providers/settings';
import { LANGUAGES, type Language } from '../../../src/domain/i18n/languages';
import { fakeApi, storeRaw, tokenExpiringIn, user } from '../fakes';

type Tree = { [key: string]: unknown };
const flat = (tree: Tree, prefix = ''): Record<string, unknown> =>
  Object.fromEntries(
    Object.entries(tree).flatMap(([key, value]) => (typeof value === 'object' && value !== null ? Object.entries(flat(value as Tree, `${prefix}${key}.`)) : [[`${prefix}${key}`, value]])),
  );

const settings = { municipio_nombre: 'Sigüenza', provincia: 'Guadalajara', municipio_lat: 41, municipio_lon: -2.6, radio_km: 3, map_zoom: 14, tile_url: '', tile_attribution: '', contact_email: 'soporte@gatera.es', aviso_demo: true, idiomas: [...LANGUAGES] };

beforeEach(() => {
  fakeApi((call) => (call.url.endsWith('/api/settings') ? { body: settings } : undefined));
});

afterEach(() => {
  vi.unstubAllGlobals();
  resetSettingsCache();
});

/** Renders `ui` translated with `language`'s public catalogue only; answers the keys it asked for that the catalogue lacks. */
async function missingKeys(language: Language, ui: ReactNode, path = '/'): Promise<string[]> {
  const messages = await PUBLIC_CATALOGUE_LOADERS[language]();
  const missing = new Set<string>();
  const provider = polyglotI18nProvider(() => messages, language, [], {
    onMissingKey: (key: string) => {
      missing.add(key);
      return key;
    },
  });
  render(
    <MemoryRouter initialEntries={[path]}>
      <I18nContext.Provider value={provider}>
        <PublicShell>{ui}</PublicShell>
      </I18nContext.Provider>
    </MemoryRouter>,
  );
  await waitFor(() => expect(screen.getAllByRole('heading').length).toBeGreaterThan(0));
  // The council's settings arrive after the first render (contact address, demo notice).
  await screen.findAllByText(/soporte@gatera\.es/);
  return [...missing].sort();
}

const pages = [...new Map(publicRoutes.map((route) => [route.load, route])).values()];

describe.each(LANGUAGES)('the public pages in %s', (language) => {
  it.each(pages.map((route) => [route.path, route] as const))('%s asks for no text outside the public catalogue', async (path, route) => {
    const Page: ComponentType = await route.load();
    expect(await missingKeys(language, <Page />, path)).toEqual([]);
  });

  it('the frame of a signed-in person (the link to the application) asks for none either', async () => {
    storeRaw(tokenExpiringIn(3600), user({ role: 'voluntario' }));
    const Landing = await publicRoutes[0].load();
    expect(await missingKeys(language, <Landing />)).toEqual([]);
    expect(screen.getAllByRole('link', { name: /./ }).some((link) => link.getAttribute('href') === '/hoy')).toBe(true);
  });

  it('the demo terms screen asks for none either', async () => {
    storeRaw(tokenExpiringIn(3600), user({ accepted_demo_terms: false }));
    expect(await missingKeys(language, <TermsScreen />)).toEqual([]);
  });
});

describe('the public catalogues', () => {
  it('have the same keys in every language', async () => {
    const spanish = Object.keys(flat((await PUBLIC_CATALOGUE_LOADERS.es()) as unknown as Tree)).sort();
    for (const language of LANGUAGES) {
      expect({ language, keys: Object.keys(flat((await PUBLIC_CATALOGUE_LOADERS[language]()) as unknown as Tree)).sort() }).toEqual({ language, keys: spanish });
    }
  });

  it.each(LANGUAGES)('%s: each public text is the full catalogue’s text for that key', async (language) => {
    const full = flat((await loadCatalogue(language)) as TranslationMessages as unknown as Tree);
    const ours = flat((await PUBLIC_CATALOGUE_LOADERS[language]()) as unknown as Tree);
    const differing = Object.keys(ours).filter((key) => full[key] !== ours[key]);
    expect(differing).toEqual([]);
  });
});
