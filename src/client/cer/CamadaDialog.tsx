/**
 * The litter form (create or edit), full-screen on a phone: the day it was
 * seen (today by default), its kittens, the mother when known (a cat of the
 * colony, searched by name) and what became of the kittens. The rules of
 * src/domain/camadas.ts are checked before sending and the first broken one
 * is shown above the fields in the reader's language, as the server's answer comes.
 */
import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, Typography } from '@mui/material';
import { useIsPhone } from '../layout/useIsPhone';
import { AutocompleteInput, Form, NumberInput, ReferenceInput, ResourceContextProvider, SaveButton, TextInput, useTranslate } from 'react-admin';
import { CAMADA_DESTINOS, CAMADA_MAX_CRIAS, CAMADA_NOTAS_MAX, camadaProblem, type CamadaDestino } from '../../domain/camadas';
import { hoyEnEspana } from '../../domain/cer';
import type { Camada } from '../../domain/schemas/camada';
import { useGateraDataProvider } from '../providers/dataProvider';
import type { CamadaEnvio } from '../providers/dataProvider/camadas';

export interface CamadaDialogProps {
  colonia: { id: number; nombre: string };
  /** The litter to edit; a new one when absent. */
  camada?: Camada | null;
  onClose: () => void;
  onSaved: () => void;
}

type FormValues = { fecha: string; crias: number | null; madre_id: number | null; notas: string | null } & Record<CamadaDestino, number | null>;

const initialValues = (camada: Camada | null | undefined): FormValues =>
  camada
    ? { ...camada }
    : { fecha: hoyEnEspana(), crias: null, madre_id: null, notas: null, en_colonia: 0, adoptadas: 0, fallecidas: 0, trasladadas: 0 };

export function CamadaDialog({ colonia, camada, onClose, onSaved }: CamadaDialogProps) {
  const translate = useTranslate();
  const dataProvider = useGateraDataProvider();
  const phone = useIsPhone();
  const [error, setError] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: (values: CamadaEnvio) => (camada ? dataProvider.editarCamada(colonia.id, camada.id, values) : dataProvider.crearCamada(colonia.id, values)),
  });

  async function submit(form: FormValues) {
    const destinos = Object.fromEntries(CAMADA_DESTINOS.map((destino) => [destino, form[destino] ?? 0])) as Record<CamadaDestino, number>;
    const values: CamadaEnvio = { fecha: form.fecha, crias: form.crias ?? Number.NaN, madre_id: form.madre_id ?? null, notas: form.notas?.trim() || null, ...destinos };
    const problem = camadaProblem(values, hoyEnEspana());
    if (problem) {
      setError(translate(`camadas.api.${problem}`));
      return;
    }
    setError(null);
    try {
      await save.mutateAsync(values);
      onSaved();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    }
  }

  const titleId = `camada-dialog-${colonia.id}`;
  const count = { inputMode: 'numeric' as const, min: 0, max: CAMADA_MAX_CRIAS, step: 1 };
  return (
    <Dialog open onClose={onClose} fullScreen={phone} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      {/* The litter is no screen of its own: its fields take their names from resources.camadas.fields. */}
      <ResourceContextProvider value="camadas">
        <Form defaultValues={initialValues(camada)} onSubmit={(values: Record<string, unknown>) => submit(values as FormValues)} noValidate>
          <DialogTitle id={titleId}>
            {translate(camada ? 'camadas.editar' : 'camadas.nueva')} · {colonia.nombre}
          </DialogTitle>
          <DialogContent>
            <Stack sx={{ pt: 1 }}>
              <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
                {translate('camadas.ayuda')}
              </Typography>
              {error ? (
                <Alert severity="error" role="alert" data-testid="camada-error" sx={{ mb: 2 }}>
                  {error}
                </Alert>
              ) : null}
              <TextInput source="fecha" type="date" required helperText={false} slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: hoyEnEspana() } }} />
              <NumberInput source="crias" required helperText={false} step={1} min={1} max={CAMADA_MAX_CRIAS} slotProps={{ htmlInput: { ...count, min: 1 } }} />
              <ReferenceInput source="madre_id" reference="gatos" filter={{ colonia_id: colonia.id }} sort={{ field: 'nombre', order: 'ASC' }}>
                <AutocompleteInput optionText="nombre" helperText={translate('camadas.madreAyuda')} />
              </ReferenceInput>
              <Typography component="h3" variant="subtitle2" sx={{ mt: 1, mb: 1 }}>
                {translate('camadas.destinos')}
              </Typography>
              {CAMADA_DESTINOS.map((destino) => (
                <NumberInput key={destino} source={destino} helperText={false} step={1} min={0} max={CAMADA_MAX_CRIAS} slotProps={{ htmlInput: count }} />
              ))}
              <TextInput source="notas" multiline minRows={2} helperText={false} slotProps={{ htmlInput: { maxLength: CAMADA_NOTAS_MAX } }} />
            </Stack>
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 2 }}>
            <Button onClick={onClose} sx={{ minHeight: 44 }}>
              {translate('camadas.cancelar')}
            </Button>
            <SaveButton label="camadas.guardar" icon={<></>} alwaysEnable sx={{ minHeight: 44 }} />
          </DialogActions>
        </Form>
      </ResourceContextProvider>
    </Dialog>
  );
}
