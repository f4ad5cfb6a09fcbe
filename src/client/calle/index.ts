/**
 * The street work: the visits resource (/visitas, a visit's page /visitas/:id, and /visitas/pendientes),
 * the resources of census, feeding points and shifts (no screen of their own:
 * the colony's street page and /hoy show them) and the voluntario's /hoy.
 */
import DirectionsWalkIcon from '@mui/icons-material/DirectionsWalk';
import RestaurantIcon from '@mui/icons-material/Restaurant';
import ScheduleIcon from '@mui/icons-material/Schedule';
import CalculateIcon from '@mui/icons-material/Calculate';
import TodayIcon from '@mui/icons-material/Today';
import type { StaffPage, StaffResource } from '../routing/staffAreas';
import { HoyPage } from './HoyPage';
import { PendientesPage } from './PendientesPage';
import { VisitaPage } from './VisitaPage';
import { VisitasPage } from './VisitasPage';

const visitas: StaffResource = { name: 'visitas', icon: DirectionsWalkIcon, list: VisitasPage, show: VisitaPage, routes: { pendientes: PendientesPage } };

export const censos: StaffResource = { name: 'censos', icon: CalculateIcon };
export const comederos: StaffResource = { name: 'comederos', icon: RestaurantIcon };
export const turnos: StaffResource = { name: 'turnos', icon: ScheduleIcon };

export const hoy: StaffPage = { name: 'hoy', icon: TodayIcon, page: HoyPage };

export default visitas;
