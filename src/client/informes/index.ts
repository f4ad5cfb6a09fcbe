/** The reports page: /informes. */
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import type { StaffPage } from '../routing/staffAreas';
import { InformesPage } from './InformesPage';

const informes: StaffPage = { name: 'informes', icon: PictureAsPdfIcon, page: InformesPage };

export default informes;
