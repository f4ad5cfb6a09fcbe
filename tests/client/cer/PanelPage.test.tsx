/** The CER dashboard: figures, the ranked colonies linking to their colony, and the campaign made from them in one click. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PanelPage } from '../../../src/client/cer/PanelPage';
import type { Panel } from '../../../src/domain/schemas/panel';
import type { ResumenJornadas } from '../../../src/domain/schemas/jornada';
import type { NamedMethods } from '../../../src/client/providers/dataProvider';
import type { Role } from '../../../src/domain/roles';
import { lastMonths } from '../../../src/domain/cer';
import { fakeDataProvider } from '../fakeDataProvider';
import { renderStaff } from '../renderStaff';

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

const colonia = (id: number, nombre: string, por_esterilizar: number, sin_esterilizar: number) => ({
  id, nombre, registrados: 10, esterilizados: 3, sin_esterilizar, estimacion: 20, metodo: 'chapman' as const, cobertura: 0.15, estado: 'insuficiente' as const, por_esterilizar,
});

const PANEL: Panel = {
  objetivo: 0.75, colonias: 3, registrados: 30, esterilizados: 12, poblacion_estimada: 48, cobertura: 0.25, anio: 2026,
  esterilizaciones_anio: 7, esterilizaciones_anio_anterior: 5, quejas_abiertas: 2, inspecciones_pendientes: 1, campanas_en_progreso: 1,
  equipos_prestados: 4, equipos_vencidos: 1,
  estados: { sin_datos: 0, insuficiente: 2, en_progreso: 0, estabilizando: 1, reduciendo: 0 },
  colonias_bajo_objetivo: 2,
  bajo_objetivo: [colonia(4, 'Colonia del Río', 12, 7), colonia(9, 'Colonia Ñandú', 5, 0)],
  vigencia_dias: 180,
  colonias_censo_obsoleto: 3,
  censo_obsoleto: [
    { id: 12, nombre: 'Colonia del Puente', fecha_censo: null, dias_desde_censo: null },
    { id: 7, nombre: 'Colonia de la Ermita', fecha_censo: '2025-10-22', dias_desde_censo: 400 },
  ],
  serie: lastMonths('2026-11-15', 24).map((mes, i) => ({ mes, registrados: i, esterilizaciones: i % 3, altas: 1, bajas: 0 })),
};

const RESUMEN_JORNADAS: ResumenJornadas = {
  proximas: [{ id: 3, fecha: '2026-12-02', proveedor_nombre: 'Clínica Veterinaria San Antón', capacidad: 8, libres: 2.5 }],
  esperando: [{ colonia_id: 4, colonia_nombre: 'Colonia del Río', gatos: 3 }],
  operados: 20,
  operados_con_prueba: 5,
};

function renderPanel(role: Role, methods: Partial<NamedMethods> = {}) {
  const dataProvider = fakeDataProvider({}, { panelCer: async () => PANEL, resumenJornadas: async () => RESUMEN_JORNADAS, panelCamadas: async () => ({ anios: [{ anio: 2026, camadas: 2, nacimientos: 9, gestantes: 4, lactantes: 1, recien_llegados: 3, esterilizaciones: 7 }] }), ...methods });
  return renderStaff(<PanelPage />, { role, path: '/panel', dataProvider });
}

const sortByColonia = () => within(within(screen.getByTestId('panel-bajo-objetivo-tabla')).getByRole('columnheader', { name: /Colonia/ })).getByRole('button');

const staleRows = () => within(screen.getByTestId('panel-censo-obsoleto-tabla')).getAllByRole('row').slice(1);

const rankedRows = () => within(screen.getByTestId('panel-bajo-objetivo-tabla')).getAllByRole('row').slice(1);

describe('CER dashboard', () => {
  it('shows the figures and ranks the colonies below target, each linking to its colony', async () => {
    renderPanel('responsable');
    expect(await screen.findByTestId('panel-poblacion')).toHaveTextContent('48');
    expect(screen.getByTestId('panel-cobertura')).toHaveTextContent('25 % (Objetivo: 75 %)');
    expect(screen.getByTestId('panel-estado-insuficiente')).toHaveTextContent('Insuficiente: 2');
    expect(screen.getByText('Equipos prestados')).toBeVisible();
    expect(screen.getByTestId('panel-equipos-prestados')).toHaveTextContent('4');
    expect(screen.getByText('Préstamos vencidos')).toBeVisible();
    expect(screen.getByTestId('panel-equipos-vencidos')).toHaveTextContent('1');
    const rows = rankedRows();
    expect(rows.map((r) => r.textContent)).toEqual([expect.stringContaining('1Colonia del Río12'), expect.stringContaining('2Colonia Ñandú5')]);
    expect(within(rows[0]).getByRole('link', { name: 'Colonia del Río' })).toHaveAttribute('href', '/colonias?colonia=4&nombre=Colonia+del+R%C3%ADo');
    expect(within(await screen.findByTestId('panel-camadas-tabla')).getByRole('row', { name: /2026/ })).toHaveTextContent('2026294137');
  });

  it('shows the coming clinic days with their free slots, the cats waiting per colony and the share of operated cats tested', async () => {
    renderPanel('veterinario');
    await screen.findByTestId('panel-poblacion');
    // Role queries walk the whole dashboard: on a loaded machine that alone can take a second.
    const section = await screen.findByRole('region', { name: 'Cifras de las jornadas' }, { timeout: 5000 });
    expect(within(section).getByRole('heading', { name: 'Próximas jornadas' })).toBeVisible();
    expect(section).toHaveTextContent('02/12/2026, Clínica Veterinaria San Antón: 2,5 de 8 plazas libres');
    expect(section).toHaveTextContent('Colonia del Río: 3 gatos');
    expect(section).toHaveTextContent('25 % de los gatos operados con prueba de FeLV/FIV (5 de 20)');
  });

  it('lists the colonies whose census is due, never counted first, with the last census and its days, each linking to its colony', async () => {
    renderPanel('responsable');
    const section = await screen.findByRole('region', { name: 'Colonias por censar' });
    expect(section).toHaveTextContent('Sin censo o con el último censo de hace más de 180 días');
    expect(section).toHaveTextContent('2 de 3 colonias por censar');
    const rows = staleRows();
    expect(rows.map((r) => r.textContent)).toEqual(['1Colonia del PuenteSin censo—', '2Colonia de la Ermita22/10/2025400']);
    expect(within(rows[1]).getByRole('link', { name: 'Colonia de la Ermita' })).toHaveAttribute('href', '/colonias?colonia=7&nombre=Colonia+de+la+Ermita');
  });

  it('says every colony has a current census when none is due', async () => {
    renderPanel('responsable', { panelCer: async () => ({ ...PANEL, colonias_censo_obsoleto: 0, censo_obsoleto: [] }) });
    expect(await screen.findByText('Todas las colonias tienen un censo vigente.')).toBeInTheDocument();
  });

  it('one click creates a campaign with the colonies that still have unsterilised registered cats', async () => {
    const crear = vi.fn(async () => ({ numero_gatos: 7 }) as Awaited<ReturnType<NamedMethods['crearCampanaDesdeColonias']>>);
    renderPanel('responsable', { crearCampanaDesdeColonias: crear });
    await userEvent.click(await screen.findByRole('button', { name: 'Crear campaña con estas colonias' }));
    await waitFor(() => expect(crear).toHaveBeenCalledTimes(1));
    expect(crear.mock.calls[0]).toEqual([[4], expect.stringMatching(/^Campaña CER \d{2}\/\d{2}\/\d{4}$/)]);
  });

  it('the veterinario reads the dashboard but gets no campaign button, and colonies open in the read-only listing', async () => {
    renderPanel('veterinario');
    const link = await screen.findByRole('link', { name: 'Colonia del Río' });
    expect(link.getAttribute('href')).toMatch(/^\/colonias-listado\?colonia=4/);
    expect(screen.queryByRole('button', { name: 'Crear campaña con estas colonias' })).toBeNull();
  });

  it('sorts the ranked colonies by a column, keeping each one\'s rank', async () => {
    renderPanel('responsable');
    await screen.findByTestId('panel-bajo-objetivo-tabla');
    await userEvent.click(sortByColonia());
    await waitFor(() => expect(rankedRows()[0]).toHaveTextContent(/^1Colonia del Río/));
    await userEvent.click(sortByColonia());
    await waitFor(() => expect(rankedRows()[0]).toHaveTextContent(/^2Colonia Ñandú/));
  });

  it('says so when the dashboard cannot be read', async () => {
    renderPanel('admin', { panelCer: () => Promise.reject(new Error('caído')) });
    expect(await screen.findByText('No se pudo cargar el panel.')).toBeInTheDocument();
  });
});
