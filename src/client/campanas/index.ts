/** The campaigns resource: /campanas (list and creation form on one screen). */
import HealingIcon from '@mui/icons-material/Healing';
import type { StaffResource } from '../routing/staffAreas';
import { CampanasPage } from './CampanasPage';

const campanas: StaffResource = { name: 'campanas', icon: HealingIcon, list: CampanasPage, recordRepresentation: 'nombre' };

export default campanas;
