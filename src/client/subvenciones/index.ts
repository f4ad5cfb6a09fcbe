/** Grants: the list (/subvenciones) and one grant's page (/subvenciones/:id) with its lines, its costs and its justification pack. */
import EuroIcon from '@mui/icons-material/Euro';
import type { StaffResource } from '../routing/staffAreas';
import { SubvencionesPage } from './SubvencionesPage';
import { SubvencionPage } from './SubvencionPage';

const subvenciones: StaffResource = { name: 'subvenciones', icon: EuroIcon, list: SubvencionesPage, show: SubvencionPage, recordRepresentation: 'referencia' };

export default subvenciones;
