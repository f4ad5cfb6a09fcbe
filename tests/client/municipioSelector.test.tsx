/**
 * The app bar's «Municipio» chooser: only for an account that works in
 * several municipalities, listing them with the current one chosen; choosing
 * another asks the server for the account there, keeps the choice and loads
 * the app again at the role's home; a refusal shows the server's reason and
 * changes nothing. A choice made in another tab loads this one again.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError, Notification } from 'react-admin';
import { GateraAppBar } from '../../src/client/layout/GateraAppBar';
import { apiFetch } from '../../src/client/providers/httpClient';
import { chooseMunicipio, chosenMunicipio, getStoredUser } from '../../src/client/providers/session';
import { resetSettingsCache } from '../../src/client/providers/settings';
import { fakeDataProvider } from './fakeDataProvider';
import { renderStaff } from './renderStaff';
import { fakeApi, storeRaw, tokenExpiringIn, user } from './fakes';

const SIGUENZA = { id: 1, nombre: 'Sigüenza', slug: 'siguenza' };
const ATIENZA = { id: 2, nombre: 'Atienza', slug: 'atienza' };
const MOLINA = { id: 3, nombre: 'Molina de Aragón', slug: 'molina' };

let assign: ReturnType<typeof vi.fn>;

beforeEach(() => {
  assign = vi.fn();
  vi.stubGlobal('location', { ...window.location, assign });
  // The bar's brand asks for the settings.
  fakeApi((call) => (call.url.startsWith('/api/settings') ? { body: {} } : undefined));
});

afterEach(() => {
  vi.unstubAllGlobals();
  resetSettingsCache();
});

function renderBar(stored: object, methods: Parameters<typeof fakeDataProvider>[1] = {}) {
  storeRaw(tokenExpiringIn(3600), user({ role: 'responsable', ...stored }));
  return renderStaff(
    <>
      <GateraAppBar />
      <Notification />
    </>,
    { role: null, path: '/colonias', dataProvider: fakeDataProvider({}, methods) });
}

describe('the municipality chooser', () => {
  it('is not there for an account of one municipality', async () => {
    renderBar({ municipio: SIGUENZA });
    expect(await screen.findByRole('button', { name: 'Cerrar' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Municipio' })).not.toBeInTheDocument();
  });

  it('lists every municipality of the account, with the current one chosen', async () => {
    renderBar({ municipio: ATIENZA, municipios: [SIGUENZA, ATIENZA, MOLINA] });
    const chooser = await screen.findByRole('combobox', { name: 'Municipio' });
    expect([...chooser.querySelectorAll('option')].map((o) => o.textContent)).toEqual(['Sigüenza', 'Atienza', 'Molina de Aragón']);
    expect(chooser).toHaveDisplayValue('Atienza');
  });

  it('choosing another asks the server for the account there, keeps it and loads the app again at the home', async () => {
    const dataProvider = renderBar(
      { municipio: SIGUENZA, municipios: [SIGUENZA, ATIENZA, MOLINA] },
      { cuentaEnMunicipio: async (id: number) => user({ role: 'responsable', municipio: id === 3 ? MOLINA : ATIENZA, municipios: [SIGUENZA, ATIENZA, MOLINA] }) },
    ).dataProvider;
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Municipio' }), 'Molina de Aragón');
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/colonias'));
    expect(dataProvider.calls.filter((c) => c.method === 'cuentaEnMunicipio').map((c) => c.params)).toEqual([[3]]);
    expect(chosenMunicipio()).toBe(3);
    expect(getStoredUser()?.municipio).toEqual(MOLINA);
  });

  it("shows the server's reason when it refuses, and keeps working where it was", async () => {
    renderBar(
      { municipio: SIGUENZA, municipios: [SIGUENZA, ATIENZA] },
      {
        cuentaEnMunicipio: async () => {
          throw new HttpError('Esta cuenta no trabaja en ese municipio.', 403, { detail: 'Esta cuenta no trabaja en ese municipio.' });
        },
      },
    );
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Municipio' }), 'Atienza');
    expect(await screen.findByText('Esta cuenta no trabaja en ese municipio.')).toBeInTheDocument();
    expect(chosenMunicipio()).toBeNull();
    expect(assign).not.toHaveBeenCalled();
    expect(screen.getByRole('combobox', { name: 'Municipio' })).toHaveDisplayValue('Sigüenza');
  });

  it('loads the app again at the home when another tab chooses', async () => {
    renderBar({ municipio: SIGUENZA, municipios: [SIGUENZA, ATIENZA] });
    await screen.findByRole('combobox', { name: 'Municipio' });
    act(() => void window.dispatchEvent(new StorageEvent('storage', { key: 'municipio', oldValue: null, newValue: '2' })));
    expect(assign).toHaveBeenCalledWith('/colonias');
  });

  it('loads the app again at the home when another tab drops the choice, not when it signs out', async () => {
    renderBar({ municipio: ATIENZA, municipios: [SIGUENZA, ATIENZA] });
    await screen.findByRole('combobox', { name: 'Municipio' });
    const token = localStorage.getItem('token');
    localStorage.removeItem('token');
    act(() => void window.dispatchEvent(new StorageEvent('storage', { key: 'municipio', oldValue: '2', newValue: null })));
    expect(assign).not.toHaveBeenCalled();
    localStorage.setItem('token', token!);
    act(() => void window.dispatchEvent(new StorageEvent('storage', { key: 'municipio', oldValue: '2', newValue: null })));
    expect(assign).toHaveBeenCalledWith('/colonias');
  });

  it("when the account no longer works in the chosen one: back in its own, loaded again, and told so", async () => {
    sessionStorage.clear();
    const first = renderBar({ municipio: ATIENZA, municipios: [SIGUENZA, ATIENZA] });
    chooseMunicipio(2);
    expect(await screen.findByRole('combobox', { name: 'Municipio' })).toHaveDisplayValue('Atienza');
    // A screen's call is refused: the grant for Atienza was withdrawn.
    fakeApi((call) => {
      if (call.url.startsWith('/api/settings')) return { body: {} };
      if (call.url === '/api/auth/me' && call.municipio === null) return { body: user({ role: 'responsable', municipio: SIGUENZA }) };
      return { status: 403, body: { detail: 'Esta cuenta no trabaja en ese municipio.' } };
    });
    await expect(apiFetch('/api/colonias/colonias/')).rejects.toThrow();
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/colonias'));
    expect(chosenMunicipio()).toBeNull();
    first.unmount();

    // The app as it loads again.
    renderStaff(
      <>
        <GateraAppBar />
        <Notification />
      </>,
      { role: null, path: '/colonias' },
    );
    expect(await screen.findByText('Tu cuenta ya no trabaja en Atienza. Vuelves a Sigüenza.')).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Municipio' })).not.toBeInTheDocument();
  });

  it('tells it once: the app loaded again later says nothing', async () => {
    sessionStorage.clear();
    renderBar({ municipio: SIGUENZA });
    expect(await screen.findByRole('button', { name: 'Cerrar' })).toBeInTheDocument();
    expect(screen.queryByText(/ya no trabaja/)).not.toBeInTheDocument();
  });
});
