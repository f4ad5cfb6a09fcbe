/** Creating a campaign: 'Campaña creada exitosamente' / 'Error al crear la campaña'. */
import { useState } from 'react';
import { SimpleForm, useDataProvider, useNotify, useRefresh } from 'react-admin';
import { RECORD_MESSAGES } from '../../domain/messages';
import { SubmitToolbar } from '../registros/formHelpers';
import { CAMPANA_DEFAULTS, CampanaInputs, campanaPayload, type CampanaFormValues } from './CampanaInputs';

export function CampanaCreate() {
  const dataProvider = useDataProvider();
  const notify = useNotify();
  const refresh = useRefresh();
  const [formKey, setFormKey] = useState(0);

  async function save(values: CampanaFormValues) {
    try {
      await dataProvider.create('campanas', { data: campanaPayload(values) });
      notify(RECORD_MESSAGES.campanaCreated, { type: 'success' });
      setFormKey((key) => key + 1);
      refresh();
    } catch {
      notify(RECORD_MESSAGES.campanaFailed, { type: 'error' });
    }
  }

  return (
    <SimpleForm
      noValidate
      key={formKey}
      resource="campanas"
      defaultValues={CAMPANA_DEFAULTS}
      onSubmit={(values: Record<string, unknown>) => save(values as CampanaFormValues)}
      toolbar={<SubmitToolbar label="gatera.campanas.crear" />}
      sx={{ p: 0 }}
    >
      <CampanaInputs />
    </SimpleForm>
  );
}
