/** What the administrator saves in /ajustes shows in the header at once, without a reload. */
import { afterEach, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { AdminContext, Notification } from 'react-admin';
import { GateraAppBar } from '../../src/client/layout/GateraAppBar';
import { AjustesPage } from '../../src/client/ajustes/AjustesPage';
import { authProvider } from '../../src/client/providers/authProvider';
import { i18nProvider } from '../../src/client/i18n/i18nProvider';
import { resetSettingsCache } from '../../src/client/providers/settings';
import type { Ajustes } from '../../src/domain/ajustes';
import { fakeDataProvider } from './fakeDataProvider';
import { fakeApi, storeRaw, tokenExpiringIn, user } from './fakes';

const NOTHING_SAVED: Ajustes = {
  producto_nombre: null, municipio_nombre: null, contacto_email: null, escudo: null,
  nif: null, direccion: null, dir3: null, latitud: null, longitud: null, radio_km: null, idiomas: null, cer_objetivo: null, censo_vigencia_dias: null, cer_merma_anual: null,
  peso_reserva_macho: null, peso_reserva_hembra: null, peso_reserva_desconocido: null, peso_reserva_cachorro: null,
};

afterEach(() => {
  vi.unstubAllGlobals();
  resetSettingsCache();
});

function renderAjustes(ajustes: { current: Ajustes }, guardar: (values: Partial<Ajustes>) => Promise<Ajustes>) {
  // The header reads the public settings itself (providers/settings.ts), the one call left on fetch here.
  fakeApi((call) =>
    call.url === '/api/settings'
      ? { body: { producto_nombre: ajustes.current.producto_nombre ?? 'Gatera', escudo_url: ajustes.current.escudo ? `/media/${ajustes.current.escudo}` : null, aviso_demo: false, contact_email: 'a@b.es' } }
      : undefined,
  );
  const dataProvider = fakeDataProvider({}, { leerAjustes: async () => ajustes.current, guardarAjustes: guardar });
  storeRaw(tokenExpiringIn(3600), user({ role: 'admin' }));
  render(
    <MemoryRouter initialEntries={['/ajustes']}>
      <AdminContext authProvider={authProvider} i18nProvider={i18nProvider} dataProvider={dataProvider}>
        <GateraAppBar />
        <AjustesPage />
        <Notification />
      </AdminContext>
    </MemoryRouter>,
  );
  return dataProvider;
}

it('the header shows the new product name and coat of arms as soon as the settings are saved', async () => {
  const ajustes = { current: { ...NOTHING_SAVED } };
  const dataProvider = renderAjustes(ajustes, async (values) => (ajustes.current = { ...ajustes.current, ...values, escudo: 'escudo.png' }));
  expect(await screen.findByRole('link', { name: 'Gatera, ir al inicio' })).toBeInTheDocument();
  const producto = await screen.findByLabelText('Nombre del producto');
  await userEvent.type(producto, 'Gatos de Villanueva');
  await userEvent.click(screen.getByRole('button', { name: 'Guardar ajustes' }));
  const brand = await screen.findByRole('link', { name: 'Gatos de Villanueva, ir al inicio' });
  expect(brand).toHaveTextContent('Gatos de Villanueva');
  expect(brand.querySelector('img')).toHaveAttribute('src', '/media/escudo.png');
  expect(dataProvider.calls.find((c) => c.method === 'guardarAjustes')?.params).toEqual([
    { producto_nombre: 'Gatos de Villanueva', municipio_nombre: '', nif: '', dir3: '', direccion: '', contacto_email: '', latitud: null, longitud: null, radio_km: null, cer_objetivo: null, censo_vigencia_dias: null, cer_merma_anual: null,
      peso_reserva_macho: null, peso_reserva_hembra: null, peso_reserva_desconocido: null, peso_reserva_cachorro: null, idiomas: null },
  ]);
});

it('shows the stored values, and says why a save was refused, keeping what was typed', async () => {
  const ajustes = { current: { ...NOTHING_SAVED, producto_nombre: 'Gatera', municipio_nombre: 'Sigüenza', contacto_email: 'a@b.es' } };
  renderAjustes(ajustes, () => Promise.reject(new Error('El correo de contacto no es válido.')));
  const correo = await screen.findByLabelText('Correo de contacto');
  expect(correo).toHaveValue('a@b.es');
  expect(screen.getByLabelText('Nombre del ayuntamiento')).toHaveValue('Sigüenza');
  await userEvent.clear(correo);
  await userEvent.type(correo, 'no-es-correo');
  await userEvent.click(screen.getByRole('button', { name: 'Guardar ajustes' }));
  expect(await screen.findByText('No se pudieron guardar los ajustes: El correo de contacto no es válido.')).toBeInTheDocument();
  expect(correo).toHaveValue('no-es-correo');
});

it('shows and saves the municipality’s NIF, DIR3 code, map centre, radius, languages, CER target and a census’s validity and attrition', async () => {
  const ajustes: { current: Ajustes } = { current: { ...NOTHING_SAVED, nif: 'P1931200F', latitud: 41.07, longitud: -2.64, radio_km: 5, idiomas: ['es'], cer_objetivo: 0.6, cer_merma_anual: 0.13 } };
  const dataProvider = renderAjustes(ajustes, async (values) => (ajustes.current = { ...ajustes.current, ...values } as Ajustes));
  expect(await screen.findByLabelText('NIF del ayuntamiento')).toHaveValue('P1931200F');
  const dir3 = screen.getByLabelText('Código DIR3 del ayuntamiento');
  expect(dir3).toHaveValue('');
  await userEvent.type(dir3, 'L01191357');
  expect(screen.getByLabelText('Latitud del centro del mapa')).toHaveValue(41.07);
  expect(screen.getByLabelText('Objetivo CER (proporción de gatos esterilizados, de 0 a 1)')).toHaveValue(0.6);
  expect(screen.getByLabelText('Merma anual de una estimación obsoleta (de 0 a menos de 1)')).toHaveValue(0.13);
  await userEvent.type(screen.getByLabelText('Días de vigencia de un censo (después, la estimación es obsoleta)'), '365');
  expect(screen.getByRole('checkbox', { name: 'Español' })).toBeChecked();
  const radio = screen.getByLabelText('Radio del mapa (km)');
  await userEvent.clear(radio);
  await userEvent.type(radio, '8');
  await userEvent.click(screen.getByRole('checkbox', { name: 'Català' }));
  await userEvent.type(screen.getByLabelText('Dirección del ayuntamiento'), 'Plaza Mayor 1');
  await userEvent.click(screen.getByRole('button', { name: 'Guardar ajustes' }));
  expect(await screen.findByText('Ajustes guardados')).toBeInTheDocument();
  expect(dataProvider.calls.find((c) => c.method === 'guardarAjustes')?.params).toEqual([
    { producto_nombre: '', municipio_nombre: '', nif: 'P1931200F', dir3: 'L01191357', direccion: 'Plaza Mayor 1', contacto_email: '', latitud: 41.07, longitud: -2.64, radio_km: 8, cer_objetivo: 0.6, censo_vigencia_dias: 365, cer_merma_anual: 0.13,
      peso_reserva_macho: null, peso_reserva_hembra: null, peso_reserva_desconocido: null, peso_reserva_cachorro: null, idiomas: ['es', 'ca'] },
  ]);
});

it('shows the clinic-day weights with the installation’s values, and saves a change of one and the clearing of another', async () => {
  const ajustes: { current: Ajustes } = { current: { ...NOTHING_SAVED, peso_reserva_hembra: 2.5 } };
  const dataProvider = renderAjustes(ajustes, async (values) => (ajustes.current = { ...ajustes.current, ...values } as Ajustes));
  expect(
    await screen.findByText(
      'Plazas que ocupa cada gato reservado en una jornada de quirófano, en medias plazas hasta 10. Un campo vacío toma el valor de la instalación: macho 1, hembra 2, sexo desconocido 2, cachorro 0,5. Un cambio vale para las reservas nuevas: las ya hechas conservan sus plazas.',
    ),
  ).toBeInTheDocument();
  const macho = screen.getByLabelText('Plazas de un macho en una jornada de quirófano');
  const hembra = screen.getByLabelText('Plazas de una hembra en una jornada de quirófano');
  expect(macho).toHaveValue(null);
  expect(hembra).toHaveValue(2.5);
  expect(screen.getByLabelText('Plazas de un gato de sexo desconocido en una jornada de quirófano')).toHaveValue(null);
  expect(screen.getByLabelText('Plazas de un cachorro (de cualquier sexo) en una jornada de quirófano')).toHaveValue(null);
  // Half slots, up to ten: the browser's own control offers those steps.
  expect(macho).toHaveAttribute('step', '0.5');
  expect(macho).toHaveAttribute('min', '0.5');
  expect(macho).toHaveAttribute('max', '10');
  await userEvent.type(macho, '1.5');
  await userEvent.clear(hembra);
  await userEvent.click(screen.getByRole('button', { name: 'Guardar ajustes' }));
  expect(await screen.findByText('Ajustes guardados')).toBeInTheDocument();
  expect(dataProvider.calls.find((c) => c.method === 'guardarAjustes')?.params).toEqual([
    expect.objectContaining({ peso_reserva_macho: 1.5, peso_reserva_hembra: null, peso_reserva_desconocido: null, peso_reserva_cachorro: null }),
  ]);
});
