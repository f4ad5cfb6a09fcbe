/** The inputs of a visit's details, the rules they check (src/domain/calle.ts) and the values the phone's queue stores. */
import { BooleanInput, NumberInput, SelectInput, TextInput } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { GATOS_VISTOS_MAX, INCIDENCIA_MAX, gatosVistosError } from '../../domain/calle';
import type { ComederoEnMapa } from '../../domain/schemas/calle';
import type { VisitaValues } from './registrar';
import { FotoInput, TARGET } from './StreetFormDialog';
import { domainRule } from './domainRule';

// The form says what the volunteer did ('He puesto comida'); the record's own labels are the short ones.
const T = 'gatera.calle.detalle';

/** A visit's details as the form holds them (a feeding point's id as chosen, '' for none). */
export interface VisitaFormValues {
  comida: boolean;
  agua: boolean;
  comedero_id: number | string | null;
  gatos_vistos: number | null;
  incidencia: string | null;
  urgente: boolean;
  foto: File | null;
}

/** Food and water given by default, nothing else yet. */
export const VISITA_DEFAULTS: VisitaFormValues = { comida: true, agua: true, comedero_id: '', gatos_vistos: null, incidencia: '', urgente: false, foto: null };

/** What the queue stores: an incident trimmed (or none), urgent only with an incident. */
export function visitaValues(values: VisitaFormValues): VisitaValues {
  const incidencia = (values.incidencia ?? '').trim() || null;
  return {
    comida: Boolean(values.comida),
    agua: Boolean(values.agua),
    comedero_id: values.comedero_id ? Number(values.comedero_id) : null,
    gatos_vistos: values.gatos_vistos ?? null,
    incidencia,
    urgente: Boolean(incidencia) && Boolean(values.urgente),
  };
}

/** Urgent means something only with an incident to tell. */
function UrgenteInput() {
  const incidencia = useWatch({ name: 'incidencia' }) as string | null | undefined;
  return <BooleanInput source="urgente" label={`${T}.urgente`} disabled={!incidencia?.trim()} helperText={false} sx={TARGET} />;
}

export function VisitaInputs({ comederos }: { comederos: ComederoEnMapa[] }) {
  return (
    <>
      <BooleanInput source="comida" label={`${T}.comida`} helperText={false} sx={TARGET} />
      <BooleanInput source="agua" label={`${T}.agua`} helperText={false} sx={TARGET} />
      {comederos.length > 0 ? (
        <SelectInput source="comedero_id" choices={comederos} optionText="nombre" translateChoice={false} emptyText={`${T}.ninguno`} helperText={false} fullWidth />
      ) : null}
      <NumberInput source="gatos_vistos" min={0} max={GATOS_VISTOS_MAX} step={1} validate={domainRule(gatosVistosError)} fullWidth slotProps={{ htmlInput: { inputMode: 'numeric' } }} />
      <TextInput source="incidencia" multiline minRows={2} helperText={false} fullWidth slotProps={{ htmlInput: { maxLength: INCIDENCIA_MAX } }} />
      <UrgenteInput />
      <FotoInput source="foto" label={`${T}.elegirFoto`} chosenLabel="resources.visitas.fields.foto" />
    </>
  );
}
