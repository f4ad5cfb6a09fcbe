/**
 * One set of backups on /backup: the alert of its last operation, 'Nueva copia' (create, import a .sql),
 * the list newest first ('Restaurar' behind a confirmation, 'Descargar'). The page shows it for the
 * account's municipality and, to the installation's administrator, again for the whole installation.
 */
import { useRef, useState } from 'react';
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import BackupIcon from '@mui/icons-material/Backup';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { useTranslate } from 'react-admin';
import { backupDisplayTime } from '../../domain/backups';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { Loading } from '../components/Loading';
import { SectionCard } from '../registros/SectionCard';
import { BackupList } from './BackupList';
import { backupTextKey, type BackupAlcance } from './backupTexts';
import { useBackups } from './useBackups';

const T = 'gatera.copias';

export interface BackupSectionsProps {
  alcance?: BackupAlcance;
  /** The level of its two headings: 3 when the sections sit under a heading of their own. */
  level?: 2 | 3;
}

export function BackupSections({ alcance, level = 2 }: BackupSectionsProps) {
  const t = useTranslate();
  const state = useBackups(alcance);
  const [confirming, setConfirming] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const busy = state.running !== null;
  const text = (name: Parameters<typeof backupTextKey>[1]) => backupTextKey(alcance, name);
  const headingId = (part: string) => `backups-${alcance ? `${alcance}-` : ''}${part}`;

  return (
    <>
      {state.alert ? (
        <Alert severity={state.alert.severity} role={state.alert.severity === 'error' ? 'alert' : 'status'} onClose={state.dismissAlert} sx={{ mb: 2 }} data-testid="backup-alert">
          {state.alert.text}
          {state.alert.detail && state.alert.detail !== state.alert.text ? <Box component="span" sx={{ display: 'block', mt: 0.5 }}>{state.alert.detail}</Box> : null}
        </Alert>
      ) : null}
      <SectionCard title={text('nueva')} headingId={headingId('acciones')} level={level}>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t(text('explicacion'))}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <Button variant="contained" startIcon={<BackupIcon />} disabled={busy} onClick={() => void state.create()}>
            {t(state.running === 'creating' ? `${T}.creando` : text('crear'))}
          </Button>
          <Button variant="outlined" startIcon={<UploadFileIcon />} disabled={busy} onClick={() => input.current?.click()}>
            {t(state.running === 'importing' ? `${T}.importando` : text('importar'))}
          </Button>
          <input
            ref={input}
            type="file"
            accept=".sql"
            hidden
            aria-label={t(text('importar'))}
            // Its own per block: the browser tests' look-up of the municipality's input stays unambiguous.
            data-testid={alcance ? `backup-import-input-${alcance}` : 'backup-import-input'}
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file) void state.importFile(file);
            }}
          />
        </Stack>
      </SectionCard>
      <SectionCard title={text('disponibles')} headingId={headingId('lista')} level={level}>
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
          <BackupList alcance={alcance} backups={state.backups} busy={busy} downloading={state.downloading} onRestore={setConfirming} onDownload={(name) => void state.download(name)} />
        )}
      </SectionCard>
      <ConfirmDialog
        open={confirming !== null}
        title={t(text('restaurarTitulo'))}
        content={
          confirming ? (
            <>
              {t(text('restaurarAntes'))} <strong>{confirming}</strong> {t(text('restaurarDespues'), { hora: backupDisplayTime(confirming) })}
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
