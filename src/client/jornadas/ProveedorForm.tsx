/**
 * A veterinary provider's form: the clinic's name and address, its vet and
 * the vet's collegiate number. Adds one, or (given `proveedor`) corrects it;
 * the vet's account linked to it is not sent, so a correction keeps it.
 */
import { useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Stack, TextField } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import type { Proveedor } from '../../domain/schemas/jornada';
import { useGateraDataProvider } from '../providers/dataProvider';
import { detailOf } from '../registros/formHelpers';
import { PROVEEDORES_QUERY } from './useProveedores';

const EMPTY = { nombre: '', direccion: '', veterinario: '', numero_colegiado: '' };

const valuesOf = (proveedor?: Proveedor) =>
  proveedor ? { nombre: proveedor.nombre, direccion: proveedor.direccion, veterinario: proveedor.veterinario ?? '', numero_colegiado: proveedor.numero_colegiado } : EMPTY;

export interface ProveedorFormProps {
  /** The provider corrected; without it, the form adds one. */
  proveedor?: Proveedor;
  /** After a correction is saved (the dialog closes). */
  onSaved?: () => void;
}

export function ProveedorForm({ proveedor, onSaved }: ProveedorFormProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const dataProvider = useGateraDataProvider();
  const [values, setValues] = useState(() => valuesOf(proveedor));
  const [failure, setFailure] = useState<string | null>(null);
  const saving = useMutation({
    mutationFn: () => {
      const body = { ...values, veterinario: values.veterinario || null };
      return proveedor ? dataProvider.editarProveedor(proveedor.id, body) : dataProvider.crearProveedor(body);
    },
    onSuccess: () => {
      notify(proveedor ? 'gatera.jornadas.proveedores.guardado' : 'gatera.jornadas.proveedores.creado', { type: 'success' });
      void queryClient.invalidateQueries({ queryKey: PROVEEDORES_QUERY });
      if (proveedor) {
        // The days show their clinic's name.
        void queryClient.invalidateQueries({ queryKey: ['jornadas'] });
        onSaved?.();
      } else {
        setValues(EMPTY);
      }
    },
    // A correction's refusal stays in its dialog, by the values to change; a new one's is notified.
    onError: (error) => (proveedor ? setFailure(detailOf(error) ?? translate('ra.notification.http_error')) : notify(detailOf(error) ?? 'ra.notification.http_error', { type: 'error' })),
    onMutate: () => setFailure(null),
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
    <Stack component="form" direction={proveedor ? 'column' : { xs: 'column', md: 'row' }} spacing={2} onSubmit={submit} sx={proveedor ? { pt: 1 } : undefined}>
      {failure ? <Alert severity="error">{failure}</Alert> : null}
      {field('nombre', 'nombre')}
      {field('direccion', 'direccion')}
      {field('veterinario', 'veterinario', false)}
      {field('numero_colegiado', 'colegiado')}
      <Button type="submit" variant="contained" disabled={saving.isPending}>
        {translate(proveedor ? 'gatera.comun.guardarCambios' : 'gatera.jornadas.proveedores.crear')}
      </Button>
    </Stack>
  );
}
