/** The CER programme's dashboard: /panel. */
import DashboardIcon from '@mui/icons-material/Dashboard';
import type { StaffPage } from '../routing/staffAreas';
import { PanelPage } from './PanelPage';

const panel: StaffPage = { name: 'panel', icon: DashboardIcon, page: PanelPage };

export default panel;
