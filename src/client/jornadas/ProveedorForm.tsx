/** Adds a veterinary provider: the clinic's name and address, its vet and the vet's collegiate number. */
import { useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Stack, TextField } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import { useGateraDataProvider } from '../providers/dataProvider';
import { detailOf } from '../registros/formHelpers';
import { PROVEEDORES_QUERY } from './useProveedores';

const EMPTY = { nombre: '', direccion: '', veterinario: '', numero_colegiado: '' };

export function ProveedorForm() {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const dataProvider = useGateraDataProvider();
  const [values, setValues] = useState(EMPTY);
  const saving = useMutation({
    mutationFn: () => dataProvider.crearProveedor({ ...values, veterinario: values.veterinario || null }),
    onSuccess: () => {
      notify('gatera.jornadas.proveedores.creado', { type: 'success' });
      setValues(EMPTY);
      void queryClient.invalidateQueries({ queryKey: PROVEEDORES_QUERY });
    },
    onError: (error) => notify(detailOf(error) ?? 'ra.notification.http_error', { type: 'error' }),
  });
  const field = (name: keyof typeof EMPTY, label: string, required = true) => (
    <TextField
      label={translate(`gatera.jornadas.proveedores.${label}`)}
      value={values[name]}
      required={required}
      onChange={(event) => setValues({ ...values, [name]: event.target.value })}
      size="small"
    />
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    saving.mutate();
  };
  return (
    <Stack component="form" direction={{ xs: 'column', md: 'row' }} spacing={2} onSubmit={submit}>
      {field('nombre', 'nombre')}
      {field('direccion', 'direccion')}
      {field('veterinario', 'veterinario', false)}
      {field('numero_colegiado', 'colegiado')}
      <Button type="submit" variant="contained" disabled={saving.isPending}>
        {translate('gatera.jornadas.proveedores.crear')}
      </Button>
    </Stack>
  );
}
