/** The campaign inputs that creation and editing share, and the values they send. */
import { Box } from '@mui/material';
import { NumberInput, SelectInput, TextInput } from 'react-admin';
import { DEFAULTS } from '../../domain/constants';
import { RECORD_MESSAGES } from '../../domain/messages';
import type { InlineCreation } from '../components/InlineCreateForm';
import { CAMPANA_MESSAGES, campanaDatesError } from '../../domain/campanas';
import { ESTATUS_CAMPANA, type Campana } from '../../domain/types';
import type { CAMPANA_DERIVED } from '../../domain/schemas/campana';
import { REQUIRED_MESSAGES, isIsoDate } from '../../domain/validation';
import { FechaInput } from '../components/FechaInput';
import { estatusChoiceName } from '../registros/EstatusChip';
import { requiredText } from '../registros/formHelpers';

export const ESTATUS_CHOICES = ESTATUS_CAMPANA.map((estatus) => ({ id: estatus, name: estatusChoiceName(estatus) }));

type CampanaFields = Omit<Campana, 'id' | (typeof CAMPANA_DERIVED)[number]>;

/** A campaign's fields as the form holds them: any may be empty while typing, the target as typed. */
export type CampanaFormValues = { [K in keyof CampanaFields]?: CampanaFields[K] | string | null };

export const CAMPANA_DEFAULTS: CampanaFormValues = {
  nombre: '',
  fecha_inicio: null,
  fecha_fin: null,
  estatus: '',
  voluntarios_involucrados: '',
  gatos_objetivo: DEFAULTS.gatosObjetivo,
};

const requiredEstatus = (value: unknown) => (value ? undefined : REQUIRED_MESSAGES.campana.estatus);

function gatosObjetivoError(value: unknown): string | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  const number = Number(value);
  return Number.isInteger(number) && number >= 0 ? undefined : CAMPANA_MESSAGES.gatosObjetivoInvalid;
}

/** The end date's check: not before the start (each date's own format is FechaInput's check). */
const fechaFinValidator = (_value: unknown, values: CampanaFormValues) => validateCampana(values).fecha_fin;

/** The dates' order, on the field the message is about. */
export function validateCampana(values: CampanaFormValues): Record<string, string> {
  const { fecha_inicio: inicio, fecha_fin: fin } = values;
  if (!inicio || !fin || !isIsoDate(inicio) || !isIsoDate(fin)) return {};
  return campanaDatesError(inicio, fin) === CAMPANA_MESSAGES.fechaFinBeforeInicio ? { fecha_fin: CAMPANA_MESSAGES.fechaFinBeforeInicio } : {};
}

/** What the API receives: trimmed texts, empty optional fields as null, the target as a number. */
export function campanaPayload(values: CampanaFormValues): CampanaFields {
  const voluntarios = (values.voluntarios_involucrados ?? '').trim();
  const objetivo = values.gatos_objetivo === null || values.gatos_objetivo === undefined || values.gatos_objetivo === '' ? DEFAULTS.gatosObjetivo : Number(values.gatos_objetivo);
  return {
    nombre: (values.nombre ?? '').trim(),
    fecha_inicio: values.fecha_inicio ?? '',
    fecha_fin: values.fecha_fin || null,
    estatus: values.estatus as Campana['estatus'],
    voluntarios_involucrados: voluntarios || null,
    gatos_objetivo: objetivo,
  };
}

export function CampanaInputs() {
  return (
    <Box sx={{ width: '100%' }}>
      <TextInput source="nombre" validate={requiredText(REQUIRED_MESSAGES.campana.nombre)} isRequired fullWidth />
      <Box sx={{ display: 'grid', gap: { xs: 0, sm: 2 }, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <FechaInput source="fecha_inicio" validate={requiredText(REQUIRED_MESSAGES.campana.fecha_inicio)} isRequired />
        <FechaInput source="fecha_fin" validate={fechaFinValidator} />
        <SelectInput source="estatus" choices={ESTATUS_CHOICES} validate={requiredEstatus} isRequired fullWidth />
        <NumberInput source="gatos_objetivo" min={0} step={1} validate={gatosObjetivoError} fullWidth />
      </Box>
      <TextInput source="voluntarios_involucrados" multiline fullWidth />
    </Box>
  );
}

/** A campaign is created on the list's screen: 'Campaña creada exitosamente' / 'Error al crear la campaña'. */
export const CAMPANA_CREATION: InlineCreation = { resource: 'campanas', defaultValues: CAMPANA_DEFAULTS, transform: campanaPayload, submitLabel: 'gatera.campanas.crear', created: RECORD_MESSAGES.campanaCreated, failed: RECORD_MESSAGES.campanaFailed, Inputs: CampanaInputs };
