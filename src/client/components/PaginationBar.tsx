/**
 * The pagination bar of every list: 'Página X de Y' with
 * 'Anterior' and 'Siguiente', disabled at the ends and when the list is empty.
 * Inside a react-admin list it reads the list context; elsewhere pass
 * page/perPage/total/onPageChange.
 */
import { useContext } from 'react';
import { Box, Button, Typography } from '@mui/material';
import { ListPaginationContext, useTranslate } from 'react-admin';

export interface PaginationBarProps {
  /** Current page, from 1. */
  page?: number;
  perPage?: number;
  /** Number of records of the whole list. */
  total?: number;
  onPageChange?: (page: number) => void;
  /** The page's text, a catalogue key given `page`, `pages` and `n` (the page); 'Página X de Y' by default. */
  label?: string;
}

export interface PageState {
  page: number;
  pages: number;
  hasPrevious: boolean;
  hasNext: boolean;
}

/** What the bar shows for a page of a list of `total` records. */
export function pageState(page: number, perPage: number, total: number): PageState {
  const pages = total > 0 && perPage > 0 ? Math.ceil(total / perPage) : 1;
  const current = Math.min(Math.max(1, page), pages);
  return { page: current, pages, hasPrevious: total > 0 && current > 1, hasNext: total > 0 && current < pages };
}

export function PaginationBar(props: PaginationBarProps) {
  const context = useContext(ListPaginationContext);
  const page = props.page ?? context?.page ?? 1;
  const perPage = props.perPage ?? context?.perPage ?? 10;
  const total = props.total ?? context?.total ?? 0;
  const setPage = props.onPageChange ?? context?.setPage;
  const busy = props.total === undefined && Boolean(context?.isPending);
  const state = pageState(page, perPage, total);
  const translate = useTranslate();

  return (
    <Box
      component="nav"
      aria-label={translate('gatera.comun.paginacion')}
      sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 2, py: 2, flexWrap: 'wrap' }}
    >
      <Button variant="outlined" disabled={busy || !state.hasPrevious || !setPage} onClick={() => setPage?.(state.page - 1)}>
        {translate('ra.navigation.previous')}
      </Button>
      <Typography component="span" aria-live="polite">
        {translate(props.label ?? 'gatera.comun.pagina', { page: state.page, pages: state.pages, n: state.page })}
      </Typography>
      <Button variant="outlined" disabled={busy || !state.hasNext || !setPage} onClick={() => setPage?.(state.page + 1)}>
        {translate('ra.navigation.next')}
      </Button>
    </Box>
  );
}
