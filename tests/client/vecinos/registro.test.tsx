import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { InformesPage } from '../../../src/client/informes/InformesPage';
import { IdentificacionPanel } from '../../../src/client/vecinos/IdentificacionPanel';
import { resetSettingsCache } from '../../../src/client/providers/settings';
import type { Gato } from '../../../src/domain/types';
import { json, stubFetch } from '../backups/fetchStub';
import { fakeDataProvider } from '../fakeDataProvider';
import { renderStaff } from '../renderStaff';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  resetSettingsCache();
  localStorage.clear();
});

describe('the microchip register on /informes', () => {
  it('downloads the CSV, only the cats identified since the chosen date', async () => {
    const dataProvider = fakeDataProvider({}, { descargarRegistroIdentificacion: async () => 'registro_identificacion_2025-03-29.csv' });
    renderStaff(<InformesPage />, { dataProvider, role: 'responsable' });
    expect(screen.getByRole('heading', { name: 'Registro de identificación (microchips)', level: 2 })).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Identificados desde (opcional)'), { target: { value: '2025-01-01' } });
    await userEvent.click(screen.getByRole('button', { name: 'Descargar registro (CSV)' }));
    await waitFor(() => expect(dataProvider.calls).toContainEqual({ method: 'descargarRegistroIdentificacion', params: ['2025-01-01'] }));
  });

  it('shows the failure under the card', async () => {
    const dataProvider = fakeDataProvider({}, { descargarRegistroIdentificacion: () => Promise.reject(new Error('No tienes permiso para esta operación.')) });
    renderStaff(<InformesPage />, { dataProvider, role: 'responsable' });
    await userEvent.click(screen.getByRole('button', { name: 'Descargar registro (CSV)' }));
    const region = screen.getByRole('region', { name: 'Registro de identificación (microchips)' });
    await waitFor(() => expect(region).toHaveTextContent('No tienes permiso para esta operación.'));
  });
});

describe('the identification panel of the cat card', () => {
  const gato = { id: 7, nombre: 'Misi', codigo_identificacion: '941000000000777', fecha_identificacion: '2025-02-01' } as Gato;

  it('shows the implant date and the council as holder, and downloads the certificate', async () => {
    // The council's name comes from the public settings (providers/settings.ts), not from the data provider.
    stubFetch((call) => (call.url.endsWith('/api/settings') ? json({ municipio_nombre: 'Sigüenza', contact_email: 'a@b.es' }) : undefined));
    const dataProvider = fakeDataProvider({}, { descargarCertificado: async () => 'certificado_941000000000777.pdf' });
    renderStaff(<IdentificacionPanel gato={gato} />, { dataProvider, role: 'veterinario' });
    expect(screen.getByText('01/02/2025')).toBeInTheDocument();
    expect(await screen.findByText('Ayuntamiento de Sigüenza')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Descargar certificado (PDF)' }));
    await waitFor(() => expect(dataProvider.calls).toContainEqual({ method: 'descargarCertificado', params: [gato] }));
  });

  it('offers no certificate to a voluntario', () => {
    stubFetch(() => undefined);
    renderStaff(<IdentificacionPanel gato={gato} />, { role: 'voluntario' });
    expect(screen.queryByRole('button', { name: 'Descargar certificado (PDF)' })).toBeNull();
  });
});

describe('the certificate by microchip on /informes', () => {
  it('finds the cat by its microchip and downloads its certificate; an unknown microchip says so', async () => {
    const misi = { id: 7, codigo_identificacion: '941000000000777' } as Gato;
    const dataProvider = fakeDataProvider(
      {},
      {
        gatoPorMicrochip: async (codigo: string) => (codigo === misi.codigo_identificacion ? misi : null),
        descargarCertificado: async () => 'certificado_941000000000777.pdf',
      },
    );
    renderStaff(<InformesPage />, { dataProvider, role: 'responsable' });
    const input = screen.getByLabelText('Microchip (15 dígitos)');
    await userEvent.type(input, '941000000000999');
    await userEvent.click(screen.getAllByRole('button', { name: 'Descargar certificado (PDF)' })[0]);
    expect(await screen.findByText('No hay ningún gato con ese microchip.')).toBeInTheDocument();
    expect(dataProvider.calls.map((call) => call.method)).not.toContain('descargarCertificado');
    await userEvent.clear(input);
    await userEvent.type(input, '941000000000777');
    await userEvent.click(screen.getAllByRole('button', { name: 'Descargar certificado (PDF)' })[0]);
    await waitFor(() => expect(dataProvider.calls).toContainEqual({ method: 'descargarCertificado', params: [misi] }));
    expect(screen.queryByText('No hay ningún gato con ese microchip.')).toBeNull();
  });
});
