/** Editing a campaign in a dialog (admin and responsable): react-admin's <EditBase> around the inputs of the creation form. */
import { Dialog, DialogContent, DialogTitle } from '@mui/material';
import { EditBase, SimpleForm, useNotify, useRefresh, useTranslate } from 'react-admin';
import { CAMPANA_MESSAGES } from '../../domain/campanas';
import type { Campana } from '../../domain/types';
import { SubmitToolbar, detailOf } from '../registros/formHelpers';
import { CampanaInputs, campanaPayload } from './CampanaInputs';

export interface CampanaEditDialogProps {
  campana: Campana | null;
  onClose: () => void;
}

export function CampanaEditDialog({ campana, onClose }: CampanaEditDialogProps) {
  const notify = useNotify();
  const refresh = useRefresh();
  const translate = useTranslate();

  return (
    <Dialog open={campana !== null} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="campana-editar-titulo">
      <DialogTitle id="campana-editar-titulo">{campana ? translate('gatera.campanas.editarDe', { nombre: campana.nombre }) : translate('gatera.campanas.editar')}</DialogTitle>
      <DialogContent>
        {campana ? (
          <EditBase<Campana>
            resource="campanas"
            id={campana.id}
            mutationMode="pessimistic"
            redirect={false}
            transform={campanaPayload}
            // The list's row is shown while the record is read again.
            queryOptions={{ placeholderData: campana }}
            mutationOptions={{
              onSuccess: () => {
                notify(CAMPANA_MESSAGES.updated, { type: 'success' });
                onClose();
                refresh();
              },
              onError: (error) => notify(detailOf(error) ?? CAMPANA_MESSAGES.updateFailed, { type: 'error' }),
            }}
          >
            <SimpleForm noValidate toolbar={<SubmitToolbar label="gatera.comun.guardarCambios" />} sx={{ p: 0 }}>
              <CampanaInputs />
            </SimpleForm>
          </EditBase>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
