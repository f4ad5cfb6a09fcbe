/** The accounts resource: the list (/usuarios) and one account's page (/usuarios/:id). */
import ManageAccountsIcon from '@mui/icons-material/ManageAccounts';
import type { StaffResource } from '../routing/staffAreas';
import { UsuariosPage } from './UsuariosPage';
import { UsuarioShowPage } from './UsuarioShowPage';

const usuarios: StaffResource = { name: 'usuarios', icon: ManageAccountsIcon, list: UsuariosPage, show: UsuarioShowPage, recordRepresentation: 'username' };

export default usuarios;
