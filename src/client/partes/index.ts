/** The partes resource: /partes (list and creation form on one screen). */
import AssignmentIcon from '@mui/icons-material/Assignment';
import type { StaffResource } from '../routing/staffAreas';
import { PartesPage } from './PartesPage';

const partes: StaffResource = { name: 'partes', icon: AssignmentIcon, list: PartesPage };

export default partes;
