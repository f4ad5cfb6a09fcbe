/** What the signed-in role may do in the CER programme (src/domain/roles.ts). */
import { can, canOpenRoute } from '../../domain/roles';
import { useStoredUser } from '../providers/session';

export function useCerAccess() {
  const role = useStoredUser()?.role;
  return { leer: can(role, 'cer.leer'), censar: can(role, 'cer.censar'), camadas: can(role, 'camadas.leer'), registrarCamadas: can(role, 'camadas.registrar'), crearCampana: can(role, 'campanas.gestionar'), memoria: can(role, 'informes.descargar'), panel: can(role, 'cer.panel'), jornadas: can(role, 'jornadas.leer'), gestionColonias: canOpenRoute(role, '/colonias') };
}
