/**
 * The edit modal of the cat lists: nombre, sexo, ubicacion and
 * colonia_id required; dates cut to the date; empty values left out of the
 * JSON update; multipart when a new photo is chosen (shrunk first), so it
 * saves through the data provider's named method `actualizarGato`.
 */
import { useMutation } from '@tanstack/react-query';
import { Alert, Dialog, DialogContent, DialogTitle } from '@mui/material';
import { SimpleForm, useNotify, useRefresh, useTranslate } from 'react-admin';
import { GATO_MESSAGES } from '../../domain/messages';
import { GATO_HEALTH_FIELDS, editsOnlyHealth } from '../../domain/gatos';
import { useStoredUser } from '../providers/session';
import type { Gato } from '../../domain/types';
import { shrinkImage } from '../media/shrinkImage';
import { SubmitToolbar, detailOf } from '../registros/formHelpers';
import { useGatoColonias } from './api';
import { useGateraDataProvider } from '../providers/dataProvider';
import { GatoInputs } from './GatoInputs';
import { gatoToForm, updateFormData, updatePayload, validateGatoForm, type GatoFormValues } from './gatoForm';

export interface GatoEditDialogProps {
  gato: Gato | null;
  onClose: () => void;
}

export function GatoEditDialog({ gato, onClose }: GatoEditDialogProps) {
  const open = gato !== null;
  const { colonias } = useGatoColonias(open);
  const notify = useNotify();
  const dataProvider = useGateraDataProvider();
  const refresh = useRefresh();
  const translate = useTranslate();
  // The veterinario edits the health fields only (the server refuses the others): the dialog shows and sends just those.
  const healthOnly = editsOnlyHealth(useStoredUser()?.role);

  const edit = useMutation({
    mutationFn: async ({ id, values }: { id: number; values: GatoFormValues }) => {
      const photo = !healthOnly && values.imagen_file instanceof File ? await shrinkImage(values.imagen_file) : null;
      const json = updatePayload(values, healthOnly ? GATO_HEALTH_FIELDS : undefined);
      return dataProvider.actualizarGato(id, photo ? { form: updateFormData(values, photo) } : { json });
    },
    onSuccess: () => {
      notify(GATO_MESSAGES.updated, { type: 'success' });
      onClose();
      refresh();
    },
    onError: () => notify(GATO_MESSAGES.updateFailed, { type: 'error' }),
  });
  const failure = edit.error ? detailOf(edit.error) : null;

  function close() {
    edit.reset();
    onClose();
  }

  // Until the options arrive, the cat's own colony is the one choice, so the select shows it.
  const choices = gato && !colonias.some((c) => c.id === gato.colonia_id) ? [...colonias, { id: gato.colonia_id, nombre: gato.colonia_nombre ?? `Colonia ${gato.colonia_id}` }] : colonias;

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="md" aria-labelledby="gato-editar-titulo">
      <DialogTitle id="gato-editar-titulo">{gato ? translate('gatera.gatos.titulos.editarDe', { nombre: gato.nombre }) : translate('gatera.gatos.titulos.editar')}</DialogTitle>
      <DialogContent>
        {failure ? (
          <Alert severity="error" sx={{ mb: 2 }}>
            {failure}
          </Alert>
        ) : null}
        {healthOnly ? (
          <Alert severity="info" sx={{ mb: 2 }}>
            {translate('gatos.soloSalud')}
          </Alert>
        ) : null}
        {gato ? (
          <SimpleForm
            key={gato.id}
            resource="gatos"
            defaultValues={gatoToForm(gato)}
            validate={(values) => (healthOnly ? {} : validateGatoForm(values as GatoFormValues, 'edit'))}
            onSubmit={async (values: Record<string, unknown>) => {
              // What the form's submit answers is read as field errors: the saved cat must not be handed back.
              await edit.mutateAsync({ id: gato.id, values: values as unknown as GatoFormValues }).catch(() => undefined);
            }}
            toolbar={<SubmitToolbar label="gatera.comun.guardarCambios" />}
            sx={{ p: 0 }}
            noValidate
          >
            <GatoInputs mode={healthOnly ? 'health' : 'edit'} colonias={choices} />
          </SimpleForm>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
