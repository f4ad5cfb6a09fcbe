/**
 * /adopciones/solicitudes (administration and responsables): the adoption
 * requests with their state, one line each, sorted on the server by date,
 * state or person; a row opens its request's page; its state changes and its
 * anonymisation are in its row menu, and in the bulk toolbar for the rows
 * selected.
 */
import { MenuItem, TextField } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';
import { SOLICITUD_ESTADOS } from '../../domain/adopciones';
import type { SolicitudAdopcion } from '../../domain/schemas/adopcion';
import { useStoredUser } from '../providers/session';
import { fechaDeRegistro } from '../registros/fecha';
import { StaffDataTable, type StaffColumn } from '../listas/StaffDataTable';
import { ExportCsvBar } from '../listas/ExportCsvButton';
import { StaffList, StaffListPage } from '../listas/StaffListPage';
import { RowMenu } from '../listas/RowMenu';
import { contactoOf, useSolicitanteName } from './SolicitudPage';
import { SolicitudesBulkActions } from './SolicitudesBulkActions';
import { estadoLabel, SOLICITUDES_RESOURCE as RESOURCE, SOLICITUDES_T as T, useSolicitudActions } from './useSolicitudActions';

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
          {estado ? estadoLabel(translate, estado) : translate(`${T}.todas`)}
        </MenuItem>
      ))}
    </TextField>
  );
}

const rowName = (s: SolicitudAdopcion) => `${s.gato_nombre ?? s.gato_id} · ${fechaDeRegistro(s.created_at)}`;

export function SolicitudesPage() {
  const translate = useTranslate();
  const role = useStoredUser()?.role;
  const nameOf = useSolicitanteName();
  const { actions, dialogs } = useSolicitudActions();
  const columns: StaffColumn<SolicitudAdopcion>[] = [
    { source: 'created_at', render: (s) => fechaDeRegistro(s.created_at), hideOnPhone: true, fit: 'short', sortable: true },
    { source: 'gato_id', render: (s) => s.gato_nombre ?? String(s.gato_id), fit: 'short' },
    { source: 'nombre', render: nameOf, fit: 'short', sortable: true },
    { source: 'email', render: contactoOf, fit: 'short' },
    { source: 'estado', render: (s) => estadoLabel(translate, s.estado), fit: 'short', sortable: true },
    { source: 'mensaje', render: (s) => s.mensaje, text: (s) => s.mensaje, fit: 'long' },
  ];
  return (
    <>
      <StaffListPage title={`${T}.titulo`} list={{ title: `${T}.titulo`, id: 'solicitudes-adopcion' }}>
        {/* Unsorted, the server gives the newest first. */}
        <StaffList resource={RESOURCE} perPage={PER_PAGE} sort={{ field: '', order: 'ASC' }}>
          <EstadoFilter />
          <ExportCsvBar columns={columns} />
          <StaffDataTable<SolicitudAdopcion>
            caption={`${T}.titulo`}
            columns={columns}
            title={rowName}
            empty={`${T}.vacia`}
            rowHref={(s) => `/${RESOURCE}/${s.id}`}
            actions={(s) => <RowMenu name={rowName(s)} actions={actions(s)} />}
            bulkActionButtons={<SolicitudesBulkActions role={role} />}
          />
        </StaffList>
      </StaffListPage>
      {dialogs}
    </>
  );
}
