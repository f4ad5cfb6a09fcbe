/**
 * The screens written before the catalogue (audit, backups, users,
 * volunteers, the account pages, the charts, the demo terms and the public
 * pages) rendered in each language show no Spanish left over, with their data,
 * their validation messages and their dialogs on screen.
 */
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { AdminContext } from 'react-admin';
import { i18nProvider } from '../../../src/client/i18n/i18nProvider';
import { dataProvider } from '../../../src/client/providers/dataProvider';
import { setLanguage } from '../../../src/client/i18n/language';
import { TranslationProvider } from '../../../src/client/i18n/TranslationProvider';
import { PublicShell } from '../../../src/client/layout/PublicShell';
import { TermsScreen } from '../../../src/client/layout/TermsScreen';
import { ErrorBoundary } from '../../../src/client/layout/ErrorBoundary';
import { AuditoriaPage } from '../../../src/client/auditoria/AuditoriaPage';
import { BackupsPage } from '../../../src/client/backups/BackupsPage';
import { UsuariosPage } from '../../../src/client/usuarios/UsuariosPage';
import { GestionVoluntariosPage } from '../../../src/client/voluntarios/GestionVoluntariosPage';
import { PersonasAsignadasPage } from '../../../src/client/voluntarios/PersonasAsignadasPage';
import { CambiarContrasenaPage } from '../../../src/client/cuenta/CambiarContrasenaPage';
import { ResetearContrasenaPage } from '../../../src/client/cuenta/ResetearContrasenaPage';
import { SolicitarRecuperacionPage } from '../../../src/client/cuenta/SolicitarRecuperacionPage';
import GraficosPage from '../../../src/client/graficos/GraficosPage';
import { ContactoPage } from '../../../src/client/publico/ContactoPage';
import { DemoPage } from '../../../src/client/publico/DemoPage';
import { DescubrenosPage } from '../../../src/client/publico/DescubrenosPage';
import { QuienesSomosPage } from '../../../src/client/publico/QuienesSomosPage';
import { CondicionesUsoPage } from '../../../src/client/publico/CondicionesUsoPage';
import { NoAutorizadoPage } from '../../../src/client/publico/NoAutorizadoPage';
import { NotFoundContent } from '../../../src/client/routing/NotFoundContent';
import { resetSettingsCache } from '../../../src/client/providers/settings';
import { LANGUAGES } from '../../../src/domain/i18n/languages';
import { fakeApi, storeRaw, tokenExpiringIn, user } from '../fakes';
import { leftovers } from './leftovers';
import { jsxLiterals } from './jsxLiterals';
import debt from './jsxLiteralsDebt.json';

/**
 * The shared components these screens use (the pagination bar, the date
 * input) are still in the debt list; their literals are theirs to pay, not
 * these screens'. The allowance shrinks with the list.
 */
const OWED_BY_COMPONENTS = new Set(
  Object.keys(debt)
    .filter((file) => file.startsWith('components/'))
    .flatMap((file) => jsxLiterals(path.resolve(__dirname, '../../../src/client', file)).map((literal) => literal.text)),
);

const settings = { municipio_nombre: 'Sigüenza', provincia: 'Guadalajara', municipio_lat: 41, municipio_lon: -2.6, radio_km: 3, map_zoom: 14, tile_url: '', tile_attribution: '', contact_email: 'soporte@gatera.es', aviso_demo: true, idiomas: [...LANGUAGES] };

const account = { nombre: null, email: 'x@ayto.es', accepted_terms: true, accepted_demo_terms: true, accepted_terms_at: null, accepted_demo_terms_at: null };
const API: Record<string, unknown> = {
  '/api/settings': settings,
  '/api/auditoria/': [{ id: 1, at: '2025-03-29T10:00:00Z', username: null, accion: 'crear', entidad: 'gatos', entidad_id: '7', detalle: 'Michi' }],
  '/api/backup/backup/list': { backups: ['backup_full_20250329184512.sql'] },
  '/api/usuarios/': [
    { ...account, id: 2, username: 'ana', role: 'voluntario', activo: true },
    { ...account, id: 3, username: 'luis', role: 'veterinario', activo: false },
  ],
  '/api/voluntarios/voluntarios/': [{ id: 2, username: 'ana', nombre: null, email: 'ana@ayto.es', role: 'voluntario', colony_nombre: null, colonia_nombre: null }],
  '/api/voluntarios/actividades_voluntarios/': [{ id: 1, descripcion: 'Limpiar el comedero', voluntario_id: 2, voluntario_username: 'ana', estatus: 'pendiente', created_at: '2025-03-29' }],
  '/api/colonias/asignaciones/': [
    { id: 1, usuario_id: 2, username: 'ana', nombre: null, role: 'voluntario', asignacion_id: 5, colonia_id: 1, colony_nombre: 'La Alameda', colonia_nombre: 'La Alameda' },
    { id: 2, usuario_id: 3, username: 'luis', nombre: null, role: 'veterinario', asignacion_id: null, colonia_id: null, colony_nombre: null, colonia_nombre: null },
  ],
  '/api/informes/informes/datos/colonias': Array.from({ length: 12 }, (_, i) => ({ colonia: `Colonia ${i + 1}`, gatos: i + 1 })),
};

