/**
 * The colonies of a react-admin list context (10 per page, paged on the
 * server): a table, or one card per colony on a phone, with the optional
 * 'Ver Gatos' toggle. A load failure is only logged (SPEC section 8).
 */
import { useEffect, type ReactNode } from 'react';
import {
  Box,
  Button,
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
import { useListContext, useTranslate } from 'react-admin';
import { ColoniaCobertura } from '../cer/ColoniaCobertura';
import { useCerAccess } from '../cer/useCerAccess';
import type { Colonia } from '../../domain/types';
import { Loading } from '../components/Loading';
import { PaginationBar } from '../components/PaginationBar';

export const NO_COLONIES_TEXT = 'No hay colonias registradas.';

interface Column {
  label: string;
  render: (colonia: Colonia) => ReactNode;
}

const COLUMNS: Column[] = [
  { label: 'Ubicación', render: (c) => c.ubicacion },
  { label: 'Nº de gatos', render: (c) => c.numero_gatos },
  { label: 'Responsable', render: (c) => c.responsable_voluntario ?? '—' },
  { label: 'Estado', render: (c) => c.estado },
];

/** The CER coverage and estimate (issue 13), for the roles that may read them. */
function useColumns(): Column[] {
  const translate = useTranslate();
  const { leer } = useCerAccess();
  return leer ? [...COLUMNS, { label: translate('gatera.cer.cobertura'), render: (c) => <ColoniaCobertura coloniaId={c.id} /> }] : COLUMNS;
}

export interface ColoniasTableProps {
  caption: string;
  /** The colony whose panel is open. */
  openId?: number | null;
  /** Shows 'Ver Gatos' when given. */
  onToggle?: (colonia: Colonia) => void;
}

export function ColoniasTable({ caption, openId = null, onToggle }: ColoniasTableProps) {
  const { data, isPending, error } = useListContext<Colonia>();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'), { noSsr: true });
  const columns = useColumns();
  useEffect(() => {
    if (error) console.error('No se pudieron cargar las colonias:', error);
  }, [error]);

  if (isPending) return <Loading />;
  const colonias = error ? [] : (data ?? []);
  if (colonias.length === 0) {
    return (
      <>
        <Typography sx={{ py: 2 }}>{NO_COLONIES_TEXT}</Typography>
        <PaginationBar />
      </>
    );
  }

  const toggle = (colonia: Colonia) =>
    onToggle ? (
      <Button
        variant={openId === colonia.id ? 'contained' : 'outlined'}
        size="small"
        aria-expanded={openId === colonia.id}
        aria-label={`Ver Gatos de ${colonia.nombre}`}
        onClick={() => onToggle(colonia)}
      >
        Ver Gatos
      </Button>
    ) : null;

  return (
    <>
      {phone ? (
        <Stack component="ul" aria-label={caption} spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {colonias.map((colonia) => (
            <Card component="li" key={colonia.id} variant="outlined">
              <CardContent>
                <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600, mb: 1, overflowWrap: 'anywhere' }}>
                  {colonia.nombre}
                </Typography>
                <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 1.5, rowGap: 0.5 }}>
                  {columns.map((column) => (
                    <Box key={column.label} sx={{ display: 'contents' }}>
                      <Typography component="dt" variant="body2" color="text.secondary">
                        {column.label}
                      </Typography>
                      <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                        {column.render(colonia)}
                      </Typography>
                    </Box>
                  ))}
                </Box>
                {onToggle ? <Box sx={{ mt: 1.5 }}>{toggle(colonia)}</Box> : null}
              </CardContent>
            </Card>
          ))}
        </Stack>
      ) : (
        <TableContainer component={Card} variant="outlined">
          <Table size="small" aria-label={caption}>
            <TableHead>
              <TableRow>
                <TableCell component="th" scope="col" sx={{ fontWeight: 600 }}>
                  Nombre
                </TableCell>
                {columns.map((column) => (
                  <TableCell key={column.label} component="th" scope="col" sx={{ fontWeight: 600 }}>
                    {column.label}
                  </TableCell>
                ))}
                {onToggle ? (
                  <TableCell component="th" scope="col" sx={{ fontWeight: 600 }}>
                    Acciones
                  </TableCell>
                ) : null}
              </TableRow>
            </TableHead>
            <TableBody>
              {colonias.map((colonia) => (
                <TableRow key={colonia.id} selected={openId === colonia.id}>
                  <TableCell component="th" scope="row" sx={{ overflowWrap: 'anywhere' }}>
                    {colonia.nombre}
                  </TableCell>
                  {columns.map((column) => (
                    <TableCell key={column.label} sx={{ overflowWrap: 'anywhere' }}>
                      {column.render(colonia)}
                    </TableCell>
                  ))}
                  {onToggle ? <TableCell>{toggle(colonia)}</TableCell> : null}
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
