/**
 * The row actions of the cat lists: edit (a dialog), baja and delete, each of
 * the last two behind the Spanish confirm dialog, with the messages of SPEC
 * section 8. Which buttons show follows the capability table.
 */
import { useState, type ReactNode } from 'react';
import { Button } from '@mui/material';
import { useNotify, useRefresh } from 'react-admin';
import { GATO_MESSAGES } from '../../domain/messages';
import { can } from '../../domain/roles';
import type { Gato } from '../../domain/types';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { useStoredUser } from '../providers/session';
import { darDeBaja, eliminarGato } from './api';
import { GatoEditDialog } from './GatoEditDialog';
import { MotivoBajaFields, SIN_MOTIVO, motivoDe, type MotivoBajaValue } from './MotivoBajaFields';

type Pending = { kind: 'baja' | 'eliminar'; gato: Gato } | null;

export function useGatoActions(): { actions: (gato: Gato) => ReactNode; dialogs: ReactNode } {
  const user = useStoredUser();
  const notify = useNotify();
  const refresh = useRefresh();
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
      if (kind === 'baja') await darDeBaja(gato.id, motivoDe(motivo));
      else await eliminarGato(gato.id);
      notify(kind === 'baja' ? GATO_MESSAGES.baja : GATO_MESSAGES.deleted, { type: 'success' });
      refresh();
    } catch {
      notify(kind === 'baja' ? GATO_MESSAGES.bajaFailed : GATO_MESSAGES.deleteFailed, { type: 'error' });
    } finally {
      setBusy(false);
      setPending(null);
    }
  }

  const actions = (gato: Gato) => (
    <>
      {canEdit ? (
        <Button size="small" variant="outlined" onClick={() => setEditing(gato)} aria-label={`Editar a ${gato.nombre}`}>
          Editar
        </Button>
      ) : null}
      {canBaja && gato.activo ? (
        <Button
          size="small"
          onClick={() => {
            setMotivo(SIN_MOTIVO);
            setPending({ kind: 'baja', gato });
          }}
          aria-label={`Dar de baja a ${gato.nombre}`}
        >
          Dar de baja
        </Button>
      ) : null}
      {canDelete ? (
        <Button size="small" color="error" onClick={() => setPending({ kind: 'eliminar', gato })} aria-label={`Eliminar a ${gato.nombre}`}>
          Eliminar
        </Button>
      ) : null}
    </>
  );

  const dialogs = (
    <>
      <GatoEditDialog gato={editing} onClose={() => setEditing(null)} />
      <ConfirmDialog
        open={pending !== null}
        title={pending?.kind === 'baja' ? '¿Dar de baja al gato?' : '¿Eliminar el gato?'}
        content={
          pending?.kind === 'baja' ? (
            <>
              {`¿Seguro que quieres dar de baja a «${pending.gato.nombre}»? Dejará de aparecer en los listados salvo que incluyas los inactivos.`}
              <MotivoBajaFields value={motivo} onChange={setMotivo} />
            </>
          ) : (
            `¿Seguro que quieres eliminar a «${pending?.gato.nombre ?? ''}»? Se borrarán su ficha y su foto, y no se puede deshacer.`
          )
        }
        confirmLabel={pending?.kind === 'baja' ? 'Dar de baja' : 'Eliminar'}
        onConfirm={confirm}
        onClose={() => setPending(null)}
        loading={busy}
      />
    </>
  );

  return { actions, dialogs };
}
