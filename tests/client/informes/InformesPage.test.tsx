import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { AdminContext } from 'react-admin';
import { i18nProvider } from '../../../src/client/i18n/i18nProvider';
import { InformesPage } from '../../../src/client/informes/InformesPage';
import { INFORMES } from '../../../src/domain/informes';
import { storeRaw, tokenExpiringIn, user } from '../fakes';
import { captureDownloads, deferred, file, json, stubFetch } from '../backups/fetchStub';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
});

function renderPage() {
  storeRaw(tokenExpiringIn(3600), user({ role: 'responsable' }));
  return render(
    <MemoryRouter>
      <AdminContext i18nProvider={i18nProvider}>
        <InformesPage />
      </AdminContext>
    </MemoryRouter>,
  );
}

describe('Informes', () => {
  it('has one button per report; each downloads its PDF under the name the server gives', async () => {
    const saved = captureDownloads();
    const calls = stubFetch((call) => {
      const informe = INFORMES.find((i) => call.url.endsWith(i.path));
      return informe ? file('%PDF-1.3', `${informe.file}_2025-03-29.pdf`, 'application/pdf') : undefined;
    });
    renderPage();
    for (const informe of INFORMES) expect(screen.getByRole('heading', { name: informe.title, level: 2 })).toBeInTheDocument();
    for (const informe of INFORMES) {
      await userEvent.click(screen.getByRole('button', { name: informe.button }));
      await waitFor(() => expect(saved.at(-1)).toBe(`${informe.file}_2025-03-29.pdf`));
    }
    expect(calls.map((c) => c.url)).toEqual(INFORMES.map((i) => i.path));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("shows 'Descargando...' on the report being made and waits for it before another", async () => {
    captureDownloads();
    const pending = deferred<Response>();
    stubFetch(() => pending.promise);
    renderPage();
    await userEvent.click(screen.getByRole('button', { name: INFORMES[0].button }));
    expect(screen.getByRole('button', { name: 'Descargando...' })).toBeDisabled();
    expect(screen.getByRole('button', { name: INFORMES[1].button })).toBeDisabled();
    pending.resolve(file('%PDF-1.3', 'informe_colonias_2025-03-29.pdf', 'application/pdf'));
    await waitFor(() => expect(screen.getByRole('button', { name: INFORMES[0].button })).toBeEnabled());
  });

  it('a failed download raises an alert naming that report', async () => {
    captureDownloads();
    stubFetch((call) => (call.url.endsWith(INFORMES[1].path) ? json({ detail: 'No tienes permisos para realizar esta acción.' }, 403) : json({ detail: 'caído' }, 503)));
    renderPage();
    await userEvent.click(screen.getByRole('button', { name: INFORMES[1].button }));
    let alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('No se pudo descargar el informe de campañas.');
    expect(alert).toHaveTextContent('No tienes permisos para realizar esta acción.');
    await userEvent.click(screen.getByRole('button', { name: INFORMES[2].button }));
    alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('No se pudo descargar el gráfico de colonias.');
  });
});
