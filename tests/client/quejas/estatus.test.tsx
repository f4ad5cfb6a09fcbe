/**
 * The API sends a complaint's or an inspection's status as the original did,
 * lower case (`pendiente`, `en revisión`, `resuelta`); the screens show it
 * capitalised, in the reader's language: the lists' badges and the public
 * tracking page. A value stored before, capitalised, shows the same.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { AdminContext } from 'react-admin';
import { i18nProvider } from '../../../src/client/i18n/i18nProvider';
import { setLanguage } from '../../../src/client/i18n/language';
import { dataProvider } from '../../../src/client/providers/dataProvider';
import { resetSettingsCache } from '../../../src/client/providers/settings';
import { QuejasList } from '../../../src/client/quejas/QuejasList';
import { InspeccionesList } from '../../../src/client/inspecciones/InspeccionesList';
import SeguimientoPage from '../../../src/client/vecinos/SeguimientoPage';
import { fakeApi, storeRaw, tokenExpiringIn, user } from '../fakes';

const base = { fecha: '01/03/2025', fecha_hora: '2025-03-01T10:00:00Z', colonia_id: 1, colonia_nombre: 'Catedral', archivo: null };
const STATUSES = ['pendiente', 'en revisión', 'resuelta', 'Pendiente'];
const quejas = STATUSES.map((estatus, i) => ({ ...base, id: i + 1, descripcion: `Queja ${i + 1}`, solucion_responsable: null, codigo_seguimiento: null, respuesta_publica: null, estatus }));
const inspecciones = STATUSES.map((estatus, i) => ({ ...base, id: i + 1, observaciones: `Inspección ${i + 1}`, acciones_recomendadas: null, estatus }));
const seguimiento = { codigo_seguimiento: 'Q-7KD4-M2XP', estatus: 'en revisión', fecha_registro: '2025-03-01T10:00:00Z', fecha_ultimo_cambio: '2025-03-02T10:00:00Z', colonia_nombre: null, respuesta_publica: null };

function renderAt(url: string, page: ReactNode) {
  storeRaw(tokenExpiringIn(3600), user({ role: 'admin' }));
  fakeApi((call) => {
    const path = new URL(call.url, 'http://x').pathname;
    if (path.startsWith('/api/quejas/seguimiento/')) return { body: seguimiento };
    if (path.startsWith('/api/quejas/quejas/')) return { body: quejas };
    if (path.startsWith('/api/inspecciones/inspecciones/')) return { body: inspecciones };
    return { body: [] };
  });
  return render(
    <MemoryRouter initialEntries={[url]}>
      <AdminContext i18nProvider={i18nProvider} dataProvider={dataProvider}>
        <Routes>
          <Route path="*" element={page} />
        </Routes>
      </AdminContext>
    </MemoryRouter>,
  );
}

afterEach(async () => {
  vi.unstubAllGlobals();
  resetSettingsCache();
  await setLanguage('es');
});

describe('status badges', () => {
  it('show the lower-case statuses capitalised in Spanish, in the complaint and inspection lists', async () => {
    renderAt('/quejas', <QuejasList resource="quejas" />);
    const table = await screen.findByRole('table', { name: 'Quejas' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByText(/^(Pendiente|En revisión|Resuelta)$/).textContent)).toEqual(['Pendiente', 'En revisión', 'Resuelta', 'Pendiente']);
  });

  it('show them in the reader’s language', async () => {
    await setLanguage('en');
    renderAt('/inspecciones', <InspeccionesList resource="inspecciones" canResolve />);
    await screen.findByText('Inspección 1');
    expect(screen.getAllByText('Pending')).toHaveLength(2);
    expect(screen.getByText('Under review')).toBeInTheDocument();
    expect(screen.getByText('Resolved')).toBeInTheDocument();
    expect(screen.queryByText(/^(pendiente|Pendiente|en revisión|resuelta)$/)).toBeNull();
  });
});

describe('the public tracking page', () => {
  it('shows the status capitalised, in Spanish and in Catalan', async () => {
    const { unmount } = renderAt('/seguimiento?codigo=Q-7KD4-M2XP', <SeguimientoPage />);
    expect(await screen.findByText('En revisión')).toBeInTheDocument();
    unmount();
    await setLanguage('ca');
    renderAt('/seguimiento?codigo=Q-7KD4-M2XP', <SeguimientoPage />);
    expect(await screen.findByText('En revisió')).toBeInTheDocument();
  });
});
