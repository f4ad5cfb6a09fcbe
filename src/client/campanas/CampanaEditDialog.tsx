/** Editing a campaign in a dialog (admin and responsable), with the inputs of the creation form. */
import { Dialog, DialogContent, DialogTitle } from '@mui/material';
import { SimpleForm, useDataProvider, useNotify, useRefresh, useTranslate } from 'react-admin';
import { CAMPANA_MESSAGES } from '../../domain/campanas';
import type { Campana } from '../../domain/types';
import { SubmitToolbar, detailOf } from '../registros/formHelpers';
import { CampanaInputs, campanaPayload, type CampanaFormValues } from './CampanaInputs';

export interface CampanaEditDialogProps {
  campana: Campana | null;
  onClose: () => void;
}

export function CampanaEditDialog({ campana, onClose }: CampanaEditDialogProps) {
  const dataProvider = useDataProvider();
  const notify = useNotify();
  const refresh = useRefresh();
  const translate = useTranslate();

  async function save(values: CampanaFormValues) {
    if (!campana) return;
    try {
      await dataProvider.update('campanas', { id: campana.id, data: campanaPayload(values), previousData: campana });
      notify(CAMPANA_MESSAGES.updated, { type: 'success' });
      onClose();
      refresh();
    } catch (error) {
      notify(detailOf(error) ?? CAMPANA_MESSAGES.updateFailed, { type: 'error' });
    }
  }

  return (
    <Dialog open={campana !== null} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="campana-editar-titulo">
      <DialogTitle id="campana-editar-titulo">{campana ? translate('gatera.campanas.editarDe', { nombre: campana.nombre }) : translate('gatera.campanas.editar')}</DialogTitle>
      <DialogContent>
        {campana ? (
          <SimpleForm
            noValidate
            resource="campanas"
            record={campana}
            defaultValues={{ ...campana, voluntarios_involucrados: campana.voluntarios_involucrados ?? '' }}
            onSubmit={(values: Record<string, unknown>) => save(values as CampanaFormValues)}
            toolbar={<SubmitToolbar label="gatera.comun.guardarCambios" />}
            sx={{ p: 0 }}
          >
            <CampanaInputs />
          </SimpleForm>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
