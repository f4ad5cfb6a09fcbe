/**
 * The foot of a form dialog: Cancel and the dialog's action, both at least
 * 44 px high (a thumb's target), Cancel disabled while the action runs so the
 * dialog cannot close half-saved. Labels are i18n keys.
 */
import { Button, DialogActions } from '@mui/material';
import { useTranslate } from 'react-admin';

export interface DialogButtonsProps {
  onCancel: () => void;
  /** Without it the action button submits the dialog's form. */
  onConfirm?: () => void;
  busy: boolean;
  /** When the action cannot be taken yet; it is also disabled while busy. */
  disabled?: boolean;
  cancelLabel?: string;
  confirmLabel?: string;
  color?: 'primary' | 'error';
}

export function DialogButtons({ onCancel, onConfirm, busy, disabled = false, cancelLabel = 'ra.action.cancel', confirmLabel = 'ra.action.save', color = 'primary' }: DialogButtonsProps) {
  const translate = useTranslate();
  return (
    <DialogActions>
      <Button onClick={onCancel} disabled={busy} sx={{ minHeight: 44 }}>
        {translate(cancelLabel)}
      </Button>
      <Button variant="contained" color={color} type={onConfirm ? 'button' : 'submit'} onClick={onConfirm} disabled={busy || disabled} sx={{ minHeight: 44 }}>
        {translate(confirmLabel)}
      </Button>
    </DialogActions>
  );
}
