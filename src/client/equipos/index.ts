/** The trap bank: the inventory (/equipos) and each item's page (/equipos/:id), which its label's QR code opens. */
import HandymanIcon from '@mui/icons-material/Handyman';
import type { StaffResource } from '../routing/staffAreas';
import { EquiposPage } from './EquiposPage';
import { EquipoPage } from './EquipoPage';

const equipos: StaffResource = { name: 'equipos', icon: HandymanIcon, list: EquiposPage, show: EquipoPage, recordRepresentation: 'codigo' };

export default equipos;
