/** On /informes: a cat's sterilisation and identification certificate, found by its microchip. */
import { useState, type FormEvent } from 'react';
import { Alert, Box, Button, Card, CardContent, TextField, Typography } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import { CODIGO_IDENTIFICACION_MESSAGE, isValidCodigoIdentificacion } from '../../domain/validation';
import { certificadoFileName } from '../../domain/registro';
import type { Gato } from '../../domain/types';
import { useBusyTask } from '../components/useBusyTask';
import { apiDownload, apiJson } from '../providers/httpClient';

const T = 'gatera.vecinos.registro';

export function CertificadoCard() {
  const translate = useTranslate();
  const notify = useNotify();
  const [microchip, setMicrochip] = useState('');
  const { busy, error, setError, run } = useBusyTask();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const code = microchip.replace(/\D/g, '');
    if (!isValidCodigoIdentificacion(code)) {
      setError(translate(CODIGO_IDENTIFICACION_MESSAGE));
      return;
    }
    await run(async () => {
      const { data } = await apiJson<Gato[]>(`/api/gatos/gatos?q=${code}&incluir_inactivos=true&limit=5`);
      const gato = (data ?? []).find((g) => g.codigo_identificacion === code);
      if (!gato) {
        setError(translate(`${T}.sinGato`));
        return;
      }
      const nombre = await apiDownload(`/api/gatos/gatos/${gato.id}/certificado`, certificadoFileName(code));
      notify(translate(`${T}.certificadoDescargado`, { nombre }), { type: 'success' });
    });
  }

  return (
    <Card component="section" aria-labelledby="informe-certificado" sx={{ mt: 2 }}>
      <CardContent>
        <Typography id="informe-certificado" component="h2" variant="h6" gutterBottom>
          {translate(`${T}.certificadoTitulo`)}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {translate(`${T}.certificadoExplicacion`)}
        </Typography>
        <Box component="form" onSubmit={submit} noValidate sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'flex-start' }}>
          <TextField
            label={translate(`${T}.microchip`)}
            value={microchip}
            onChange={(e) => setMicrochip(e.target.value)}
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 20 } }}
          />
          <Button type="submit" variant="contained" disabled={busy} sx={{ minHeight: 56 }}>
            {translate(`${T}.certificado`)}
          </Button>
        </Box>
        {error ? <Alert severity="error" sx={{ mt: 2 }}>{error}</Alert> : null}
      </CardContent>
    </Card>
  );
}
