/** The complaints resources: every complaint (/quejas), one complaint (/quejas/:id, from either list) and one's own (/mis-quejas). */
import ForumIcon from '@mui/icons-material/Forum';
import type { StaffResource } from '../routing/staffAreas';
import { QuejasPage } from './QuejasPage';
import { QuejaShowPage } from './QuejaShowPage';

const quejas: StaffResource = { name: 'quejas', icon: ForumIcon, list: QuejasPage, show: QuejaShowPage, recordRepresentation: 'codigo_seguimiento' };

export const misQuejas: StaffResource = { name: 'mis-quejas', icon: ForumIcon, list: <QuejasPage ownOnly /> };

export default quejas;
