/**
 * A clinic day's form: its clinic, its date and its capacity in slots.
 * Creates one, or (given `jornada`) corrects it through react-admin's
 * update; a day with outcomes (`soloCapacidad`) only changes its capacity.
 */
import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Alert, Button, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useNotify, useRefresh, useTranslate } from 'react-admin';
import { JORNADA_CAPACIDAD_MAX } from '../../domain/constants';
import type { Jornada } from '../../domain/schemas/jornada';
import { useGateraDataProvider } from '../providers/dataProvider';
import { detailOf } from '../registros/formHelpers';
import { formatPlazas } from './plazas';
import { useProveedores } from './useProveedores';

export interface JornadaFormProps {
  /** The day corrected; without it, the form creates one. */
  jornada?: Jornada;
  /** The day has outcomes: its clinic and date stay. */
  soloCapacidad?: boolean;
  /** After a correction is saved (the dialog closes). */
  onSaved?: () => void;
}

export function JornadaForm({ jornada, soloCapacidad = false, onSaved }: JornadaFormProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useGateraDataProvider();
  const proveedores = useProveedores();
  const [proveedor, setProveedor] = useState(jornada ? String(jornada.proveedor_id) : '');
  const [fecha, setFecha] = useState(jornada?.fecha ?? '');
  const [capacidad, setCapacidad] = useState(jornada ? String(jornada.capacidad) : '');
  const [failure, setFailure] = useState<string | null>(null);
  const saving = useMutation({
    mutationFn: async (): Promise<Jornada> => {
      const data = { proveedor_id: Number(proveedor), fecha, capacidad: Number(capacidad) };
      return jornada ? (await dataProvider.update<Jornada>('jornadas', { id: jornada.id, data, previousData: jornada })).data : dataProvider.crearJornada(data);
    },
    onSuccess: () => {
      notify(jornada ? 'gatera.jornadas.editar.guardada' : 'gatera.jornadas.nueva.creada', { type: 'success' });
      if (jornada) {
        onSaved?.();
      } else {
        setFecha('');
        setCapacidad('');
      }
      refresh();
    },
    // A correction's refusal stays in its dialog, by the values to change; a new one's is notified.
    onError: (error) => (jornada ? setFailure(detailOf(error) ?? translate('ra.notification.http_error')) : notify(detailOf(error) ?? 'ra.notification.http_error', { type: 'error' })),
    onMutate: () => setFailure(null),
  });
  if (proveedores.length === 0 && !jornada) return <Typography>{translate('gatera.jornadas.nueva.sinProveedores')}</Typography>;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    saving.mutate();
  };
  const fixed = { disabled: soloCapacidad };
  return (
    <Stack component="form" direction={jornada ? 'column' : { xs: 'column', md: 'row' }} spacing={2} onSubmit={submit} sx={jornada ? { pt: 1 } : undefined}>
      {failure ? <Alert severity="error">{failure}</Alert> : null}
      <TextField select required size="small" sx={{ minWidth: 220 }} label={translate('gatera.jornadas.nueva.proveedor')} value={proveedor} onChange={(event) => setProveedor(event.target.value)} {...fixed}>
        {/* The day's own clinic is offered while the providers are read. */}
        {(proveedores.length || !jornada ? proveedores : [{ id: jornada.proveedor_id, nombre: jornada.proveedor_nombre }]).map((p) => (
          <MenuItem key={p.id} value={String(p.id)}>
            {p.nombre}
          </MenuItem>
        ))}
      </TextField>
      <TextField type="date" required size="small" label={translate('gatera.jornadas.nueva.fecha')} value={fecha} onChange={(event) => setFecha(event.target.value)} slotProps={{ inputLabel: { shrink: true } }} {...fixed} helperText={soloCapacidad ? translate('gatera.jornadas.editar.conResultados') : undefined} />
      <TextField
        type="number"
        required
        size="small"
        label={translate('gatera.jornadas.nueva.capacidad')}
        value={capacidad}
        onChange={(event) => setCapacidad(event.target.value)}
        helperText={jornada && jornada.ocupadas > 0 ? translate('gatera.jornadas.editar.ocupadas', { plazas: formatPlazas(jornada.ocupadas) }) : undefined}
        slotProps={{ htmlInput: { min: 1, max: JORNADA_CAPACIDAD_MAX, step: 1 } }}
      />
      <Button type="submit" variant="contained" disabled={saving.isPending}>
        {translate(jornada ? 'gatera.comun.guardarCambios' : 'gatera.jornadas.nueva.crear')}
      </Button>
    </Stack>
  );
}
