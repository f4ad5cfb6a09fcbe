/**
 * The details of a visit (full-screen on a phone): food and water, the
 * feeding point, the cats seen, an incident (urgent or not) and a photo.
 * It records one more visit of the shift through the phone's queue.
 */
import { useState, type FormEvent } from 'react';
import {
  Alert, Button, Checkbox, Dialog, DialogActions, DialogContent, DialogTitle, FormControlLabel, MenuItem, Stack, TextField, Typography, useMediaQuery, type Theme,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import { INCIDENCIA_MAX } from '../../domain/calle';
import type { ComederoEnMapa } from '../../domain/schemas/calle';
import type { VisitaValues } from './registrar';

export interface VisitaDialogProps {
  coloniaNombre: string;
  comederos: ComederoEnMapa[];
  onClose: () => void;
  onSave: (values: VisitaValues, foto: File | null) => Promise<void>;
}

const TARGET = { minHeight: 44 };

export function VisitaDialog({ coloniaNombre, comederos, onClose, onSave }: VisitaDialogProps) {
  const translate = useTranslate();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const [comida, setComida] = useState(true);
  const [agua, setAgua] = useState(true);
  const [comedero, setComedero] = useState('');
  const [gatos, setGatos] = useState('');
  const [incidencia, setIncidencia] = useState('');
  const [urgente, setUrgente] = useState(false);
  const [foto, setFoto] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const count = gatos.trim() === '' ? null : Number(gatos);
    if (count !== null && (!Number.isInteger(count) || count < 0 || count > 1000)) {
      setError(translate('gatera.calle.detalle.gatosInvalidos'));
      return;
    }
    setSaving(true);
    try {
      const text = incidencia.trim() || null;
      await onSave({ comida, agua, comedero_id: comedero ? Number(comedero) : null, gatos_vistos: count, incidencia: text, urgente: Boolean(text) && urgente }, foto);
      onClose();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setSaving(false);
    }
  }

  const titleId = 'visita-dialog-title';
  return (
    <Dialog open onClose={onClose} fullScreen={phone} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <DialogTitle id={titleId}>{translate('gatera.calle.detalle.titulo', { colonia: coloniaNombre })}</DialogTitle>
        <DialogContent>
          <Stack spacing={1.5} sx={{ pt: 1 }}>
            <Typography variant="body2" color="text.secondary">
              {translate('gatera.calle.detalle.ayuda')}
            </Typography>
            {error ? (
              <Alert severity="error" role="alert">
                {error}
              </Alert>
            ) : null}
            <FormControlLabel sx={TARGET} control={<Checkbox checked={comida} onChange={(e) => setComida(e.target.checked)} />} label={translate('gatera.calle.detalle.comida')} />
            <FormControlLabel sx={TARGET} control={<Checkbox checked={agua} onChange={(e) => setAgua(e.target.checked)} />} label={translate('gatera.calle.detalle.agua')} />
            {comederos.length > 0 ? (
              <TextField select label={translate('gatera.calle.detalle.comedero')} value={comedero} onChange={(e) => setComedero(e.target.value)}>
                <MenuItem value="" sx={TARGET}>
                  {translate('gatera.calle.detalle.ninguno')}
                </MenuItem>
                {comederos.map((c) => (
                  <MenuItem key={c.id} value={String(c.id)} sx={TARGET}>
                    {c.nombre}
                  </MenuItem>
                ))}
              </TextField>
            ) : null}
            <TextField label={translate('gatera.calle.detalle.gatosVistos')} type="number" value={gatos} onChange={(e) => setGatos(e.target.value)} slotProps={{ htmlInput: { inputMode: 'numeric', min: 0, max: 1000, step: 1 } }} />
            <TextField label={translate('gatera.calle.detalle.incidencia')} value={incidencia} onChange={(e) => setIncidencia(e.target.value)} multiline minRows={2} slotProps={{ htmlInput: { maxLength: INCIDENCIA_MAX } }} />
            <FormControlLabel sx={TARGET} control={<Checkbox checked={urgente} onChange={(e) => setUrgente(e.target.checked)} disabled={!incidencia.trim()} />} label={translate('gatera.calle.detalle.urgente')} />
            <Button component="label" variant="outlined" sx={TARGET}>
              {foto ? `${translate('gatera.calle.detalle.foto')}: ${foto.name}` : translate('gatera.calle.detalle.elegirFoto')}
              <input hidden type="file" accept="image/jpeg,image/png,image/webp" capture="environment" onChange={(e) => setFoto(e.target.files?.[0] ?? null)} />
            </Button>
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} sx={TARGET}>
            {translate('gatera.calle.detalle.cancelar')}
          </Button>
          <Button type="submit" variant="contained" disabled={saving} sx={TARGET}>
            {translate('gatera.calle.detalle.guardar')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
