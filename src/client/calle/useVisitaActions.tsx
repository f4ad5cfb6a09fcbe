/**
 * What may be done with one visit, for its row menu and its record page: open
 * its photo, and turn its cats seen into that day's census (for those who may
 * record censuses, once).
 */
import { useNotify, useRefresh, useTranslate } from 'react-admin';
import { can } from '../../domain/roles';
import { formatDate } from '../../domain/validation';
import type { Visita } from '../../domain/schemas/calle';
import { useStoredUser } from '../providers/session';
import { useGateraDataProvider } from '../providers/dataProvider';
import type { RowAction } from '../listas/RowMenu';
import { useStreetMutation } from './streetQuery';

export const VISITAS_T = 'gatera.calle.visitas';
const T = VISITAS_T;

export function useVisitaActions(): (visita: Visita) => RowAction[] {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useGateraDataProvider();
  const censar = can(useStoredUser()?.role, 'cer.censar');
  const toCenso = useStreetMutation({
    mutationFn: (visita: Visita) => dataProvider.censoDesdeVisita(visita.id),
    onSuccess: (censo) => {
      notify(translate(`${T}.censoCreado`, { fecha: formatDate(censo.fecha), gatos: censo.gatos_vistos }), { type: 'success' });
      refresh();
    },
  });
  const openPhoto = useStreetMutation({
    mutationFn: (path: string) => dataProvider.fotoDeVisita(path),
    onSuccess: (blob) => void window.open(URL.createObjectURL(blob), '_blank', 'noopener'),
  });
  return (visita) => [
    ...(visita.foto ? [{ label: translate(`${T}.verFoto`), onClick: () => openPhoto.mutate(visita.foto!) }] : []),
    ...(visita.censo_id === null && visita.gatos_vistos !== null && censar ? [{ label: translate(`${T}.aCenso`), onClick: () => toCenso.mutate(visita) }] : []),
  ];
}
