/**
 * "¿Es un gato de colonia?": the partner professional's lookup (/consulta),
 * the administrator's partner entities with their API keys (/entidades) and
 * the log of lookups (/consultas-microchip).
 */
import ContactlessIcon from '@mui/icons-material/Contactless';
import HandshakeIcon from '@mui/icons-material/Handshake';
import ManageSearchIcon from '@mui/icons-material/ManageSearch';
import type { StaffPage, StaffResource } from '../routing/staffAreas';
import { ConsultaPage } from './ConsultaPage';
import { ConsultasLogPage } from './ConsultasLogPage';
import { EntidadesPage } from './EntidadesPage';
import { EntidadPage } from './EntidadPage';

export const consulta: StaffPage = { name: 'consulta', icon: ContactlessIcon, page: ConsultaPage };
export const entidades: StaffResource = { name: 'entidades', icon: HandshakeIcon, list: EntidadesPage, show: EntidadPage, recordRepresentation: 'nombre' };
export const consultasMicrochip: StaffResource = { name: 'consultas-microchip', icon: ManageSearchIcon, list: ConsultasLogPage };
