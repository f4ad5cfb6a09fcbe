/** Creating a campaign on the list's screen: 'Campaña creada exitosamente' / 'Error al crear la campaña'. */
import { RECORD_MESSAGES } from '../../domain/messages';
import { InlineCreateForm } from '../components/InlineCreateForm';
import { CAMPANA_DEFAULTS, CampanaInputs, campanaPayload } from './CampanaInputs';

export function CampanaCreate() {
  return (
    <InlineCreateForm
      resource="campanas"
      defaultValues={CAMPANA_DEFAULTS}
      transform={campanaPayload}
      submitLabel="gatera.campanas.crear"
      created={RECORD_MESSAGES.campanaCreated}
      failed={RECORD_MESSAGES.campanaFailed}
    >
      <CampanaInputs />
    </InlineCreateForm>
  );
}
