/** The confirmation asked before deleting, deactivating or resolving; its buttons default to react-admin's Cancel and Confirm. */
import type { ReactNode } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useTranslate } from 'react-admin';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  content: ReactNode;
  onConfirm: () => void;
  onClose: () => void;
  confirmLabel?: string;
  cancelLabel?: string;
  /** Disables both buttons while the action runs. */
  loading?: boolean;
}

export function ConfirmDialog({
  open,
  title,
  content,
  onConfirm,
  onClose,
  confirmLabel,
  cancelLabel,
  loading = false,
}: ConfirmDialogProps) {
  const translate = useTranslate();
  return (
    <Dialog open={open} onClose={loading ? undefined : onClose} aria-labelledby="confirm-dialog-title" aria-describedby="confirm-dialog-content">
      <DialogTitle id="confirm-dialog-title">{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id="confirm-dialog-content" component="div">
          {content}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={loading}>
          {cancelLabel ?? translate('ra.action.cancel')}
        </Button>
        <Button onClick={onConfirm} disabled={loading} variant="contained" color="primary" autoFocus>
          {confirmLabel ?? translate('ra.action.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
