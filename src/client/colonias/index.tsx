/**
 * The colonies resources: the management screen (/colonias, with the colony's
 * record at /colonias/:id and its street page at /colonias/:id/calle), the voluntario's own (/mis-colonias)
 * and the read-only listing (/colonias-listado).
 */
import HomeWorkIcon from '@mui/icons-material/HomeWork';
import type { StaffResource } from '../routing/staffAreas';
import { ColoniaCallePage } from '../calle/ColoniaCallePage';
import { ColoniasPage } from './ColoniasPage';
import { ColoniaFichaPage } from './ColoniaFichaPage';

const colonias: StaffResource = {
  name: 'colonias',
  icon: HomeWorkIcon,
  list: <ColoniasPage mode="gestion" />,
  show: ColoniaFichaPage,
  routes: { calle: ColoniaCallePage },
  recordRepresentation: 'nombre',
};

export const misColonias: StaffResource = { name: 'mis-colonias', icon: HomeWorkIcon, list: <ColoniasPage mode="mis" /> };

export const coloniasListado: StaffResource = { name: 'colonias-listado', icon: HomeWorkIcon, list: <ColoniasPage mode="listado" /> };

export default colonias;
