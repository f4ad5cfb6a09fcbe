/** Under the cat card: the microchip's implant date and holder (the council), and the certificate download. */
import { Alert, Box, Button, Card, CardContent, Typography } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import type { Gato } from '../../domain/types';
import { can } from '../../domain/roles';
import { formatDate } from '../../domain/validation';
import { certificadoFileName, titularMunicipal } from '../../domain/registro';
import { useBusyTask } from '../components/useBusyTask';
import { apiDownload } from '../providers/httpClient';
import { useStoredUser } from '../providers/session';
import { useSettings } from '../providers/settings';

const T = 'gatera.vecinos.registro';

export function IdentificacionPanel({ gato }: { gato: Gato }) {
  const translate = useTranslate();
  const notify = useNotify();
  const settings = useSettings();
  const mayCertify = can(useStoredUser()?.role, 'gatos.certificado');
  const { busy, error, run } = useBusyTask();

  const download = () =>
    run(async () => {
      const nombre = await apiDownload(`/api/gatos/gatos/${gato.id}/certificado`, certificadoFileName(gato.codigo_identificacion ?? String(gato.id)));
      notify(translate(`${T}.certificadoDescargado`, { nombre }), { type: 'success' });
    });

  return (
    <Card component="section" aria-labelledby="identificacion-titulo" sx={{ mt: 2 }}>
      <CardContent>
        <Typography id="identificacion-titulo" component="h2" variant="h6" gutterBottom>
          {translate(`${T}.identificacion`)}
        </Typography>
        <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' }, columnGap: 2, rowGap: 1 }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {translate(`${T}.fechaIdentificacion`)}
          </Typography>
          <Typography component="dd" sx={{ m: 0 }}>
            {formatDate(gato.fecha_identificacion) || translate(`${T}.sinFecha`)}
          </Typography>
          <Typography component="dt" variant="body2" color="text.secondary">
            {translate(`${T}.titular`)}
          </Typography>
          <Typography component="dd" sx={{ m: 0 }}>
            {settings?.municipio_nombre ? titularMunicipal(settings.municipio_nombre) : ''}
          </Typography>
        </Box>
        {mayCertify && gato.codigo_identificacion ? (
          <Button variant="contained" sx={{ mt: 2 }} disabled={busy} onClick={() => void download()}>
            {translate(`${T}.certificado`)}
          </Button>
        ) : null}
        {error ? <Alert severity="error" sx={{ mt: 2 }}>{error}</Alert> : null}
      </CardContent>
    </Card>
  );
}
