/** The province's dashboard: /provincia. */
import MapIcon from '@mui/icons-material/Map';
import type { StaffPage } from '../routing/staffAreas';
import { ProvinciaPage } from './ProvinciaPage';

const provincia: StaffPage = { name: 'provincia', icon: MapIcon, page: ProvinciaPage };

export default provincia;
