/** The inputs of a feeding point, its rules (src/domain/calle.ts) and the body the API receives. */
import { Stack } from '@mui/material';
import { BooleanInput, NumberInput, TextInput } from 'react-admin';
import { COMEDERO_DESCRIPCION_MAX, COMEDERO_NOMBRE_MAX, comederoErrors } from '../../domain/calle';
import type { ComederoBody } from '../../domain/schemas/calle';
import { TARGET } from './StreetFormDialog';

/** A feeding point as the form holds it: the coordinates as typed numbers (or empty). */
export interface ComederoFormValues {
  nombre: string;
  latitude: number | null;
  longitude: number | null;
  descripcion: string;
  activo: boolean;
}

export const COMEDERO_DEFAULTS: ComederoFormValues = { nombre: '', latitude: null, longitude: null, descripcion: '', activo: true };

/** Every broken field's message key at once (the coordinates are checked together). */
export const validateComedero = (values: Record<string, unknown>) => comederoErrors(values);

export function comederoBody(values: ComederoFormValues): ComederoBody {
  return { nombre: values.nombre.trim(), latitude: Number(values.latitude), longitude: Number(values.longitude), descripcion: values.descripcion?.trim() || null, activo: Boolean(values.activo) };
}

const decimal = { htmlInput: { inputMode: 'decimal' as const } };

export function ComederoInputs() {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ columnGap: 2, flexWrap: 'wrap', width: '100%' }}>
      <TextInput source="nombre" isRequired slotProps={{ htmlInput: { maxLength: COMEDERO_NOMBRE_MAX } }} />
      <NumberInput source="latitude" isRequired slotProps={decimal} />
      <NumberInput source="longitude" isRequired slotProps={decimal} />
      <TextInput source="descripcion" slotProps={{ htmlInput: { maxLength: COMEDERO_DESCRIPCION_MAX } }} />
      <BooleanInput source="activo" sx={TARGET} />
    </Stack>
  );
}
