import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderTranslated } from '../translated';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { AdminContext, Notification } from 'react-admin';
import { i18nProvider } from '../../../src/client/i18n/i18nProvider';
import { dataProvider } from '../../../src/client/providers/dataProvider';
import { QuejaForm } from '../../../src/client/quejas/QuejaForm';
import { QuejasList } from '../../../src/client/quejas/QuejasList';
import { InspeccionForm } from '../../../src/client/inspecciones/InspeccionForm';
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

const COLONIAS = [
  { id: 1, nombre: 'Colonia de la Alameda' },
  { id: 2, nombre: 'Colonia del Castillo' },
];

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the complaint form', () => {
  it('asks for the description, then sends multipart with a PDF as it is', async () => {
    const calls = api((call) => {
      if (call.url.endsWith('/api/inspecciones/inspecciones/colonias/')) return { body: COLONIAS };
      if (call.method === 'POST') return { body: { id: 9 } };
      return undefined;
    });
    renderAs('usuario', <QuejaForm />);
    await userEvent.click(screen.getByRole('button', { name: 'Registrar queja' }));
    expect(screen.getByText('La descripción es obligatoria')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    await userEvent.type(screen.getByRole('textbox', { name: 'Descripción' }), '  Maullidos de noche ');
    await userEvent.click(screen.getByRole('combobox', { name: 'Colonia' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Colonia del Castillo' }));
    const pdf = new File(['%PDF-1.4 acta'], 'acta.pdf', { type: 'application/pdf' });
    const input = screen.getByLabelText('Archivo adjunto (imagen o PDF, opcional)');
    expect(input).toHaveAttribute('accept', expect.stringContaining('application/pdf'));
    await userEvent.upload(input, pdf);
    await userEvent.click(screen.getByRole('button', { name: 'Registrar queja' }));

    expect(await screen.findByText('Queja registrada exitosamente')).toBeInTheDocument();
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.url).toBe('/api/quejas/quejas/');
    const form = post.body as FormData;
    expect(form.get('descripcion')).toBe('Maullidos de noche');
    expect(form.get('colonia_id')).toBe('2');
    expect(form.get('solucion_responsable')).toBeNull();
    // The PDF goes as it is: same name, type and bytes.
    const sent = form.get('archivo') as File;
    expect([sent.name, sent.type, sent.size]).toEqual(['acta.pdf', 'application/pdf', pdf.size]);
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(sent);
    });
    expect(text).toBe('%PDF-1.4 acta');
    expect(screen.getByRole('textbox', { name: 'Descripción' })).toHaveValue('');
  });

  it('offers the proposed solution to staff only, never to a citizen', async () => {
    api((call) => (call.url.endsWith('/colonias/') ? { body: COLONIAS } : undefined));
    const { unmount } = renderAs('usuario', <QuejaForm />);
    expect(screen.queryByRole('textbox', { name: 'Solución propuesta' })).toBeNull();
    unmount();
    renderAs('responsable', <QuejaForm />);
    expect(screen.getByRole('textbox', { name: 'Solución propuesta' })).toBeInTheDocument();
  });

  it('says so when the server refuses, with its reason', async () => {
    api((call) => {
      if (call.url.endsWith('/colonias/')) return { body: COLONIAS };
      if (call.method === 'POST') return { status: 413, body: { detail: 'El archivo adjunto supera el tamaño máximo de 10 MB.' } };
      return undefined;
    });
    renderAs('usuario', <QuejaForm />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Descripción' }), 'Con un archivo enorme');
    await userEvent.click(screen.getByRole('button', { name: 'Registrar queja' }));
    expect(await screen.findByText('Error al registrar la queja')).toBeInTheDocument();
    expect(screen.getByText('El archivo adjunto supera el tamaño máximo de 10 MB.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Descripción' })).toHaveValue('Con un archivo enorme');
  });
});

describe('the inspection form', () => {
  it('requires the colony and the observations', async () => {
    const calls = api((call) => (call.url.endsWith('/colonias/') ? { body: COLONIAS } : undefined));
    renderAs('responsable', <InspeccionForm />);
    await userEvent.click(screen.getByRole('button', { name: 'Registrar inspección' }));
    expect(screen.getByText('Debe seleccionar una colonia')).toBeInTheDocument();
    expect(screen.getByText('Las observaciones son obligatorias')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });
});

describe('the complaint list', () => {
  it('offers Resolver only on unresolved complaints, behind a confirmation, and calls resolver', async () => {
    let resolved = false;
    const calls = api((call) => {
      if (call.method === 'GET' && call.url.startsWith('/api/quejas/quejas/?')) {
        return {
          total: 2,
          body: [
            { id: 1, fecha: '29/03/2025', fecha_hora: '2025-03-29T10:00:00.000Z', descripcion: 'Comida en la acera', colonia_id: 1, colonia_nombre: 'Colonia de la Alameda', solucion_responsable: null, archivo: '/api/adjuntos/1/1900000000/b-_2/fedcba9876543210fedcba9876543210.png', estatus: resolved ? 'resuelta' : 'Pendiente' },
            { id: 2, fecha: '20/03/2025', fecha_hora: '2025-03-20T10:00:00.000Z', descripcion: 'Ya resuelta', colonia_id: null, colonia_nombre: null, solucion_responsable: 'Hecho', archivo: '/api/adjuntos/1/1900000000/a-_1/0123456789abcdef0123456789abcdef.pdf', estatus: 'resuelta' },
          ],
        };
      }
      if (call.method === 'PUT' && call.url === '/api/quejas/quejas/1/resolver') {
        resolved = true;
        return { body: { id: 1, estatus: 'resuelta' } };
      }
      return undefined;
    });
    renderAs('responsable', <QuejasList resource="quejas" />);
    const table = await screen.findByRole('table', { name: 'Quejas' });
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('29/03/2025');
    expect(rows[1]).toHaveTextContent('Pendiente');
    expect(within(rows[2]).queryByRole('button', { name: /Resolver/ })).toBeNull();
    // Private attachments come as signed links: a PDF is still told by its name, a photo still shows.
    expect(within(rows[2]).getByRole('link', { name: 'Descargar PDF adjunto' })).toHaveAttribute('href', '/api/adjuntos/1/1900000000/a-_1/0123456789abcdef0123456789abcdef.pdf');
    expect(within(rows[1]).getByRole('img')).toHaveAttribute('src', '/api/adjuntos/1/1900000000/b-_2/fedcba9876543210fedcba9876543210.png');
    expect(screen.getByText('Página 1 de 1')).toBeInTheDocument();

    await userEvent.click(within(rows[1]).getByRole('button', { name: /Resolver/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Resolver la queja' });
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sí, resolver' }));
    expect(await screen.findByText('Queja marcada como resuelta')).toBeInTheDocument();
    await waitFor(() => expect(within(screen.getByRole('table', { name: 'Quejas' })).queryByRole('button', { name: /Resolver/ })).toBeNull());
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(1);
  });
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
