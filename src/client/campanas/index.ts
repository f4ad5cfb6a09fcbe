/** The campaigns resource: /campanas (list and creation form on one screen) and one campaign's page (/campanas/:id). */
import HealingIcon from '@mui/icons-material/Healing';
import type { StaffResource } from '../routing/staffAreas';
import { CampanasPage } from './CampanasPage';
import { CampanaShowPage } from './CampanaShowPage';

const campanas: StaffResource = { name: 'campanas', icon: HealingIcon, list: CampanasPage, show: CampanaShowPage, recordRepresentation: 'nombre' };

export default campanas;
