import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderTranslated } from '../translated';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { AdminContext } from 'react-admin';
import { i18nProvider } from '../../../src/client/i18n/i18nProvider';
import { dataProvider } from '../../../src/client/providers/dataProvider';
import { MisGatosPage } from '../../../src/client/gatos/MisGatosPage';
import { GatoFichaPage } from '../../../src/client/gatos/GatoFichaPage';
import { GatosListPage } from '../../../src/client/gatos/GatosListPage';
import { CsvImport } from '../../../src/client/gatos/CsvImport';
import type { Gato, GatoAsignado } from '../../../src/domain/types';
import { fakeApi, storeRaw, tokenExpiringIn, user } from '../fakes';

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderAs(role: string | null, node: ReactNode, path = '/') {
  if (role) storeRaw(tokenExpiringIn(3600), user({ role }));
  return renderTranslated(
    <MemoryRouter initialEntries={[path]}>
      <AdminContext i18nProvider={i18nProvider} dataProvider={dataProvider}>
        <Routes>
          <Route path="/gatos/:id" element={node} />
          <Route path="*" element={node} />
        </Routes>
      </AdminContext>
    </MemoryRouter>,
  );
}

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

  it('shows the usuario a read-only list, 10 per page through skip and limit', async () => {
    const calls = fakeApi((call) => {
      if (!call.url.includes('/api/gatos/gatos/mis-gatos')) return undefined;
      const skip = Number(new URL(call.url, 'http://x').searchParams.get('skip'));
      return { body: Array.from({ length: skip === 0 ? 10 : 3 }, (_, i) => asignado(skip + i + 1)) };
    });
    vi.stubGlobal('fetch', wrapTotal(globalThis.fetch, 13));
    renderAs('usuario', <MisGatosPage />);
    const table = await screen.findByRole('table', { name: 'Mis gatos' });
    expect(within(table).getAllByRole('row')).toHaveLength(11);
    expect(within(table).getAllByText('2 años')).toHaveLength(10);
    expect(screen.queryByRole('button', { name: /Editar/ })).toBeNull();
    expect(screen.getByText('Página 1 de 2')).toBeInTheDocument();
    expect(new URL(calls[0].url, 'http://x').searchParams.get('limit')).toBe('10');
    await userEvent.click(screen.getByRole('button', { name: 'Siguiente' }));
    await waitFor(() => expect(screen.getByText('Página 2 de 2')).toBeInTheDocument());
    expect(new URL(calls[calls.length - 1].url, 'http://x').searchParams.get('skip')).toBe('10');
  });

  it('gives the voluntario edit, baja and delete, and the include-inactive option', async () => {
    const calls = fakeApi((call) => (call.url.includes('/api/gatos/gatos/mis-gatos') ? { body: [asignado(1)] } : undefined));
    renderAs('voluntario', <MisGatosPage />);
    await screen.findByRole('table', { name: 'Mis gatos' });
    expect(screen.getByRole('button', { name: 'Editar a Gato 1' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Dar de baja a Gato 1' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Eliminar a Gato 1' })).toBeInTheDocument();
    await userEvent.click(screen.getByLabelText('Incluir inactivos'));
    await waitFor(() => expect(calls.some((c) => c.url.includes('incluir_inactivos=true'))).toBe(true));
  });
});

