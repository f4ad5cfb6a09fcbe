import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { AdminContext } from 'react-admin';
import { i18nProvider } from '../../../src/client/i18n/i18nProvider';
import { InformesPage } from '../../../src/client/informes/InformesPage';
import { storeRaw, tokenExpiringIn, user } from '../fakes';
import { captureDownloads, file, json, stubFetch } from '../backups/fetchStub';
import { IdentificacionPanel } from '../../../src/client/vecinos/IdentificacionPanel';
import type { Gato } from '../../../src/domain/types';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('the microchip register on /informes', () => {
  it('downloads the CSV, only the cats identified since the chosen date', async () => {
    const saved = captureDownloads();
    const calls = stubFetch((call) => (call.url.includes('registro-identificacion.csv') ? file('\uFEFFMicrochip', 'registro_identificacion_2025-03-29.csv', 'text/csv') : undefined));
    storeRaw(tokenExpiringIn(3600), user({ role: 'responsable' }));
    render(
      <MemoryRouter>
        <AdminContext i18nProvider={i18nProvider}>
          <InformesPage />
        </AdminContext>
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: 'Registro de identificación (microchips)', level: 2 })).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Identificados desde (opcional)'), { target: { value: '2025-01-01' } });
    await userEvent.click(screen.getByRole('button', { name: 'Descargar registro (CSV)' }));
    await waitFor(() => expect(saved.at(-1)).toBe('registro_identificacion_2025-03-29.csv'));
    expect(calls.map((c) => c.url)).toContainEqual(expect.stringMatching(/\/api\/gatos\/gatos\/registro-identificacion\.csv\?desde=2025-01-01$/));
  });
});

describe('the identification panel of the cat card', () => {
  const gato = { id: 7, nombre: 'Misi', codigo_identificacion: '941000000000777', fecha_identificacion: '2025-02-01' } as Gato;

  function renderPanel(role: string, cat: Gato = gato) {
    storeRaw(tokenExpiringIn(3600), user({ role }));
    return render(
      <MemoryRouter>
        <AdminContext i18nProvider={i18nProvider}>
          <IdentificacionPanel gato={cat} />
        </AdminContext>
      </MemoryRouter>,
    );
  }

  it('shows the implant date and the council as holder, and downloads the certificate', async () => {
    const saved = captureDownloads();
    stubFetch((call) =>
      call.url.endsWith('/api/settings')
        ? json({ municipio_nombre: 'Sigüenza', contact_email: 'a@b.es' })
        : call.url.endsWith('/api/gatos/gatos/7/certificado')
          ? file('%PDF-1.3', 'certificado_941000000000777.pdf', 'application/pdf')
          : undefined,
    );
    renderPanel('veterinario');
    expect(screen.getByText('01/02/2025')).toBeInTheDocument();
    expect(await screen.findByText('Ayuntamiento de Sigüenza')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Descargar certificado (PDF)' }));
    await waitFor(() => expect(saved.at(-1)).toBe('certificado_941000000000777.pdf'));
  });

  it('offers no certificate to a voluntario', () => {
    stubFetch(() => undefined);
    renderPanel('voluntario');
    expect(screen.queryByRole('button', { name: 'Descargar certificado (PDF)' })).toBeNull();
  });
});

describe('the certificate by microchip on /informes', () => {
  it('finds the cat by its microchip and downloads its certificate; an unknown microchip says so', async () => {
    const saved = captureDownloads();
    stubFetch((call) =>
      call.url.includes('/api/gatos/gatos?q=941000000000777')
        ? json([{ id: 7, codigo_identificacion: '941000000000777' }])
        : call.url.includes('/api/gatos/gatos?q=')
          ? json([])
          : call.url.endsWith('/api/gatos/gatos/7/certificado')
            ? file('%PDF-1.3', 'certificado_941000000000777.pdf', 'application/pdf')
            : undefined,
    );
    storeRaw(tokenExpiringIn(3600), user({ role: 'responsable' }));
    render(
      <MemoryRouter>
        <AdminContext i18nProvider={i18nProvider}>
          <InformesPage />
        </AdminContext>
      </MemoryRouter>,
    );
    const input = screen.getByLabelText('Microchip (15 dígitos)');
    await userEvent.type(input, '941000000000999');
    await userEvent.click(screen.getAllByRole('button', { name: 'Descargar certificado (PDF)' })[0]);
    expect(await screen.findByText('No hay ningún gato con ese microchip.')).toBeInTheDocument();
    await userEvent.clear(input);
    await userEvent.type(input, '941000000000777');
    await userEvent.click(screen.getAllByRole('button', { name: 'Descargar certificado (PDF)' })[0]);
    await waitFor(() => expect(saved.at(-1)).toBe('certificado_941000000000777.pdf'));
  });
});
