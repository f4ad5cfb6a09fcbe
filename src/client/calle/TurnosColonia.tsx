/**
 * A colony's weekly rota on its street page, one shift a row. Admin and
 * responsable remove shifts from the row menu and add them below; a
 * voluntario asks from their own shift's row menu to swap it with another
 * volunteer's (a request the colleague must accept before the rota changes).
 */
import { useState } from 'react';
import { Box, Typography } from '@mui/material';
import { ListContextProvider, ResourceContextProvider, useList, useTranslate } from 'react-admin';
import { can } from '../../domain/roles';
import type { Asignado, Turno, TurnoBody } from '../../domain/schemas/calle';
import { useStoredUser } from '../providers/session';
import { useGateraDataProvider } from '../providers/dataProvider';
import { StaffDataTable, type StaffColumn } from '../listas/StaffDataTable';
import { RowMenu, type RowAction } from '../listas/RowMenu';
import { useTurnoLabels } from './turnoLabels';
import { CambioTurnoDialog } from './CambioTurnoDialog';
import { CreationForm } from '../components/CreationForm';
import { savedOnce, useStreetMutation } from './streetQuery';
import { TURNO_DEFAULTS, TurnoInputs, turnoBody, type TurnoFormValues } from './TurnoInputs';

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
    { source: 'dia_semana', render: (t) => dia(t.dia_semana), fit: 'short', rowHeader: true, hideOnPhone: true },
    { source: 'franja', render: (t) => franja(t.franja), fit: 'short', hideOnPhone: true },
    { source: 'usuario_nombre', render: (t) => t.usuario_nombre },
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

/** The form that adds a shift: emptied once it is saved, kept as chosen when the server refuses it. */
function NuevoTurno({ coloniaId, voluntarios, onAdded }: { coloniaId: number; voluntarios: Asignado[]; onAdded: () => void }) {
  const translate = useTranslate();
  const dataProvider = useGateraDataProvider();
  const crear = useStreetMutation({ mutationFn: (body: TurnoBody) => dataProvider.crearTurno(coloniaId, body), onSuccess: onAdded });

  return (
    <Box role="form" aria-label={translate(`${T}.nuevo`)} sx={{ mt: 2 }}>
      <CreationForm
        resource="turnos"
        defaultValues={{ ...TURNO_DEFAULTS }}
        noValidate
        submitLabel={`${T}.nuevo`}
        onSave={(values) => savedOnce(crear.mutateAsync(turnoBody(values as unknown as TurnoFormValues)))}
      >
        <TurnoInputs voluntarios={voluntarios} />
      </CreationForm>
    </Box>
  );
}