function Public({ children }: { children: ReactNode }) {
  return (
    <MemoryRouter>
      <TranslationProvider>
        <PublicShell>{children}</PublicShell>
      </TranslationProvider>
    </MemoryRouter>
  );
}

function Staff({ children }: { children: ReactNode }) {
  return (
    <MemoryRouter>
      <AdminContext i18nProvider={i18nProvider} dataProvider={dataProvider}>
        {children}
      </AdminContext>
    </MemoryRouter>
  );
}

function Broken(): ReactNode {
  throw new Error('roto');
}

/** Sends the screen's form as it is and waits for its field errors. */
async function sendEmpty(selector = 'form') {
  (document.querySelector(selector) as HTMLFormElement).requestSubmit();
  await waitFor(() => expect(document.querySelectorAll('.Mui-error').length).toBeGreaterThan(0));
}

/** Each screen, and what to wait for (and do) before reading it: its data on screen, a form sent empty. */
const SCREENS: [string, () => ReactNode, () => Promise<unknown>][] = [
  ['the audit log', () => <Staff><AuditoriaPage /></Staff>, () => screen.findAllByText('Michi')],
  ['the backups', () => <Staff><BackupsPage /></Staff>, () => screen.findAllByText('backup_full_20250329184512.sql')],
  [
    'the users, with the creation form sent empty',
    () => <Staff><UsuariosPage /></Staff>,
    async () => {
      await screen.findAllByText('luis');
      await sendEmpty('form:not([role=search])');
    },
  ],
  ['the volunteers', () => <Staff><GestionVoluntariosPage /></Staff>, () => screen.findAllByText('Limpiar el comedero')],
  ['the people assigned to colonies', () => <Staff><PersonasAsignadasPage /></Staff>, () => screen.findAllByText('luis')],
  [
    'the change of password, sent empty',
    () => <Staff><CambiarContrasenaPage /></Staff>,
    () => sendEmpty(),
  ],
  ['the demo terms', () => <Staff><TermsScreen /></Staff>, () => screen.findAllByRole('link', { name: 'soporte@gatera.es' })],
  ['a screen that failed', () => <Staff><ErrorBoundary resetKey="/x"><Broken /></ErrorBoundary></Staff>, () => screen.findByRole('alert')],
  ['the reset of a password without its link', () => <Public><ResetearContrasenaPage /></Public>, () => screen.findAllByRole('link')],
  [
    'the request of a reset link, with a wrong address',
    () => <Public><SolicitarRecuperacionPage /></Public>,
    async () => {
      await userEvent.type(screen.getByRole('textbox'), 'no-es-un-correo');
      await sendEmpty();
    },
  ],
  // The chart is public but lives inside <Admin> (its data comes through the data provider).
  ['the charts', () => <Staff><GraficosPage /></Staff>, () => screen.findByTestId('grafico-colonias')],
  // The address shows twice once the settings are read: in the demo notice and on the page.
  ['the contact page', () => <Public><ContactoPage /></Public>, () => waitFor(() => expect(screen.getAllByRole('link', { name: 'soporte@gatera.es' })).toHaveLength(2))],
  ['the demo page', () => <Public><DemoPage /></Public>, () => screen.findAllByRole('row')],
  ['the infographic', () => <Public><DescubrenosPage /></Public>, () => screen.findByRole('img')],
  ['who we are', () => <Public><QuienesSomosPage /></Public>, () => screen.findByRole('heading', { level: 1 })],
  ['the terms of use', () => <Public><CondicionesUsoPage /></Public>, () => screen.findByRole('heading', { level: 1 })],
  ['not authorised', () => <Public><NoAutorizadoPage /></Public>, () => screen.findByRole('heading', { level: 1 })],
  ['not found', () => <Public><NotFoundContent /></Public>, () => screen.findByRole('heading', { level: 1 })],
];

beforeEach(() => {
  fakeApi((call) => {
    const path = call.url.split('?')[0];
    return path in API ? { body: API[path] } : undefined;
  });
  storeRaw(tokenExpiringIn(3600), user({ role: 'admin' }));
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(async () => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  resetSettingsCache();
  await setLanguage('es');
});

describe.each(LANGUAGES.filter((code) => code !== 'es'))('older screens in %s', (language) => {
  it.each(SCREENS)('%s has no Spanish left over', async (_name, page, ready) => {
    await setLanguage(language);
    render(page());
    await ready();
    expect((await leftovers(language)).filter((text) => !OWED_BY_COMPONENTS.has(text))).toEqual([]);
  });
});

describe('the check itself', () => {
  it('sees the Spanish of these screens when they are in Spanish', async () => {
    render(<Staff><UsuariosPage /></Staff>);
    await screen.findAllByText('luis');
    expect(await leftovers('ca')).toEqual(expect.arrayContaining(['Nuevo usuario', 'Buscar usuario', 'Desactivado']));
  });
});
