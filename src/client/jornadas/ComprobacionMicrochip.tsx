/**
 * The intake's microchip look-up inside the outcome form: the chip read is
 * checked first; a possibly owned or unknown one shows the warning, and staff
 * record what they consulted and decided before the cat may be operated on.
 */
import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Alert, Button, MenuItem, Stack, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { COMPROBACION_DECISIONES } from '../../domain/jornadas';
import { can } from '../../domain/roles';
import type { Comprobacion, Reserva } from '../../domain/schemas/jornada';
import { useGateraDataProvider } from '../providers/dataProvider';
import { useStoredUser } from '../providers/session';
import { detailOf } from '../registros/formHelpers';

export interface ComprobacionMicrochipProps {
  reserva: Reserva;
  microchip: string;
  onChecked: (comprobacion: Comprobacion) => void;
}

export function ComprobacionMicrochip({ reserva, microchip, onChecked }: ComprobacionMicrochipProps) {
  const translate = useTranslate();
  const user = useStoredUser();
  const dataProvider = useGateraDataProvider();
  const [answer, setAnswer] = useState<Comprobacion | null>(null);
  const [consulta, setConsulta] = useState('');
  const [decision, setDecision] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const t = (key: string) => translate(`gatera.jornadas.comprobacion.${key}`);
  const checking = useMutation({
    mutationFn: (body: { consulta?: string; decision?: string }) => dataProvider.comprobarMicrochip(reserva.jornada_id, reserva.id, { microchip, ...body }),
    onSuccess: (result) => {
      setProblem(null);
      setAnswer(result);
      onChecked(result);
    },
    onError: (error) => setProblem(detailOf(error) ?? translate('ra.notification.http_error')),
  });
  const canDecide = can(user?.role, 'jornadas.decidirMicrochip');
  return (
    <Stack spacing={1}>
      <Button variant="outlined" onClick={() => checking.mutate({})} disabled={checking.isPending || !microchip}>
        {t('comprobar')}
      </Button>
      {answer ? (
        <Alert severity={answer.bloquea_operado ? 'warning' : 'success'}>{answer.aviso ?? t(answer.bloquea_operado ? 'decidido' : answer.resultado)}</Alert>
      ) : null}
      {answer?.aviso && canDecide ? (
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={1}>
          <TextField size="small" label={t('consulta')} value={consulta} onChange={(event) => setConsulta(event.target.value)} />
          <TextField select size="small" sx={{ minWidth: 180 }} label={t('decision')} value={decision} onChange={(event) => setDecision(event.target.value)}>
            {COMPROBACION_DECISIONES.map((d) => (
              <MenuItem key={d} value={d}>
                {t(d)}
              </MenuItem>
            ))}
          </TextField>
          <Button onClick={() => checking.mutate({ consulta, decision })} disabled={checking.isPending}>
            {t('registrar')}
          </Button>
        </Stack>
      ) : null}
      {problem ? <Alert severity="error">{problem}</Alert> : null}
    </Stack>
  );
}
