/**
 * The frame of the forms filled in the street (full-screen on a phone): a
 * title, a line of help, the first problem as one alert, the fields, and
 * cancel / save. Saving checks the form's rules first, then hands the values
 * over (to the phone's queue) and closes; a failure stays in the alert.
 */
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, Typography, useMediaQuery, type Theme } from '@mui/material';

export const TARGET = { minHeight: 44 };

export interface StreetFormDialogProps {
  title: string;
  help: string;
  cancelLabel: string;
  saveLabel: string;
  /** The first rule the values break, as the text to show; null when none. */
  check?: () => string | null;
  save: () => Promise<void>;
  onClose: () => void;
  children: ReactNode;
}

export function StreetFormDialog({ title, help, cancelLabel, saveLabel, check, save, onClose, children }: StreetFormDialogProps) {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const titleId = useId();
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const broken = check?.() ?? null;
    if (broken) {
      setError(broken);
      return;
    }
    setSaving(true);
    try {
      await save();
      onClose();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setSaving(false);
    }
  }

  return (
    <Dialog open onClose={onClose} fullScreen={phone} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          <Stack spacing={1.5} sx={{ pt: 1 }}>
            <Typography variant="body2" color="text.secondary">
              {help}
            </Typography>
            {error ? (
              <Alert severity="error" role="alert">
                {error}
              </Alert>
            ) : null}
            {children}
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} sx={TARGET}>
            {cancelLabel}
          </Button>
          <Button type="submit" variant="contained" disabled={saving} sx={TARGET}>
            {saveLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

/** A photo taken with the phone's camera or chosen from it: the button reads the chosen file's name. */
export function FotoInput({ label, chosenLabel, foto, onChange }: { label: string; chosenLabel: string; foto: File | null; onChange: (foto: File | null) => void }) {
  return (
    <Button component="label" variant="outlined" sx={TARGET}>
      {foto ? `${chosenLabel}: ${foto.name}` : label}
      <input hidden type="file" accept="image/jpeg,image/png,image/webp" capture="environment" onChange={(e) => onChange(e.target.files?.[0] ?? null)} />
    </Button>
  );
}
