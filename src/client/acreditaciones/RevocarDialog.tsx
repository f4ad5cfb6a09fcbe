/** Revoking an accreditation for good, with its reason: its card stops being valid at once. */
import { useState } from 'react';
import { Alert, Dialog, DialogContent, DialogContentText, DialogTitle, Stack, TextField } from '@mui/material';
import { useNotify, useTranslate, useUpdate } from 'react-admin';
import { REVOCACION_MOTIVO_MAX } from '../../domain/acreditaciones';
import type { Acreditacion } from '../../domain/schemas/acreditacion';
import { useBusyTask } from '../components/useBusyTask';
import { T } from './AcreditacionesPage';
import { DialogButtons } from '../components/DialogButtons';

export function RevocarDialog({ acreditacion, onClose }: { acreditacion: Acreditacion; onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const [update] = useUpdate();
  const [motivo, setMotivo] = useState('');
  const { busy, error: failure, run } = useBusyTask();
  const revocar = () =>
    run(async () => {
      const data = {
        usuario_id: acreditacion.usuario_id,
        colonia_ids: acreditacion.colonias.map((c) => c.id),
        desde: acreditacion.desde,
        hasta: acreditacion.hasta,
        curso_id: acreditacion.curso_id,
        revocar: true,
        motivo_revocacion: motivo.trim(),
      };
      await update('acreditaciones', { id: acreditacion.id, data, previousData: acreditacion }, { returnPromise: true });
      notify(`${T}.revocar.hecho`, { type: 'success' });
      onClose();
    });
  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby="revocar-titulo" aria-describedby="revocar-texto" fullWidth maxWidth="sm">
      <DialogTitle id="revocar-titulo">{translate(`${T}.revocar.titulo`)}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          {failure ? <Alert severity="error">{failure}</Alert> : null}
          <DialogContentText id="revocar-texto">{translate(`${T}.revocar.texto`, { persona: acreditacion.usuario_nombre })}</DialogContentText>
          <TextField label={translate(`${T}.revocar.motivo`)} value={motivo} onChange={(e) => setMotivo(e.target.value)} required multiline minRows={2} slotProps={{ htmlInput: { maxLength: REVOCACION_MOTIVO_MAX } }} />
        </Stack>
      </DialogContent>
      <DialogButtons onCancel={onClose} onConfirm={revocar} busy={busy} disabled={motivo.trim() === ''} confirmLabel={`${T}.revocar.boton`} color="error" />
    </Dialog>
  );
}
