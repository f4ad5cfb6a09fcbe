/**
 * The colony form with and without a geocoder on the server: the help says
 * whether the address will be looked up, and a colony saved without a point
 * because the geocoder did not answer is announced as such.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { AdminContext, Notification } from 'react-admin';
import { i18nProvider } from '../../../src/client/i18n/i18nProvider';
import { dataProvider } from '../../../src/client/providers/dataProvider';
import { resetSettingsCache } from '../../../src/client/providers/settings';
import { ColoniaCreateForm } from '../../../src/client/colonias/ColoniaCreateForm';
import { COLONIA_MESSAGES } from '../../../src/server/modules/colonias/messages';
import { fakeApi, storeRaw, tokenExpiringIn, user } from '../fakes';

const SETTINGS = { municipio_nombre: 'Sigüenza', municipio_lat: 41.0686, municipio_lon: -2.6427, radio_km: 3, map_zoom: 14, tile_url: '', tile_attribution: '' };
const CREATED = { id: 7, nombre: 'Colonia Nueva', ubicacion: 'Calle Mayor, 1', numero_gatos: 0, responsable_voluntario: null, estado: 'activa' };

function renderForm() {
  storeRaw(tokenExpiringIn(3600), user({ role: 'responsable' }));
  return render(
    <MemoryRouter>
      <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider}>
        <ColoniaCreateForm />
        <Notification />
      </AdminContext>
    </MemoryRouter>,
  );
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
    const calls = fakeApi((call) => {
      if (call.url.endsWith('/api/settings')) return { body: { ...SETTINGS, geocodificacion: true } };
      if (call.method === 'POST') return { body: { ...CREATED, latitude: null, longitude: null, geocodificacion: 'no_disponible' } };
      return undefined;
    });
    renderForm();
    expect(await screen.findByText(/si no marcas el punto, se busca la dirección/i)).toBeInTheDocument();
    await fillAndSave();
    expect(await screen.findByText('Colonia creada, pero sin punto en el mapa: el servicio que busca las direcciones no ha respondido.')).toBeInTheDocument();
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.body).toMatchObject({ nombre: 'Colonia Nueva', ubicacion: 'Calle Mayor, 1', latitude: null, longitude: null });
  });

  it('announces a found address as a plain creation, and shows the server reason when the address is not found', async () => {
    let answer: { status?: number; body: unknown } = { body: { ...CREATED, latitude: 41.07, longitude: -2.64, geocodificacion: 'encontrada' } };
    fakeApi((call) => {
      if (call.url.endsWith('/api/settings')) return { body: { ...SETTINGS, geocodificacion: true } };
      if (call.method === 'POST') return answer;
      return undefined;
    });
    renderForm();
    await fillAndSave();
    expect(await screen.findByText('Colonia creada exitosamente')).toBeInTheDocument();
    answer = { status: 400, body: { detail: COLONIA_MESSAGES.geocodeNotFound } };
    await fillAndSave();
    expect(await screen.findByText(COLONIA_MESSAGES.geocodeNotFound)).toBeInTheDocument();
  });
});

describe('the colony form without a geocoder', () => {
  it('asks for the point on the map, as before', async () => {
    fakeApi((call) => (call.url.endsWith('/api/settings') ? { body: { ...SETTINGS, geocodificacion: false } } : undefined));
    renderForm();
    expect(await screen.findByText(/Sin coordenadas, la colonia no aparece en el mapa/)).toBeInTheDocument();
    expect(screen.queryByText(/se busca la dirección/i)).toBeNull();
  });
});
