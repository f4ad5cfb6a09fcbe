/** Setting a campaign's budget in euros (read as whole cents, never through a floating-point number); empty removes it. */
import { useState } from 'react';
import { Alert, Dialog, DialogContent, DialogTitle, Stack, TextField } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import { centimosDeEuros, centimosDecimal } from '../../domain/costes';
import { useIsPhone } from '../layout/useIsPhone';
import { useBusyTask } from '../components/useBusyTask';
import { DialogButtons } from '../components/DialogButtons';

const T = 'gatera.presupuestos.dialogo';

export function PresupuestoDialog({ actual, onSave, onClose }: { actual: number | null; onSave: (importe: number | null) => Promise<void>; onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const phone = useIsPhone();
  const [text, setText] = useState(actual === null ? '' : centimosDecimal(actual));
  const [invalid, setInvalid] = useState(false);
  const { busy, error, run } = useBusyTask();

  const save = () => {
    const importe = text.trim() === '' ? null : centimosDeEuros(text);
    if (text.trim() !== '' && importe === null) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    return run(async () => {
      await onSave(importe);
      notify('gatera.presupuestos.campana.guardado', { type: 'success' });
      onClose();
    });
  };

  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby="presupuesto-titulo" fullScreen={phone} fullWidth maxWidth="xs">
      <DialogTitle id="presupuesto-titulo">{translate(`${T}.titulo`)}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {error ? <Alert severity="error">{error}</Alert> : null}
          <TextField
            label={translate(`${T}.importe`)}
            value={text}
            onChange={(e) => setText(e.target.value)}
            error={invalid}
            helperText={invalid ? translate(`${T}.invalido`) : translate(`${T}.ayuda`)}
            slotProps={{ htmlInput: { inputMode: 'decimal', maxLength: 20 } }}
            autoFocus
          />
        </Stack>
      </DialogContent>
      <DialogButtons onCancel={onClose} onConfirm={() => void save()} busy={busy} />
    </Dialog>
  );
}
