/** The clinic-days resource: /jornadas (providers, new days, the days) and one day's page (/jornadas/:id). */
import LocalHospitalIcon from '@mui/icons-material/LocalHospital';
import type { StaffResource } from '../routing/staffAreas';
import { JornadasPage } from './JornadasPage';
import { JornadaShowPage } from './JornadaShowPage';

const jornadas: StaffResource = { name: 'jornadas', icon: LocalHospitalIcon, list: JornadasPage, show: JornadaShowPage, recordRepresentation: 'fecha' };

export default jornadas;
