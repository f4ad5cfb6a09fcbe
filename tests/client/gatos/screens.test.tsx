import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError } from 'react-admin';
import { MisGatosPage } from '../../../src/client/gatos/MisGatosPage';
import { GatoFichaPage } from '../../../src/client/gatos/GatoFichaPage';
import { GatosListPage } from '../../../src/client/gatos/GatosListPage';
import { CsvImport } from '../../../src/client/gatos/CsvImport';
import type { Gato, GatoAsignado } from '../../../src/domain/types';
import { fakeDataProvider, type FakeDataProvider } from '../fakeDataProvider';
import { renderStaff } from '../renderStaff';

const renderAs = (role: string | null, node: React.ReactElement, dataProvider: FakeDataProvider = fakeDataProvider(), path = '/') =>
  renderStaff(node, { role, dataProvider, path, route: path.startsWith('/gatos/') ? '/gatos/:id' : '*' });

/** Opens the row's "⋮" menu of the cat and answers its entries' texts. */
async function openRowMenu(nombre: string): Promise<HTMLElement> {
  await userEvent.click(await screen.findByRole('button', { name: `Acciones de ${nombre}` }));
  return screen.findByRole('menu');
}

const menuEntries = (menu: HTMLElement) => within(menu).getAllByRole('menuitem').map((item) => item.textContent);

/** The named-method calls of `name` the screen made. */
const callsOf = (dataProvider: FakeDataProvider, name: string) => dataProvider.calls.filter((call) => call.method === name);

const colonias = { gatoColonias: async () => [{ id: 1, nombre: 'Colonia de la Catedral' }] };

function gato(id: number, overrides: Partial<Gato> = {}): Gato {
  return {
    id,
    nombre: `Gato ${id}`,
    raza: 'Común',
    sexo: 'M',
    edad_num: 2,
    edad_unidad: 'años',
    estado_salud: 'Bueno',
    ubicacion: 'Plaza',
    colonia_id: 1,
    colonia_nombre: 'Colonia de la Catedral',
    evaluacion_sanitaria: 'Sano',
    adoptabilidad: 'Adoptable',
    fecha_vacunacion: '2025-03-01',
    tipo_vacuna: 'Rabia',
    fecha_desparasitacion: '2025-02-01',
    fecha_esterilizacion: '2025-01-01',
    codigo_identificacion: String(724000000000000 + id),
    fecha_identificacion: null,
    imagen: null,
    activo: true,
    ...overrides,
  };
}

const asignado = (id: number): GatoAsignado => ({ ...gato(id), edad: '2 años', vacunado: true, desparasitado: false });

