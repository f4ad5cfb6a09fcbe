/**
 * The inputs of a cat met in the street: the fields the cat API requires
 * (colony, name, sex, place, photo) and a few optional ones, labelled as the
 * cat form labels them (`resources.gatos.fields`), with the cat form's rules;
 * and the values the phone's queue stores.
 */
import { Stack } from '@mui/material';
import { NumberInput, SelectInput, TextInput } from 'react-admin';
import { EDAD_MAX, GATO_FIELD_MAX } from '../../domain/gatos';
import type { EdadUnidad } from '../../domain/types';
import { REQUIRED_MESSAGES, edadError } from '../../domain/validation';
import { ESTADO_SALUD_CHOICES, SEXO_CHOICES } from '../gatos/GatoInputs';
import { requiredText } from '../registros/formHelpers';
import type { GatoCalleValues } from './registrar';
import { FotoInput } from './StreetFormDialog';
import { domainRule } from './domainRule';

const T = 'gatera.calle.gato';
const required = REQUIRED_MESSAGES.gato;
const UNIDAD_CHOICES: { id: EdadUnidad; name: string }[] = [
  { id: 'meses', name: `${T}.meses` },
  { id: 'años', name: `${T}.anos` },
];

/** A new cat as the form holds it. */
export interface GatoCalleFormValues {
  colonia_id: number | string;
  nombre: string;
  sexo: string;
  ubicacion: string;
  raza: string;
  edad_num: number | null;
  edad_unidad: EdadUnidad;
  estado_salud: string;
  foto: File | null;
}

/** Empty, in the only colony when there is one. */
export function gatoCalleDefaults(colonias: { id: number }[]): GatoCalleFormValues {
  return { colonia_id: colonias.length === 1 ? colonias[0].id : '', nombre: '', sexo: '', ubicacion: '', raza: '', edad_num: null, edad_unidad: 'meses', estado_salud: '', foto: null };
}

/** What the queue stores: trimmed texts, empty optional fields as null. */
export function gatoCalleValues(values: GatoCalleFormValues): GatoCalleValues {
  return {
    nombre: values.nombre.trim(),
    sexo: values.sexo,
    ubicacion: values.ubicacion.trim(),
    raza: values.raza?.trim() || null,
    edad_num: values.edad_num ?? null,
    edad_unidad: values.edad_unidad,
    estado_salud: values.estado_salud || null,
  };
}

const selected = (message: string) => (value: unknown) => (value === null || value === undefined || value === '' ? message : undefined);
const fotoRequired = (value: unknown) => (value instanceof File ? undefined : required.imagen);

export function GatoCalleInputs({ colonias }: { colonias: { id: number; nombre: string }[] }) {
  return (
    <>
      <SelectInput source="colonia_id" choices={colonias} optionText="nombre" translateChoice={false} validate={selected(required.colonia_id)} isRequired fullWidth />
      <TextInput source="nombre" validate={requiredText(required.nombre)} isRequired fullWidth slotProps={{ htmlInput: { maxLength: GATO_FIELD_MAX.nombre } }} />
      <SelectInput source="sexo" choices={SEXO_CHOICES} validate={selected(required.sexo)} isRequired fullWidth />
      <TextInput source="ubicacion" validate={requiredText(required.ubicacion)} isRequired fullWidth slotProps={{ htmlInput: { maxLength: GATO_FIELD_MAX.ubicacion } }} />
      <TextInput source="raza" helperText={false} fullWidth slotProps={{ htmlInput: { maxLength: GATO_FIELD_MAX.raza } }} />
      <Stack direction="row" spacing={1}>
        <NumberInput source="edad_num" min={0} max={EDAD_MAX} step={1} validate={domainRule(edadError, { max: EDAD_MAX })} sx={{ flex: 1 }} slotProps={{ htmlInput: { inputMode: 'numeric' } }} />
        <SelectInput source="edad_unidad" choices={UNIDAD_CHOICES} helperText={false} sx={{ flex: 1 }} />
      </Stack>
      <SelectInput source="estado_salud" choices={ESTADO_SALUD_CHOICES} emptyText="gatera.comun.sinDatos" helperText={false} fullWidth />
      <FotoInput source="foto" label={`${T}.elegirFoto`} chosenLabel={`${T}.foto`} validate={fotoRequired} />
    </>
  );
}
