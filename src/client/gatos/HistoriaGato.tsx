/**
 * The cat's history on its card: a timeline, newest first, of what
 * the server gathers from the record, the audit log, campaigns and activities
 * (GET /api/gatos/gatos/{id}/historia).
 */
import { useQuery } from '@tanstack/react-query';
import { Alert, Box, Card, CardContent, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { HistoriaEvento } from '../../domain/historia';
import { formatDateTime } from '../../domain/dates';
import { formatDate } from '../../domain/validation';
import { Loading } from '../components/Loading';
import { useGateraDataProvider } from '../providers/dataProvider';
import { useMotivoBajaTexto } from './MotivoBajaFields';

const fechaDe = (fecha: string) => (fecha.length <= 10 ? formatDate(fecha) : formatDateTime(fecha));

function useHistoria(id: number): { eventos: HistoriaEvento[] | null; failed: boolean } {
  const dataProvider = useGateraDataProvider();
  const { data, isError } = useQuery({ queryKey: ['gatos', 'historia', id], queryFn: ({ signal }) => dataProvider.historiaGato(id, signal), retry: false });
  return { eventos: data ?? null, failed: isError };
}

export function HistoriaGato({ id }: { id: number }) {
  const translate = useTranslate();
  const { eventos, failed } = useHistoria(id);
  const T = 'gatera.consola.historia';

  const titulo = (evento: HistoriaEvento) => {
    if (evento.tipo === 'vacunacion') return evento.detalle ? translate(`${T}.eventos.vacunacion`, { detalle: evento.detalle }) : translate(`${T}.eventos.vacunacionSinTipo`);
    if (evento.tipo === 'campana') return translate(`${T}.eventos.campana`, { nombre: evento.detalle ?? '' });
    if (evento.tipo === 'actividad') return translate(`${T}.eventos.actividad`, { tipo: evento.detalle ?? '' });
    return translate(`${T}.eventos.${evento.tipo}`);
  };
  const motivoBaja = useMotivoBajaTexto();
  const detalle = (evento: HistoriaEvento) => {
    if (!evento.detalle) return null;
    if (evento.tipo === 'baja') return motivoBaja(evento.detalle.replace(/^motivo: /, ''));
    return evento.tipo === 'colonia' ? evento.detalle : null;
  };

  return (
    <Card component="section" aria-labelledby="historia-titulo" sx={{ mt: 3 }} className="ficha-historia">
      <CardContent>
        <Typography id="historia-titulo" component="h2" variant="h6" gutterBottom>
          {translate(`${T}.titulo`)}
        </Typography>
        {failed ? <Alert severity="error">{translate(`${T}.error`)}</Alert> : null}
        {!failed && eventos === null ? <Loading /> : null}
        {eventos && eventos.length === 0 ? <Typography>{translate(`${T}.vacia`)}</Typography> : null}
        {eventos && eventos.length > 0 ? (
          <Box component="ol" aria-labelledby="historia-titulo" sx={{ listStyle: 'none', m: 0, p: 0, borderLeft: 2, borderColor: 'divider', ml: 1 }}>
            {eventos.map((evento, index) => (
              <Box component="li" key={`${evento.tipo}-${evento.fecha}-${index}`} sx={{ position: 'relative', pl: 2.5, pb: 2, breakInside: 'avoid' }}>
                <Box aria-hidden="true" sx={{ position: 'absolute', left: -7, top: 6, width: 12, height: 12, borderRadius: '50%', bgcolor: 'primary.main' }} />
                <Typography variant="body2" color="text.secondary" component="p" sx={{ whiteSpace: 'nowrap' }}>
                  <time dateTime={evento.fecha}>{fechaDe(evento.fecha)}</time>
                  {evento.usuario ? ` · ${translate(`${T}.por`, { usuario: evento.usuario })}` : ''}
                </Typography>
                <Typography component="p" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                  {titulo(evento)}
                </Typography>
                {detalle(evento) ? (
                  <Typography variant="body2" component="p" sx={{ overflowWrap: 'anywhere' }}>
                    {detalle(evento)}
                  </Typography>
                ) : null}
              </Box>
            ))}
          </Box>
        ) : null}
      </CardContent>
    </Card>
  );
}