describe('Mis Gatos', () => {
  it('says there is no user information when nobody is stored', () => {
    renderAs(null, <MisGatosPage />);
    expect(screen.getByText('No hay información de usuario.')).toBeInTheDocument();
  });

  it('refuses any role other than voluntario and usuario', () => {
    renderAs('veterinario', <MisGatosPage />);
    expect(screen.getByText('Rol no permitido para esta vista.')).toBeInTheDocument();
  });

  it('shows the usuario a read-only list, 10 per page', async () => {
    const dataProvider = fakeDataProvider({ 'mis-gatos': Array.from({ length: 13 }, (_, i) => asignado(i + 1)) });
    renderAs('usuario', <MisGatosPage />, dataProvider);
    const table = await screen.findByRole('table', { name: 'Mis gatos' });
    expect(within(table).getAllByRole('row')).toHaveLength(11);
    expect(within(table).getAllByText('2 años')).toHaveLength(10);
    expect(screen.queryByRole('button', { name: /Acciones de/ })).toBeNull();
    expect(screen.getByText('Página 1 de 2')).toBeInTheDocument();
    expect(dataProvider.calls.find((c) => c.method === 'getList')).toMatchObject({ resource: 'mis-gatos', params: { pagination: { page: 1, perPage: 10 } } });
    await userEvent.click(screen.getByRole('button', { name: 'Siguiente' }));
    await waitFor(() => expect(screen.getByText('Página 2 de 2')).toBeInTheDocument());
    expect(dataProvider.calls.filter((c) => c.method === 'getList').at(-1)).toMatchObject({ params: { pagination: { page: 2, perPage: 10 } } });
  });

  it('sorts my cats by name and code from their headers and searches them by name or code', async () => {
    const dataProvider = fakeDataProvider({ 'mis-gatos': [asignado(1), asignado(2)] });
    renderAs('usuario', <MisGatosPage />, dataProvider);
    const table = await screen.findByRole('table', { name: 'Mis gatos' });
    await userEvent.click(within(await within(table).findByRole('columnheader', { name: /Nombre/ })).getByRole('button'));
    await waitFor(() => expect(callsOf(dataProvider, 'getList').at(-1)).toMatchObject({ params: { sort: { field: 'nombre' } } }));
    expect(within(within(table).getByRole('columnheader', { name: /Código/ })).getByRole('button')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Buscar por nombre o código'), 'Gato 2');
    await waitFor(() => expect(callsOf(dataProvider, 'getList').at(-1)).toMatchObject({ params: { filter: { q: 'Gato 2' } } }));
  });

  it('gives the voluntario edit, baja and delete in the row menu, and the include-inactive option', async () => {
    const dataProvider = fakeDataProvider({ 'mis-gatos': [asignado(1)] }, colonias);
    renderAs('voluntario', <MisGatosPage />, dataProvider);
    await screen.findByRole('table', { name: 'Mis gatos' });
    expect(menuEntries(await openRowMenu('Gato 1'))).toEqual(['Editar', 'Dar de baja', 'Eliminar']);
    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByLabelText('Incluir inactivos'));
    await waitFor(() => expect(dataProvider.calls.some((c) => c.method === 'getList' && (c.params as { filter: Record<string, unknown> }).filter.incluir_inactivos === true)).toBe(true));
  });
});

