/** /visitas/pendientes (admin, responsable): the shifts of a day nobody visited, with the colony and the volunteer. */
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Box, Typography } from '@mui/material';
import { ListContextProvider, ResourceContextProvider, useList, useTranslate } from 'react-admin';
import { hoyEnEspana } from '../../domain/cer';
import type { Pendiente } from '../../domain/schemas/calle';
import { useGateraDataProvider } from '../providers/dataProvider';
import { StaffDataTable, type StaffColumn } from '../listas/StaffDataTable';
import { FechaFiltro } from './FechaFiltro';
import { STREET_QUERY } from './streetQuery';

const T = 'gatera.calle.pendientes';

type PendienteFila = Pendiente & { id: number };

export function PendientesPage() {
  const translate = useTranslate();
  const dataProvider = useGateraDataProvider();
  const [fecha, setFecha] = useState(hoyEnEspana());
  const { data, isPending, error } = useQuery({
    queryKey: ['calle', 'turnosSinVisita', fecha],
    // One row per shift: the shift is the row's id.
    queryFn: async ({ signal }) => (await dataProvider.turnosSinVisita(fecha, signal)).map((p): PendienteFila => ({ ...p, id: p.turno_id })),
    ...STREET_QUERY,
  });
  const list = useList<PendienteFila>({ data, isPending, error, resource: 'visitas' });
  const columns: StaffColumn<PendienteFila>[] = [
    { source: 'colonia_nombre', label: `${T}.colonia`, render: (p) => p.colonia_nombre, rowHeader: true, hideOnPhone: true },
    { source: 'franja', label: `${T}.franja`, render: (p) => translate(`gatera.calle.franjas.${p.franja}`), fit: 'short' },
    { source: 'usuario_nombre', label: `${T}.voluntario`, render: (p) => p.usuario_nombre },
  ];

  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {translate(`${T}.titulo`)}
      </Typography>
      <Box sx={{ mb: 2 }}>
        <FechaFiltro label={translate(`${T}.fecha`)} value={fecha} onChange={(v) => v && setFecha(v)} />
      </Box>
      <ResourceContextProvider value="visitas">
        <ListContextProvider value={list}>
          <StaffDataTable<PendienteFila> caption={`${T}.titulo`} columns={columns} title={(p) => p.colonia_nombre} empty={`${T}.ninguno`} onError="alert" />
        </ListContextProvider>
      </ResourceContextProvider>
    </Box>
  );
}
