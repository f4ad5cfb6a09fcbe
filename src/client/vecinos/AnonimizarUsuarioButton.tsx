/** On /usuarios: the administrator's 'Anonimizar' of an account (RGPD), behind a confirmation. */
import { useState } from 'react';
import { Button } from '@mui/material';
import { useNotify, useRefresh, useTranslate } from 'react-admin';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { apiJson } from '../providers/httpClient';

const T = 'gatera.vecinos.rgpd';

export function AnonimizarUsuarioButton({ user }: { user: { id: number; username: string; activo: boolean } }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  if (!user.activo && user.username === `anonimo-${user.id}`) return null;

  async function confirm() {
    setBusy(true);
    try {
      await apiJson(`/api/usuarios/${user.id}/anonimizar`, { method: 'POST' });
      notify(translate(`${T}.anonimizada`), { type: 'success' });
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
      <Button color="error" variant="outlined" onClick={() => setOpen(true)} aria-label={`${translate(`${T}.anonimizar`)}: ${user.username}`}>
        {translate(`${T}.anonimizar`)}
      </Button>
      <ConfirmDialog
        open={open}
        title={translate(`${T}.anonimizarTitulo`)}
        content={translate(`${T}.anonimizarPregunta`, { username: user.username })}
        confirmLabel={translate(`${T}.anonimizar`)}
        cancelLabel={translate('ra.action.cancel')}
        onConfirm={confirm}
        onClose={() => setOpen(false)}
        loading={busy}
      />
    </>
  );
}
