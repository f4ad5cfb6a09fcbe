/** On a person's page, the partner entity they belong to, which the administrator changes in place. */
import { useState } from 'react';
import { Alert, Stack } from '@mui/material';
import { useGetList, useNotify, useRefresh, useTranslate } from 'react-admin';
import type { Entidad } from '../../domain/schemas/entidad';
import { SelectField } from '../calle/SelectField';
import { useGateraDataProvider } from '../providers/dataProvider';
import { useBusyTask } from '../components/useBusyTask';

export function EntidadDeUsuario({ userId, entidadId }: { userId: number; entidadId: number | null | undefined }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useGateraDataProvider();
  // The server answers them by name in the reader's language.
  const { data } = useGetList<Entidad>('entidades', { pagination: { page: 1, perPage: 500 } });
  const [value, setValue] = useState(entidadId ? String(entidadId) : '');
  const { busy, error, run } = useBusyTask();
  const change = (next: string) =>
    run(async () => {
      await dataProvider.cambiarEntidadUsuario(userId, next ? Number(next) : null);
      setValue(next);
      notify('gatera.consulta.guardada', { type: 'success' });
      refresh();
    });
  return (
    <Stack spacing={1}>
      <SelectField
        size="small"
        label={translate('resources.usuarios.fields.entidad_id')}
        value={value}
        disabled={busy}
        onChange={(e) => void change(e.target.value)}
        sx={{ minWidth: 240 }}
        options={[{ value: '', label: translate('gatera.consulta.sinEntidad') }, ...(data ?? []).map((e) => ({ value: String(e.id), label: e.nombre }))]}
      />
      {error ? <Alert severity="error">{error}</Alert> : null}
    </Stack>
  );
}
