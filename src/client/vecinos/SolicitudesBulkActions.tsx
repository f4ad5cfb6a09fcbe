/**
 * The bulk toolbar of the adoption requests: mark the selected ones as a
 * state (those already adopted, or already in it, stay as they are, as their
 * row menus offer them nothing; 'adoptado' asks first, as it gives the cats
 * their baja) and, for the roles that may, anonymise them behind the same
 * confirmation as one request.
 */
import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Button, Confirm, useListContext, useNotify, useRefresh, useTranslate } from 'react-admin';
import { SOLICITUD_ESTADOS, type SolicitudEstado } from '../../domain/adopciones';
import { can } from '../../domain/roles';
import type { SolicitudAdopcion } from '../../domain/schemas/adopcion';
import { useGateraDataProvider } from '../providers/dataProvider';
import { estadoLabel, SOLICITUDES_RESOURCE, SOLICITUDES_T as T } from './useSolicitudActions';

type BulkAction = { kind: 'estado'; estado: SolicitudEstado } | { kind: 'anonimizar' };

export function SolicitudesBulkActions({ role }: { role: string | undefined }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useGateraDataProvider();
  const { selectedIds, onUnselectItems } = useListContext<SolicitudAdopcion>();
  const [asking, setAsking] = useState<BulkAction | null>(null);

  const mutation = useMutation({
    mutationFn: async (action: BulkAction) => {
      // The selection may span pages: its records as they are now.
      const { data } = await dataProvider.getMany<SolicitudAdopcion>(SOLICITUDES_RESOURCE, { ids: selectedIds });
      if (action.kind === 'anonimizar') {
        const ids = data.filter((s) => !s.anonimizada).map((s) => s.id);
        for (const id of ids) await dataProvider.anonimizarSolicitudAdopcion(id);
        return { action, count: ids.length };
      }
      const ids = data.filter((s) => s.estado !== 'adoptado' && s.estado !== action.estado).map((s) => s.id);
      if (ids.length > 0) await dataProvider.updateMany(SOLICITUDES_RESOURCE, { ids, data: {}, meta: { action: 'estado', body: { estado: action.estado } } });
      return { action, count: ids.length };
    },
    onSuccess: ({ action, count }) => {
      notify(action.kind === 'anonimizar' ? `${T}.anonimizadas` : `${T}.actualizadas`, { type: 'success', messageArgs: { smart_count: count } });
      setAsking(null);
      onUnselectItems();
      refresh();
    },
    onError: (failure: Error) => {
      setAsking(null);
      notify(failure.message, { type: 'error' });
      refresh();
    },
  });

  const run = (action: BulkAction) => (action.kind === 'anonimizar' || action.estado === 'adoptado' ? setAsking(action) : mutation.mutate(action));
  return (
    <>
      {can(role, 'adopciones.gestionar')
        ? SOLICITUD_ESTADOS.map((estado) => (
            <Button key={estado} label={translate(`${T}.marcarComo`, { estado: estadoLabel(translate, estado) })} onClick={() => run({ kind: 'estado', estado })} disabled={mutation.isPending} />
          ))
        : null}
      {can(role, 'rgpd.anonimizar') ? <Button label={`${T}.anonimizar`} color="error" onClick={() => run({ kind: 'anonimizar' })} disabled={mutation.isPending} /> : null}
      <Confirm
        isOpen={asking !== null}
        loading={mutation.isPending}
        title={asking?.kind === 'anonimizar' ? `${T}.anonimizar` : `${T}.confirmarTitulo`}
        content={asking?.kind === 'anonimizar' ? `${T}.anonimizarPregunta` : `${T}.confirmarAdoptado`}
        confirm={asking?.kind === 'anonimizar' ? `${T}.anonimizar` : `${T}.confirmar`}
        onConfirm={() => asking && mutation.mutate(asking)}
        onClose={() => setAsking(null)}
      />
    </>
  );
}
