/**
 * Creating a colony: nombre and ubicacion required;
 * coordinates typed or picked by clicking the small map (with a geocoder on
 * the server, an unmarked colony is placed by its address); estado activa by
 * default. 'Colonia creada exitosamente', a warning when the geocoder did not
 * answer and the colony went without a point, or the server's detail, or
 * 'Error al crear la colonia'.
 */
import { lazy, Suspense } from 'react';
import { Box, Typography } from '@mui/material';
import { NumberInput, SelectInput, TextInput, required, useNotify, useRefresh, useTranslate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { DEFAULTS } from '../../domain/constants';
import { RECORD_MESSAGES } from '../../domain/messages';
import { ESTADOS_COLONIA, type ColoniaCreada } from '../../domain/types';
import { REQUIRED_MESSAGES, coordinatesError } from '../../domain/validation';
import { GENERIC_ERROR } from '../providers/httpClient';
import { Loading } from '../components/Loading';
import { useSettings } from '../providers/settings';
import { useGateraDataProvider } from '../providers/dataProvider';
import { CreationForm } from '../components/CreationForm';
import { requiredText } from '../registros/formHelpers';

const LocationPicker = lazy(() => import('./LocationPicker'));

export interface ColoniaFormValues {
  nombre?: string;
  ubicacion?: string;
  responsable_voluntario?: string | null;
  estado?: string;
  latitude?: number | null;
  longitude?: number | null;
}

/** The JSON the server receives: trimmed texts, empty optional values as null. */
export function coloniaPayload(values: ColoniaFormValues) {
  return {
    nombre: (values.nombre ?? '').trim(),
    ubicacion: (values.ubicacion ?? '').trim(),
    responsable_voluntario: values.responsable_voluntario?.trim() || null,
    estado: values.estado || DEFAULTS.coloniaEstado,
    latitude: typeof values.latitude === 'number' ? values.latitude : null,
    longitude: typeof values.longitude === 'number' ? values.longitude : null,
  };
}

/** The message of a failed creation: the server's detail when it gave one. */
export function creationError(error: unknown): string {
  const message = error instanceof Error ? error.message : '';
  return message && message !== GENERIC_ERROR ? message : RECORD_MESSAGES.coloniaFailed;
}

/** Input-level check of one coordinate against the pair (react-admin passes every value). */
const coordinateValidator = (field: 'latitude' | 'longitude') => (_value: unknown, values: ColoniaFormValues) => {
  const latitude = typeof values.latitude === 'number' ? values.latitude : null;
  const longitude = typeof values.longitude === 'number' ? values.longitude : null;
  const error = coordinatesError(latitude, longitude);
  if (!error) return undefined;
  const missing = field === 'latitude' ? latitude === null : longitude === null;
  const outOfRange = field === 'latitude' ? latitude !== null && (latitude < -90 || latitude > 90) : longitude !== null && (longitude < -180 || longitude > 180);
  return missing || outOfRange ? error : undefined;
};

function CoordinatesPicker() {
  const { setValue } = useFormContext<ColoniaFormValues>();
  const latitude = useWatch<ColoniaFormValues, 'latitude'>({ name: 'latitude' });
  const longitude = useWatch<ColoniaFormValues, 'longitude'>({ name: 'longitude' });
  const translate = useTranslate();
  const geocoder = useSettings()?.geocodificacion === true;
  return (
    <Box sx={{ width: '100%', mb: 2 }}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {translate(geocoder ? 'gatera.colonias.ayudaMapaGeocoder' : 'gatera.colonias.ayudaMapa')}
      </Typography>
      <Suspense fallback={<Loading />}>
        <LocationPicker
          latitude={typeof latitude === 'number' ? latitude : null}
          longitude={typeof longitude === 'number' ? longitude : null}
          onPick={(lat, lon) => {
            setValue('latitude', lat, { shouldDirty: true, shouldValidate: true });
            setValue('longitude', lon, { shouldDirty: true, shouldValidate: true });
          }}
        />
      </Suspense>
    </Box>
  );
}

/** The inputs of a colony: name and address required, the volunteer in charge, the state, and its point (typed or picked on the map). */
export function ColoniaInputs() {
  return (
    <>
      <TextInput source="nombre" validate={requiredText(REQUIRED_MESSAGES.colonia.nombre)} isRequired fullWidth />
      <TextInput source="ubicacion" validate={requiredText(REQUIRED_MESSAGES.colonia.ubicacion)} isRequired fullWidth />
      <TextInput source="responsable_voluntario" fullWidth />
      <SelectInput source="estado" choices={ESTADOS_COLONIA.map((estado) => ({ id: estado, name: estado }))} validate={required()} />
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', width: '100%' }}>
        <NumberInput source="latitude" step={0.000001} min={-90} max={90} validate={coordinateValidator('latitude')} />
        <NumberInput source="longitude" step={0.000001} min={-180} max={180} validate={coordinateValidator('longitude')} />
      </Box>
      <CoordinatesPicker />
    </>
  );
}

const EMPTY_COLONIA: ColoniaFormValues = { nombre: '', ubicacion: '', responsable_voluntario: '', estado: DEFAULTS.coloniaEstado, latitude: null, longitude: null };

export function ColoniaCreateForm() {
  const dataProvider = useGateraDataProvider();
  const notify = useNotify();
  const refresh = useRefresh();

  async function save(values: ColoniaFormValues): Promise<boolean> {
    try {
      const { data } = await dataProvider.create<ColoniaCreada>('colonias', { data: coloniaPayload(values) });
      if (data.geocodificacion === 'no_disponible') notify('gatera.colonias.sinPuntoGeocoder', { type: 'warning' });
      else notify(RECORD_MESSAGES.coloniaCreated, { type: 'success' });
      refresh();
      return true;
    } catch (error) {
      notify(creationError(error), { type: 'error' });
      return false;
    }
  }

  return (
    <CreationForm resource="colonias" onSave={(values) => save(values as ColoniaFormValues)} submitLabel="gatera.colonias.crear" defaultValues={{ ...EMPTY_COLONIA }}>
      <ColoniaInputs />
    </CreationForm>
  );
}