describe('baja with a reason', () => {
  it('keeps the original confirm text, offers an optional reason, and sends it only when given', async () => {
    const calls = fakeApi((call) => {
      if (call.url.includes('/api/gatos/gatos/mis-gatos')) return { body: [asignado(1)] };
      if (call.url.endsWith('/baja')) return { body: gato(1, { activo: false }) };
      return undefined;
    });
    renderAs('voluntario', <MisGatosPage />);
    await screen.findByRole('table', { name: 'Mis gatos' });
    await userEvent.click(screen.getByRole('button', { name: 'Dar de baja a Gato 1' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Dar de baja al gato?' });
    expect(dialog).toHaveTextContent('¿Seguro que quieres dar de baja a «Gato 1»? Dejará de aparecer en los listados salvo que incluyas los inactivos.');
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Motivo (opcional)' }));
    const opciones = await screen.findByRole('listbox');
    expect(within(opciones).getAllByRole('option').map((o) => o.textContent)).toEqual(['Sin indicar', 'Fallecido', 'Adoptado', 'Desaparecido', 'Trasladado', 'Otro']);
    await userEvent.click(within(opciones).getByRole('option', { name: 'Trasladado' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Detalle (opcional)' }), 'a la protectora');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Dar de baja' }));
    await waitFor(() => expect(calls.filter((c) => c.url.endsWith('/1/baja'))).toHaveLength(1));
    expect(calls.find((c) => c.url.endsWith('/1/baja'))).toMatchObject({ method: 'PUT', body: { motivo: 'trasladado: a la protectora' } });

  });

  it('without a reason, the baja is the original call: no body', async () => {
    const calls = fakeApi((call) => {
      if (call.url.includes('/api/gatos/gatos/mis-gatos')) return { body: [asignado(2)] };
      if (call.url.endsWith('/baja')) return { body: gato(2, { activo: false }) };
      return undefined;
    });
    renderAs('voluntario', <MisGatosPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Dar de baja a Gato 2' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Dar de baja al gato?' });
    expect(within(dialog).getByRole('textbox', { name: 'Detalle (opcional)' })).toHaveValue('');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Dar de baja' }));
    await waitFor(() => expect(calls.filter((c) => c.url.endsWith('/2/baja'))).toHaveLength(1));
    expect(calls.find((c) => c.url.endsWith('/2/baja'))?.body).toBeUndefined();
  });

  it('shows the reason in the cat\'s history, translated when it is a common one', async () => {
    fakeApi((call) => {
      if (call.url.endsWith('/api/gatos/gatos/7/ficha')) return { body: gato(7, { activo: false }) };
      if (call.url.endsWith('/api/gatos/gatos/7/historia')) {
        return { body: [{ tipo: 'baja', fecha: '2025-05-02T10:00:00.000Z', usuario: 'vol1', detalle: 'trasladado: a la protectora comarcal' }] };
      }
      return undefined;
    });
    renderAs('admin', <GatoFichaPage />, '/gatos/7');
    const historia = await screen.findByRole('list', { name: 'Historia del gato' });
    expect(await within(historia).findByText('Dado de baja')).toBeInTheDocument();
    expect(within(historia).getByText('Motivo: Trasladado — a la protectora comarcal')).toBeInTheDocument();
  });
});

/** Adds X-Total-Count to the fake API's answers. */
function wrapTotal(inner: typeof fetch, total: number): typeof fetch {
  return (async (...args: Parameters<typeof fetch>) => {
    const response = await inner(...args);
    const headers = new Headers(response.headers);
    headers.set('X-Total-Count', String(total));
    return new Response(await response.text(), { status: response.status, headers });
  }) as typeof fetch;
}

describe('the cat card', () => {
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
    fakeApi((call) => (call.url.endsWith('/api/gatos/gatos/5/ficha') ? { body: empty } : undefined));
    renderAs('usuario', <GatoFichaPage />, '/gatos/5');
    const card = await screen.findByRole('article', { name: 'Gato 5' });
    expect(within(card).getByText('Sin Imagen')).toBeInTheDocument();
    expect(within(card).getByText('N/A')).toBeInTheDocument();
    expect(within(card).getByText('Sin fecha')).toBeInTheDocument();
    expect(within(card).getAllByText('No registrada')).toHaveLength(2);
    expect(within(card).getAllByText('Sin datos')).toHaveLength(6);
    expect(within(card).getByText('Colonia de la Catedral (nº 1)')).toBeInTheDocument();
  });

  it('shows dates as dd/mm/yyyy and the photo', async () => {
    fakeApi((call) => (call.url.endsWith('/ficha') ? { body: gato(6, { imagen: 'abc.png' }) } : undefined));
    renderAs('admin', <GatoFichaPage />, '/gatos/6');
    expect(await screen.findByText('01/03/2025')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Foto de Gato 6' })).toHaveAttribute('src', '/media/abc.png');
  });

  it('shows a load failure as Error: message', async () => {
    fakeApi(() => ({ status: 404, body: { detail: 'Gato no encontrado.' } }));
    renderAs('voluntario', <GatoFichaPage />, '/gatos/99');
    expect(await screen.findByText('Error: Gato no encontrado.')).toBeInTheDocument();
  });
});

describe('the full list', () => {
  it('asks for pages of 20 and shows a load error as Error: message', async () => {
    const calls = fakeApi((call) => (call.url.includes('/api/gatos/gatos/?') ? { status: 503, body: { detail: 'La base de datos no está disponible.' } } : { body: [] }));
    renderAs('admin', <GatosListPage />);
    expect(await screen.findByText('Error: La base de datos no está disponible.')).toBeInTheDocument();
    const list = calls.find((c) => c.url.includes('/api/gatos/gatos/?'))!;
    expect(new URL(list.url, 'http://x').searchParams.get('limit')).toBe('20');
  });

  it('deletes only once the confirm dialog is accepted', async () => {
    const calls = fakeApi((call) => {
      if (call.method === 'DELETE') return { body: { message: 'Gato eliminado exitosamente.' } };
      if (call.url.includes('/api/gatos/gatos/?')) return { body: [gato(1)] };
      return { body: [] };
    });
    renderAs('responsable', <GatosListPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Eliminar a Gato 1' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Eliminar el gato?' });
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'DELETE' && c.url.endsWith('/api/gatos/gatos/1'))).toBe(true));
  });

  it('gives the veterinario the edit button only', async () => {
    fakeApi((call) => (call.url.includes('/api/gatos/gatos/?') ? { body: [gato(1)] } : { body: [] }));
    renderAs('veterinario', <GatosListPage />);
    expect(await screen.findByRole('button', { name: 'Editar a Gato 1' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Dar de baja a Gato 1' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Eliminar a Gato 1' })).toBeNull();
  });

  it('shows the veterinario only the health fields in the edit dialog and sends only those', async () => {
    const calls = fakeApi((call) => {
      if (call.method === 'PUT') return { body: gato(1, { estado_salud: 'Malo' }) };
      if (call.url.includes('/api/gatos/gatos/?')) return { body: [gato(1)] };
      return { body: [] };
    });
    renderAs('veterinario', <GatosListPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Editar a Gato 1' }));
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
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    const put = calls.find((c) => c.method === 'PUT')!;
    expect(Object.keys(put.body as object).sort()).toEqual(['estado_salud', 'evaluacion_sanitaria', 'fecha_desparasitacion', 'fecha_esterilizacion', 'fecha_vacunacion', 'tipo_vacuna']);
    expect(put.body).toMatchObject({ tipo_vacuna: 'Trivalente' });
  });

  it('keeps the whole edit dialog for the responsable', async () => {
    fakeApi((call) => (call.url.includes('/api/gatos/gatos/?') ? { body: [gato(1)] } : { body: [] }));
    renderAs('responsable', <GatosListPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Editar a Gato 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar gato «Gato 1»' });
    expect(within(dialog).getByLabelText('Nombre', { exact: false })).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Ubicación', { exact: false })).toBeInTheDocument();
    expect(within(dialog).queryByText('Como veterinario solo puedes modificar los datos de salud del gato.')).toBeNull();
  });
});

