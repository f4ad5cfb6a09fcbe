/**
 * The translated screens rendered in each language show no Spanish
 * left over: no text of the catalogue's Spanish side (where the language says
 * it differently) appears, in text, labels, titles or placeholders.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { AdminContext } from 'react-admin';
import { i18nProvider } from '../../../src/client/i18n/i18nProvider';
import { setLanguage } from '../../../src/client/i18n/language';
import { TranslationProvider } from '../../../src/client/i18n/TranslationProvider';
import { PublicShell } from '../../../src/client/layout/PublicShell';
import { LandingPage } from '../../../src/client/publico/LandingPage';
import { LoginPage } from '../../../src/client/cuenta/LoginPage';
import { GateraAppBar } from '../../../src/client/layout/GateraAppBar';
import { GroupedMenu } from '../../../src/client/layout/GroupedMenu';
import { DemoNotice } from '../../../src/client/layout/DemoNotice';
import { Footer } from '../../../src/client/layout/Footer';
import { SkipLink } from '../../../src/client/layout/SkipLink';
import { resetSettingsCache } from '../../../src/client/providers/settings';
import { LANGUAGES } from '../../../src/domain/i18n/languages';
import { ROLES } from '../../../src/domain/roles';
import { fakeApi, storeRaw, tokenExpiringIn, user } from '../fakes';
import { leftovers } from './leftovers';

const settings = { municipio_nombre: 'Sigüenza', provincia: 'Guadalajara', municipio_lat: 41, municipio_lon: -2.6, radio_km: 3, map_zoom: 14, tile_url: '', tile_attribution: '', contact_email: 'soporte@gatera.es', aviso_demo: true, idiomas: [...LANGUAGES] };

function Frame({ children }: { children: ReactNode }) {
  return (
    <MemoryRouter>
      <TranslationProvider>
        <PublicShell>{children}</PublicShell>
      </TranslationProvider>
    </MemoryRouter>
  );
}

beforeEach(() => {
  fakeApi((call) => (call.url.endsWith('/api/settings') ? { body: settings } : undefined));
});

afterEach(async () => {
  vi.unstubAllGlobals();
  resetSettingsCache();
  await setLanguage('es');
});

const PAGES: [string, () => ReactNode][] = [
  ['the landing page', () => <Frame><LandingPage /></Frame>],
  ['the login page', () => <Frame><LoginPage /></Frame>],
  ...ROLES.map(
    (role): [string, () => ReactNode] => [
      `the staff frame of a ${role}`,
      () => (
        <MemoryRouter>
          <AdminContext i18nProvider={i18nProvider}>
            <SkipLink />
            <GateraAppBar />
            <GroupedMenu />
            <DemoNotice />
            <Footer />
          </AdminContext>
        </MemoryRouter>
      ),
    ],
  ),
];

describe.each(LANGUAGES.filter((code) => code !== 'es'))('screens in %s', (language) => {
  it.each(PAGES)('%s has no Spanish left over', async (name, page) => {
    const role = /staff frame of a (\w+)/.exec(name)?.[1];
    if (role) storeRaw(tokenExpiringIn(3600), user({ role: role as (typeof ROLES)[number] }));
    await setLanguage(language);
    render(page());
    await waitFor(() => expect(document.documentElement.lang).toBe(language));
    if (name.includes('staff')) await screen.findByRole('link', { name: /soporte@gatera\.es/ });
    expect(await leftovers(language)).toEqual([]);
  });
});

describe('the check itself', () => {
  it('sees Spanish when the screens are in Spanish', async () => {
    await setLanguage('es');
    render(<Frame><LandingPage /></Frame>);
    expect(await leftovers('eu')).toContain('Gestión de colonias felinas para tu municipio');
  });

  it('switches a page already on screen when the language is chosen in the selector', async () => {
    render(<Frame><LandingPage /></Frame>);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Gestión de colonias felinas para tu municipio');
    await userEvent.click(screen.getByRole('button', { name: /Idioma: Español/ }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Euskara' }));
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Katu-kolonien kudeaketa zure udalerrirako'));
    expect(document.documentElement.lang).toBe('eu');
    expect(localStorage.getItem('gatera.idioma')).toBe('eu');
    expect(screen.getByRole('navigation', { name: 'Menu publikoa' })).toHaveTextContent('Hasiera');
  });
});
