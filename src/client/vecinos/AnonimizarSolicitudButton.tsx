/** The administrator's 'Anonimizar' of an adoption request (RGPD): hidden for other roles and once done. */
import { useState } from 'react';
import { Button } from '@mui/material';
import { useNotify, useRefresh, useTranslate } from 'react-admin';
import { can } from '../../domain/roles';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { apiJson } from '../providers/httpClient';
import { useStoredUser } from '../providers/session';
import type { SolicitudAdopcion } from '../../domain/types';

const T = 'gatera.vecinos.solicitudes';

export function AnonimizarSolicitudButton({ solicitud }: { solicitud: SolicitudAdopcion }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const allowed = can(useStoredUser()?.role, 'rgpd.anonimizar');
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  if (!allowed || solicitud.anonimizada) return null;

  async function confirm() {
    setBusy(true);
    try {
      await apiJson(`/api/adopciones/solicitudes/${solicitud.id}/anonimizar`, { method: 'POST' });
      notify(translate(`${T}.anonimizadaOk`), { type: 'success' });
      setOpen(false);
      refresh();
    } catch (failure) {
      notify(failure instanceof Error ? failure.message : String(failure), { type: 'error' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <Button size="small" color="error" variant="outlined" onClick={() => setOpen(true)}>
        {translate(`${T}.anonimizar`)}
      </Button>
      <ConfirmDialog
        open={open}
        title={translate(`${T}.anonimizar`)}
        content={translate(`${T}.anonimizarPregunta`)}
        confirmLabel={translate(`${T}.anonimizar`)}
        cancelLabel={translate('ra.action.cancel')}
        onConfirm={confirm}
        onClose={() => setOpen(false)}
        loading={busy}
      />
    </>
  );
}
