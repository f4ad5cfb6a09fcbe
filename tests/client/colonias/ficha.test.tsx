import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { Colonia, Gato } from '../../../src/domain/types';
import { ColoniaFichaPage } from '../../../src/client/colonias/ColoniaFichaPage';
import { fakeDataProvider } from '../fakeDataProvider';
import { renderStaff } from '../renderStaff';

const catedral: Colonia = {
  id: 4,
  nombre: 'Colonia de la Catedral',
  ubicacion: 'Plaza de la Catedral',
  numero_gatos: 2,
  responsable_voluntario: 'Marta Ruiz',
  estado: 'activa',
  latitude: 40.48,
  longitude: null,
};

const misi = { id: 30, nombre: 'Misi', sexo: 'H', estado_salud: 'Sano', fecha_esterilizacion: null } as unknown as Gato;

const methods = {
  esterilizadosColonia: async () => ({ total_gatos: 2, gatos_esterilizados: 1, porcentaje_esterilizados: 50 }),
  gatosDeColonia: async () => ({ items: [misi], total: 1 }),
  poblacionColonia: async () => ({ colonia_id: 4, estimacion: null }) as never,
  censosColonia: async () => [],
  historiaColonia: async () => ({ meses: [] }) as never,
};

const open = (role: string) => renderStaff(<ColoniaFichaPage />, { role, dataProvider: fakeDataProvider({ colonias: [catedral] }, methods), path: '/colonias/4', route: '/colonias/:id' });

describe('the colony record', () => {
  it('names the colony, shows its fields by their labels, its sterilised badge and its cats (staff)', async () => {
    open('responsable');
    expect(await screen.findByRole('heading', { name: 'Colonia de la Catedral', level: 2 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Ficha de la Colonia' })).toBeInTheDocument();
    const fields = screen.getByRole('article');
    for (const [label, value] of [
      ['Ubicación', 'Plaza de la Catedral'],
      ['Nº de gatos', '2'],
      ['Responsable voluntario', 'Marta Ruiz'],
      ['Estado', 'activa'],
      ['Latitud', '40.48'],
      ['Longitud', '—'],
    ]) {
      const term = within(fields).getByText(label, { selector: 'dt' });
      expect(term.nextElementSibling?.textContent, label).toBe(value);
    }
    const panel = await screen.findByTestId('panel-gatos');
    expect(await within(panel).findByTestId('badge-esterilizados')).toHaveTextContent('Esterilizados: 50 %');
    expect(await within(panel).findByRole('list', { name: 'Gatos de Colonia de la Catedral' })).toHaveTextContent('Misi');
    // Part of the page, not a panel opened on a list: nothing to close.
    expect(within(panel).queryByRole('button', { name: 'Cerrar panel' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Volver' })).toBeInTheDocument();
  });

  it('gives a citizen the fields and the sterilised badge, without the cats', async () => {
    const { dataProvider } = open('usuario');
    expect(await screen.findByRole('heading', { name: 'Colonia de la Catedral', level: 2 })).toBeInTheDocument();
    expect(await screen.findByTestId('badge-esterilizados')).toHaveTextContent('Esterilizados: 50 %');
    expect(screen.queryByTestId('panel-gatos')).toBeNull();
    expect(dataProvider.calls.some((call) => call.method === 'gatosDeColonia')).toBe(false);
  });

  it('says so when the server answers that the colony is not there (another person’s colony)', async () => {
    renderStaff(<ColoniaFichaPage />, { role: 'voluntario', dataProvider: fakeDataProvider({ colonias: [] }, methods), path: '/colonias/9', route: '/colonias/:id' });
    expect(await screen.findByRole('alert')).toHaveTextContent('No encontrado');
    expect(screen.queryByRole('heading', { level: 2 })).toBeNull();
  });
});
