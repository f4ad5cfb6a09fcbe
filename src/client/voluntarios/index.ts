/** The volunteers resources: 'Gestión de Voluntarios' (/voluntarios) and the people assigned to colonies (/registrovoluntarios). */
import GroupsIcon from '@mui/icons-material/Groups';
import AssignmentIndIcon from '@mui/icons-material/AssignmentInd';
import type { StaffResource } from '../routing/staffAreas';
import { GestionVoluntariosPage } from './GestionVoluntariosPage';
import { PersonasAsignadasPage } from './PersonasAsignadasPage';

const voluntarios: StaffResource = { name: 'voluntarios', icon: GroupsIcon, list: GestionVoluntariosPage, recordRepresentation: 'username' };

export const registroVoluntarios: StaffResource = { name: 'registrovoluntarios', icon: AssignmentIndIcon, list: PersonasAsignadasPage };

export default voluntarios;
