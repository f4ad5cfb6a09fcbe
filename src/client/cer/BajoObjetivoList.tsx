/**
 * The dashboard's colonies below target, in the server's ranking (by the cats
 * still to sterilise), as a staff list over the answer already loaded: sorted
 * and paged on the client, each row opening its colony.
 */
import { useMemo } from 'react';
import { Box, Link } from '@mui/material';
import { ListContextProvider, ResourceContextProvider, useList, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { PanelColonia } from '../../domain/schemas/panel';
import { StaffDataTable, type StaffColumn } from '../listas/StaffDataTable';
import { formatInteger, formatShare } from './format';
import { coloniaLink } from './coloniaLink';

const PER_PAGE = 10;

type Fila = PanelColonia & { puesto: number };

const count = (source: keyof Fila, label: string): StaffColumn<Fila> => ({ source, label, sortable: true, fit: 'short', render: (r) => formatInteger(r[source] as number) });

export function BajoObjetivoList({ colonias, gestion }: { colonias: PanelColonia[]; gestion: boolean }) {
  const translate = useTranslate();
  const data = useMemo(() => colonias.map((colonia, i) => ({ ...colonia, puesto: i + 1 })), [colonias]);
  const list = useList<Fila>({ data, perPage: PER_PAGE, sort: { field: 'puesto', order: 'ASC' } });
  const columns: StaffColumn<Fila>[] = [
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
    count('por_esterilizar', 'cer.porEsterilizar'),
    { source: 'cobertura', label: 'cer.cobertura', sortable: true, fit: 'short', render: (r) => (r.cobertura === null ? '—' : formatShare(r.cobertura)) },
    count('estimacion', 'cer.estimacion'),
    count('registrados', 'cer.registrados'),
    count('esterilizados', 'cer.esterilizados'),
  ];
  return (
    // A list of its own (not the colonies resource): the table keeps its state under this name.
    <ResourceContextProvider value="panel-bajo-objetivo">
      <ListContextProvider value={list}>
        <Box data-testid="panel-bajo-objetivo-tabla">
          <StaffDataTable<Fila>
            caption={translate('cer.panel.bajoObjetivo')}
            columns={columns}
            title={(r) => (
              <Link component={RouterLink} to={coloniaLink(r, gestion)}>
                {r.puesto}. {r.nombre}
              </Link>
            )}
            empty="cer.panel.ninguna"
            rowHref={(r) => coloniaLink(r, gestion)}
          />
        </Box>
      </ListContextProvider>
    </ResourceContextProvider>
  );
}
