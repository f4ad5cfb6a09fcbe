/**
 * A server-paged list of cats inside a react-admin ListBase: a table on wide
 * screens (sortable columns, the name opens the card, so does a click on the
 * row), a simple list of cards on a phone, and the 'Página X de Y' bar.
 * A load failure shows 'Error: message' (SPEC section 8).
 */
import type { MouseEvent, ReactNode } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import {
  Alert,
  Box,
  Card,
  CardContent,
  Link,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TableSortLabel,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import { useListContext } from 'react-admin';
import type { Gato } from '../../domain/types';
import { Loading } from '../components/Loading';
import { PaginationBar } from '../components/PaginationBar';

export interface GatoColumn<T extends Gato> {
  label: string;
  render: (gato: T) => ReactNode;
  /** Server sort field, when the column can be sorted. */
  sortField?: string;
  hideOnPhone?: boolean;
}

export interface GatosTableProps<T extends Gato> {
  caption: string;
  columns: GatoColumn<T>[];
  actions?: (gato: T) => ReactNode;
  empty?: string;
  /** Whether the server sorts this list (the full list does; the assigned cats come in their order). */
  sortable?: boolean;
}

export function fichaHref(id: number): string {
  return `/gatos/${id}`;
}

function NameLink({ gato }: { gato: Gato }) {
  return (
    <Link component={RouterLink} to={fichaHref(gato.id)} onClick={(event: MouseEvent) => event.stopPropagation()} sx={{ fontWeight: 600 }}>
      {gato.nombre}
    </Link>
  );
}

export function GatosTable<T extends Gato>({ caption, columns, actions, empty = 'No hay gatos registrados.', sortable = true }: GatosTableProps<T>) {
  const { data, isPending, error, sort, setSort } = useListContext<T>();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'), { noSsr: true });
  const navigate = useNavigate();

  if (isPending) return <Loading />;
  if (error) {
    return (
      <Alert severity="error" role="alert">
        Error: {error instanceof Error ? error.message : String(error)}
      </Alert>
    );
  }
  const gatos = data ?? [];
  if (gatos.length === 0) {
    return (
      <>
        <Typography sx={{ py: 2 }}>{empty}</Typography>
        <PaginationBar />
      </>
    );
  }

  const toggleSort = (field: string) =>
    setSort({ field, order: sort.field === field && sort.order === 'ASC' ? 'DESC' : 'ASC' });
  const stop = (event: MouseEvent) => event.stopPropagation();

  return (
    <>
      {phone ? (
        <Stack component="ul" aria-label={caption} spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {gatos.map((gato) => (
            <Card component="li" key={gato.id} variant="outlined">
              <CardContent>
                <Typography component="h3" variant="subtitle1" sx={{ mb: 1, overflowWrap: 'anywhere' }}>
                  <NameLink gato={gato} />
                </Typography>
                <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 1.5, rowGap: 0.5 }}>
                  {columns
                    .filter((column) => !column.hideOnPhone)
                    .map((column) => (
                      <Box key={column.label} sx={{ display: 'contents' }}>
                        <Typography component="dt" variant="body2" color="text.secondary">
                          {column.label}
                        </Typography>
                        <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                          {column.render(gato)}
                        </Typography>
                      </Box>
                    ))}
                </Box>
                {actions ? <Box sx={{ mt: 1.5, display: 'flex', gap: 1, flexWrap: 'wrap' }}>{actions(gato)}</Box> : null}
              </CardContent>
            </Card>
          ))}
        </Stack>
      ) : (
        <TableContainer component={Card} variant="outlined">
          <Table size="small" aria-label={caption}>
            <TableHead>
              <TableRow>
                <TableCell component="th" scope="col" sx={{ fontWeight: 600 }} sortDirection={sortable && sort.field === 'nombre' ? (sort.order === 'ASC' ? 'asc' : 'desc') : false}>
                  {sortable ? (
                    <TableSortLabel active={sort.field === 'nombre'} direction={sort.field === 'nombre' && sort.order === 'DESC' ? 'desc' : 'asc'} onClick={() => toggleSort('nombre')}>
                      Nombre
                    </TableSortLabel>
                  ) : (
                    'Nombre'
                  )}
                </TableCell>
                {columns.map((column) => (
                  <TableCell
                    key={column.label}
                    component="th"
                    scope="col"
                    sx={{ fontWeight: 600 }}
                    sortDirection={column.sortField && sort.field === column.sortField ? (sort.order === 'ASC' ? 'asc' : 'desc') : false}
                  >
                    {sortable && column.sortField ? (
                      <TableSortLabel
                        active={sort.field === column.sortField}
                        direction={sort.field === column.sortField && sort.order === 'DESC' ? 'desc' : 'asc'}
                        onClick={() => toggleSort(column.sortField!)}
                      >
                        {column.label}
                      </TableSortLabel>
                    ) : (
                      column.label
                    )}
                  </TableCell>
                ))}
                {actions ? (
                  <TableCell component="th" scope="col" sx={{ fontWeight: 600 }}>
                    Acciones
                  </TableCell>
                ) : null}
              </TableRow>
            </TableHead>
            <TableBody>
              {gatos.map((gato) => (
                <TableRow key={gato.id} hover onClick={() => navigate(fichaHref(gato.id))} sx={{ cursor: 'pointer' }}>
                  <TableCell sx={{ overflowWrap: 'break-word' }}>
                    <NameLink gato={gato} />
                  </TableCell>
                  {columns.map((column) => (
                    <TableCell key={column.label} sx={{ overflowWrap: 'break-word' }}>
                      {column.render(gato)}
                    </TableCell>
                  ))}
                  {actions ? (
                    <TableCell onClick={stop}>
                      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>{actions(gato)}</Box>
                    </TableCell>
                  ) : null}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      <PaginationBar />
    </>
  );
}