describe('baja with a reason', () => {
  const withBaja = (id: number) => fakeDataProvider({ 'mis-gatos': [asignado(id)] }, { ...colonias, darDeBajaGato: async () => gato(id, { activo: false }) });

  it('keeps the original confirm text, offers an optional reason, and sends it only when given', async () => {
    const dataProvider = withBaja(1);
    renderAs('voluntario', <MisGatosPage />, dataProvider);
    await screen.findByRole('table', { name: 'Mis gatos' });
    await userEvent.click(within(await openRowMenu('Gato 1')).getByRole('menuitem', { name: 'Dar de baja' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Dar de baja al gato?' });
    expect(dialog).toHaveTextContent('¿Seguro que quieres dar de baja a «Gato 1»? Dejará de aparecer en los listados salvo que incluyas los inactivos.');
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Motivo (opcional)' }));
    const opciones = await screen.findByRole('listbox');
    expect(within(opciones).getAllByRole('option').map((o) => o.textContent)).toEqual(['Sin indicar', 'Fallecido', 'Adoptado', 'Desaparecido', 'Trasladado', 'Otro']);
    await userEvent.click(within(opciones).getByRole('option', { name: 'Trasladado' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Detalle (opcional)' }), 'a la protectora');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Dar de baja' }));
    await waitFor(() => expect(callsOf(dataProvider, 'darDeBajaGato')).toHaveLength(1));
    expect(callsOf(dataProvider, 'darDeBajaGato')[0].params).toEqual([1, 'trasladado: a la protectora']);
  });

  it('without a reason, the baja goes without one', async () => {
    const dataProvider = withBaja(2);
    renderAs('voluntario', <MisGatosPage />, dataProvider);
    await userEvent.click(within(await openRowMenu('Gato 2')).getByRole('menuitem', { name: 'Dar de baja' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Dar de baja al gato?' });
    expect(within(dialog).getByRole('textbox', { name: 'Detalle (opcional)' })).toHaveValue('');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Dar de baja' }));
    await waitFor(() => expect(callsOf(dataProvider, 'darDeBajaGato')).toHaveLength(1));
    expect(callsOf(dataProvider, 'darDeBajaGato')[0].params).toEqual([2, null]);
  });

  it('offers no baja for a cat already dado de baja', async () => {
    const dataProvider = fakeDataProvider({ 'mis-gatos': [{ ...asignado(3), activo: false }] }, colonias);
    renderAs('voluntario', <MisGatosPage />, dataProvider);
    expect(menuEntries(await openRowMenu('Gato 3'))).toEqual(['Editar', 'Eliminar']);
  });

  it('shows the reason in the cat\'s history, translated when it is a common one', async () => {
    const dataProvider = fakeDataProvider(
      { gatos: [gato(7, { activo: false })] },
      { historiaGato: async () => [{ tipo: 'baja', fecha: '2025-05-02T10:00:00.000Z', usuario: 'vol1', detalle: 'trasladado: a la protectora comarcal' }] },
    );
    renderAs('admin', <GatoFichaPage />, dataProvider, '/gatos/7');
    const historia = await screen.findByRole('list', { name: 'Historia del gato' });
    expect(await within(historia).findByText('Dado de baja')).toBeInTheDocument();
    expect(within(historia).getByText('Motivo: Trasladado — a la protectora comarcal')).toBeInTheDocument();
    expect((callsOf(dataProvider, 'historiaGato')[0].params as unknown[])[0]).toBe(7);
  });
});

describe('the cat card', () => {
  const withHistory = (gatos: Gato[]) => fakeDataProvider({ gatos }, { historiaGato: async () => [] });

  it('shows every field and the original texts for empty values', async () => {
    const empty = gato(5, {
      raza: null,
      edad_num: null,
      estado_salud: null,
      evaluacion_sanitaria: null,
      adoptabilidad: null,
      fecha_vacunacion: null,
      tipo_vacuna: null,
      fecha_desparasitacion: null,
      fecha_esterilizacion: null,
      codigo_identificacion: null,
      imagen: null,
    });
    renderAs('usuario', <GatoFichaPage />, withHistory([empty]), '/gatos/5');
    const card = await screen.findByRole('article', { name: 'Gato 5' });
    expect(within(card).getByText('Sin Imagen')).toBeInTheDocument();
    expect(within(card).getByText('N/A')).toBeInTheDocument();
    expect(within(card).getByText('Sin fecha')).toBeInTheDocument();
    expect(within(card).getAllByText('No registrada')).toHaveLength(2);
    expect(within(card).getAllByText('Sin datos')).toHaveLength(6);
    expect(within(card).getByText('Colonia de la Catedral (nº 1)')).toBeInTheDocument();
  });

  it('shows dates as dd/mm/yyyy and the photo', async () => {
    renderAs('admin', <GatoFichaPage />, withHistory([gato(6, { imagen: 'abc.png' })]), '/gatos/6');
    expect(await screen.findByText('01/03/2025')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Foto de Gato 6' })).toHaveAttribute('src', '/media/abc.png');
  });

  it('shows a load failure as Error: message', async () => {
    const dataProvider = fakeDataProvider({}, { getOne: () => Promise.reject(new HttpError('Gato no encontrado.', 404)) });
    renderAs('voluntario', <GatoFichaPage />, dataProvider, '/gatos/99');
    expect(await screen.findByText('Error: Gato no encontrado.')).toBeInTheDocument();
  });
});

describe('the full list', () => {
  it('asks for pages of 20 and shows a load error as Error: message', async () => {
    const dataProvider = fakeDataProvider({}, { ...colonias, getList: () => Promise.reject(new HttpError('La base de datos no está disponible.', 503)) });
    renderAs('admin', <GatosListPage />, dataProvider);
    expect(await screen.findByText('Error: La base de datos no está disponible.')).toBeInTheDocument();
    expect(dataProvider.calls.find((c) => c.method === 'getList')?.params).toMatchObject(['gatos', { pagination: { page: 1, perPage: 20 } }]);
  });

  it('keeps each row one line: the actions are behind the row menu named after the cat', async () => {
    renderAs('admin', <GatosListPage />, fakeDataProvider({ gatos: [gato(1)] }, colonias));
    const row = (await screen.findByRole('rowheader', { name: 'Gato 1' })).closest('tr')!;
    expect(within(row).getAllByRole('button').map((b) => b.getAttribute('aria-label'))).toEqual(['Acciones de Gato 1']);
    expect(menuEntries(await openRowMenu('Gato 1'))).toEqual(['Editar', 'Dar de baja', 'Eliminar']);
  });

  it('deletes only once the confirm dialog is accepted', async () => {
    const dataProvider = fakeDataProvider({ gatos: [gato(1)] }, colonias);
    renderAs('responsable', <GatosListPage />, dataProvider);
    await userEvent.click(within(await openRowMenu('Gato 1')).getByRole('menuitem', { name: 'Eliminar' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Eliminar el gato?' });
    expect(callsOf(dataProvider, 'delete')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    await waitFor(() => expect(callsOf(dataProvider, 'delete')).toMatchObject([{ resource: 'gatos', params: { id: 1 } }]));
  });

  it('gives the veterinario the edit entry only', async () => {
    renderAs('veterinario', <GatosListPage />, fakeDataProvider({ gatos: [gato(1)] }, colonias));
    expect(menuEntries(await openRowMenu('Gato 1'))).toEqual(['Editar']);
  });

  it('shows the veterinario only the health fields in the edit dialog and sends only those', async () => {
    const dataProvider = fakeDataProvider({ gatos: [gato(1)] }, { ...colonias, actualizarGato: async () => gato(1, { estado_salud: 'Malo' }) });
    renderAs('veterinario', <GatosListPage />, dataProvider);
    await userEvent.click(within(await openRowMenu('Gato 1')).getByRole('menuitem', { name: 'Editar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar gato «Gato 1»' });
    expect(within(dialog).getByText('Como veterinario solo puedes modificar los datos de salud del gato.')).toBeInTheDocument();
    for (const label of ['Estado de salud', 'Evaluación sanitaria', 'Fecha de vacunación', 'Tipo de vacuna', 'Fecha de desparasitación', 'Fecha de esterilización']) {
      expect(within(dialog).getAllByLabelText(label).length, label).toBeGreaterThan(0);
    }
    for (const label of ['Nombre', 'Raza', 'Ubicación', 'Colonia', 'Código de identificación', 'Adoptabilidad', 'Nueva imagen (opcional)']) {
      expect(within(dialog).queryByLabelText(label), label).toBeNull();
    }
    const tipo = within(dialog).getByLabelText('Tipo de vacuna');
    await userEvent.clear(tipo);
    await userEvent.type(tipo, 'Trivalente');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar cambios' }));
    await waitFor(() => expect(callsOf(dataProvider, 'actualizarGato')).toHaveLength(1));
    const [id, changes] = callsOf(dataProvider, 'actualizarGato')[0].params as [number, { json: Record<string, unknown> }];
    expect(id).toBe(1);
    expect(Object.keys(changes.json).sort()).toEqual(['estado_salud', 'evaluacion_sanitaria', 'fecha_desparasitacion', 'fecha_esterilizacion', 'fecha_vacunacion', 'tipo_vacuna']);
    expect(changes.json).toMatchObject({ tipo_vacuna: 'Trivalente' });
  });

  it('keeps the whole edit dialog for the responsable', async () => {
    renderAs('responsable', <GatosListPage />, fakeDataProvider({ gatos: [gato(1)] }, colonias));
    await userEvent.click(within(await openRowMenu('Gato 1')).getByRole('menuitem', { name: 'Editar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar gato «Gato 1»' });
    expect(within(dialog).getByLabelText('Nombre', { exact: false })).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Ubicación', { exact: false })).toBeInTheDocument();
    expect(within(dialog).queryByText('Como veterinario solo puedes modificar los datos de salud del gato.')).toBeNull();
  });
});

describe('the CSV import', () => {
  const renderImport = (importarGatosCsv: () => Promise<unknown>) => {
    const dataProvider = fakeDataProvider({}, { importarGatosCsv: importarGatosCsv as never });
    renderAs('admin', <CsvImport colonias={[{ id: 3, nombre: 'Colonia del Castillo' }]} />, dataProvider);
    return dataProvider;
  };
  const chooseFile = async () =>
    userEvent.upload(screen.getByLabelText('Archivo CSV'), new File(['nombre,sexo\nA,H\n'], 'gatos.csv', { type: 'text/csv' }));

  it('asks for a file first', async () => {
    const dataProvider = renderImport(async () => ({}));
    await userEvent.click(screen.getByRole('button', { name: 'Importar CSV' }));
    expect(screen.getByText('Por favor selecciona un archivo CSV.')).toBeInTheDocument();
    expect(callsOf(dataProvider, 'importarGatosCsv')).toHaveLength(0);
  });

  it('shows the count, the skipped rows and each rejected row', async () => {
    const dataProvider = renderImport(async () => ({ detalle: '4 gatos importados correctamente', omitidos: 1, errores: [{ fila: 6, motivo: 'Selecciona el sexo' }] }));
    await chooseFile();
    await userEvent.click(screen.getByRole('button', { name: 'Importar CSV' }));
    expect(await screen.findByText('4 gatos importados correctamente', { selector: 'p' })).toBeInTheDocument();
    expect(screen.getByText('Omitidos (código ya registrado): 1')).toBeInTheDocument();
    expect(screen.getByText('Fila 6: Selecciona el sexo')).toBeInTheDocument();
    const form = callsOf(dataProvider, 'importarGatosCsv')[0].params as [FormData];
    expect((form[0].get('file') as File).name).toBe('gatos.csv');
  });

  it('sends the destination colony chosen, then empties the file for the next one and keeps the colony', async () => {
    const dataProvider = renderImport(async () => ({ detalle: '1 gatos importados correctamente', omitidos: 0, errores: [] }));
    await userEvent.click(screen.getByRole('combobox', { name: 'Colonia de destino' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Colonia del Castillo' }));
    await chooseFile();
    await userEvent.click(screen.getByRole('button', { name: 'Importar CSV' }));
    expect(await screen.findByText('1 gatos importados correctamente', { selector: 'p' })).toBeInTheDocument();
    const form = callsOf(dataProvider, 'importarGatosCsv')[0].params as [FormData];
    expect(form[0].get('colonia_id')).toBe('3');
    await waitFor(() => expect((screen.getByLabelText('Archivo CSV') as HTMLInputElement).files).toHaveLength(0));
    expect(screen.getByRole('combobox', { name: 'Colonia de destino' })).toHaveTextContent('Colonia del Castillo');
    await userEvent.click(screen.getByRole('button', { name: 'Importar CSV' }));
    expect(await screen.findByText('Por favor selecciona un archivo CSV.')).toBeInTheDocument();
    expect(callsOf(dataProvider, 'importarGatosCsv')).toHaveLength(1);
  });

  it('shows a 403 detail after a prohibited sign, any other failure with the original message', async () => {
    let answer = () => Promise.reject(new HttpError('No tienes permisos para realizar esta acción.', 403));
    renderImport(() => answer());
    await chooseFile();
    await userEvent.click(screen.getByRole('button', { name: 'Importar CSV' }));
    expect(await screen.findByText('⛔ No tienes permisos para realizar esta acción.')).toBeInTheDocument();
    answer = () => Promise.reject(new HttpError('El archivo no es un CSV de texto.', 422));
    await chooseFile();
    await userEvent.click(screen.getByRole('button', { name: 'Importar CSV' }));
    expect(await screen.findByText('Error al importar el archivo CSV.')).toBeInTheDocument();
  });
});
