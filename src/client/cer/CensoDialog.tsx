/**
 * The census form (create or edit), full-screen on a phone: date (today by
 * default), cats seen, kittens among them, adults with the ear-tip mark and
 * notes, a react-admin form. The rules of src/domain/cer.ts are checked before
 * sending and the first broken one is shown above the fields in the reader's
 * language, as the server's answer comes.
 */
import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, Typography } from '@mui/material';
import { useIsPhone } from '../layout/useIsPhone';
import { Form, NumberInput, ResourceContextProvider, SaveButton, TextInput, useTranslate } from 'react-admin';
import { CENSO_MAX_GATOS, censoProblem, hoyEnEspana, OBSERVACIONES_MAX, type CensoValues } from '../../domain/cer';
import type { Censo } from '../../domain/schemas/censo';
import { useGateraDataProvider } from '../providers/dataProvider';

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

type FormValues = { fecha: string; gatos_vistos: number | null; crias: number | null; marcados_vistos: number | null; observaciones: string | null };

const COUNTS = [
  'gatos_vistos',
  'crias',
  'marcados_vistos',
] as const;

const initialValues = (censo: Censo | null | undefined): FormValues =>
  censo
    ? { fecha: censo.fecha, gatos_vistos: censo.gatos_vistos, crias: censo.crias, marcados_vistos: censo.marcados_vistos, observaciones: censo.observaciones }
    : { fecha: hoyEnEspana(), gatos_vistos: null, crias: 0, marcados_vistos: 0, observaciones: null };

export function CensoDialog({ coloniaId, coloniaNombre, censo, onClose, onSaved, enviar }: CensoDialogProps) {
  const translate = useTranslate();
  const dataProvider = useGateraDataProvider();
  const phone = useIsPhone();
  const [error, setError] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: (values: CensoValues) => (censo ? dataProvider.editarCensoColonia(coloniaId, censo.id, values) : dataProvider.crearCensoColonia(coloniaId, values)),
  });

  async function submit(form: FormValues) {
    const values: CensoValues = {
      fecha: form.fecha,
      gatos_vistos: form.gatos_vistos ?? Number.NaN,
      crias: form.crias ?? Number.NaN,
      marcados_vistos: form.marcados_vistos ?? Number.NaN,
      observaciones: form.observaciones?.trim() || null,
    };
    const problem = censoProblem(values, hoyEnEspana());
    if (problem) {
      setError(translate(`cer.api.${problem}`));
      return;
    }
    setError(null);
    try {
      if (enviar && !censo) {
        await enviar(values);
        onClose();
        return;
      }
      onSaved(await save.mutateAsync(values));
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    }
  }

  const titleId = `censo-dialog-${coloniaId}`;
  const number = { inputMode: 'numeric' as const, min: 0, max: CENSO_MAX_GATOS, step: 1 };
  return (
    <Dialog open onClose={onClose} fullScreen={phone} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      {/* The census is no resource of its own here: its fields take their names from resources.censos.fields. */}
      <ResourceContextProvider value="censos">
        <Form defaultValues={initialValues(censo)} onSubmit={(values: Record<string, unknown>) => submit(values as FormValues)} noValidate>
          <DialogTitle id={titleId}>
            {translate(censo ? 'cer.censo.editar' : 'cer.censo.nuevo')} · {coloniaNombre}
          </DialogTitle>
          <DialogContent>
            <Stack sx={{ pt: 1 }}>
              <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
                {translate('cer.censo.ayuda')}
              </Typography>
              {error ? (
                <Alert severity="error" role="alert" data-testid="censo-error" sx={{ mb: 2 }}>
                  {error}
                </Alert>
              ) : null}
              <TextInput source="fecha" type="date" required helperText={false} slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: hoyEnEspana() } }} />
              {COUNTS.map((source) => (
                <NumberInput key={source} source={source} required helperText={false} step={1} min={0} max={CENSO_MAX_GATOS} slotProps={{ htmlInput: number }} />
              ))}
              <TextInput source="observaciones" multiline minRows={2} helperText={false} slotProps={{ htmlInput: { maxLength: OBSERVACIONES_MAX } }} />
            </Stack>
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 2 }}>
            <Button onClick={onClose} sx={{ minHeight: 44 }}>
              {translate('cer.censo.cancelar')}
            </Button>
            <SaveButton label="cer.censo.guardar" icon={<></>} alwaysEnable sx={{ minHeight: 44 }} />
          </DialogActions>
        </Form>
      </ResourceContextProvider>
    </Dialog>
  );
}
