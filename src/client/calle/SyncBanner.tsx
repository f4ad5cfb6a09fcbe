/**
 * 'Sin conexión · N cambios pendientes', then 'Sincronizado'; below it, each
 * change the server refused, with the server's own message, kept until the
 * volunteer discards it.
 */
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import CloudOffIcon from '@mui/icons-material/CloudOff';
import CloudDoneIcon from '@mui/icons-material/CloudDone';
import { useTranslate } from 'react-admin';
import { formatDay } from '../../domain/dates';
import { descartar } from './offlineQueue';
import type { ColaState } from './useCola';

export function SyncBanner({ cola }: { cola: ColaState }) {
  const translate = useTranslate();
  const n = cola.pendientes.length;
  const waiting = !cola.online || (n > 0 && !cola.enviando);
  return (
    <Stack spacing={1} sx={{ mb: 2 }}>
      <Box role="status" aria-live="polite" data-testid="sync-banner">
        {waiting ? (
          <Alert severity="warning" icon={<CloudOffIcon />}>
            {translate('gatera.calle.sync.sinConexion', { smart_count: n })}
          </Alert>
        ) : n > 0 ? (
          <Alert severity="info">{translate('gatera.calle.sync.enviando', { smart_count: n })}</Alert>
        ) : (
          <Alert severity="success" icon={<CloudDoneIcon />}>
            {translate('gatera.calle.sync.sincronizado')}
          </Alert>
        )}
      </Box>
      {cola.rechazados.length > 0 ? (
        <Box component="section" aria-labelledby="rechazados-titulo" data-testid="rechazados">
          <Typography id="rechazados-titulo" variant="subtitle1" component="h2">
            {translate('gatera.calle.sync.rechazados')}
          </Typography>
          <Stack spacing={1}>
            {cola.rechazados.map((cambio) => (
              <Alert
                key={cambio.client_id}
                severity="error"
                action={
                  <Button color="inherit" onClick={() => void descartar(cambio.client_id)} sx={{ minHeight: 44 }}>
                    {translate('gatera.calle.sync.descartar')}
                  </Button>
                }
              >
                <strong>
                  {translate('gatera.calle.sync.de', {
                    tipo: translate(`gatera.calle.sync.tipo.${cambio.tipo}`),
                    colonia: cambio.colonia_nombre,
                    fecha: formatDay(cambio.creado),
                  })}
                </strong>
                <br />
                {cambio.error}
              </Alert>
            ))}
          </Stack>
        </Box>
      ) : null}
    </Stack>
  );
}
