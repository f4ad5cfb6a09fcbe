/** Caregivers' accreditations: the list (/acreditaciones; a caregiver sees only their own) and one's page with its card. */
import BadgeIcon from '@mui/icons-material/Badge';
import type { StaffResource } from '../routing/staffAreas';
import { AcreditacionesPage } from './AcreditacionesPage';
import { AcreditacionPage } from './AcreditacionPage';

const acreditaciones: StaffResource = { name: 'acreditaciones', icon: BadgeIcon, list: AcreditacionesPage, show: AcreditacionPage, recordRepresentation: 'codigo' };

export default acreditaciones;
