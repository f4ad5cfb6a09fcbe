/** On /informes: the council's microchip register as CSV, optionally only the cats identified since a date. */
import { useState } from 'react';
import { Alert, Button, Card, CardActions, CardContent, TextField, Typography } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import { registroFileName } from '../../domain/registro';
import { localIsoDate } from '../../domain/informes';
import { useBusyTask } from '../components/useBusyTask';
import { apiDownload } from '../providers/httpClient';

const T = 'gatera.vecinos.registro';

export function RegistroIdentificacionCard() {
  const translate = useTranslate();
  const notify = useNotify();
  const [desde, setDesde] = useState('');
  const { busy, error, run } = useBusyTask();

  const download = () =>
    run(async () => {
      const query = desde ? `?desde=${encodeURIComponent(desde)}` : '';
      const nombre = await apiDownload(`/api/gatos/gatos/registro-identificacion.csv${query}`, registroFileName(localIsoDate(new Date())));
      notify(translate(`${T}.descargado`, { nombre }), { type: 'success' });
    });

  return (
    <Card component="section" aria-labelledby="informe-registro-identificacion" sx={{ mt: 2 }}>
      <CardContent>
        <Typography id="informe-registro-identificacion" component="h2" variant="h6" gutterBottom>
          {translate(`${T}.titulo`)}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {translate(`${T}.explicacion`)}
        </Typography>
        <TextField type="date" label={translate(`${T}.desde`)} value={desde} onChange={(e) => setDesde(e.target.value)} slotProps={{ inputLabel: { shrink: true } }} />
        {error ? <Alert severity="error" sx={{ mt: 2 }}>{error}</Alert> : null}
      </CardContent>
      <CardActions>
        <Button variant="contained" disabled={busy} onClick={() => void download()}>
          {translate(`${T}.descargar`)}
        </Button>
      </CardActions>
    </Card>
  );
}
