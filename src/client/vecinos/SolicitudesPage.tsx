/**
 * /adopciones/solicitudes (administration and responsables): the adoption
 * requests with their state. 'adoptado' asks first, as it gives the cat its baja.
 */
import { useState } from 'react';
import { MenuItem, TextField } from '@mui/material';
import { ListBase, Title, useListContext, useNotify, useRefresh, useTranslate } from 'react-admin';
import { SOLICITUD_ESTADOS, type SolicitudEstado } from '../../domain/adopciones';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { apiJson } from '../providers/httpClient';
import { fechaDeRegistro } from '../registros/fecha';
import { StaffDataTable, type StaffColumn } from '../listas/StaffDataTable';
import { SectionCard } from '../registros/SectionCard';
import { AnonimizarSolicitudButton } from './AnonimizarSolicitudButton';
import type { SolicitudAdopcion } from '../../domain/types';

const T = 'gatera.vecinos.solicitudes';

function EstadoSelect({ solicitud }: { solicitud: SolicitudAdopcion }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [pending, setPending] = useState<SolicitudEstado | null>(null);
  const [busy, setBusy] = useState(false);

  async function save(estado: SolicitudEstado) {
    setBusy(true);
    try {
      await apiJson(`/api/adopciones/solicitudes/${solicitud.id}/estado`, { method: 'PUT', json: { estado } });
      notify(translate(`${T}.actualizada`), { type: 'success' });
      refresh();
    } catch (failure) {
      notify(failure instanceof Error ? failure.message : String(failure), { type: 'error' });
    } finally {
      setBusy(false);
      setPending(null);
    }
  }

  return (
    <>
      <TextField
        select
        size="small"
        label={translate(`${T}.cambiarEstado`, { nombre: solicitud.gato_nombre ?? solicitud.gato_id })}
        value={solicitud.estado}
        disabled={busy || solicitud.estado === 'adoptado'}
        onChange={(e) => {
          const estado = e.target.value as SolicitudEstado;
          if (estado === 'adoptado') setPending(estado);
          else void save(estado);
        }}
        sx={{ minWidth: 170 }}
      >
        {SOLICITUD_ESTADOS.map((estado) => (
          <MenuItem key={estado} value={estado}>
            {translate(`${T}.estados.${estado}`)}
          </MenuItem>
        ))}
      </TextField>
      <ConfirmDialog
        open={pending !== null}
        title={translate(`${T}.confirmarTitulo`)}
        content={translate(`${T}.confirmarAdoptado`)}
        confirmLabel={translate(`${T}.confirmar`)}
        cancelLabel={translate('ra.action.cancel')}
        onConfirm={() => pending && void save(pending)}
        onClose={() => setPending(null)}
        loading={busy}
      />
    </>
  );
}

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
      <MenuItem value="">{translate(`${T}.todas`)}</MenuItem>
      {SOLICITUD_ESTADOS.map((estado) => (
        <MenuItem key={estado} value={estado}>
          {translate(`${T}.estados.${estado}`)}
        </MenuItem>
      ))}
    </TextField>
  );
}

export function SolicitudesPage() {
  const translate = useTranslate();
  const columns: StaffColumn<SolicitudAdopcion>[] = [
    { source: 'created_at', label: translate(`${T}.fecha`), render: (s) => fechaDeRegistro(s.created_at), hideOnPhone: true, fit: 'short' },
    { source: 'gato_id', label: translate(`${T}.gato`), render: (s) => s.gato_nombre ?? String(s.gato_id) },
    { source: 'nombre', label: translate(`${T}.persona`), render: (s) => (s.anonimizada ? translate(`${T}.anonimizada`) : s.nombre) },
    { source: 'email', label: translate(`${T}.contacto`), render: (s) => (s.anonimizada ? '' : [s.email, s.telefono].filter(Boolean).join(' · ')) },
    { source: 'mensaje', label: translate(`${T}.mensaje`), render: (s) => s.mensaje, fit: 'long' },
  ];
  return (
    <>
      <Title title={translate(`${T}.titulo`)} />
      <SectionCard title={translate(`${T}.titulo`)} headingId="solicitudes-adopcion">
        <ListBase resource="adopciones-solicitudes" perPage={20} disableSyncWithLocation>
          <EstadoFilter />
          <StaffDataTable<SolicitudAdopcion>
            caption={translate(`${T}.titulo`)}
            columns={columns}
            title={(s) => `${s.gato_nombre ?? s.gato_id} · ${fechaDeRegistro(s.created_at)}`}
            empty={translate(`${T}.vacia`)}
            actions={(s) => (
              <>
                <EstadoSelect solicitud={s} />
                <AnonimizarSolicitudButton solicitud={s} />
              </>
            )}
          />
        </ListBase>
      </SectionCard>
    </>
  );
}
