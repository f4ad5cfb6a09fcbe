import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError } from 'react-admin';
import { InformesPage } from '../../../src/client/informes/InformesPage';
import { INFORMES, type InformeId } from '../../../src/domain/informes';
import type { NamedMethods } from '../../../src/client/providers/dataProvider';
import { fakeDataProvider } from '../fakeDataProvider';
import { renderStaff } from '../renderStaff';
import { deferred } from '../backups/fetchStub';
import type { InformeCostes } from '../../../src/domain/schemas/presupuesto';

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

/** A year with no costs: its block below the reports shows empty figures, no alert. */
const SIN_COSTES: InformeCostes = {
  anio: 2026, presupuesto_centimos: null, comprometido_centimos: 0, gastado_centimos: 0, restante_centimos: null, esterilizados: 0, coste_por_esterilizado_centimos: null,
  sin_importe: 0, por_concepto: [], campanas: [], proyeccion: { objetivo: 0.75, coste_unitario_centimos: null, origen_coste_unitario: null, por_esterilizar: 0, importe_centimos: null, colonias: [] },
};

function renderPage(methods: Partial<NamedMethods>) {
  return renderStaff(<InformesPage />, { role: 'responsable', dataProvider: fakeDataProvider({}, { informeCostes: async () => SIN_COSTES, ...methods }) });
}

const downloads = (provider: { calls: { method: string; params: unknown }[] }) => provider.calls.filter((c) => c.method === 'descargarInforme').map((c) => (c.params as InformeId[])[0]);

describe('Informes', () => {
  it('has one button per report; each downloads its own report', async () => {
    const { dataProvider } = renderPage({ descargarInforme: async (id) => `${INFORMES.find((i) => i.id === id)!.file}_2025-03-29.pdf` });
    for (const informe of INFORMES) expect(screen.getByRole('heading', { name: informe.title, level: 2 })).toBeInTheDocument();
    for (const informe of INFORMES) {
      await userEvent.click(screen.getByRole('button', { name: informe.button }));
      await waitFor(() => expect(downloads(dataProvider).at(-1)).toBe(informe.id));
      await waitFor(() => expect(screen.getByRole('button', { name: informe.button })).toBeEnabled());
    }
    expect(downloads(dataProvider)).toEqual(INFORMES.map((i) => i.id));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("shows 'Descargando...' on the report being made and waits for it before another", async () => {
    const pending = deferred<string>();
    renderPage({ descargarInforme: () => pending.promise });
    await userEvent.click(screen.getByRole('button', { name: INFORMES[0].button }));
    expect(screen.getByRole('button', { name: 'Descargando...' })).toBeDisabled();
    expect(screen.getByRole('button', { name: INFORMES[1].button })).toBeDisabled();
    pending.resolve('informe_colonias_2025-03-29.pdf');
    await waitFor(() => expect(screen.getByRole('button', { name: INFORMES[0].button })).toBeEnabled());
  });

  it('a failed download raises an alert naming that report', async () => {
    renderPage({
      descargarInforme: (id) =>
        Promise.reject(id === 'campanas' ? new HttpError('No tienes permisos para realizar esta acción.', 403) : new HttpError('caído', 503)),
    });
    await userEvent.click(screen.getByRole('button', { name: INFORMES[1].button }));
    let alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('No se pudo descargar el informe de campañas.');
    expect(alert).toHaveTextContent('No tienes permisos para realizar esta acción.');
    await userEvent.click(screen.getByRole('button', { name: INFORMES[2].button }));
    alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('No se pudo descargar el gráfico de colonias.');
  });
});
