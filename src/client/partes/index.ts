/** The partes resource: /partes (list and creation form on one screen) and one parte's page (/partes/:id). */
import AssignmentIcon from '@mui/icons-material/Assignment';
import type { StaffResource } from '../routing/staffAreas';
import { PartesPage } from './PartesPage';
import { ParteShowPage } from './ParteShowPage';

const partes: StaffResource = { name: 'partes', icon: AssignmentIcon, list: PartesPage, show: ParteShowPage, recordRepresentation: 'descripcion' };

export default partes;
