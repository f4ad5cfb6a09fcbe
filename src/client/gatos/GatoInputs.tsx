/** The cat inputs that the creation form and the edit dialog share. */
import { useId } from 'react';
import { Box, FormHelperText, Typography } from '@mui/material';
import { FechaInput } from '../components/FechaInput';
import { NumberInput, SelectInput, TextInput, useInput, useTranslate, ValidationError } from 'react-admin';
import { CODIGO_IDENTIFICACION_LENGTH } from '../../domain/constants';
import { EDAD_MAX, GATO_FIELD_MAX } from '../../domain/gatos';
import { EDAD_UNIDADES, ESTADOS_SALUD, SEXOS, type ColoniaOpcion } from '../../domain/types';
import { digitsOnly } from './gatoForm';
import { SEXO_KEYS, adoptabilidadKey, estadoSaludKey } from './columns';
import { ADOPTABILIDADES } from '../../domain/adopciones';

export const SEXO_CHOICES = Object.keys(SEXOS).map((id) => ({ id, name: SEXO_KEYS[id as keyof typeof SEXOS] }));
export const EDAD_UNIDAD_CHOICES = EDAD_UNIDADES.map((unidad) => ({ id: unidad, name: unidad }));
export const ESTADO_SALUD_CHOICES = ESTADOS_SALUD.map((estado) => ({ id: estado, name: estadoSaludKey(estado) }));
const ADOPTABILIDAD_CHOICES = ADOPTABILIDADES.map((value) => ({ id: value, name: adoptabilidadKey(value) }));
export const PHOTO_ACCEPT = 'image/jpeg,image/png,image/webp,.jpg,.jpeg,.png,.webp';

const grid = { display: 'grid', columnGap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } } as const;

/** The photo: a native file input with its label; required on create. */
function ImagenInput({ required }: { required: boolean }) {
  const translate = useTranslate();
  const { field, fieldState, formState } = useInput({ source: 'imagen_file', defaultValue: null });
  const id = useId();
  const helpId = `${id}-ayuda`;
  // react-admin keeps a form-level message as {message, args}; a field-level one as the text itself.
  const raw: unknown = fieldState.error?.message;
  const message = typeof raw === 'string' ? raw : ((raw as { message?: string } | undefined)?.message ?? null);
  const error = message && (formState.isSubmitted || fieldState.isTouched) ? message : null;
  const file = field.value instanceof File ? field.value : null;
  return (
    <Box sx={{ mb: 2 }}>
      <Typography component="label" htmlFor={id} variant="body2" sx={{ display: 'block', mb: 0.5, fontWeight: 500 }}>
        {translate(required ? 'gatera.gatos.campos.imagen' : 'gatera.gatos.campos.nuevaImagen')}
      </Typography>
      <input
        id={id}
        name="imagen"
        type="file"
        accept={PHOTO_ACCEPT}
        required={required}
        aria-invalid={Boolean(error)}
        aria-describedby={helpId}
        onChange={(event) => {
          field.onChange(event.target.files?.[0] ?? null);
          field.onBlur();
        }}
        style={{ maxWidth: '100%' }}
      />
      <FormHelperText id={helpId} error={Boolean(error)}>
        {error ? <ValidationError error={error} /> : (file ? translate('gatera.gatos.campos.imagenSeleccionada', { nombre: file.name }) : translate('gatera.gatos.campos.imagenAyuda'))}
      </FormHelperText>
    </Box>
  );
}

export interface GatoInputsProps {
  /** `health`: only the health fields, for a health-only editor (the veterinario). */
  mode: 'create' | 'edit' | 'health';
  colonias: ColoniaOpcion[];
}

/** The vaccination, deworming and sterilisation inputs, in the grid of either form. */
function HealthDateInputs() {
  return (
    <>
      <FechaInput source="fecha_vacunacion" fullWidth />
      <TextInput source="tipo_vacuna" fullWidth slotProps={{ htmlInput: { maxLength: GATO_FIELD_MAX.tipo_vacuna } }} />
      <FechaInput source="fecha_desparasitacion" fullWidth />
      <FechaInput source="fecha_esterilizacion" fullWidth />
    </>
  );
}

const EstadoSaludInput = () => <SelectInput source="estado_salud" choices={ESTADO_SALUD_CHOICES} emptyText="gatera.comun.sinDatos" fullWidth />;

const EvaluacionInput = () => (
  <TextInput source="evaluacion_sanitaria" multiline minRows={2} fullWidth slotProps={{ htmlInput: { maxLength: GATO_FIELD_MAX.evaluacion_sanitaria } }} />
);

/** The health fields (GATO_HEALTH_FIELDS of src/domain/gatos.ts), with the same inputs the full form uses. */
function HealthInputs() {
  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={grid}>
        <EstadoSaludInput />
        <HealthDateInputs />
      </Box>
      <EvaluacionInput />
    </Box>
  );
}

export function GatoInputs({ mode, colonias }: GatoInputsProps) {
  return mode === 'health' ? <HealthInputs /> : <FullInputs creating={mode === 'create'} colonias={colonias} />;
}

/** Every field of a cat, for creating one and for the full edit dialog. */
function FullInputs({ creating, colonias }: { creating: boolean; colonias: ColoniaOpcion[] }) {
  const translate = useTranslate();
  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={grid}>
        <TextInput source="nombre" isRequired fullWidth slotProps={{ htmlInput: { maxLength: GATO_FIELD_MAX.nombre } }} />
        <TextInput source="raza" fullWidth slotProps={{ htmlInput: { maxLength: GATO_FIELD_MAX.raza } }} />
        <SelectInput source="sexo" choices={SEXO_CHOICES} isRequired fullWidth />
        <EstadoSaludInput />
        <NumberInput source="edad_num" min={0} max={EDAD_MAX} step={1} fullWidth />
        <SelectInput source="edad_unidad" choices={EDAD_UNIDAD_CHOICES} isRequired fullWidth />
        <TextInput source="ubicacion" isRequired fullWidth slotProps={{ htmlInput: { maxLength: GATO_FIELD_MAX.ubicacion } }} />
        <SelectInput source="colonia_id" choices={colonias} optionValue="id" optionText="nombre" isRequired fullWidth />
        <TextInput
          source="codigo_identificacion"
          isRequired={creating}
          parse={(value: unknown) => digitsOnly(value, CODIGO_IDENTIFICACION_LENGTH)}
          helperText={translate('gatera.gatos.campos.codigoAyuda', { n: CODIGO_IDENTIFICACION_LENGTH })}
          fullWidth
          slotProps={{ htmlInput: { maxLength: CODIGO_IDENTIFICACION_LENGTH, inputMode: 'numeric', pattern: `\\d{${CODIGO_IDENTIFICACION_LENGTH}}` } }}
        />
        <FechaInput source="fecha_identificacion" fullWidth />
        <SelectInput source="adoptabilidad" choices={ADOPTABILIDAD_CHOICES} emptyText="gatera.comun.sinDatos" fullWidth />
        <HealthDateInputs />
      </Box>
      <EvaluacionInput />
      <ImagenInput required={creating} />
    </Box>
  );
}
