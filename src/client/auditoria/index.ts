/** The audit log resource: /auditoria. */
import HistoryIcon from '@mui/icons-material/History';
import type { StaffResource } from '../routing/staffAreas';
import { AuditoriaPage } from './AuditoriaPage';

const auditoria: StaffResource = { name: 'auditoria', icon: HistoryIcon, list: AuditoriaPage };

export default auditoria;
