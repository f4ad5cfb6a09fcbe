/**
 * The pending shift swap requests a person sees: the ones asked of them
 * (accept or refuse), the ones they sent (withdraw) and, for staff, every one
 * (approve or refuse). Shown on /hoy and on a colony's street page; nothing
 * is shown when there are none, or when they cannot be read (no signal).
 */
import { useQuery } from '@tanstack/react-query';
import { Box, Button, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import { can } from '../../domain/roles';
import { useStoredUser } from '../providers/session';
import type { CambioTurno } from '../../domain/schemas/calle';
import { useGateraDataProvider } from '../providers/dataProvider';
import type { RespuestaCambio } from '../providers/dataProvider/calle';
import { STREET_QUERY, useStreetMutation } from './streetQuery';
import { useTurnoLabels } from './turnoLabels';

const TARGET = { minHeight: 44 };

/** The query of the swap requests shown (one colony's, or all): read again after a new request. */
export const cambiosDeTurnoKey = (coloniaId?: number) => ['calle', 'cambiosDeTurno', coloniaId ?? 'todas'];

export interface CambiosTurnoProps {
  /** Only this colony's requests (its street page); every colony's when absent (/hoy). */
  coloniaId?: number;
  /** After a request was accepted: the rota changed. */
  onAccepted?: () => void;
}

export function CambiosTurno({ coloniaId, onAccepted }: CambiosTurnoProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const user = useStoredUser();
  const me = Number(user?.id ?? 0);
  const staff = can(user?.role, 'turnos.gestionar');
  const { dia, franja } = useTurnoLabels();
  const dataProvider = useGateraDataProvider();
  // Nothing is shown when the requests cannot be read (no signal).
  const { data: cambios = [], refetch: reload } = useQuery({
    queryKey: cambiosDeTurnoKey(coloniaId),
    queryFn: ({ signal }) => dataProvider.cambiosDeTurno(coloniaId, signal),
    ...STREET_QUERY,
  });
  const respond = useStreetMutation({
    mutationFn: ({ cambio, action }: { cambio: CambioTurno; action: RespuestaCambio }) => dataProvider.responderCambioDeTurno(cambio.id, action),
    onSuccess: (_answer, { action }) => {
      notify(translate(`gatera.calle.cambios.${action === 'aceptar' ? 'aceptado' : action === 'rechazar' ? 'rechazado' : 'retirado'}`), { type: 'success' });
      if (action === 'aceptar') onAccepted?.();
    },
    onSettled: () => void reload(),
  });
  const busy = respond.isPending;
  const act = (cambio: CambioTurno, action: RespuestaCambio) => respond.mutate({ cambio, action });

  if (cambios.length === 0) return null;

  function describe(c: CambioTurno): string {
    const shifts = { dia: dia(c.turno.dia_semana), franja: franja(c.turno.franja), conDia: dia(c.con_turno.dia_semana), conFranja: franja(c.con_turno.franja) };
    if (c.destinatario_id === me) return translate('gatera.calle.cambios.recibido', { ...shifts, persona: c.solicitante_nombre });
    if (c.solicitante_id === me) return translate('gatera.calle.cambios.enviado', { ...shifts, persona: c.destinatario_nombre });
    return translate('gatera.calle.cambios.entreOtros', { ...shifts, solicitante: c.solicitante_nombre, destinatario: c.destinatario_nombre });
  }

  return (
    <Box component="section" aria-labelledby="cambios-turno-titulo" sx={{ mb: 3 }} data-testid="cambios-turno">
      <Typography id="cambios-turno-titulo" variant="h5" component="h2" gutterBottom>
        {translate('gatera.calle.cambios.titulo')}
      </Typography>
      <List dense>
        {cambios.map((c) => (
          <ListItem key={c.id} disableGutters sx={{ flexDirection: 'column', alignItems: 'stretch' }}>
            <ListItemText primary={describe(c)} secondary={coloniaId === undefined ? c.colonia_nombre : undefined} />
            <Stack direction="row" spacing={1}>
              {c.destinatario_id === me || (staff && c.solicitante_id !== me) ? (
                <>
                  <Button variant="contained" disabled={busy} onClick={() => act(c, 'aceptar')} sx={TARGET} aria-label={translate('gatera.calle.cambios.aceptarDe', { persona: c.solicitante_nombre })}>
                    {translate(c.destinatario_id === me ? 'gatera.calle.cambios.aceptar' : 'gatera.calle.cambios.aprobar')}
                  </Button>
                  <Button variant="outlined" disabled={busy} onClick={() => act(c, 'rechazar')} sx={TARGET} aria-label={translate('gatera.calle.cambios.rechazarDe', { persona: c.solicitante_nombre })}>
                    {translate('gatera.calle.cambios.rechazar')}
                  </Button>
                </>
              ) : null}
              {c.solicitante_id === me ? (
                <Button variant="outlined" disabled={busy} onClick={() => act(c, 'cancelar')} sx={TARGET} aria-label={translate('gatera.calle.cambios.retirarA', { persona: c.destinatario_nombre })}>
                  {translate('gatera.calle.cambios.retirar')}
                </Button>
              ) : null}
            </Stack>
          </ListItem>
        ))}
      </List>
    </Box>
  );
}
