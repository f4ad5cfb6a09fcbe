/**
 * A colony's weekly rota on its street page, one shift a row. Admin and
 * responsable remove shifts from the row menu and add them below; a
 * voluntario asks from their own shift's row menu to swap it with another
 * volunteer's (a request the colleague must accept before the rota changes).
 */
import { useState, type FormEvent } from 'react';
import { Box, Button, Stack, Typography } from '@mui/material';
import { ListContextProvider, ResourceContextProvider, useList, useTranslate } from 'react-admin';
import { DIAS_SEMANA, FRANJAS } from '../../domain/calle';
import { can } from '../../domain/roles';
import type { Asignado, Turno, TurnoBody } from '../../domain/schemas/calle';
import { useStoredUser } from '../providers/session';
import { useGateraDataProvider } from '../providers/dataProvider';
import { StaffDataTable, type StaffColumn } from '../listas/StaffDataTable';
import { RowMenu, type RowAction } from '../listas/RowMenu';
import { useTurnoLabels } from './turnoLabels';
import { SelectField } from './SelectField';
import { CambioTurnoDialog } from './CambioTurnoDialog';
import { useStreetMutation } from './streetQuery';

const TARGET = { minHeight: 44 };
const T = 'gatera.calle.turnos';

export interface TurnosColoniaProps {
  coloniaId: number;
  turnos: Turno[];
  voluntarios: Asignado[];
  /** After a shift was added or removed. */
  onChanged: () => void;
}

export function TurnosColonia({ coloniaId, turnos, voluntarios, onChanged }: TurnosColoniaProps) {
  const translate = useTranslate();
  const user = useStoredUser();
  const gestion = can(user?.role, 'turnos.gestionar');
  const dataProvider = useGateraDataProvider();
  const { dia, franja } = useTurnoLabels();
  const [cambio, setCambio] = useState<Turno | null>(null);
  const eliminar = useStreetMutation({ mutationFn: (turnoId: number) => dataProvider.eliminarTurno(coloniaId, turnoId), onSuccess: onChanged });
  const list = useList<Turno>({ data: turnos, resource: 'turnos' });
  const ajenos = turnos.filter((t) => t.usuario_id !== user?.id);

  const columns: StaffColumn<Turno>[] = [
    { source: 'dia_semana', label: `${T}.dia`, render: (t) => dia(t.dia_semana), fit: 'short', rowHeader: true, hideOnPhone: true },
    { source: 'franja', label: `${T}.franja`, render: (t) => franja(t.franja), fit: 'short', hideOnPhone: true },
    { source: 'usuario_nombre', label: `${T}.voluntario`, render: (t) => t.usuario_nombre },
  ];
  const name = (t: Turno) => `${dia(t.dia_semana)} · ${franja(t.franja)} · ${t.usuario_nombre}`;
  const actions = (t: Turno): RowAction[] => {
    if (gestion) return [{ label: translate(`${T}.eliminar`), onClick: () => eliminar.mutate(t.id), danger: true }];
    if (t.usuario_id === user?.id && ajenos.length > 0) return [{ label: translate(`${T}.cambiar`), onClick: () => setCambio(t) }];
    return [];
  };

  return (
    <Box component="section" aria-labelledby="turnos-titulo">
      <Typography id="turnos-titulo" variant="h5" component="h2" gutterBottom>
        {translate(`${T}.titulo`)}
      </Typography>
      <ResourceContextProvider value="turnos">
        <ListContextProvider value={list}>
          <StaffDataTable<Turno>
            caption={`${T}.titulo`}
            columns={columns}
            title={(t) => `${dia(t.dia_semana)} · ${franja(t.franja)}`}
            actions={(t) => <RowMenu name={name(t)} actions={actions(t)} />}
            empty={`${T}.sinTurnos`}
          />
        </ListContextProvider>
      </ResourceContextProvider>
      {gestion ? (
        voluntarios.length === 0 ? (
          <Typography sx={{ mt: 2 }}>{translate(`${T}.sinVoluntarios`)}</Typography>
        ) : (
          <NuevoTurno coloniaId={coloniaId} voluntarios={voluntarios} onAdded={onChanged} />
        )
      ) : null}
      {cambio ? <CambioTurnoDialog coloniaId={coloniaId} turno={cambio} otros={ajenos} onClose={() => setCambio(null)} /> : null}
    </Box>
  );
}

function NuevoTurno({ coloniaId, voluntarios, onAdded }: { coloniaId: number; voluntarios: Asignado[]; onAdded: () => void }) {
  const translate = useTranslate();
  const dataProvider = useGateraDataProvider();
  const { dia: diaLabel, franja: franjaLabel } = useTurnoLabels();
  const [form, setForm] = useState({ dia: '1', franja: FRANJAS[0] as string, voluntario: '' });
  const field = (key: keyof typeof form, minWidth: number) => ({
    size: 'small' as const,
    label: translate(`${T}.${key}`),
    value: form[key],
    onChange: (e: { target: { value: string } }) => setForm({ ...form, [key]: e.target.value }),
    sx: { minWidth },
  });
  const crear = useStreetMutation({ mutationFn: (body: TurnoBody) => dataProvider.crearTurno(coloniaId, body), onSuccess: onAdded });

  function submit(event: FormEvent) {
    event.preventDefault();
    crear.mutate({ dia_semana: Number(form.dia), franja: form.franja as TurnoBody['franja'], usuario_id: Number(form.voluntario) });
  }

  return (
    <Box component="form" onSubmit={submit} aria-label={translate(`${T}.nuevo`)} sx={{ mt: 2 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <SelectField {...field('dia', 140)} options={DIAS_SEMANA.map((d) => ({ value: String(d), label: diaLabel(d) }))} />
        <SelectField {...field('franja', 140)} options={FRANJAS.map((f) => ({ value: f, label: franjaLabel(f) }))} />
        <SelectField {...field('voluntario', 200)} required options={voluntarios.map((v) => ({ value: String(v.id), label: v.nombre }))} />
        <Button type="submit" variant="contained" disabled={!form.voluntario || crear.isPending} sx={TARGET}>
          {translate(`${T}.nuevo`)}
        </Button>
      </Stack>
    </Box>
  );
}
