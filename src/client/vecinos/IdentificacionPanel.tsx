/** Under the cat card: the microchip's implant date and holder (the council), and the certificate download. */
import { Box, Button, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { Gato } from '../../domain/types';
import { can } from '../../domain/roles';
import { formatDate } from '../../domain/validation';
import { titularMunicipal } from '../../domain/registro';
import { useGateraDataProvider } from '../providers/dataProvider';
import { DownloadCard, useDownload } from './DownloadCard';
import { useStoredUser } from '../providers/session';
import { useSettings } from '../providers/settings';

const T = 'gatera.vecinos.registro';

export function IdentificacionPanel({ gato }: { gato: Gato }) {
  const translate = useTranslate();
  const dataProvider = useGateraDataProvider();
  const settings = useSettings();
  const mayCertify = can(useStoredUser()?.role, 'gatos.certificado');
  const { busy, error, download } = useDownload();

  return (
    <DownloadCard headingId="identificacion-titulo" title={translate(`${T}.identificacion`)} error={error}>
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
          <Button variant="contained" sx={{ mt: 2 }} disabled={busy} onClick={() => void download(() => dataProvider.descargarCertificado(gato), `${T}.certificadoDescargado`)}>
            {translate(`${T}.certificado`)}
          </Button>
        ) : null}
    </DownloadCard>
  );
}
