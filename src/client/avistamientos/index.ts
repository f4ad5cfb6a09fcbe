/** Citizens' sightings for the staff: the list (/avistamientos) and each sighting (/avistamientos/:id), where it is decided. */
import TravelExploreIcon from '@mui/icons-material/TravelExplore';
import type { StaffResource } from '../routing/staffAreas';
import { AvistamientosPage } from './AvistamientosPage';
import { AvistamientoPage } from './AvistamientoPage';

const avistamientos: StaffResource = { name: 'avistamientos', icon: TravelExploreIcon, list: AvistamientosPage, show: AvistamientoPage, recordRepresentation: 'codigo_seguimiento' };

export default avistamientos;
