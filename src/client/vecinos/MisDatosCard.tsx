/** On the account page: the download of every personal datum the server holds about the signed-in person (GET /api/auth/me/datos). */
import { Alert, Button, Card, CardContent, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useGateraDataProvider } from '../providers/dataProvider';
import { useDownload } from './DownloadCard';

const T = 'gatera.vecinos.rgpd';

export function MisDatosCard() {
  const translate = useTranslate();
  const dataProvider = useGateraDataProvider();
  const { busy, error, download } = useDownload();

  return (
    <Card component="section" aria-labelledby="mis-datos-titulo" sx={{ maxWidth: 560, mx: 'auto', mt: 3 }}>
      <CardContent>
        <Typography id="mis-datos-titulo" component="h2" variant="h6" gutterBottom>
          {translate(`${T}.misDatos`)}
        </Typography>
        <Typography variant="body2" sx={{ mb: 2 }}>
          {translate(`${T}.misDatosTexto`)}
        </Typography>
        <Button variant="outlined" disabled={busy} onClick={() => void download(() => dataProvider.descargarMisDatos(), `${T}.descargado`)}>
          {translate(`${T}.descargar`)}
        </Button>
        {error ? <Alert severity="error" sx={{ mt: 2 }}>{error}</Alert> : null}
      </CardContent>
    </Card>
  );
}