describe('the CSV import', () => {
  const renderImport = () => renderAs('admin', <CsvImport colonias={[{ id: 3, nombre: 'Colonia del Castillo' }]} />);
  const chooseFile = async () =>
    userEvent.upload(screen.getByLabelText('Archivo CSV'), new File(['nombre,sexo\nA,H\n'], 'gatos.csv', { type: 'text/csv' }));

  it('asks for a file first', async () => {
    renderImport();
    await userEvent.click(screen.getByRole('button', { name: 'Importar CSV' }));
    expect(screen.getByText('Por favor selecciona un archivo CSV.')).toBeInTheDocument();
  });

  it('shows the count, the skipped rows and each rejected row', async () => {
    fakeApi(() => ({ body: { detalle: '4 gatos importados correctamente', omitidos: 1, errores: [{ fila: 6, motivo: 'Selecciona el sexo' }] } }));
    renderImport();
    await chooseFile();
    await userEvent.click(screen.getByRole('button', { name: 'Importar CSV' }));
    expect(await screen.findByText('4 gatos importados correctamente', { selector: 'p' })).toBeInTheDocument();
    expect(screen.getByText('Omitidos (código ya registrado): 1')).toBeInTheDocument();
    expect(screen.getByText('Fila 6: Selecciona el sexo')).toBeInTheDocument();
  });

  it('shows a 403 detail after a prohibited sign, any other failure with the original message', async () => {
    fakeApi(() => ({ status: 403, body: { detail: 'No tienes permisos para realizar esta acción.' } }));
    renderImport();
    await chooseFile();
    await userEvent.click(screen.getByRole('button', { name: 'Importar CSV' }));
    expect(await screen.findByText('⛔ No tienes permisos para realizar esta acción.')).toBeInTheDocument();
    fakeApi(() => ({ status: 422, body: { detail: 'El archivo no es un CSV de texto.' } }));
    await chooseFile();
    await userEvent.click(screen.getByRole('button', { name: 'Importar CSV' }));
    expect(await screen.findByText('Error al importar el archivo CSV.')).toBeInTheDocument();
  });
});
