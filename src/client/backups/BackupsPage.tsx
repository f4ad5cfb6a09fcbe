/**
 * /backup (admin): 'Gestión de Backups'. 'Crear Backup' ('Creando...' while
 * busy), 'Importar Backup' (.sql only), and the backups newest first, each with
 * its name, the time read from its name (dd/mm/yyyy HH:MM:SS), 'Restaurar'
 * behind a confirmation and 'Descargar'. Every message of the original screen.
 * To the administrator of an installation of several municipalities, below it
 * the same for the whole installation, under a heading of its own.
 */
import { Box, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { BACKUP_ALCANCE_INSTALACION } from '../../domain/constants';
import { useStoredUser } from '../providers/session';
import { BackupSections } from './BackupSections';

const INSTALACION_HEADING = 'backups-instalacion';

export function BackupsPage() {
  const t = useTranslate();
  const administraInstalacion = useStoredUser()?.administra_instalacion === true;

  return (
    <>
      <Title title={t('gatera.copias.titulo')} />
      <BackupSections />
      {administraInstalacion ? (
        <Box component="section" aria-labelledby={INSTALACION_HEADING} sx={{ mt: 4 }}>
          <Typography id={INSTALACION_HEADING} component="h2" variant="h5" gutterBottom>
            {t('gatera.copias.instalacion.titulo')}
          </Typography>
          <BackupSections alcance={BACKUP_ALCANCE_INSTALACION} level={3} />
        </Box>
      ) : null}
    </>
  );
}
