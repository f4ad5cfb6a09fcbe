/**
 * The cat, campaign and record screens rendered in each language show
 * no Spanish left over (texts of the catalogue's Spanish side), with a record in
 * each list so that the column labels, the row actions and the empty values show.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { AdminContext } from 'react-admin';
import { i18nProvider } from '../../../src/client/i18n/i18nProvider';
import { setLanguage } from '../../../src/client/i18n/language';
import { dataProvider } from '../../../src/client/providers/dataProvider';
import { resetSettingsCache } from '../../../src/client/providers/settings';
import { GatosListPage } from '../../../src/client/gatos/GatosListPage';
import { GatoCreatePage } from '../../../src/client/gatos/GatoCreatePage';
import { GatoFichaPage } from '../../../src/client/gatos/GatoFichaPage';
import { MisGatosPage } from '../../../src/client/gatos/MisGatosPage';
import { CampanasPage } from '../../../src/client/campanas/CampanasPage';
import { PartesPage } from '../../../src/client/partes/PartesPage';
import { ActividadesPage } from '../../../src/client/actividades/ActividadesPage';
import { InspeccionesPage } from '../../../src/client/inspecciones/InspeccionesPage';
import { QuejasPage } from '../../../src/client/quejas/QuejasPage';
import { ProvinciaPage } from '../../../src/client/provincia/ProvinciaPage';
import { MunicipiosPage } from '../../../src/client/municipios/MunicipiosPage';
import { MunicipioCreatePage } from '../../../src/client/municipios/MunicipioCreatePage';
import { MunicipioEditPage } from '../../../src/client/municipios/MunicipioEditPage';
import { LANGUAGES } from '../../../src/domain/i18n/languages';
import type { Role } from '../../../src/domain/roles';
import { fakeApi, storeRaw, tokenExpiringIn, user } from '../fakes';
import { leftovers } from './leftovers';

const gato = {
  id: 1, nombre: 'Misi', raza: 'Común europeo', sexo: 'H', edad_num: 2, edad_unidad: 'años', estado_salud: 'Bueno', ubicacion: 'Plaza Mayor',
  colonia_id: 1, colonia_nombre: 'Catedral', evaluacion_sanitaria: 'Sana', adoptabilidad: 'No adoptable', fecha_vacunacion: '2025-03-01', tipo_vacuna: 'Trivalente',
  fecha_desparasitacion: '2025-02-01', fecha_esterilizacion: '2025-01-01', codigo_identificacion: '724000000000001', fecha_identificacion: null, imagen: null, activo: true,
};
const municipio = { id: 1, nombre: 'Sigüenza', slug: 'siguenza', activo: true, created_at: '2026-01-10T09:00:00Z' };
const cifras = { colonias: 2, registrados: 20, esterilizados: 8, poblacion_estimada: 30, cobertura: null, por_esterilizar: 14 };
const registro = { id: 1, fecha: '01/03/2025', fecha_hora: '2025-03-01T10:00:00Z', colonia_id: 1, colonia_nombre: null, archivo: null, estatus: 'pendiente' };

/** One record per list, by the start of its path. */
const ANSWERS: [string, unknown][] = [
  ['/api/informes/informes/provincia/mapa', [{ id: 1, nombre: 'Catedral', municipio_id: 1, municipio: 'Sigüenza', latitude: 41.07, longitude: -2.64, cobertura: null }]],
  ['/api/informes/informes/provincia', { objetivo: 75, fecha: '2026-11-26', municipios: [{ id: 1, nombre: 'Sigüenza', slug: 'siguenza', ...cifras }], total: { municipios: 1, ...cifras } }],
  ['/api/municipios/1', municipio],
  ['/api/municipios/', [municipio, { ...municipio, id: 2, nombre: 'Atienza', activo: false }]],
  ['/api/gatos/gatos/colonias/', [{ id: 1, nombre: 'Catedral' }]],
  ['/api/gatos/gatos/mis-gatos', [{ ...gato, edad: '2 años', vacunado: true, desparasitado: false }]],
  ['/api/gatos/gatos/1/historia', []],
  ['/api/gatos/gatos/1', gato],
  ['/api/gatos/gatos/', [gato]],
  ['/api/campanas/campanas/', [{ id: 1, nombre: 'Primavera', fecha_inicio: '2025-03-01', fecha_fin: null, estatus: 'planificada', voluntarios_involucrados: null, gatos_objetivo: 10, numero_gatos: 2, gatos_esterilizados: 1 }]],
  ['/api/partes/partes/', [{ id: 1, descripcion: 'Comedero roto', estado: 'pendiente', created_at: '2025-03-01T10:00:00Z' }]],
  ['/api/actividades/actividades/', [{ id: 1, tipo: 'Vacunación', descripcion: 'Trivalente', gato_id: 7, gato_nombre: null, created_at: '2025-03-01T10:00:00Z' }]],
  ['/api/inspecciones/inspecciones/', [{ ...registro, observaciones: 'Limpio', acciones_recomendadas: null }]],
  ['/api/quejas/quejas/', [{ ...registro, descripcion: 'Ruido', solucion_responsable: null, codigo_seguimiento: 'Q-7KD4-M2XP', respuesta_publica: null }]],
];

