/**
 * The colony form with and without a geocoder on the server: the help says
 * whether the address will be looked up, and a colony saved without a point
 * because the geocoder did not answer is announced as such.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError, Notification } from 'react-admin';
import { resetSettingsCache } from '../../../src/client/providers/settings';
import { ColoniaCreateForm } from '../../../src/client/colonias/ColoniaCreateForm';
import { COLONIA_MESSAGES } from '../../../src/server/modules/colonias/messages';
import { fakeApi } from '../fakes';
import { fakeDataProvider } from '../fakeDataProvider';
import { renderStaff } from '../renderStaff';

const SETTINGS = { municipio_nombre: 'Sigüenza', municipio_lat: 41.0686, municipio_lon: -2.6427, radio_km: 3, map_zoom: 14, tile_url: '', tile_attribution: '' };
const CREATED = { id: 7, nombre: 'Colonia Nueva', ubicacion: 'Calle Mayor, 1', numero_gatos: 0, responsable_voluntario: null, estado: 'activa' };

/** The settings still come from the server (providers/settings); the colony goes through the data provider, which answers `answer()`. */
function renderForm(geocodificacion: boolean, answer: () => Promise<unknown> = async () => ({ data: CREATED })) {
  fakeApi((call) => (call.url.endsWith('/api/settings') ? { body: { ...SETTINGS, geocodificacion } } : undefined));
  const dataProvider = fakeDataProvider({}, { create: answer as never });
  renderStaff(<><ColoniaCreateForm /><Notification /></>, { dataProvider, role: 'responsable' });
  return dataProvider;
}

async function fillAndSave() {
  await userEvent.type(screen.getByRole('textbox', { name: /Nombre/ }), 'Colonia Nueva');
  await userEvent.type(screen.getByRole('textbox', { name: /Ubicación/ }), 'Calle Mayor, 1');
  await userEvent.click(screen.getByRole('button', { name: 'Crear Colonia' }));
}

beforeEach(() => resetSettingsCache());
afterEach(() => {
  vi.unstubAllGlobals();
  resetSettingsCache();
});

describe('the colony form with a geocoder on the server', () => {
  it('says the address is looked up when no point is marked, and that the colony went without one when the geocoder did not answer', async () => {
    const dataProvider = renderForm(true, async () => ({ data: { ...CREATED, latitude: null, longitude: null, geocodificacion: 'no_disponible' } }));
    expect(await screen.findByText(/si no marcas el punto, se busca la dirección/i)).toBeInTheDocument();
    await fillAndSave();
    expect(await screen.findByText('Colonia creada, pero sin punto en el mapa: el servicio que busca las direcciones no ha respondido.')).toBeInTheDocument();
    const [resource, params] = dataProvider.calls.find((c) => c.method === 'create')!.params as [string, { data: unknown }];
    expect(resource).toBe('colonias');
    expect(params.data).toMatchObject({ nombre: 'Colonia Nueva', ubicacion: 'Calle Mayor, 1', latitude: null, longitude: null });
  });

  it('announces a found address as a plain creation, and shows the server reason when the address is not found', async () => {
    let found = true;
    renderForm(true, async () => {
      if (found) return { data: { ...CREATED, latitude: 41.07, longitude: -2.64, geocodificacion: 'encontrada' } };
      throw new HttpError(COLONIA_MESSAGES.geocodeNotFound, 400);
    });
    await fillAndSave();
    expect(await screen.findByText('Colonia creada exitosamente')).toBeInTheDocument();
    found = false;
    await fillAndSave();
    expect(await screen.findByText(COLONIA_MESSAGES.geocodeNotFound)).toBeInTheDocument();
  });
});

describe('the colony form without a geocoder', () => {
  it('asks for the point on the map, as before', async () => {
    renderForm(false);
    expect(await screen.findByText(/Sin coordenadas, la colonia no aparece en el mapa/)).toBeInTheDocument();
    expect(screen.queryByText(/se busca la dirección/i)).toBeNull();
  });
});
