/**
 * The assign-activity form of 'Gestión de Voluntarios':
 * 'Descripción de la Actividad' and the volunteer are required; the
 * activity starts 'pendiente'; 'Actividad asignada exitosamente' resets the
 * form; 'Error al asignar la actividad' shows in an info alert.
 */
import { useState } from 'react';
import { Alert } from '@mui/material';
import { SelectInput, TextInput, useCreate, useRefresh, useTranslate } from 'react-admin';
import { DEFAULTS } from '../../domain/constants';
import type { Voluntario } from '../../domain/types';
import { CreationForm } from '../components/CreationForm';
import { requiredText } from '../registros/formHelpers';

const T = 'gatera.voluntarios.actividad';

type Outcome = { type: 'ok' | 'error'; text: string } | null;

export function AsignarActividadForm({ voluntarios }: { voluntarios: Voluntario[] }) {
  const t = useTranslate();
  const refresh = useRefresh();
  const [create] = useCreate();
  const [outcome, setOutcome] = useState<Outcome>(null);

  async function save(values: Record<string, unknown>): Promise<boolean> {
    setOutcome(null);
    try {
      const data = { descripcion: String(values.descripcion).trim(), voluntario_id: Number(values.voluntario_id), estatus: DEFAULTS.actividadVoluntarioEstatus };
      await create('actividades_voluntarios', { data }, { returnPromise: true });
      setOutcome({ type: 'ok', text: t('registros.actividadAsignada') });
      refresh();
      return true;
    } catch {
      setOutcome({ type: 'error', text: t('registros.actividadAsignadaFailed') });
      return false;
    }
  }

  return (
    <>
      <CreationForm onSave={save} submitLabel="gatera.voluntarios.gestion.asignar" defaultValues={{ descripcion: '', voluntario_id: '' }} sx={{ maxWidth: 640 }}>
        <TextInput source="descripcion" label={`${T}.descripcion`} validate={requiredText(`${T}.requeridos.descripcion`)} isRequired multiline minRows={2} fullWidth />
        <SelectInput
          source="voluntario_id"
          label={t('roles.voluntario')}
          choices={voluntarios}
          optionText="username"
          emptyText={`${T}.elegir`}
          validate={requiredText(`${T}.requeridos.voluntario_id`)}
          slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
          fullWidth
        />
      </CreationForm>
      {outcome ? (
        <Alert severity={outcome.type === 'ok' ? 'success' : 'info'} role={outcome.type === 'ok' ? 'status' : 'alert'}>
          {outcome.text}
        </Alert>
      ) : null}
    </>
  );
}
