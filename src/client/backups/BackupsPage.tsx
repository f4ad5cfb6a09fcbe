/**
 * /backup (admin): 'Gestión de Backups'. 'Crear Backup' ('Creando...' while
 * busy), 'Importar Backup' (.sql only), and the backups newest first, each with
 * its name, the time read from its name (dd/mm/yyyy HH:MM:SS), 'Restaurar'
 * behind a confirmation and 'Descargar'. Every message of SPEC section 8.
 */
import { useRef, useState } from 'react';
import { Alert, Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import BackupIcon from '@mui/icons-material/Backup';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Title } from 'react-admin';
import { backupDisplayTime } from '../../domain/backups';
import { BACKUP_MESSAGES } from '../../domain/messages';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { Loading } from '../components/Loading';
import { BackupList } from './BackupList';
import { useBackups } from './useBackups';

export const BACKUPS_TITLE = 'Gestión de Backups';
export const CREATE_LABEL = 'Crear Backup';
export const CREATING_LABEL = 'Creando...';
export const IMPORT_LABEL = 'Importar Backup';
export const IMPORTING_LABEL = 'Importando...';

export function BackupsPage() {
  const state = useBackups();
  const [confirming, setConfirming] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const busy = state.running !== null;

  return (
    <>
      <Title title={BACKUPS_TITLE} />
      {state.alert ? (
        <Alert severity={state.alert.severity} role={state.alert.severity === 'error' ? 'alert' : 'status'} onClose={state.dismissAlert} sx={{ mb: 2 }} data-testid="backup-alert">
          {state.alert.text}
          {state.alert.detail && state.alert.detail !== state.alert.text ? <Box component="span" sx={{ display: 'block', mt: 0.5 }}>{state.alert.detail}</Box> : null}
        </Alert>
      ) : null}
      <Card component="section" aria-labelledby="backups-acciones" sx={{ mb: 3 }}>
        <CardContent>
          <Typography id="backups-acciones" component="h2" variant="h6" gutterBottom>
            Nueva copia
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            Una copia completa guarda todos los datos y los archivos subidos. Restaurar o importar una copia sustituye todos los datos actuales; antes se hace una copia automática de los datos del momento.
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <Button variant="contained" startIcon={<BackupIcon />} disabled={busy} onClick={() => void state.create()}>
              {state.running === 'creating' ? CREATING_LABEL : CREATE_LABEL}
            </Button>
            <Button variant="outlined" startIcon={<UploadFileIcon />} disabled={busy} onClick={() => input.current?.click()}>
              {state.running === 'importing' ? IMPORTING_LABEL : IMPORT_LABEL}
            </Button>
            <input
              ref={input}
              type="file"
              accept=".sql"
              hidden
              aria-label={IMPORT_LABEL}
              data-testid="backup-import-input"
              onChange={(event) => {
                const file = event.target.files?.[0];
                event.target.value = '';
                if (file) void state.importFile(file);
              }}
            />
          </Stack>
        </CardContent>
      </Card>
      <Card component="section" aria-labelledby="backups-lista">
        <CardContent>
          <Typography id="backups-lista" component="h2" variant="h6" gutterBottom>
            Backups disponibles
          </Typography>
          {state.listFailed ? (
            <Alert severity="error" role="alert" sx={{ mb: 2 }}>
              {BACKUP_MESSAGES.listFailed}
            </Alert>
          ) : null}
          {state.backups === null ? (
            <Loading />
          ) : state.backups.length === 0 ? (
            state.listFailed ? null : <Typography>{BACKUP_MESSAGES.empty}</Typography>
          ) : (
            <BackupList backups={state.backups} busy={busy} downloading={state.downloading} onRestore={setConfirming} onDownload={(name) => void state.download(name)} />
          )}
        </CardContent>
      </Card>
      <ConfirmDialog
        open={confirming !== null}
        title="Restaurar backup"
        content={
          confirming ? (
            <>
              Se sustituirán todos los datos actuales por los de la copia <strong>{confirming}</strong> ({backupDisplayTime(confirming)}). Antes se hará una copia automática de los
              datos actuales. ¿Quieres continuar?
            </>
          ) : null
        }
        confirmLabel="Restaurar"
        loading={state.running === 'restoring'}
        onClose={() => setConfirming(null)}
        onConfirm={() => {
          const name = confirming;
          setConfirming(null);
          if (name) void state.restore(name);
        }}
      />
    </>
  );
}
