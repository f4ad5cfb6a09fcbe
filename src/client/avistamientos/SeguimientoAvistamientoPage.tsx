/**
 * /avistamiento/seguimiento: anyone follows a sighting by its tracking code,
 * read through the data provider. The link e-mailed to the
 * citizen, and the one shown when they report, carry the code (?codigo=…), so
 * the answer shows at once. The place is only the public map's rounded grid.
 */
import { useState, type FormEvent } from 'react';
import { Alert, Box, Button, Card, CardContent, Stack, TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { PublicLayout } from '../layout/PublicLayout';
import { useGateraDataProvider } from '../providers/dataProvider';
import { fechaDeRegistro } from '../registros/fecha';

const T = 'gatera.avistamientos.seguimiento';

export default function SeguimientoAvistamientoPage() {
  const translate = useTranslate();
  const dataProvider = useGateraDataProvider();
  const [params, setParams] = useSearchParams();
  const [codigo, setCodigo] = useState(params.get('codigo') ?? '');
  const [missing, setMissing] = useState(false);
  const fromLink = params.get('codigo') ?? '';
  const lookUp = useQuery({
    queryKey: ['seguimiento-avistamiento', fromLink],
    queryFn: ({ signal }) => dataProvider.seguimientoAvistamiento(fromLink, signal),
    enabled: fromLink !== '',
    retry: false,
    refetchOnWindowFocus: false,
  });
  const busy = lookUp.isFetching;
  const result = busy ? null : lookUp.data;
  const error = missing ? translate(`${T}.obligatorio`) : !busy && lookUp.error ? lookUp.error.message : null;

  function submit(event: FormEvent) {
    event.preventDefault();
    const code = codigo.trim();
    setMissing(!code);
    if (!code) return;
    setParams({ codigo: code });
    if (code === fromLink) void lookUp.refetch();
  }

  return (
    <PublicLayout maxWidth="md">
      <Typography variant="h3" component="h1" gutterBottom>
        {translate(`${T}.titulo`)}
      </Typography>
      <Typography sx={{ mb: 2 }}>{translate(`${T}.intro`)}</Typography>
      <Box component="form" onSubmit={submit} noValidate sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'flex-start', mb: 2 }}>
        <TextField
          label={translate(`${T}.codigo`)}
          name="codigo"
          value={codigo}
          onChange={(e) => setCodigo(e.target.value)}
          slotProps={{ htmlInput: { maxLength: 40, autoCapitalize: 'characters', spellCheck: false } }}
          sx={{ minWidth: 240 }}
        />
        <Button type="submit" variant="contained" disabled={busy} sx={{ minHeight: 56 }}>
          {translate(busy ? `${T}.consultando` : `${T}.consultar`)}
        </Button>
      </Box>
      <Box aria-live="polite">
        {error ? <Alert severity="error">{error}</Alert> : null}
        {result ? (
          <Card variant="outlined" component="section" aria-labelledby="avistamiento-resultado">
            <CardContent>
              <Typography id="avistamiento-resultado" variant="h5" component="h2" gutterBottom>
                {translate(`${T}.resultado`, { codigo: result.codigo_seguimiento })}
              </Typography>
              <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 1 }}>
                {(
                  [
                    [`${T}.tipo`, translate(`gatera.avistamientos.tipos.${result.tipo}`, { _: result.tipo })],
                    [`${T}.estado`, translate(`gatera.avistamientos.estados.${result.estado}`, { _: result.estado })],
                    [`${T}.fechaRegistro`, fechaDeRegistro(result.fecha_registro)],
                    [`${T}.ultimoCambio`, fechaDeRegistro(result.fecha_ultimo_cambio)],
                    [`${T}.zona`, translate(`${T}.zonaValor`, { latitud: result.latitude, longitud: result.longitude })],
                  ] as const
                ).map(([label, value]) => (
                  <Box key={label} sx={{ display: 'contents' }}>
                    <Typography component="dt" sx={{ fontWeight: 600 }}>
                      {translate(label)}
                    </Typography>
                    <Typography component="dd" sx={{ m: 0 }}>
                      {value}
                    </Typography>
                  </Box>
                ))}
              </Box>
              <Stack spacing={0.5} sx={{ mt: 2 }}>
                <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
                  {translate(`${T}.respuesta`)}
                </Typography>
                <Typography sx={{ whiteSpace: 'pre-wrap' }}>{result.respuesta_publica ?? translate(`${T}.sinRespuesta`)}</Typography>
              </Stack>
            </CardContent>
          </Card>
        ) : null}
      </Box>
    </PublicLayout>
  );
}
