/** The account screens inside the app layout (guarded like the area screens). */
import type { AreaRoute } from '../routing/areaRoutes';
import { CambiarContrasenaPage } from './CambiarContrasenaPage';

export const accountRoutes: AreaRoute[] = [{ path: '/cambiar-contrasena', element: <CambiarContrasenaPage /> }];
