/**
 * A ranking of the dashboard's colonies, in the server's order, as a staff list over the answer already
 * loaded: sorted and paged on the client, its place and name first, each row opening its colony. The
 * dashboard's lists differ only by their figures' columns and their texts.
 */
import { useMemo } from 'react';
import { Box, Link } from '@mui/material';
import { ListContextProvider, ResourceContextProvider, useList, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { StaffDataTable, type StaffColumn } from '../listas/StaffDataTable';
import { coloniaLink } from './coloniaLink';

const PER_PAGE = 10;

export type Ranked<T> = T & { puesto: number };

interface RankedColoniasTableProps<T extends { id: number; nombre: string }> {
  colonias: T[];
  gestion: boolean;
  /** The list's own name (not the colonies resource): the table keeps its state under it; its test id follows it. */
  name: string;
  caption: string;
  empty: string;
  /** The columns after the place and the name. */
  columns: StaffColumn<Ranked<T>>[];
}

export function RankedColoniasTable<T extends { id: number; nombre: string }>({ colonias, gestion, name, caption, empty, columns }: RankedColoniasTableProps<T>) {
  const translate = useTranslate();
  const data = useMemo(() => colonias.map((colonia, i) => ({ ...colonia, puesto: i + 1 })), [colonias]);
  const list = useList<Ranked<T>>({ data, perPage: PER_PAGE, sort: { field: 'puesto', order: 'ASC' } });
  const all: StaffColumn<Ranked<T>>[] = [
    { source: 'puesto', label: '#', sortable: true, fit: 'short', hideOnPhone: true, render: (r) => r.puesto },
    {
      source: 'nombre',
      label: 'cer.panel.colonia',
      sortable: true,
      rowHeader: true,
      hideOnPhone: true,
      render: (r) => (
        <Link component={RouterLink} to={coloniaLink(r, gestion)} onClick={(event) => event.stopPropagation()}>
          {r.nombre}
        </Link>
      ),
    },
    ...columns,
  ];
  return (
    <ResourceContextProvider value={name}>
      <ListContextProvider value={list}>
        <Box data-testid={`${name}-tabla`}>
          <StaffDataTable<Ranked<T>>
            caption={translate(caption)}
            columns={all}
            title={(r) => (
              <Link component={RouterLink} to={coloniaLink(r, gestion)}>
                {r.puesto}. {r.nombre}
              </Link>
            )}
            empty={empty}
            rowHref={(r) => coloniaLink(r, gestion)}
          />
        </Box>
      </ListContextProvider>
    </ResourceContextProvider>
  );
}
