/** The cats resources: the full list (/gatos), the card (/gatos/:id), the creation form (/crear-gato) and one's own cats (/mis-gatos). */
import PetsIcon from '@mui/icons-material/Pets';
import type { StaffResource } from '../routing/staffAreas';
import { GatoCreatePage } from './GatoCreatePage';
import { GatoFichaPage } from './GatoFichaPage';
import { GatosListPage } from './GatosListPage';
import { MisGatosPage } from './MisGatosPage';

const gatos: StaffResource = { name: 'gatos', icon: PetsIcon, list: GatosListPage, show: GatoFichaPage, create: GatoCreatePage, recordRepresentation: 'nombre' };

export const misGatos: StaffResource = { name: 'mis-gatos', icon: PetsIcon, list: MisGatosPage, recordRepresentation: 'nombre' };

export default gatos;
