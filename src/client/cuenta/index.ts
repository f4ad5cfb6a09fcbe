/** The signed-in person's own account: /cambiar-contrasena. */
import KeyIcon from '@mui/icons-material/Key';
import type { StaffPage } from '../routing/staffAreas';
import { CambiarContrasenaPage } from './CambiarContrasenaPage';

const cambiarContrasena: StaffPage = { name: 'cambiar-contrasena', icon: KeyIcon, page: CambiarContrasenaPage };

export default cambiarContrasena;
