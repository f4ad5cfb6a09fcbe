/** The CER dashboard: figures, the ranked colonies linking to their colony, and the campaign made from them in one click. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { AdminContext } from 'react-admin';
import { i18nProvider } from '../../../src/client/i18n/i18nProvider';
import { PanelPage } from '../../../src/client/cer/PanelPage';
import { storeRaw, tokenExpiringIn, user } from '../fakes';
import { json, stubFetch } from '../backups/fetchStub';
import type { Role } from '../../../src/domain/roles';
import { lastMonths } from '../../../src/domain/cer';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
});

const colonia = (id: number, nombre: string, por_esterilizar: number, sin_esterilizar: number) => ({
  id, nombre, registrados: 10, esterilizados: 3, sin_esterilizar, estimacion: 20, metodo: 'chapman', cobertura: 0.15, estado: 'insuficiente', por_esterilizar,
});

const PANEL = {
  objetivo: 0.75, colonias: 3, registrados: 30, esterilizados: 12, poblacion_estimada: 48, cobertura: 0.25, anio: 2026,
  esterilizaciones_anio: 7, esterilizaciones_anio_anterior: 5, quejas_abiertas: 2, inspecciones_pendientes: 1, campanas_en_progreso: 1,
  estados: { sin_datos: 0, insuficiente: 2, en_progreso: 0, estabilizando: 1, reduciendo: 0 },
  colonias_bajo_objetivo: 2,
  bajo_objetivo: [colonia(4, 'Colonia del Río', 12, 7), colonia(9, 'Colonia Ñandú', 5, 0)],
  serie: lastMonths('2026-11-15', 24).map((mes, i) => ({ mes, registrados: i, esterilizaciones: i % 3, altas: 1, bajas: 0 })),
};

function renderPanel(role: Role) {
  storeRaw(tokenExpiringIn(3600), user({ role }));
  return render(
    <MemoryRouter initialEntries={['/panel']}>
      <AdminContext i18nProvider={i18nProvider}>
        <PanelPage />
      </AdminContext>
    </MemoryRouter>,
  );
}

describe('CER dashboard', () => {
  it('shows the figures and ranks the colonies below target, each linking to its colony', async () => {
    stubFetch((call) => (call.url.endsWith('/api/informes/informes/panel') ? json(PANEL) : undefined));
    renderPanel('responsable');
    expect(await screen.findByTestId('panel-poblacion')).toHaveTextContent('48');
    expect(screen.getByTestId('panel-cobertura')).toHaveTextContent('25 % (Objetivo: 75 %)');
    expect(screen.getByTestId('panel-estado-insuficiente')).toHaveTextContent('Insuficiente: 2');
    const rows = within(screen.getByTestId('panel-bajo-objetivo-tabla')).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.textContent)).toEqual([expect.stringContaining('1Colonia del Río12'), expect.stringContaining('2Colonia Ñandú5')]);
    expect(within(rows[0]).getByRole('link', { name: 'Colonia del Río' })).toHaveAttribute('href', '/colonias?colonia=4&nombre=Colonia+del+R%C3%ADo');
  });

  it('one click creates a campaign with the colonies that still have unsterilised registered cats', async () => {
    const calls = stubFetch((call) => {
      if (call.url.endsWith('/api/informes/informes/panel')) return json(PANEL);
      if (call.url.endsWith('/api/campanas/campanas/desde-colonias')) return json({ id: 3, nombre: 'Campaña CER', numero_gatos: 7 });
      return undefined;
    });
    renderPanel('responsable');
    await userEvent.click(await screen.findByRole('button', { name: 'Crear campaña con estas colonias' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    const post = calls.find((c) => c.method === 'POST')!;
    expect(JSON.parse(String(post.body)).colonia_ids).toEqual([4]);
  });

  it('the veterinario reads the dashboard but gets no campaign button, and colonies open in the read-only listing', async () => {
    stubFetch((call) => (call.url.endsWith('/api/informes/informes/panel') ? json(PANEL) : undefined));
    renderPanel('veterinario');
    const link = await screen.findByRole('link', { name: 'Colonia del Río' });
    expect(link.getAttribute('href')).toMatch(/^\/colonias-listado\?colonia=4/);
    expect(screen.queryByRole('button', { name: 'Crear campaña con estas colonias' })).toBeNull();
  });
});
