/** The activities resource: /actividades (list and creation form on one screen) and one activity's page (/actividades/:id). */
import EventNoteIcon from '@mui/icons-material/EventNote';
import type { StaffResource } from '../routing/staffAreas';
import { ActividadesPage } from './ActividadesPage';
import { ActividadShowPage } from './ActividadShowPage';

const actividades: StaffResource = { name: 'actividades', icon: EventNoteIcon, list: ActividadesPage, show: ActividadShowPage, recordRepresentation: 'tipo' };

export default actividades;
