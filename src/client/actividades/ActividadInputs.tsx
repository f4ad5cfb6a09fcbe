/** An activity's inputs: tipo, descripcion and the cat required, the cat picked by name or code; and what recording one sends. */
import { TextInput } from 'react-admin';
import type { Actividad } from '../../domain/types';
import { RECORD_MESSAGES } from '../../domain/messages';
import type { InlineCreation } from '../components/InlineCreateForm';
import { REQUIRED_MESSAGES } from '../../domain/validation';
import { requiredText } from '../registros/formHelpers';
import { GatoInput } from './GatoPicker';

type ActividadFields = Pick<Actividad, 'tipo' | 'descripcion' | 'gato_id'>;

export type ActividadValues = Partial<Omit<ActividadFields, 'gato_id'>> & { gato_id?: number | null };

export const ACTIVIDAD_DEFAULTS: ActividadValues = { tipo: '', descripcion: '', gato_id: null };

const requiredGato = (value: unknown) => (typeof value === 'number' && value > 0 ? undefined : REQUIRED_MESSAGES.actividad.gato_id);

/** The trimmed texts and the cat picked. */
export function actividadPayload(values: ActividadValues): ActividadFields {
  return { tipo: (values.tipo ?? '').trim(), descripcion: (values.descripcion ?? '').trim(), gato_id: values.gato_id as number };
}

export function ActividadInputs() {
  return (
    <>
      <TextInput source="tipo" helperText="gatera.registros.actividades.tipoAyuda" validate={requiredText(REQUIRED_MESSAGES.actividad.tipo)} isRequired fullWidth />
      <TextInput source="descripcion" multiline minRows={2} validate={requiredText(REQUIRED_MESSAGES.actividad.descripcion)} isRequired fullWidth />
      <GatoInput source="gato_id" label="gatera.registros.actividades.gatoPicker" validate={requiredGato} required />
    </>
  );
}

/** An activity is recorded on the list's screen. */
export const ACTIVIDAD_CREATION: InlineCreation = { resource: 'actividades', defaultValues: ACTIVIDAD_DEFAULTS, transform: actividadPayload, submitLabel: 'gatera.registros.actividades.registrar', created: RECORD_MESSAGES.actividadCreated, failed: RECORD_MESSAGES.actividadFailed, Inputs: ActividadInputs };
