/**
 * The census form (create or edit), full-screen on a phone: date (today by
 * default), cats seen, kittens among them, adults with the ear-tip mark and
 * notes. The rules of src/domain/cer.ts are checked before sending and their
 * message shown in the reader's language, as the server's answer comes.
 */
import { useState, type FormEvent } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField, Typography, useMediaQuery, type Theme } from '@mui/material';
import { useTranslate } from 'react-admin';
import { CENSO_MAX_GATOS, censoProblem, hoyEnEspana, OBSERVACIONES_MAX, type CensoValues } from '../../domain/cer';
import { cerApi, type Censo } from './api';

export interface CensoDialogProps {
  coloniaId: number;
  coloniaNombre: string;
  /** The census to edit; a new one when absent. */
  censo?: Censo | null;
  onClose: () => void;
  onSaved: (censo: Censo) => void;
  /** Sends a new census another way (the offline queue of /hoy) instead of calling the API; the dialog then closes. */
  enviar?: (values: CensoValues) => Promise<void>;
}

const toCount = (text: string): number => (text.trim() === '' ? Number.NaN : Number(text));

export function CensoDialog({ coloniaId, coloniaNombre, censo, onClose, onSaved, enviar }: CensoDialogProps) {
  const translate = useTranslate();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const [fecha, setFecha] = useState(censo?.fecha ?? hoyEnEspana());
  const [vistos, setVistos] = useState(censo ? String(censo.gatos_vistos) : '');
  const [crias, setCrias] = useState(censo ? String(censo.crias) : '0');
  const [marcados, setMarcados] = useState(censo ? String(censo.marcados_vistos) : '0');
  const [observaciones, setObservaciones] = useState(censo?.observaciones ?? '');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const values: CensoValues = { fecha, gatos_vistos: toCount(vistos), crias: toCount(crias), marcados_vistos: toCount(marcados), observaciones: observaciones.trim() || null };
    const problem = censoProblem(values, hoyEnEspana());
    if (problem) {
      setError(translate(`cer.api.${problem}`));
      return;
    }
    setSaving(true);
    setError(null);
    try {
      if (enviar && !censo) {
        await enviar(values);
        onClose();
        return;
      }
      const saved = censo ? await cerApi.editarCenso(coloniaId, censo.id, values) : await cerApi.crearCenso(coloniaId, values);
      onSaved(saved);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setSaving(false);
    }
  }

  const titleId = `censo-dialog-${coloniaId}`;
  const number = { inputMode: 'numeric' as const, min: 0, max: CENSO_MAX_GATOS, step: 1 };
  return (
    <Dialog open onClose={onClose} fullScreen={phone} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <DialogTitle id={titleId}>
          {translate(censo ? 'cer.censo.editar' : 'cer.censo.nuevo')} · {coloniaNombre}
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <Typography variant="body2" color="text.secondary">
              {translate('cer.censo.ayuda')}
            </Typography>
            {error ? (
              <Alert severity="error" role="alert" data-testid="censo-error">
                {error}
              </Alert>
            ) : null}
            <TextField label={translate('cer.censo.fecha')} type="date" value={fecha} onChange={(e) => setFecha(e.target.value)} required slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: hoyEnEspana() } }} />
            <TextField label={translate('cer.censo.gatosVistos')} type="number" value={vistos} onChange={(e) => setVistos(e.target.value)} required slotProps={{ htmlInput: number }} />
            <TextField label={translate('cer.censo.crias')} type="number" value={crias} onChange={(e) => setCrias(e.target.value)} required slotProps={{ htmlInput: number }} />
            <TextField label={translate('cer.censo.marcadosVistos')} type="number" value={marcados} onChange={(e) => setMarcados(e.target.value)} required slotProps={{ htmlInput: number }} />
            <TextField
              label={translate('cer.censo.observaciones')}
              value={observaciones}
              onChange={(e) => setObservaciones(e.target.value)}
              multiline
              minRows={2}
              slotProps={{ htmlInput: { maxLength: OBSERVACIONES_MAX } }}
            />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} sx={{ minHeight: 44 }}>
            {translate('cer.censo.cancelar')}
          </Button>
          <Button type="submit" variant="contained" disabled={saving} sx={{ minHeight: 44 }}>
            {translate('cer.censo.guardar')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
