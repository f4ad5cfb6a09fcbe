/**
 * /adopciones/solicitudes (administration and responsables): the adoption
 * requests with their state, one line each; the state changes and the
 * anonymisation are in each row's menu. 'adoptado' asks first, as it gives
 * the cat its baja.
 */
import { MenuItem, TextField } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';
import { SOLICITUD_ESTADOS, type SolicitudEstado } from '../../domain/adopciones';
import { can } from '../../domain/roles';
import type { SolicitudAdopcion } from '../../domain/schemas/adopcion';
import { useStoredUser } from '../providers/session';
import { useGateraDataProvider } from '../providers/dataProvider';
import { fechaDeRegistro } from '../registros/fecha';
import { StaffDataTable, type StaffColumn } from '../listas/StaffDataTable';
import { ExportCsvBar } from '../listas/ExportCsvButton';
import { StaffList, StaffListPage } from '../listas/StaffListPage';
import { RowMenu, type RowAction } from '../listas/RowMenu';
import { useConfirmedAction } from './useConfirmedAction';

const T = 'gatera.vecinos.solicitudes';
const RESOURCE = 'adopciones/solicitudes';
const PER_PAGE = 20;

function EstadoFilter() {
  const translate = useTranslate();
  const { filterValues, setFilters } = useListContext();
  return (
    <TextField
      select
      size="small"
      label={translate(`${T}.filtroEstado`)}
      value={String(filterValues?.estado ?? '')}
      onChange={(e) => setFilters(e.target.value ? { estado: e.target.value } : {}, {})}
      sx={{ minWidth: 200, mb: 2 }}
    >
      {['', ...SOLICITUD_ESTADOS].map((estado) => (
        <MenuItem key={estado} value={estado}>
          {translate(estado ? `${T}.estados.${estado}` : `${T}.todas`)}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** Each row's menu: the other states it may move to (none once adopted) and, for the roles that may, its anonymisation. */
function useSolicitudActions() {
  const translate = useTranslate();
  const dataProvider = useGateraDataProvider();
  const mayAnonymise = can(useStoredUser()?.role, 'rgpd.anonimizar');
  const setEstado = (solicitud: SolicitudAdopcion, estado: SolicitudEstado) =>
    dataProvider.updateMany(RESOURCE, { ids: [solicitud.id], data: {}, meta: { action: 'estado', body: { estado } } });
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
          label: translate(`${T}.marcarComo`, { estado: translate(`${T}.estados.${estado}`) }),
          // Marking it adopted gives the cat its baja: asked first; any other state is set at once.
          onClick: () => (estado === 'adoptado' ? cambiar.ask({ solicitud, estado }) : cambiar.now({ solicitud, estado })),
        }))),
    ...(mayAnonymise && !solicitud.anonimizada ? [{ label: translate(`${T}.anonimizar`), onClick: () => anonimizar.ask(solicitud), danger: true }] : []),
  ];
  return { actions, dialogs: [cambiar.dialog, anonimizar.dialog] };
}

const rowName = (s: SolicitudAdopcion) => `${s.gato_nombre ?? s.gato_id} · ${fechaDeRegistro(s.created_at)}`;

export function SolicitudesPage() {
  const translate = useTranslate();
  const { actions, dialogs } = useSolicitudActions();
  const columns: StaffColumn<SolicitudAdopcion>[] = [
    { source: 'created_at', label: `${T}.fecha`, render: (s) => fechaDeRegistro(s.created_at), hideOnPhone: true, fit: 'short' },
    { source: 'gato_id', label: `${T}.gato`, render: (s) => s.gato_nombre ?? String(s.gato_id), fit: 'short' },
    { source: 'nombre', label: `${T}.persona`, render: (s) => (s.anonimizada ? translate(`${T}.anonimizada`) : s.nombre), fit: 'short' },
    { source: 'email', label: `${T}.contacto`, render: (s) => (s.anonimizada ? '' : [s.email, s.telefono].filter(Boolean).join(' · ')), fit: 'short' },
    { source: 'estado', label: `${T}.estado`, render: (s) => translate(`${T}.estados.${s.estado}`, { _: s.estado }), fit: 'short' },
    { source: 'mensaje', label: `${T}.mensaje`, render: (s) => s.mensaje, text: (s) => s.mensaje, fit: 'long' },
  ];
  return (
    <>
      <StaffListPage title={`${T}.titulo`} list={{ title: `${T}.titulo`, id: 'solicitudes-adopcion' }}>
        <StaffList resource={RESOURCE} perPage={PER_PAGE}>
          <EstadoFilter />
          <ExportCsvBar columns={columns} />
          <StaffDataTable<SolicitudAdopcion>
            caption={`${T}.titulo`}
            columns={columns}
            title={rowName}
            empty={`${T}.vacia`}
            actions={(s) => <RowMenu name={rowName(s)} actions={actions(s)} />}
          />
        </StaffList>
      </StaffListPage>
      {dialogs}
    </>
  );
}
