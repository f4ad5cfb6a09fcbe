/**
 * A server-paged list of records inside a react-admin ListBase: a table on
 * wide screens, one card per record on a phone, the 'Página X de Y' bar below.
 * A load failure is only logged (SPEC section 8) and the list shows empty.
 */
import { useEffect, type ReactNode } from 'react';
import {
  Box,
  Card,
  CardContent,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import { useListContext, type RaRecord } from 'react-admin';
import { Loading } from '../components/Loading';
import { PaginationBar } from '../components/PaginationBar';

export interface Column<T> {
  label: string;
  render: (record: T) => ReactNode;
  /** Kept out of the phone card (e.g. shown in its title already). */
  hideOnPhone?: boolean;
}

export interface RecordListProps<T extends RaRecord> {
  /** Accessible name of the table. */
  caption: string;
  columns: Column<T>[];
  /** The phone card's title. */
  title: (record: T) => ReactNode;
  actions?: (record: T) => ReactNode;
  empty: string;
}

export function useIsPhone(): boolean {
  return useMediaQuery((theme: Theme) => theme.breakpoints.down('md'), { noSsr: true });
}

export function useLoggedListError(label: string): void {
  const { error } = useListContext();
  useEffect(() => {
    if (error) console.error(`No se pudo cargar ${label}:`, error);
  }, [error, label]);
}

export function RecordList<T extends RaRecord>({ caption, columns, title, actions, empty }: RecordListProps<T>) {
  const { data, isPending, error } = useListContext<T>();
  const phone = useIsPhone();
  useLoggedListError(caption);

  if (isPending) return <Loading />;
  const records = error ? [] : (data ?? []);
  if (records.length === 0) {
    return (
      <>
        <Typography sx={{ py: 2 }}>{empty}</Typography>
        <PaginationBar />
      </>
    );
  }

  return (
    <>
      {phone ? (
        <Stack component="ul" aria-label={caption} spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {records.map((record) => (
            <Card component="li" key={record.id} variant="outlined">
              <CardContent>
                <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600, mb: 1, overflowWrap: 'anywhere' }}>
                  {title(record)}
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
                          {column.render(record)}
                        </Typography>
                      </Box>
                    ))}
                </Box>
                {actions ? <Box sx={{ mt: 1.5, display: 'flex', gap: 1, flexWrap: 'wrap' }}>{actions(record)}</Box> : null}
              </CardContent>
            </Card>
          ))}
        </Stack>
      ) : (
        <TableContainer component={Card} variant="outlined">
          <Table size="small" aria-label={caption}>
            <TableHead>
              <TableRow>
                {columns.map((column) => (
                  <TableCell key={column.label} component="th" scope="col" sx={{ fontWeight: 600 }}>
                    {column.label}
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
              {records.map((record) => (
                <TableRow key={record.id}>
                  {columns.map((column) => (
                    <TableCell key={column.label} sx={{ overflowWrap: 'anywhere' }}>
                      {column.render(record)}
                    </TableCell>
                  ))}
                  {actions ? (
                    <TableCell>
                      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>{actions(record)}</Box>
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
