/**
 * The inputs of a complaint or an inspection, by kind: each kind's fields in
 * its order (the spec's), the colony chooser and the attachment. A complaint's
 * proposed solution is offered to staff only (the server ignores it from a citizen).
 */
import { TextInput } from 'react-admin';
import { can } from '../../domain/roles';
import { REQUIRED_MESSAGES } from '../../domain/validation';
import { useStoredUser } from '../providers/session';
import { AttachmentInput } from './Attachment';
import { ColoniaSelect } from './ColoniaSelect';
import { requiredText } from './formHelpers';
import { appendAttachment } from './prepareAttachment';

export type RegistroKind = 'queja' | 'inspeccion';

interface TextField {
  source: string;
  /** The message key when left blank; optional fields have none. */
  required?: string;
  minRows: number;
  /** Shown only to the roles with this capability. */
  capability?: 'quejas.proponerSolucion';
}

type Field = TextField | 'colonia';

export const REGISTRO_FIELDS: Record<RegistroKind, Field[]> = {
  queja: [
    { source: 'descripcion', required: REQUIRED_MESSAGES.queja.descripcion, minRows: 3 },
    'colonia',
    { source: 'solucion_responsable', minRows: 2, capability: 'quejas.proponerSolucion' },
  ],
  inspeccion: [
    'colonia',
    { source: 'observaciones', required: REQUIRED_MESSAGES.inspeccion.observaciones, minRows: 3 },
    { source: 'acciones_recomendadas', minRows: 2 },
  ],
};

/** Whether a kind's colony is required: an inspection is always of a colony, a complaint may be of none. */
const COLONIA_REQUIRED: Record<RegistroKind, string | undefined> = { queja: undefined, inspeccion: REQUIRED_MESSAGES.inspeccion.colonia_id };

export function RegistroInputs({ kind }: { kind: RegistroKind }) {
  const role = useStoredUser()?.role;
  return (
    <>
      {REGISTRO_FIELDS[kind].map((field) =>
        field === 'colonia' ? (
          <ColoniaSelect key="colonia_id" requiredMessage={COLONIA_REQUIRED[kind]} />
        ) : field.capability && !can(role, field.capability) ? null : (
          <TextInput
            key={field.source}
            source={field.source}
            validate={field.required ? requiredText(field.required) : undefined}
            isRequired={Boolean(field.required)}
            multiline
            minRows={field.minRows}
            helperText=" "
            fullWidth
          />
        ),
      )}
      <AttachmentInput />
    </>
  );
}

/** The multipart body of a new record: trimmed texts, empty ones left out, the colony when chosen, the attachment shrunk when a photo. */
export async function registroFormData(kind: RegistroKind, values: Record<string, unknown>): Promise<FormData> {
  const form = new FormData();
  for (const field of REGISTRO_FIELDS[kind]) {
    const source = field === 'colonia' ? 'colonia_id' : field.source;
    const value = values[source];
    const text = value === null || value === undefined ? '' : String(value).trim();
    if (text) form.append(source, text);
  }
  const file = values.archivo;
  if (file instanceof File) await appendAttachment(form, file);
  return form;
}
