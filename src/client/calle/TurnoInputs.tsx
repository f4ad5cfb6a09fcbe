/** The inputs of a shift of the weekly rota (day, slot, volunteer) and the body the API receives. */
import { Stack } from '@mui/material';
import { SelectInput } from 'react-admin';
import { DIAS_SEMANA, FRANJAS } from '../../domain/calle';
import type { Asignado, TurnoBody } from '../../domain/schemas/calle';
import { REQUIRED_MESSAGES } from '../../domain/validation';

/** A shift as the form holds it: Monday morning until chosen otherwise, no volunteer yet. */
export interface TurnoFormValues {
  dia_semana: number;
  franja: TurnoBody['franja'];
  usuario_id: number | '';
}

export const TURNO_DEFAULTS: TurnoFormValues = { dia_semana: DIAS_SEMANA[0], franja: FRANJAS[0], usuario_id: '' };

export const turnoBody = (values: TurnoFormValues): TurnoBody => ({ dia_semana: Number(values.dia_semana), franja: values.franja, usuario_id: Number(values.usuario_id) });

const DIA_CHOICES = DIAS_SEMANA.map((dia) => ({ id: dia, name: `gatera.calle.dias.${dia}` }));
const FRANJA_CHOICES = FRANJAS.map((franja) => ({ id: franja, name: `gatera.calle.franjas.${franja}` }));
const volunteerChosen = (value: unknown) => (value === '' || value === null || value === undefined ? REQUIRED_MESSAGES.turno.usuario_id : undefined);

export function TurnoInputs({ voluntarios }: { voluntarios: Asignado[] }) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ columnGap: 2, width: '100%' }}>
      <SelectInput source="dia_semana" choices={DIA_CHOICES} isRequired sx={{ minWidth: 140 }} />
      <SelectInput source="franja" choices={FRANJA_CHOICES} isRequired sx={{ minWidth: 140 }} />
      <SelectInput source="usuario_id" choices={voluntarios} optionText="nombre" translateChoice={false} validate={volunteerChosen} isRequired sx={{ minWidth: 200 }} />
    </Stack>
  );
}
