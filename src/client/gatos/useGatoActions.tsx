/**
 * The row actions of the cat lists, in the row's menu: edit (a dialog), baja
 * and delete, each of the last two behind the Spanish confirm dialog, with the
 * original messages. Which entries show follows the capability table.
 */
import { useState, type ReactNode } from 'react';
import { useNotify, useRefresh, useTranslate } from 'react-admin';
import { GATO_MESSAGES } from '../../domain/messages';
import { can } from '../../domain/roles';
import type { Gato } from '../../domain/types';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { RowMenu } from '../listas/RowMenu';
import { useStoredUser } from '../providers/session';
import { useGateraDataProvider } from '../providers/dataProvider';
import { GatoEditDialog } from './GatoEditDialog';
import { MotivoBajaFields, SIN_MOTIVO, motivoDe, type MotivoBajaValue } from './MotivoBajaFields';

type Pending = { kind: 'baja' | 'eliminar'; gato: Gato } | null;

export function useGatoActions(): { actions: (gato: Gato) => ReactNode; dialogs: ReactNode } {
  const user = useStoredUser();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useGateraDataProvider();
  const translate = useTranslate();
  const [editing, setEditing] = useState<Gato | null>(null);
  const [pending, setPending] = useState<Pending>(null);
  const [busy, setBusy] = useState(false);
  const [motivo, setMotivo] = useState<MotivoBajaValue>(SIN_MOTIVO);
  const canEdit = can(user?.role, 'gatos.editar');
  const canBaja = can(user?.role, 'gatos.baja');
  const canDelete = can(user?.role, 'gatos.eliminar');

  async function confirm() {
    if (!pending) return;
    setBusy(true);
    const { kind, gato } = pending;
    try {
      if (kind === 'baja') await dataProvider.darDeBajaGato(gato.id, motivoDe(motivo));
      else await dataProvider.delete('gatos', { id: gato.id, previousData: gato });
      notify(kind === 'baja' ? GATO_MESSAGES.baja : GATO_MESSAGES.deleted, { type: 'success' });
      refresh();
    } catch {
      notify(kind === 'baja' ? GATO_MESSAGES.bajaFailed : GATO_MESSAGES.deleteFailed, { type: 'error' });
    } finally {
      setBusy(false);
      setPending(null);
    }
  }

  // One "⋮" menu per row, named after the cat, so the row stays one line high.
  const actions = (gato: Gato) => (
    <RowMenu
      name={gato.nombre}
      actions={[
        ...(canEdit ? [{ label: translate('ra.action.edit'), onClick: () => setEditing(gato) }] : []),
        ...(canBaja && gato.activo
          ? [
              {
                label: translate('gatera.gatos.acciones.darDeBaja'),
                onClick: () => {
                  setMotivo(SIN_MOTIVO);
                  setPending({ kind: 'baja', gato });
                },
              },
            ]
          : []),
        ...(canDelete ? [{ label: translate('ra.action.delete'), onClick: () => setPending({ kind: 'eliminar', gato }), danger: true }] : []),
      ]}
    />
  );

  const dialogs = (
    <>
      <GatoEditDialog gato={editing} onClose={() => setEditing(null)} />
      <ConfirmDialog
        open={pending !== null}
        title={translate(pending?.kind === 'baja' ? 'gatera.gatos.acciones.bajaTitulo' : 'gatera.gatos.acciones.eliminarTitulo')}
        content={
          pending?.kind === 'baja' ? (
            <>
              {translate('gatera.gatos.acciones.bajaPregunta', { nombre: pending.gato.nombre })}
              <MotivoBajaFields value={motivo} onChange={setMotivo} />
            </>
          ) : (
            translate('gatera.gatos.acciones.eliminarPregunta', { nombre: pending?.gato.nombre ?? '' })
          )
        }
        confirmLabel={translate(pending?.kind === 'baja' ? 'gatera.gatos.acciones.darDeBaja' : 'ra.action.delete')}
        onConfirm={confirm}
        onClose={() => setPending(null)}
        loading={busy}
      />
    </>
  );

  return { actions, dialogs };
}
