/**
 * /backup (admin): 'Gestión de Backups'. 'Crear Backup' ('Creando...' while
 * busy), 'Importar Backup' (.sql only), and the backups newest first, each with
 * its name, the time read from its name (dd/mm/yyyy HH:MM:SS), 'Restaurar'
 * behind a confirmation and 'Descargar'. Every message of the original screen.
 */
import { useRef, useState } from 'react';
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import BackupIcon from '@mui/icons-material/Backup';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Title, useTranslate } from 'react-admin';
import { backupDisplayTime } from '../../domain/backups';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { Loading } from '../components/Loading';
import { SectionCard } from '../registros/SectionCard';
import { BackupList } from './BackupList';
import { useBackups } from './useBackups';

const T = 'gatera.copias';

export function BackupsPage() {
  const t = useTranslate();
  const state = useBackups();
  const [confirming, setConfirming] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const busy = state.running !== null;

  return (
    <>
      <Title title={t(`${T}.titulo`)} />
      {state.alert ? (
        <Alert severity={state.alert.severity} role={state.alert.severity === 'error' ? 'alert' : 'status'} onClose={state.dismissAlert} sx={{ mb: 2 }} data-testid="backup-alert">
          {state.alert.text}
          {state.alert.detail && state.alert.detail !== state.alert.text ? <Box component="span" sx={{ display: 'block', mt: 0.5 }}>{state.alert.detail}</Box> : null}
        </Alert>
      ) : null}
      <SectionCard title={`${T}.nueva`} headingId="backups-acciones">
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t(`${T}.explicacion`)}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <Button variant="contained" startIcon={<BackupIcon />} disabled={busy} onClick={() => void state.create()}>
            {t(state.running === 'creating' ? `${T}.creando` : `${T}.crear`)}
          </Button>
          <Button variant="outlined" startIcon={<UploadFileIcon />} disabled={busy} onClick={() => input.current?.click()}>
            {t(state.running === 'importing' ? `${T}.importando` : `${T}.importar`)}
          </Button>
          <input
            ref={input}
            type="file"
            accept=".sql"
            hidden
            aria-label={t(`${T}.importar`)}
            data-testid="backup-import-input"
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file) void state.importFile(file);
            }}
          />
        </Stack>
      </SectionCard>
      <SectionCard title={`${T}.disponibles`} headingId="backups-lista">
        {state.listFailed ? (
          <Alert severity="error" role="alert" sx={{ mb: 2 }}>
            {t('backups.listFailed')}
          </Alert>
        ) : null}
        {state.backups === null ? (
          <Loading />
        ) : state.backups.length === 0 ? (
          state.listFailed ? null : <Typography>{t('backups.empty')}</Typography>
        ) : (
          <BackupList backups={state.backups} busy={busy} downloading={state.downloading} onRestore={setConfirming} onDownload={(name) => void state.download(name)} />
        )}
      </SectionCard>
      <ConfirmDialog
        open={confirming !== null}
        title={t(`${T}.restaurarTitulo`)}
        content={
          confirming ? (
            <>
              {t(`${T}.restaurarAntes`)} <strong>{confirming}</strong> {t(`${T}.restaurarDespues`, { hora: backupDisplayTime(confirming) })}
            </>
          ) : null
        }
        confirmLabel={t(`${T}.restaurar`)}
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
