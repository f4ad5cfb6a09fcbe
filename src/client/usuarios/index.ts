/** The accounts resource: /usuarios. */
import ManageAccountsIcon from '@mui/icons-material/ManageAccounts';
import type { StaffResource } from '../routing/staffAreas';
import { UsuariosPage } from './UsuariosPage';

const usuarios: StaffResource = { name: 'usuarios', icon: ManageAccountsIcon, list: UsuariosPage, recordRepresentation: 'username' };

export default usuarios;
