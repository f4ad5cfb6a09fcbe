/** On /informes: a cat's sterilisation and identification certificate, found by its microchip. */
import { useState, type FormEvent } from 'react';
import { Box, Button, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { CODIGO_IDENTIFICACION_MESSAGE, isValidCodigoIdentificacion } from '../../domain/validation';
import { useGateraDataProvider } from '../providers/dataProvider';
import { DownloadCard, useDownload } from './DownloadCard';

const T = 'gatera.vecinos.registro';

export function CertificadoCard() {
  const translate = useTranslate();
  const dataProvider = useGateraDataProvider();
  const [microchip, setMicrochip] = useState('');
  const { busy, error, setError, download } = useDownload();

  function submit(event: FormEvent) {
    event.preventDefault();
    const code = microchip.replace(/\D/g, '');
    if (!isValidCodigoIdentificacion(code)) {
      setError(translate(CODIGO_IDENTIFICACION_MESSAGE));
      return;
    }
    void download(async () => {
      const gato = await dataProvider.gatoPorMicrochip(code);
      if (gato) return dataProvider.descargarCertificado(gato);
      setError(translate(`${T}.sinGato`));
      return null;
    }, `${T}.certificadoDescargado`);
  }

  return (
    <DownloadCard headingId="informe-certificado" title={translate(`${T}.certificadoTitulo`)} explanation={translate(`${T}.certificadoExplicacion`)} error={error}>
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
    </DownloadCard>
  );
}
