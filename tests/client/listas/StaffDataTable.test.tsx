/** The staff lists' table: short values on one line, long texts cut with a tooltip, the empty text and the original paging bar. */
import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { AdminContext, ListContextProvider, ResourceContextProvider, type ListControllerResult } from 'react-admin';
import { i18nProvider } from '../../../src/client/i18n/i18nProvider';
import { StaffDataTable, type StaffColumn } from '../../../src/client/listas/StaffDataTable';

interface Row {
  id: number;
  fecha: string;
  texto: string;
}

const LONG = 'Una descripción muy larga de lo que se vio en la colonia durante la visita de la tarde, con todos los detalles';

const COLUMNS: StaffColumn<Row>[] = [
  { source: 'fecha', label: 'Fecha', render: (r) => r.fecha, fit: 'short' },
  { source: 'texto', label: 'Descripción', render: (r) => r.texto, fit: 'long' },
];

function renderList(data: Row[]) {
  const context = {
    data,
    total: data.length,
    isPending: false,
    isLoading: false,
    isFetching: false,
    error: null,
    page: 1,
    perPage: 10,
    setPage: () => undefined,
    sort: { field: 'id', order: 'ASC' },
    setSort: () => undefined,
    filterValues: {},
    displayedFilters: {},
    setFilters: () => undefined,
    showFilter: () => undefined,
    hideFilter: () => undefined,
    selectedIds: [],
    onSelect: () => undefined,
    onToggleItem: () => undefined,
    onUnselectItems: () => undefined,
    onSelectAll: () => undefined,
    resource: 'partes',
    hasNextPage: false,
    hasPreviousPage: false,
    refetch: async () => undefined,
  } as unknown as ListControllerResult<Row>;
  return render(
    <MemoryRouter>
      <AdminContext i18nProvider={i18nProvider}>
        <ResourceContextProvider value="partes">
        <ListContextProvider value={context}>
          <StaffDataTable<Row> caption="Partes" columns={COLUMNS} title={(r) => r.fecha} empty="No hay partes registrados." />
        </ListContextProvider>
        </ResourceContextProvider>
      </AdminContext>
    </MemoryRouter>,
  );
}

describe('StaffDataTable', () => {
  it('keeps a date on one line and cuts a long text with an ellipsis, whole in a tooltip', async () => {
    renderList([{ id: 1, fecha: '22/12/2025', texto: LONG }]);
    const table = screen.getByRole('table', { name: 'Partes' });
    const date = within(table).getByText('22/12/2025');
    expect(getComputedStyle(date).whiteSpace).toBe('nowrap');
    const cut = within(table).getByText(LONG);
    expect(getComputedStyle(cut).textOverflow).toBe('ellipsis');
    expect(getComputedStyle(cut).whiteSpace).toBe('nowrap');
    await userEvent.hover(cut);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(LONG);
    expect(screen.getByText('Página 1 de 1')).toBeInTheDocument();
  });

  it('says the list is empty and still shows the paging bar, its buttons disabled', () => {
    renderList([]);
    expect(screen.getByText('No hay partes registrados.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Anterior' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Siguiente' })).toBeDisabled();
  });
});
