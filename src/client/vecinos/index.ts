/** The adoption requests resource, at /adopciones/solicitudes (react-router takes the two segments as the resource's path). */
import VolunteerActivismIcon from '@mui/icons-material/VolunteerActivism';
import type { StaffResource } from '../routing/staffAreas';
import { SolicitudesPage } from './SolicitudesPage';

const solicitudes: StaffResource = { name: 'adopciones/solicitudes', icon: VolunteerActivismIcon, list: SolicitudesPage };

export default solicitudes;
