/**
 * /avistamiento: anyone, without signing in, reports a colony cat they saw:
 * what it was, where (a click on the map, their device's location, or the
 * latitude and longitude typed: the map's tiles may not load, and the page
 * must work from the keyboard alone), a short description, an optional
 * e-mail for the answer and an optional photo. The answer is the tracking
 * code, with a link to follow it.
 */
import { lazy, Suspense, useState, type FormEvent } from 'react';
import { Alert, Box, Button, FormControl, FormControlLabel, FormHelperText, FormLabel, Link, Radio, RadioGroup, Stack, TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { AVISTAMIENTO_DESCRIPCION_MAX, AVISTAMIENTO_FOTO_FIELD, AVISTAMIENTO_TIPOS, avistamientoSeguimientoPath } from '../../domain/avistamientos';
import { PublicLayout } from '../layout/PublicLayout';
import { Loading } from '../components/Loading';
import { useGateraDataProvider } from '../providers/dataProvider';
import { roundCoordinate } from '../colonias/LocationPicker';

const LocationPicker = lazy(() => import('../colonias/LocationPicker'));

const T = 'gatera.avistamientos.publico';

export default function AvisarPage() {
  const translate = useTranslate();
  const dataProvider = useGateraDataProvider();
  const [tipo, setTipo] = useState('');
  const [latitude, setLatitude] = useState('');
  const [longitude, setLongitude] = useState('');
  const [descripcion, setDescripcion] = useState('');
  const [email, setEmail] = useState('');
  const [foto, setFoto] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [locating, setLocating] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [codigo, setCodigo] = useState<string | null>(null);
  const [generation, setGeneration] = useState(0);

  const pick = (lat: number, lng: number) => {
    setLatitude(String(roundCoordinate(lat)));
    setLongitude(String(roundCoordinate(lng)));
  };

  function locate() {
    if (!navigator.geolocation) {
      setError(translate(`${T}.sinUbicacion`));
      return;
    }
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setLocating(false);
        pick(position.coords.latitude, position.coords.longitude);
      },
      () => {
        setLocating(false);
        setError(translate(`${T}.sinUbicacion`));
      },
      { enableHighAccuracy: true, timeout: 15_000 },
    );
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    const form = new FormData();
    form.append('tipo', tipo);
    form.append('latitude', latitude.trim());
    form.append('longitude', longitude.trim());
    form.append('descripcion', descripcion);
    form.append('email', email.trim());
    if (foto) form.append(AVISTAMIENTO_FOTO_FIELD, foto);
    setBusy(true);
    try {
      const answer = await dataProvider.avisarAvistamiento(form);
      setCodigo(answer.codigo_seguimiento);
    } catch (failure) {
      // The server's reason, in the visitor's language (every refusal carries one).
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setBusy(false);
    }
  }

  function again() {
    setCodigo(null);
    setTipo('');
    setLatitude('');
    setLongitude('');
    setDescripcion('');
    setEmail('');
    setFoto(null);
    setGeneration((n) => n + 1);
  }

  const lat = Number(latitude);
  const lng = Number(longitude);
  const placed = latitude.trim() !== '' && longitude.trim() !== '' && Number.isFinite(lat) && Number.isFinite(lng) ? { lat, lng } : null;

  return (
    <PublicLayout maxWidth="md">
      <Typography variant="h3" component="h1" gutterBottom>
        {translate(`${T}.titulo`)}
      </Typography>
      {codigo ? (
        <Stack spacing={2} aria-live="polite">
          <Alert severity="success">{translate(`${T}.enviado`, { codigo })}</Alert>
          <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap' }}>
            <Link component={RouterLink} to={avistamientoSeguimientoPath(codigo)}>
              {translate(`${T}.verSeguimiento`)}
            </Link>
            <Button variant="outlined" onClick={again}>
              {translate(`${T}.otro`)}
            </Button>
          </Stack>
        </Stack>
      ) : (
        <Box component="form" onSubmit={submit} noValidate key={generation}>
          <Typography sx={{ mb: 2 }}>{translate(`${T}.intro`)}</Typography>
          <Stack spacing={3}>
            <FormControl required>
              <FormLabel id="avistamiento-tipo">{translate(`${T}.tipo`)}</FormLabel>
              <RadioGroup aria-labelledby="avistamiento-tipo" name="tipo" value={tipo} onChange={(e) => setTipo(e.target.value)}>
                {AVISTAMIENTO_TIPOS.map((value) => (
                  <FormControlLabel key={value} value={value} control={<Radio />} label={translate(`gatera.avistamientos.tipos.${value}`)} />
                ))}
              </RadioGroup>
            </FormControl>

            <FormControl component="fieldset" required>
              <FormLabel component="legend">{translate(`${T}.lugar`)}</FormLabel>
              <FormHelperText sx={{ mx: 0 }}>{translate(`${T}.lugarAyuda`)}</FormHelperText>
              <Box sx={{ my: 1 }}>
                <Suspense fallback={<Loading />}>
                  <LocationPicker latitude={placed?.lat ?? null} longitude={placed?.lng ?? null} onPick={pick} label={`${T}.mapa`} />
                </Suspense>
              </Box>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
                <Button variant="outlined" onClick={locate} disabled={locating}>
                  {translate(locating ? `${T}.buscandoUbicacion` : `${T}.miUbicacion`)}
                </Button>
                <TextField
                  label={translate(`${T}.latitud`)}
                  name="latitude"
                  value={latitude}
                  onChange={(e) => setLatitude(e.target.value)}
                  required
                  slotProps={{ htmlInput: { inputMode: 'decimal', maxLength: 20 } }}
                />
                <TextField
                  label={translate(`${T}.longitud`)}
                  name="longitude"
                  value={longitude}
                  onChange={(e) => setLongitude(e.target.value)}
                  required
                  slotProps={{ htmlInput: { inputMode: 'decimal', maxLength: 20 } }}
                />
              </Stack>
            </FormControl>

            <TextField
              label={translate(`${T}.descripcion`)}
              name="descripcion"
              value={descripcion}
              onChange={(e) => setDescripcion(e.target.value)}
              required
              multiline
              minRows={3}
              helperText={`${descripcion.length}/${AVISTAMIENTO_DESCRIPCION_MAX}`}
              slotProps={{ htmlInput: { maxLength: AVISTAMIENTO_DESCRIPCION_MAX } }}
            />
            <TextField label={translate(`${T}.email`)} name="email" type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} />
            <Box>
              <Typography component="label" htmlFor="avistamiento-foto" variant="body2" sx={{ display: 'block', mb: 0.5, fontWeight: 500 }}>
                {translate(`${T}.foto`)}
              </Typography>
              <input
                id="avistamiento-foto"
                type="file"
                name={AVISTAMIENTO_FOTO_FIELD}
                accept="image/jpeg,image/png,image/webp"
                aria-describedby="avistamiento-foto-ayuda"
                onChange={(e) => setFoto(e.target.files?.[0] ?? null)}
              />
              <FormHelperText id="avistamiento-foto-ayuda">{translate(`${T}.fotoAyuda`)}</FormHelperText>
            </Box>
            <Box aria-live="polite">{error ? <Alert severity="error">{error}</Alert> : null}</Box>
            <Box>
              <Button type="submit" variant="contained" disabled={busy}>
                {translate(busy ? `${T}.enviando` : `${T}.enviar`)}
              </Button>
            </Box>
          </Stack>
        </Box>
      )}
    </PublicLayout>
  );
}
