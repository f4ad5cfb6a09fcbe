/** The audit log resource: the log (/auditoria) and one entry (/auditoria/:id). */
import HistoryIcon from '@mui/icons-material/History';
import type { StaffResource } from '../routing/staffAreas';
import { AuditoriaPage } from './AuditoriaPage';
import { AuditoriaEntryPage } from './AuditoriaEntryPage';

const auditoria: StaffResource = { name: 'auditoria', icon: HistoryIcon, list: AuditoriaPage, show: AuditoriaEntryPage };

export default auditoria;
