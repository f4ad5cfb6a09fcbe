/** A parte's inputs: descripcion required, estado chosen (pendiente by default); and what creating one sends. */
import { SelectInput, TextInput, required } from 'react-admin';
import { DEFAULTS } from '../../domain/constants';
import { RECORD_MESSAGES } from '../../domain/messages';
import type { InlineCreation } from '../components/InlineCreateForm';
import { ESTADOS_PARTE, type Parte } from '../../domain/types';
import { REQUIRED_MESSAGES } from '../../domain/validation';
import { estatusChoiceName } from '../registros/EstatusChip';
import { requiredText } from '../registros/formHelpers';

export const ESTADO_CHOICES = ESTADOS_PARTE.map((estado) => ({ id: estado, name: estatusChoiceName(estado) }));

export type ParteValues = Partial<Pick<Parte, 'descripcion' | 'estado'>>;

export const PARTE_DEFAULTS: ParteValues = { descripcion: '', estado: DEFAULTS.parteEstado };

/** The trimmed description, and the default estado when none is chosen. */
export function partePayload(values: ParteValues): Pick<Parte, 'descripcion' | 'estado'> {
  return { descripcion: (values.descripcion ?? '').trim(), estado: values.estado || DEFAULTS.parteEstado };
}

export function ParteInputs() {
  return (
    <>
      <TextInput source="descripcion" multiline minRows={2} validate={requiredText(REQUIRED_MESSAGES.parte.descripcion)} isRequired fullWidth />
      <SelectInput source="estado" choices={ESTADO_CHOICES} validate={required()} />
    </>
  );
}

/** A parte is created on the list's screen. */
export const PARTE_CREATION: InlineCreation = { resource: 'partes', defaultValues: PARTE_DEFAULTS, transform: partePayload, submitLabel: 'gatera.registros.partes.crear', created: RECORD_MESSAGES.parteCreated, failed: RECORD_MESSAGES.parteFailed, Inputs: ParteInputs };
