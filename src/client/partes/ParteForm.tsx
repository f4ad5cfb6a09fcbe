/** Creating a parte: descripcion required, estado chosen, pendiente by default. */
import { useState } from 'react';
import { SelectInput, SimpleForm, TextInput, required, useDataProvider, useNotify, useRefresh } from 'react-admin';
import { DEFAULTS } from '../../domain/constants';
import { RECORD_MESSAGES } from '../../domain/messages';
import { ESTADOS_PARTE } from '../../domain/types';
import { REQUIRED_MESSAGES } from '../../domain/validation';
import { estatusChoiceName } from '../registros/EstatusChip';
import { SubmitToolbar, requiredText } from '../registros/formHelpers';

const ESTADO_CHOICES = ESTADOS_PARTE.map((estado) => ({ id: estado, name: estatusChoiceName(estado) }));

interface ParteValues {
  descripcion?: string;
  estado?: string;
}

export function ParteForm() {
  const dataProvider = useDataProvider();
  const notify = useNotify();
  const refresh = useRefresh();
  const [formKey, setFormKey] = useState(0);

  async function save(values: ParteValues) {
    try {
      await dataProvider.create('partes', { data: { descripcion: (values.descripcion ?? '').trim(), estado: values.estado || DEFAULTS.parteEstado } });
      notify(RECORD_MESSAGES.parteCreated, { type: 'success' });
      setFormKey((key) => key + 1);
      refresh();
    } catch {
      notify(RECORD_MESSAGES.parteFailed, { type: 'error' });
    }
  }

  return (
    <SimpleForm
      noValidate
      key={formKey}
      resource="partes"
      onSubmit={(values: Record<string, unknown>) => save(values as ParteValues)}
      defaultValues={{ descripcion: '', estado: DEFAULTS.parteEstado }}
      toolbar={<SubmitToolbar label="gatera.registros.partes.crear" />}
      sx={{ p: 0 }}
    >
      <TextInput source="descripcion" label="gatera.comun.descripcion" multiline minRows={2} validate={requiredText(REQUIRED_MESSAGES.parte.descripcion)} isRequired fullWidth />
      <SelectInput source="estado" label="gatera.comun.estado" choices={ESTADO_CHOICES} validate={required()} />
    </SimpleForm>
  );
}
