/** The backups resource: 'Gestión de Backups' at /backup. */
import BackupIcon from '@mui/icons-material/Backup';
import type { StaffResource } from '../routing/staffAreas';
import { BackupsPage } from './BackupsPage';

const backup: StaffResource = { name: 'backup', icon: BackupIcon, list: BackupsPage };

export default backup;
