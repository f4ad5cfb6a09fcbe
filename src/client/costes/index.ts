/** The cost ledger (/costes): every act and supply of the programme with its amount. */
import EuroIcon from '@mui/icons-material/Euro';
import type { StaffResource } from '../routing/staffAreas';
import { CostesPage } from './CostesPage';

const costes: StaffResource = { name: 'costes', icon: EuroIcon, list: CostesPage };

export default costes;
