/**
 * /adopciones: the public gallery of adoptable cats (GET /api/adopciones/)
 * and the request form (POST /api/adopciones/{gato_id}/solicitudes), with
 * consent to the privacy policy and a field hidden from people that bots fill.
 */
import { useState } from 'react';
import { Alert, Box, Button, Card, CardContent, CardMedia, Grid, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { PublicLayout } from '../layout/PublicLayout';
import { Loading } from '../components/Loading';
import { useQuery } from '@tanstack/react-query';
import { useGateraDataProvider } from '../providers/dataProvider';
import { SolicitudAdopcionDialog } from './SolicitudAdopcionDialog';
import type { GatoEnAdopcion } from '../../domain/schemas/adopcion';
import { useEstadoSaludName } from '../gatos/columns';

const T = 'gatera.vecinos.adopciones';

export default function AdopcionesPage() {
  const translate = useTranslate();
  const saludName = useEstadoSaludName();
  const dataProvider = useGateraDataProvider();
  const galeria = useQuery({ queryKey: ['adopciones', 'galeria'], queryFn: ({ signal }) => dataProvider.gatosEnAdopcion(signal), retry: false });
  const gatos = galeria.data ?? null;
  const error = galeria.error?.message ?? null;
  const [chosen, setChosen] = useState<GatoEnAdopcion | null>(null);
  const [sent, setSent] = useState<string | null>(null);

  const dato = (label: string, value: string) => (
    <Typography variant="body2">
      <Box component="span" sx={{ fontWeight: 600 }}>
        {translate(`${T}.${label}`)}:
      </Box>{' '}
      {value}
    </Typography>
  );

  return (
    <PublicLayout>
      <Typography variant="h3" component="h1" gutterBottom>
        {translate(`${T}.titulo`)}
      </Typography>
      <Typography sx={{ mb: 2 }}>{translate(`${T}.intro`)}</Typography>
      <Box aria-live="polite">{sent ? <Alert severity="success" sx={{ mb: 2 }}>{sent}</Alert> : null}</Box>
      {error ? <Alert severity="error">{error}</Alert> : null}
      {gatos === null && !error ? <Loading /> : null}
      {gatos?.length === 0 ? <Typography>{translate(`${T}.vacia`)}</Typography> : null}
      <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0 }} aria-label={translate(`${T}.titulo`)}>
        {(gatos ?? []).map((gato) => (
          <Grid key={gato.id} size={{ xs: 12, sm: 6, md: 4 }} component="li">
            <Card variant="outlined" component="article" aria-labelledby={`gato-adopcion-${gato.id}`} sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
              {gato.imagen ? (
                <CardMedia component="img" image={gato.imagen} alt={translate(`${T}.fotoDe`, { nombre: gato.nombre })} sx={{ height: 200, objectFit: 'cover' }} />
              ) : (
                <Box sx={{ height: 200, display: 'grid', placeItems: 'center', bgcolor: 'grey.100' }}>
                  <Typography>{translate(`${T}.sinFoto`)}</Typography>
                </Box>
              )}
              <CardContent sx={{ flexGrow: 1 }}>
                <Typography id={`gato-adopcion-${gato.id}`} variant="h5" component="h2" gutterBottom>
                  {gato.nombre}
                </Typography>
                {dato('sexo', gato.sexo === 'M' ? translate(`${T}.macho`) : translate(`${T}.hembra`))}
                {dato('edad', gato.edad)}
                {dato('salud', saludName(gato.estado_salud) ?? translate(`${T}.sinDatos`))}
                {dato('barrio', gato.colonia_nombre ?? translate(`${T}.sinDatos`))}
              </CardContent>
              <Box sx={{ p: 2, pt: 0 }}>
                <Button variant="contained" fullWidth sx={{ minHeight: 44 }} onClick={() => setChosen(gato)}>
                  {translate(`${T}.quieroAdoptar`, { nombre: gato.nombre })}
                </Button>
              </Box>
            </Card>
          </Grid>
        ))}
      </Grid>
      {chosen ? (
        <SolicitudAdopcionDialog
          gato={chosen}
          onClose={() => setChosen(null)}
          onSent={(message) => {
            setChosen(null);
            setSent(message);
          }}
        />
      ) : null}
    </PublicLayout>
  );
}
