/** Creates a clinic day: its clinic, its date and its capacity in slots. */
import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Button, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useNotify, useRefresh, useTranslate } from 'react-admin';
import { JORNADA_CAPACIDAD_MAX } from '../../domain/constants';
import { useGateraDataProvider } from '../providers/dataProvider';
import { detailOf } from '../registros/formHelpers';
import { useProveedores } from './useProveedores';

export function JornadaForm() {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useGateraDataProvider();
  const proveedores = useProveedores();
  const [proveedor, setProveedor] = useState('');
  const [fecha, setFecha] = useState('');
  const [capacidad, setCapacidad] = useState('');
  const saving = useMutation({
    mutationFn: () => dataProvider.crearJornada({ proveedor_id: Number(proveedor), fecha, capacidad: Number(capacidad) }),
    onSuccess: () => {
      notify('gatera.jornadas.nueva.creada', { type: 'success' });
      setFecha('');
      setCapacidad('');
      refresh();
    },
    onError: (error) => notify(detailOf(error) ?? 'ra.notification.http_error', { type: 'error' }),
  });
  if (proveedores.length === 0) return <Typography>{translate('gatera.jornadas.nueva.sinProveedores')}</Typography>;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    saving.mutate();
  };
  return (
    <Stack component="form" direction={{ xs: 'column', md: 'row' }} spacing={2} onSubmit={submit}>
      <TextField select required size="small" sx={{ minWidth: 220 }} label={translate('gatera.jornadas.nueva.proveedor')} value={proveedor} onChange={(event) => setProveedor(event.target.value)}>
        {proveedores.map((p) => (
          <MenuItem key={p.id} value={String(p.id)}>
            {p.nombre}
          </MenuItem>
        ))}
      </TextField>
      <TextField type="date" required size="small" label={translate('gatera.jornadas.nueva.fecha')} value={fecha} onChange={(event) => setFecha(event.target.value)} slotProps={{ inputLabel: { shrink: true } }} />
      <TextField
        type="number"
        required
        size="small"
        label={translate('gatera.jornadas.nueva.capacidad')}
        value={capacidad}
        onChange={(event) => setCapacidad(event.target.value)}
        slotProps={{ htmlInput: { min: 1, max: JORNADA_CAPACIDAD_MAX, step: 1 } }}
      />
      <Button type="submit" variant="contained" disabled={saving.isPending}>
        {translate('gatera.jornadas.nueva.crear')}
      </Button>
    </Stack>
  );
}
