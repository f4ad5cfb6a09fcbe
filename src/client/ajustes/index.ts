/** The installation's settings: /ajustes. */
import SettingsIcon from '@mui/icons-material/Settings';
import type { StaffPage } from '../routing/staffAreas';
import { AjustesPage } from './AjustesPage';

const ajustes: StaffPage = { name: 'ajustes', icon: SettingsIcon, page: AjustesPage };

export default ajustes;
