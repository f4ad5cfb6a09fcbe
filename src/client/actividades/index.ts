/** The activities resource: /actividades (list and creation form on one screen). */
import EventNoteIcon from '@mui/icons-material/EventNote';
import type { StaffResource } from '../routing/staffAreas';
import { ActividadesPage } from './ActividadesPage';

const actividades: StaffResource = { name: 'actividades', icon: EventNoteIcon, list: ActividadesPage };

export default actividades;
