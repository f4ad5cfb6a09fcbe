/**
 * /consulta: a partner professional types a microchip and reads, in plain
 * words, whether it is a colony cat of this municipality, the colony's name
 * and whom to call; nothing else of the cat. The answer is announced to
 * screen readers (a live region), and the form works with the keyboard alone
 * (Enter sends it).
 */
import { useState, type FormEvent } from 'react';
import { Alert, AlertTitle, Box, Button, Stack, TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { isValidCodigoIdentificacion } from '../../domain/validation';
import type { ConsultaRespuesta } from '../../domain/schemas/entidad';
import { useGateraDataProvider } from '../providers/dataProvider';
import { useBusyTask } from '../components/useBusyTask';

export const T = 'gatera.consulta';

function Respuesta({ respuesta, codigo }: { respuesta: ConsultaRespuesta; codigo: string }) {
  const translate = useTranslate();
  if (!respuesta.colonia) {
    return (
      <Alert severity="info">
        <AlertTitle>{translate(`${T}.noConsta`)}</AlertTitle>
        {translate(`${T}.noConstaTexto`, { codigo, municipio: respuesta.municipio })}
      </Alert>
    );
  }
  return (
    <Alert severity="success">
      <AlertTitle>{translate(`${T}.esDeColonia`)}</AlertTitle>
      <Typography>{translate(`${T}.esDeColoniaTexto`, { codigo, municipio: respuesta.municipio, colonia: respuesta.colonia_nombre ?? '' })}</Typography>
      {respuesta.contacto ? (
        <Typography sx={{ mt: 1 }}>
          {translate(`${T}.contacto`)} <a href={`mailto:${respuesta.contacto}`}>{respuesta.contacto}</a>
        </Typography>
      ) : null}
      <Typography sx={{ mt: 1 }}>{translate(`${T}.ley`)}</Typography>
    </Alert>
  );
}

export function ConsultaPage() {
  const translate = useTranslate();
  const dataProvider = useGateraDataProvider();
  const [codigo, setCodigo] = useState('');
  const [invalid, setInvalid] = useState(false);
  const [answer, setAnswer] = useState<{ respuesta: ConsultaRespuesta; codigo: string } | null>(null);
  const { busy, error, run } = useBusyTask();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const chip = codigo.replace(/[\s.-]/g, '');
    setAnswer(null);
    if (!isValidCodigoIdentificacion(chip)) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    void run(async () => setAnswer({ respuesta: await dataProvider.consultarMicrochip(chip), codigo: chip }));
  };

  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, maxWidth: 720 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {translate(`${T}.titulo`)}
      </Typography>
      <Typography sx={{ mb: 2 }}>{translate(`${T}.explicacion`)}</Typography>
      <Stack component="form" direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: 'flex-start' }} onSubmit={submit} noValidate aria-label={translate(`${T}.titulo`)}>
        <TextField
          id="consulta-microchip"
          label={translate(`${T}.microchip`)}
          value={codigo}
          onChange={(e) => setCodigo(e.target.value)}
          error={invalid}
          helperText={invalid ? translate(`${T}.formato`) : translate(`${T}.ayuda`)}
          autoComplete="off"
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 30 } }}
          autoFocus
        />
        <Button type="submit" variant="contained" disabled={busy} sx={{ mt: { sm: 1 } }}>
          {translate(`${T}.consultar`)}
        </Button>
      </Stack>
      <Box role="status" aria-live="polite" sx={{ mt: 3 }}>
        {error ? <Alert severity="error">{error}</Alert> : null}
        {answer ? <Respuesta respuesta={answer.respuesta} codigo={answer.codigo} /> : null}
      </Box>
    </Box>
  );
}
