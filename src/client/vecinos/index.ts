/** The adoption requests resource, at /adopciones/solicitudes and /adopciones/solicitudes/:id (react-router takes the two segments as the resource's path). */
import VolunteerActivismIcon from '@mui/icons-material/VolunteerActivism';
import type { StaffResource } from '../routing/staffAreas';
import { SolicitudesPage } from './SolicitudesPage';
import { SolicitudPage } from './SolicitudPage';

const solicitudes: StaffResource = { name: 'adopciones/solicitudes', icon: VolunteerActivismIcon, list: SolicitudesPage, show: SolicitudPage, recordRepresentation: 'nombre' };

export default solicitudes;
