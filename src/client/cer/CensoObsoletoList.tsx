/**
 * The dashboard's colonies whose census is due, in the server's order (never
 * counted first, then the oldest census), as a staff list over the answer
 * already loaded: sorted and paged on the client, each row opening its colony.
 */
import { useMemo } from 'react';
import { Box, Link } from '@mui/material';
import { ListContextProvider, ResourceContextProvider, useList, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { PanelCensoObsoleto } from '../../domain/schemas/panel';
import { formatDate } from '../../domain/validation';
import { StaffDataTable, type StaffColumn } from '../listas/StaffDataTable';
import { formatInteger } from './format';
import { coloniaLink } from './coloniaLink';

const PER_PAGE = 10;

type Fila = PanelCensoObsoleto & { puesto: number };

export function CensoObsoletoList({ colonias, gestion }: { colonias: PanelCensoObsoleto[]; gestion: boolean }) {
  const translate = useTranslate();
  const data = useMemo(() => colonias.map((colonia, i) => ({ ...colonia, puesto: i + 1 })), [colonias]);
  const list = useList<Fila>({ data, perPage: PER_PAGE, sort: { field: 'puesto', order: 'ASC' } });
  const sinCenso = translate('cer.censo.sinCenso');
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
    { source: 'fecha_censo', label: 'cer.panel.ultimoCenso', sortable: true, fit: 'short', render: (r) => (r.fecha_censo === null ? sinCenso : formatDate(r.fecha_censo)) },
    { source: 'dias_desde_censo', label: 'cer.panel.diasDesdeCenso', sortable: true, fit: 'short', render: (r) => (r.dias_desde_censo === null ? '—' : formatInteger(r.dias_desde_censo)) },
  ];
  return (
    // A list of its own (not the colonies resource): the table keeps its state under this name.
    <ResourceContextProvider value="panel-censo-obsoleto">
      <ListContextProvider value={list}>
        <Box data-testid="panel-censo-obsoleto-tabla">
          <StaffDataTable<Fila>
            caption={translate('cer.panel.censoObsoleto')}
            columns={columns}
            title={(r) => (
              <Link component={RouterLink} to={coloniaLink(r, gestion)}>
                {r.puesto}. {r.nombre}
              </Link>
            )}
            empty="cer.panel.censoVigente"
            rowHref={(r) => coloniaLink(r, gestion)}
          />
        </Box>
      </ListContextProvider>
    </ResourceContextProvider>
  );
}
