import { describe, expect, it, vi } from 'vitest';
import { renderTranslated } from './translated';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ListPaginationContext, type ListPaginationContextValue } from 'react-admin';
import { PaginationBar, pageState } from '../../src/client/components/PaginationBar';
import { Loading } from '../../src/client/components/Loading';

const previous = () => screen.getByRole('button', { name: 'Anterior' });
const next = () => screen.getByRole('button', { name: 'Siguiente' });

describe('PaginationBar with plain props', () => {
  it('shows «Página X de Y» and moves between pages', async () => {
    const onPageChange = vi.fn();
    const { rerender } = renderTranslated(<PaginationBar page={1} perPage={10} total={25} onPageChange={onPageChange} />);
    expect(screen.getByText('Página 1 de 3')).toBeInTheDocument();
    expect(previous()).toBeDisabled();
    expect(next()).toBeEnabled();
    await userEvent.click(next());
    expect(onPageChange).toHaveBeenLastCalledWith(2);

    rerender(<PaginationBar page={2} perPage={10} total={25} onPageChange={onPageChange} />);
    expect(screen.getByText('Página 2 de 3')).toBeInTheDocument();
    expect(previous()).toBeEnabled();
    await userEvent.click(previous());
    expect(onPageChange).toHaveBeenLastCalledWith(1);

    rerender(<PaginationBar page={3} perPage={10} total={25} onPageChange={onPageChange} />);
    expect(screen.getByText('Página 3 de 3')).toBeInTheDocument();
    expect(next()).toBeDisabled();
    expect(previous()).toBeEnabled();
  });

  it('disables both buttons when the list is empty or has one page', () => {
    const { rerender } = renderTranslated(<PaginationBar page={1} perPage={10} total={0} onPageChange={() => undefined} />);
    expect(screen.getByText('Página 1 de 1')).toBeInTheDocument();
    expect(previous()).toBeDisabled();
    expect(next()).toBeDisabled();
    rerender(<PaginationBar page={1} perPage={10} total={10} onPageChange={() => undefined} />);
    expect(previous()).toBeDisabled();
    expect(next()).toBeDisabled();
  });

  it('computes the page state, keeping the page within range', () => {
    expect(pageState(1, 5, 11)).toEqual({ page: 1, pages: 3, hasPrevious: false, hasNext: true });
    expect(pageState(9, 5, 11)).toEqual({ page: 3, pages: 3, hasPrevious: true, hasNext: false });
    expect(pageState(2, 5, 0)).toEqual({ page: 1, pages: 1, hasPrevious: false, hasNext: false });
  });
});

describe('PaginationBar inside a react-admin list', () => {
  function listContext(overrides: Partial<ListPaginationContextValue>): ListPaginationContextValue {
    return {
      isLoading: false,
      isPending: false,
      hasPreviousPage: undefined,
      hasNextPage: undefined,
      page: 1,
      perPage: 20,
      total: 45,
      setPage: vi.fn(),
      setPerPage: vi.fn(),
      resource: 'gatos',
      ...overrides,
    };
  }

  it('reads page, size and total from the list context and sets its page', async () => {
    const context = listContext({ page: 2 });
    renderTranslated(
      <ListPaginationContext.Provider value={context}>
        <PaginationBar />
      </ListPaginationContext.Provider>,
    );
    expect(screen.getByText('Página 2 de 3')).toBeInTheDocument();
    await userEvent.click(next());
    expect(context.setPage).toHaveBeenCalledWith(3);
    await userEvent.click(previous());
    expect(context.setPage).toHaveBeenCalledWith(1);
  });

  it('keeps the buttons disabled while the list loads', () => {
    renderTranslated(
      <ListPaginationContext.Provider value={listContext({ page: 2, isPending: true })}>
        <PaginationBar />
      </ListPaginationContext.Provider>,
    );
    expect(previous()).toBeDisabled();
    expect(next()).toBeDisabled();
  });
});

describe('Loading', () => {
  it('says «Cargando...» as a status', () => {
    renderTranslated(<Loading />);
    expect(screen.getByRole('status')).toHaveTextContent('Cargando...');
  });
});
