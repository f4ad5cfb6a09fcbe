/** Litters and newcomers on screen: a colony's litters with what became of their kittens, the litter form and its rules, the newcomers beside each census, and the dashboard's arrivals per year. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Notification } from 'react-admin';
import { ColoniaCamadasSection } from '../../../src/client/cer/ColoniaCamadasSection';
import { ColoniaCerSection } from '../../../src/client/cer/ColoniaCerSection';
import { CamadaDialog } from '../../../src/client/cer/CamadaDialog';
import { CamadasPanelSection } from '../../../src/client/cer/CamadasPanelSection';
import { setLanguage } from '../../../src/client/i18n/language';
import { hoyEnEspana } from '../../../src/domain/cer';
import type { CamadaConMadre } from '../../../src/domain/schemas/camada';
import type { Role } from '../../../src/domain/roles';
import { fakeDataProvider } from '../fakeDataProvider';
import { renderStaff } from '../renderStaff';

afterEach(async () => {
  vi.restoreAllMocks();
  await setLanguage('es');
});

const COLONIA = { id: 4, nombre: 'Colonia del Río' };
const CAMADA: CamadaConMadre = {
  id: 7, colonia_id: 4, fecha: '2026-05-02', crias: 5, madre_id: 11, madre_nombre: 'Canela', en_colonia: 2, adoptadas: 1, fallecidas: 0, trasladadas: 0, notas: 'Bajo el puente', created_at: '', updated_at: '',
};

function renderSection(role: Role, camadas: CamadaConMadre[] = [CAMADA]) {
  const dataProvider = fakeDataProvider({}, { camadasColonia: async () => camadas, crearCamada: async (_c, values) => ({ ...CAMADA, ...values, id: 8 }) });
  return renderStaff(<ColoniaCamadasSection colonia={COLONIA} />, { role, dataProvider });
}

describe("a colony's litters", () => {
  it('lists each litter with its kittens, its mother and what became of them, the rest not known yet', async () => {
    renderSection('responsable');
    const item = await screen.findByText('02/05/2026 · 5 crías');
    expect(item.closest('li')).toHaveTextContent('Madre: Canela · 2 en la colonia · 1 adoptada · 2 sin saber · Bajo el puente');
    expect(screen.getByRole('button', { name: 'Registrar camada' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Editar camada 02/05/2026' })).toBeInTheDocument();
  });

  it('a veterinario reads them without the buttons; a usuario does not see the section', async () => {
    renderSection('veterinario');
    expect(await screen.findByText('02/05/2026 · 5 crías')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Registrar camada' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Eliminar/ })).toBeNull();
  });

  it('a litter is deleted only once confirmed, a refusal shows the API\'s reason, and the list is read again', async () => {
    const user = userEvent.setup();
    let camadas = [CAMADA];
    const eliminarCamada = vi.fn(async () => {
      if (eliminarCamada.mock.calls.length === 1) throw new Error('La camada está bloqueada por otra operación.');
      camadas = [];
    });
    const dataProvider = fakeDataProvider({}, { camadasColonia: async () => camadas, eliminarCamada });
    renderStaff(
      <>
        <ColoniaCamadasSection colonia={COLONIA} />
        <Notification />
      </>,
      { role: 'voluntario', dataProvider },
    );
    const confirm = async () => {
      await user.click(await screen.findByRole('button', { name: 'Eliminar 02/05/2026' }));
      expect(within(screen.getByRole('dialog')).getByText('¿Eliminar la camada del 02/05/2026?')).toBeInTheDocument();
    };

    await confirm();
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancelar' }));
    expect(eliminarCamada).not.toHaveBeenCalled();

    await confirm();
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText('La camada está bloqueada por otra operación.')).toBeInTheDocument();
    expect(screen.getByText('02/05/2026 · 5 crías')).toBeInTheDocument();

    await confirm();
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Eliminar' }));
    expect(eliminarCamada).toHaveBeenLastCalledWith(COLONIA.id, CAMADA.id);
    expect(await screen.findByText('Camada eliminada')).toBeInTheDocument();
    expect(await screen.findByText('Esta colonia aún no tiene camadas registradas.')).toBeInTheDocument();
  });

  it('a colony without litters says so', async () => {
    renderSection('voluntario', []);
    expect(await screen.findByText('Esta colonia aún no tiene camadas registradas.')).toBeInTheDocument();
  });
});

describe('the litter form', () => {
  it.each([
    ['es', 'Guardar camada', 'Las crías en la colonia, adoptadas, fallecidas y trasladadas no pueden sumar más que «crias».'],
    ['en', 'Save litter', 'Kittens in the colony, adopted, dead and moved cannot add up to more than «crias».'],
  ] as const)('in %s, fates adding up to more kittens than the litter had are refused before sending', async (language, guardar, message) => {
    await setLanguage(language);
    const { dataProvider } = renderStaff(<CamadaDialog colonia={COLONIA} onClose={() => {}} onSaved={() => {}} />, { role: 'voluntario' });
    const fields = within(screen.getByRole('dialog'));
    await userEvent.type(fields.getByRole('spinbutton', { name: /^(Crías|Kittens)/ }), '3');
    const adopted = fields.getByRole('spinbutton', { name: /^(Adoptadas|Adopted)/ });
    await userEvent.clear(adopted);
    await userEvent.type(adopted, '4');
    await userEvent.click(screen.getByRole('button', { name: guardar }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(dataProvider.calls.filter((c) => c.method === 'crearCamada')).toEqual([]);
  });

  it("records a litter seen today with its kittens and their fates", async () => {
    const onSaved = vi.fn();
    const dataProvider = fakeDataProvider({}, { crearCamada: async (_c, values) => ({ ...CAMADA, ...values, id: 8 }) });
    renderStaff(<CamadaDialog colonia={COLONIA} onClose={() => {}} onSaved={onSaved} />, { role: 'voluntario', dataProvider });
    const dialog = within(screen.getByRole('dialog', { name: 'Registrar camada · Colonia del Río' }));
    expect(dialog.getByLabelText('Fecha', { exact: false })).toHaveValue(hoyEnEspana());
    await userEvent.type(dialog.getByRole('spinbutton', { name: /^Crías/ }), '4');
    const enColonia = dialog.getByRole('spinbutton', { name: 'En la colonia' });
    await userEvent.clear(enColonia);
    await userEvent.type(enColonia, '3');
    await userEvent.type(dialog.getByLabelText('Notas'), '  Detrás del mercado ');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar camada' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(dataProvider.calls.filter((c) => c.method === 'crearCamada').map((c) => c.params)).toEqual([
      [4, { fecha: hoyEnEspana(), crias: 4, madre_id: null, notas: 'Detrás del mercado', en_colonia: 3, adoptadas: 0, fallecidas: 0, trasladadas: 0 }],
    ]);
  });
});

it('a census that saw adults beyond the register is marked with its newcomers', async () => {
  const dataProvider = fakeDataProvider({}, {
    poblacionColonia: async () => ({
      colonia_id: 4, registrados: 2, esterilizados: 1, censo: { id: 3, fecha: '2026-04-01', gatos_vistos: 7, crias: 2, marcados_vistos: 1 },
      estimacion: { metodo: 'censo', n: 7, ic95: null }, cobertura: 0.14, objetivo: 0.75, estado: 'insuficiente', por_esterilizar: 5,
      fecha_censo: '2026-04-01', dias_desde_censo: 30, obsoleta: false, intervalo_vigente: null,
    }),
    censosColonia: async () => [
      { id: 3, colonia_id: 4, fecha: '2026-04-01', gatos_vistos: 7, crias: 2, marcados_vistos: 1, observaciones: null, usuario_id: null, created_at: '', updated_at: '' },
      { id: 2, colonia_id: 4, fecha: '2026-01-01', gatos_vistos: 2, crias: 0, marcados_vistos: 1, observaciones: null, usuario_id: null, created_at: '', updated_at: '' },
    ],
    recienLlegadosColonia: async () => [
      { censo_id: 3, fecha: '2026-04-01', adultos_vistos: 5, registrados: 2, recien_llegados: 3 },
      { censo_id: 2, fecha: '2026-01-01', adultos_vistos: 2, registrados: 2, recien_llegados: 0 },
    ],
    historiaColonia: async () => ({ colonia_id: 4, objetivo: 0.75, meses: [] }),
  });
  renderStaff(<ColoniaCerSection colonia={COLONIA} />, { role: 'responsable', dataProvider });
  const list = await screen.findByTestId('censos-lista');
  await waitFor(() => expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('3 recién llegados sin registrar'));
  expect(within(list).getAllByRole('listitem')[1]).not.toHaveTextContent('recién llegado');
});

it("the dashboard compares each year's kittens, pregnant and lactating females and newcomers with its sterilisations, the latest year first", async () => {
  const dataProvider = fakeDataProvider({}, {
    panelCamadas: async () => ({
      anios: [
        { anio: 2025, camadas: 3, nacimientos: 14, gestantes: 6, lactantes: 2, recien_llegados: 4, esterilizaciones: 20 },
        { anio: 2026, camadas: 1, nacimientos: 5, gestantes: 1, lactantes: 0, recien_llegados: 2, esterilizaciones: 12 },
      ],
    }),
  });
  renderStaff(<CamadasPanelSection />, { role: 'responsable', dataProvider });
  const table = await screen.findByTestId('panel-camadas-tabla');
  expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Año', 'Camadas', 'Crías nacidas', 'Gestantes en quirófano', 'Lactantes en quirófano', 'Recién llegados', 'Esterilizaciones']);
  const cells = within(table).getAllByRole('row').slice(1).map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
  expect(cells).toEqual([
    ['2026', '1', '5', '1', '0', '2', '12'],
    ['2025', '3', '14', '6', '2', '4', '20'],
  ]);
});
