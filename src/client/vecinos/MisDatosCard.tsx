/** On the account page: the download of every personal datum the server holds about the signed-in person (GET /api/auth/me/datos). */
import { Alert, Button, Card, CardContent, Typography } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import { useBusyTask } from '../components/useBusyTask';
import { apiDownload } from '../providers/httpClient';

const T = 'gatera.vecinos.rgpd';

export function MisDatosCard() {
  const translate = useTranslate();
  const notify = useNotify();
  const { busy, error, run } = useBusyTask();

  const download = () =>
    run(async () => {
      const nombre = await apiDownload('/api/auth/me/datos', 'mis-datos-gatera.json');
      notify(translate(`${T}.descargado`, { nombre }), { type: 'success' });
    });

  return (
    <Card component="section" aria-labelledby="mis-datos-titulo" sx={{ maxWidth: 560, mx: 'auto', mt: 3 }}>
      <CardContent>
        <Typography id="mis-datos-titulo" component="h2" variant="h6" gutterBottom>
          {translate(`${T}.misDatos`)}
        </Typography>
        <Typography variant="body2" sx={{ mb: 2 }}>
          {translate(`${T}.misDatosTexto`)}
        </Typography>
        <Button variant="outlined" disabled={busy} onClick={() => void download()}>
          {translate(`${T}.descargar`)}
        </Button>
        {error ? <Alert severity="error" sx={{ mt: 2 }}>{error}</Alert> : null}
      </CardContent>
    </Card>
  );
}
