/**
 * What staff may do with one adoption request, for its row menu and its
 * record page: move it to another state (none once adopted; 'adoptado' asks
 * first, as it gives the cat its baja) and, for the roles that may, anonymise
 * it behind its confirmation.
 */
import { useTranslate } from 'react-admin';
import { SOLICITUD_ESTADOS, type SolicitudEstado } from '../../domain/adopciones';
import { can } from '../../domain/roles';
import type { SolicitudAdopcion } from '../../domain/schemas/adopcion';
import { useStoredUser } from '../providers/session';
import { useGateraDataProvider } from '../providers/dataProvider';
import type { RowAction } from '../listas/RowMenu';
import { useConfirmedAction } from './useConfirmedAction';

export const SOLICITUDES_T = 'gatera.vecinos.solicitudes';
export const SOLICITUDES_RESOURCE = 'adopciones/solicitudes';
const T = SOLICITUDES_T;

/** A state's name in the reader's language (the stored word when the catalogue has none). */
export const estadoLabel = (translate: (key: string, options?: object) => string, estado: string) => translate(`${T}.estados.${estado}`, { _: estado });

export function useSolicitudActions() {
  const translate = useTranslate();
  const dataProvider = useGateraDataProvider();
  const mayAnonymise = can(useStoredUser()?.role, 'rgpd.anonimizar');
  const setEstado = (solicitud: SolicitudAdopcion, estado: SolicitudEstado) =>
    dataProvider.updateMany(SOLICITUDES_RESOURCE, { ids: [solicitud.id], data: {}, meta: { action: 'estado', body: { estado } } });
  const cambiar = useConfirmedAction<{ solicitud: SolicitudAdopcion; estado: SolicitudEstado }>({
    title: translate(`${T}.confirmarTitulo`),
    question: () => translate(`${T}.confirmarAdoptado`),
    confirmLabel: translate(`${T}.confirmar`),
    success: translate(`${T}.actualizada`),
    run: ({ solicitud, estado }) => setEstado(solicitud, estado),
  });
  const anonimizar = useConfirmedAction<SolicitudAdopcion>({
    title: translate(`${T}.anonimizar`),
    question: () => translate(`${T}.anonimizarPregunta`),
    confirmLabel: translate(`${T}.anonimizar`),
    success: translate(`${T}.anonimizadaOk`),
    run: (solicitud) => dataProvider.anonimizarSolicitudAdopcion(solicitud.id),
  });

  const actions = (solicitud: SolicitudAdopcion): RowAction[] => [
    ...(solicitud.estado === 'adoptado'
      ? []
      : SOLICITUD_ESTADOS.filter((estado) => estado !== solicitud.estado).map((estado) => ({
          label: translate(`${T}.marcarComo`, { estado: estadoLabel(translate, estado) }),
          // Marking it adopted gives the cat its baja: asked first; any other state is set at once.
          onClick: () => (estado === 'adoptado' ? cambiar.ask({ solicitud, estado }) : cambiar.now({ solicitud, estado })),
        }))),
    ...(mayAnonymise && !solicitud.anonimizada ? [{ label: translate(`${T}.anonimizar`), onClick: () => anonimizar.ask(solicitud), danger: true }] : []),
  ];
  return { actions, dialogs: [cambiar.dialog, anonimizar.dialog] };
}
