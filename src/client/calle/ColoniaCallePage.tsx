/**
 * /colonias/:id/calle: a colony's feeding points and weekly rota. Admin and
 * responsable add and remove both; a voluntario of the colony adds feeding
 * points and asks to swap one of their own shifts with another volunteer's,
 * who accepts or refuses it here or on /hoy (staff may approve it too).
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { Alert, Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useGateraDataProvider } from '../providers/dataProvider';
import { Loading } from '../components/Loading';
import { CambiosTurno } from './CambiosTurno';
import { ComederosColonia } from './ComederosColonia';
import { TurnosColonia } from './TurnosColonia';
import { STREET_QUERY } from './streetQuery';

export function ColoniaCallePage() {
  const translate = useTranslate();
  const id = Number(useParams().id);
  const dataProvider = useGateraDataProvider();
  const queryClient = useQueryClient();
  const reload = (part: 'comederos' | 'turnos') => () => void queryClient.invalidateQueries({ queryKey: ['calle', part, id] });
  const equipo = useQuery({ queryKey: ['calle', 'equipo', id], queryFn: ({ signal }) => dataProvider.equipoDeColonia(id, signal), ...STREET_QUERY });
  const comederos = useQuery({ queryKey: ['calle', 'comederos', id], queryFn: ({ signal }) => dataProvider.comederosDeColonia(id, signal), ...STREET_QUERY });
  const turnos = useQuery({ queryKey: ['calle', 'turnos', id], queryFn: ({ signal }) => dataProvider.turnosDeColonia(id, signal), ...STREET_QUERY });

  const error = equipo.error ?? comederos.error ?? turnos.error;
  if (error) return <Alert severity="error">{error.message}</Alert>;
  if (!equipo.data || !comederos.data || !turnos.data) return <Loading />;

  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, maxWidth: 960 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {translate('gatera.calle.comederos.titulo', { colonia: equipo.data.nombre })}
      </Typography>
      <ComederosColonia coloniaId={id} comederos={comederos.data} onChanged={reload('comederos')} />
      <CambiosTurno coloniaId={id} onAccepted={reload('turnos')} />
      <TurnosColonia coloniaId={id} turnos={turnos.data} voluntarios={equipo.data.voluntarios} onChanged={reload('turnos')} />
    </Box>
  );
}
