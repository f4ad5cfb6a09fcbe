/** Creating a parte on the list's screen. */
import { RECORD_MESSAGES } from '../../domain/messages';
import { InlineCreateForm } from '../components/InlineCreateForm';
import { PARTE_DEFAULTS, ParteInputs, partePayload } from './ParteInputs';

export function ParteForm() {
  return (
    <InlineCreateForm
      resource="partes"
      defaultValues={PARTE_DEFAULTS}
      transform={partePayload}
      submitLabel="gatera.registros.partes.crear"
      created={RECORD_MESSAGES.parteCreated}
      failed={RECORD_MESSAGES.parteFailed}
    >
      <ParteInputs />
    </InlineCreateForm>
  );
}
