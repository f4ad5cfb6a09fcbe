/** The account administration screen (admin). */
import type { AreaRoute } from '../routing/areaRoutes';
import { UsuariosPage } from './UsuariosPage';

export const usuariosRoutes: AreaRoute[] = [{ path: '/usuarios', element: <UsuariosPage /> }];
