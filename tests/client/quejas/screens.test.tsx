import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderTranslated } from '../translated';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { AdminContext, Notification } from 'react-admin';
import { i18nProvider } from '../../../src/client/i18n/i18nProvider';
import { dataProvider } from '../../../src/client/providers/dataProvider';
import { CampanasPage } from '../../../src/client/campanas/CampanasPage';
import { storeRaw, tokenExpiringIn, user } from '../fakes';

interface Call {
  method: string;
  url: string;
  body: unknown;
}

type Answer = { status?: number; body?: unknown; total?: number } | undefined;

/** fetch replaced by `handler`; FormData bodies are kept as they are. */
function api(handler: (call: Call) => Answer): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const body = typeof init.body === 'string' ? JSON.parse(init.body) : init.body;
      const call = { method: (init.method ?? 'GET').toUpperCase(), url: String(url), body };
      calls.push(call);
      const answer = handler(call) ?? { status: 404, body: { detail: 'La ruta solicitada no existe.' } };
      const headers: Record<string, string> = { 'Content-Type': 'application/json' };
      if (answer.total !== undefined) headers['X-Total-Count'] = String(answer.total);
      return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), { status: answer.status ?? 200, headers });
    }),
  );
  return calls;
}

function renderAs(role: string, node: ReactNode) {
  storeRaw(tokenExpiringIn(3600), user({ role }));
  return renderTranslated(
    <MemoryRouter>
      <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider}>
        {node}
        <Notification />
      </AdminContext>
    </MemoryRouter>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the campaigns page', () => {
  it('opens a campaign’s cats panel and scrolls to it after 200 ms', async () => {
    const campana = { id: 5, nombre: 'CER de otoño', fecha_inicio: '2025-09-01', fecha_fin: null, estatus: 'en progreso', voluntarios_involucrados: null, gatos_objetivo: 4, numero_gatos: 1, gatos_esterilizados: 1 };
    api((call) => {
      if (call.url.startsWith('/api/campanas/campanas/?')) return { total: 1, body: [campana] };
      if (call.url === '/api/campanas/campanas/5') return { body: campana };
      if (call.url.startsWith('/api/campanas/campanas/5/gatos')) {
        return { total: 1, body: [{ id: 3, nombre: 'Misi', codigo_identificacion: null, colonia_nombre: 'Colonia A', fecha_esterilizacion: '2025-09-10', activo: true, esterilizado_en_campana: true }] };
      }
      return undefined;
    });
    const scrolled: number[] = [];
    Element.prototype.scrollIntoView = vi.fn(() => scrolled.push(Date.now()));
    renderAs('veterinario', <CampanasPage />);
    const table = await screen.findByRole('table', { name: 'Campañas' });
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('1 de 4 esterilizados (25 %)');
    expect(screen.queryByRole('heading', { name: 'Nueva campaña' })).toBeNull();

    const clicked = Date.now();
    await userEvent.click(within(table).getByRole('button', { name: 'Ver gatos de CER de otoño' }));
    // (Whether it has scrolled yet when the click returns depends on the machine's load: the delay is measured below.)
    const panel = await screen.findByRole('region', { name: 'Gatos de la campaña «CER de otoño»' });
    await waitFor(() => expect(scrolled).toHaveLength(1));
    expect(scrolled[0] - clicked).toBeGreaterThanOrEqual(190);
    expect(await within(panel).findByText('Esterilizado en la campaña')).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: /Quitar/ })).toBeNull();

    await userEvent.click(within(table).getByRole('button', { name: 'Ocultar gatos de CER de otoño' }));
    expect(screen.queryByRole('region', { name: /Gatos de la campaña/ })).toBeNull();
  });
});
