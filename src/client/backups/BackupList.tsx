/** The backups, newest first: name, time read from the name, 'Restaurar' and 'Descargar'. */
import { Box, Button, List, ListItem, Typography } from '@mui/material';
import { backupDisplayTime } from '../../domain/backups';
import { useTranslate } from 'react-admin';

export interface BackupListProps {
  backups: string[];
  /** Creating, restoring or importing: every button waits. */
  busy: boolean;
  downloading: string | null;
  onRestore: (name: string) => void;
  onDownload: (name: string) => void;
}

export function BackupList({ backups, busy, downloading, onRestore, onDownload }: BackupListProps) {
  const t = useTranslate();
  return (
    <List aria-label={t('gatera.copias.disponibles')} disablePadding>
      {backups.map((name) => (
        <ListItem key={name} divider disableGutters sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }} data-testid="backup-item">
          <Box sx={{ flex: '1 1 16rem', minWidth: 0 }}>
            <Typography sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>{name}</Typography>
            <Typography variant="body2" color="text.secondary">
              {backupDisplayTime(name)}
            </Typography>
          </Box>
          <Box sx={{ display: 'flex', gap: 1 }}>
            <Button size="small" variant="outlined" disabled={busy} onClick={() => onRestore(name)} aria-label={t('gatera.copias.restaurarCopia', { nombre: name })}>
              {t('gatera.copias.restaurar')}
            </Button>
            <Button size="small" variant="outlined" disabled={busy || downloading === name} onClick={() => onDownload(name)} aria-label={t('gatera.copias.descargarCopia', { nombre: name })}>
              {t('gatera.copias.descargar')}
            </Button>
          </Box>
        </ListItem>
      ))}
    </List>
  );
}
