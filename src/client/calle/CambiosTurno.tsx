/**
 * The pending shift swap requests a person sees: the ones asked of them
 * (accept or refuse), the ones they sent (withdraw) and, for staff, every one
 * (approve or refuse). Shown on /hoy and on a colony's street page; nothing
 * is shown when there are none, or when they cannot be read (no signal).
 */
import { useCallback, useEffect, useState } from 'react';
import { Box, Button, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import { can } from '../../domain/roles';
import { useStoredUser } from '../providers/session';
import { calleApi, type CambioTurno } from './api';

const TARGET = { minHeight: 44 };

export interface CambiosTurnoProps {
  /** Only this colony's requests (its street page); every colony's when absent (/hoy). */
  coloniaId?: number;
  /** Changes whenever the caller sent a new request, so the list is read again. */
  version?: number;
  /** After a request was accepted: the rota changed. */
  onAccepted?: () => void;
}

export function CambiosTurno({ coloniaId, version = 0, onAccepted }: CambiosTurnoProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const user = useStoredUser();
  const me = Number(user?.id ?? 0);
  const staff = can(user?.role, 'turnos.gestionar');
  const [cambios, setCambios] = useState<CambioTurno[]>([]);
  const [busy, setBusy] = useState(false);

  const load = useCallback(
    (signal?: AbortSignal) =>
      calleApi.cambios(coloniaId, signal).then(
        (list) => {
          if (!signal?.aborted) setCambios(list);
        },
        () => undefined,
      ),
    [coloniaId],
  );

  useEffect(() => {
    const controller = new AbortController();
    void load(controller.signal);
    return () => controller.abort();
  }, [load, version]);

  async function act(cambio: CambioTurno, action: 'aceptar' | 'rechazar' | 'cancelar') {
    setBusy(true);
    try {
      await calleApi.responderCambio(cambio.id, action);
      notify(translate(`gatera.calle.cambios.${action === 'aceptar' ? 'aceptado' : action === 'rechazar' ? 'rechazado' : 'retirado'}`), { type: 'success' });
      if (action === 'aceptar') onAccepted?.();
    } catch (e) {
      notify(e instanceof Error ? e.message : String(e), { type: 'error' });
    } finally {
      setBusy(false);
      await load();
    }
  }

  if (cambios.length === 0) return null;
  const dia = (d: number) => translate(`gatera.calle.dias.${d}`);
  const franja = (f: string) => translate(`gatera.calle.franjas.${f}`);

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
                  <Button variant="contained" disabled={busy} onClick={() => void act(c, 'aceptar')} sx={TARGET} aria-label={translate('gatera.calle.cambios.aceptarDe', { persona: c.solicitante_nombre })}>
                    {translate(c.destinatario_id === me ? 'gatera.calle.cambios.aceptar' : 'gatera.calle.cambios.aprobar')}
                  </Button>
                  <Button variant="outlined" disabled={busy} onClick={() => void act(c, 'rechazar')} sx={TARGET} aria-label={translate('gatera.calle.cambios.rechazarDe', { persona: c.solicitante_nombre })}>
                    {translate('gatera.calle.cambios.rechazar')}
                  </Button>
                </>
              ) : null}
              {c.solicitante_id === me ? (
                <Button variant="outlined" disabled={busy} onClick={() => void act(c, 'cancelar')} sx={TARGET} aria-label={translate('gatera.calle.cambios.retirarA', { persona: c.destinatario_nombre })}>
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
