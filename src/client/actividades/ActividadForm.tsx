/** Recording an activity on a cat: tipo, descripcion and the cat required; the cat picked by name or code. */
import { useState } from 'react';
import { SimpleForm, TextInput, useDataProvider, useNotify, useRefresh } from 'react-admin';
import { RECORD_MESSAGES } from '../../domain/messages';
import { REQUIRED_MESSAGES } from '../../domain/validation';
import { SubmitToolbar, requiredText } from '../registros/formHelpers';
import { GatoInput } from './GatoPicker';

interface ActividadValues {
  tipo?: string;
  descripcion?: string;
  gato_id?: number | null;
}

const requiredGato = (value: unknown) => (typeof value === 'number' && value > 0 ? undefined : REQUIRED_MESSAGES.actividad.gato_id);

export function ActividadForm() {
  const dataProvider = useDataProvider();
  const notify = useNotify();
  const refresh = useRefresh();
  const [formKey, setFormKey] = useState(0);

  async function save(values: ActividadValues) {
    try {
      await dataProvider.create('actividades', {
        data: { tipo: (values.tipo ?? '').trim(), descripcion: (values.descripcion ?? '').trim(), gato_id: values.gato_id },
      });
      notify(RECORD_MESSAGES.actividadCreated, { type: 'success' });
      setFormKey((key) => key + 1);
      refresh();
    } catch {
      notify(RECORD_MESSAGES.actividadFailed, { type: 'error' });
    }
  }

  return (
    <SimpleForm
      noValidate
      key={formKey}
      resource="actividades"
      onSubmit={(values: Record<string, unknown>) => save(values as ActividadValues)}
      defaultValues={{ tipo: '', descripcion: '', gato_id: null }}
      toolbar={<SubmitToolbar label="gatera.registros.actividades.registrar" />}
      sx={{ p: 0 }}
    >
      <TextInput source="tipo" label="gatera.registros.actividades.tipoActividad" helperText="gatera.registros.actividades.tipoAyuda" validate={requiredText(REQUIRED_MESSAGES.actividad.tipo)} isRequired fullWidth />
      <TextInput source="descripcion" label="gatera.comun.descripcion" multiline minRows={2} validate={requiredText(REQUIRED_MESSAGES.actividad.descripcion)} isRequired fullWidth />
      <GatoInput source="gato_id" label="gatera.registros.actividades.gatoPicker" validate={requiredGato} required />
    </SimpleForm>
  );
}
