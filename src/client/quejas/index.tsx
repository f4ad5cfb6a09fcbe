/** The complaints resources: every complaint (/quejas) and one's own (/mis-quejas). */
import ForumIcon from '@mui/icons-material/Forum';
import type { StaffResource } from '../routing/staffAreas';
import { QuejasPage } from './QuejasPage';

const quejas: StaffResource = { name: 'quejas', icon: ForumIcon, list: QuejasPage };

export const misQuejas: StaffResource = { name: 'mis-quejas', icon: ForumIcon, list: <QuejasPage ownOnly /> };

export default quejas;
