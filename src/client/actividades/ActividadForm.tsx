/** Recording an activity on a cat, on the list's screen. */
import { RECORD_MESSAGES } from '../../domain/messages';
import { InlineCreateForm } from '../components/InlineCreateForm';
import { ACTIVIDAD_DEFAULTS, ActividadInputs, actividadPayload } from './ActividadInputs';

export function ActividadForm() {
  return (
    <InlineCreateForm
      resource="actividades"
      defaultValues={ACTIVIDAD_DEFAULTS}
      transform={actividadPayload}
      submitLabel="gatera.registros.actividades.registrar"
      created={RECORD_MESSAGES.actividadCreated}
      failed={RECORD_MESSAGES.actividadFailed}
    >
      <ActividadInputs />
    </InlineCreateForm>
  );
}