beforeEach(() => {
  fakeApi((call) => {
    const path = new URL(call.url, 'http://x').pathname;
    const found = ANSWERS.find(([start]) => path.startsWith(start));
    return found ? { body: found[1] } : { body: [] };
  });
});

afterEach(async () => {
  vi.unstubAllGlobals();
  resetSettingsCache();
  await setLanguage('es');
});

const PAGES: [string, Role, ReactNode, string][] = [
  ['the cat list', 'admin', <GatosListPage key="p" />, 'Misi'],
  ['the cat creation', 'admin', <GatoCreatePage key="p" />, 'CSV'],
  ['the cat card', 'admin', <GatoFichaPage key="p" />, 'Plaza Mayor'],
  ['my cats', 'voluntario', <MisGatosPage key="p" />, 'Misi'],
  ['the campaigns', 'admin', <CampanasPage key="p" />, 'Primavera'],
  ['the partes', 'admin', <PartesPage key="p" />, 'Comedero roto'],
  ['the activities', 'admin', <ActividadesPage key="p" />, 'Trivalente'],
  ['the inspections', 'admin', <InspeccionesPage key="p" />, 'Limpio'],
  ['the complaints', 'admin', <QuejasPage key="p" />, 'Ruido'],
  ['the province dashboard', 'provincia', <ProvinciaPage key="p" />, 'Sigüenza'],
  ['the municipalities', 'provincia', <MunicipiosPage key="p" />, 'Atienza'],
  ['a new municipality', 'provincia', <MunicipioCreatePage key="p" />, '/m/'],
  ["a municipality's edition", 'provincia', <MunicipioEditPage key="p" />, 'Sigüenza'],
];

function renderPage(page: ReactNode) {
  return render(
    <MemoryRouter initialEntries={['/gatos/1']}>
      <AdminContext i18nProvider={i18nProvider} dataProvider={dataProvider}>
        <Routes>
          <Route path="/gatos/:id" element={page} />
        </Routes>
      </AdminContext>
    </MemoryRouter>,
  );
}

describe('the check itself', () => {
  it('sees the Spanish of these screens when they are in Spanish', async () => {
    storeRaw(tokenExpiringIn(3600), user({ role: 'admin' }));
    renderPage(<CampanasPage />);
    await screen.findAllByText('Primavera');
    expect(await leftovers('en')).toEqual(expect.arrayContaining(['Nueva campaña', 'Sin fecha', 'Ver gatos', 'Paginación']));
  });
});

describe.each(LANGUAGES.filter((code) => code !== 'es'))('staff screens in %s', (language) => {
  it.each(PAGES)('%s has no Spanish left over', async (_name, role, page, shown) => {
    storeRaw(tokenExpiringIn(3600), user({ role }));
    await setLanguage(language);
    renderPage(page);
    await waitFor(() => expect(document.documentElement.lang).toBe(language));
    await screen.findAllByText(new RegExp(shown));
    expect(await leftovers(language)).toEqual([]);
  });

  it('the resolve dialog of a complaint has no Spanish left over', async () => {
    storeRaw(tokenExpiringIn(3600), user({ role: 'admin' }));
    await setLanguage(language);
    renderPage(<QuejasPage />);
    await waitFor(() => expect(document.documentElement.lang).toBe(language));
    await screen.findAllByText(/Ruido/);
    await userEvent.click(screen.getAllByRole('button', { name: new RegExp(i18nProvider.translate('gatera.consola.listas.accionesDe', { nombre: '' }).trim()) })[0]);
    await userEvent.click(await screen.findByRole('menuitem'));
    await screen.findByRole('dialog');
    expect(await leftovers(language)).toEqual([]);
  });
});
