/** The installation's municipalities (the province's role): the list (/municipios), a new one with its first administrator (/municipios/create) and one's edition (/municipios/:id). */
import LocationCityIcon from '@mui/icons-material/LocationCity';
import type { StaffResource } from '../routing/staffAreas';
import { MunicipiosPage } from './MunicipiosPage';
import { MunicipioCreatePage } from './MunicipioCreatePage';
import { MunicipioEditPage } from './MunicipioEditPage';

const municipios: StaffResource = { name: 'municipios', icon: LocationCityIcon, list: MunicipiosPage, create: MunicipioCreatePage, edit: MunicipioEditPage, recordRepresentation: 'nombre' };

export default municipios;
