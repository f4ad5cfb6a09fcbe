/** A voluntario asks to swap one of their shifts for another volunteer's: the colleague must accept it before the rota changes. */
import { useQueryClient } from '@tanstack/react-query';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { Form, SelectInput, useNotify, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import type { Turno } from '../../domain/schemas/calle';
import { useGateraDataProvider } from '../providers/dataProvider';
import { cambiosDeTurnoKey } from './CambiosTurno';
import { useStreetMutation } from './streetQuery';
import { useTurnoLabels } from './turnoLabels';
import { SubmitButton, TARGET } from './StreetFormDialog';
const T = 'gatera.calle.turnos';

export interface CambioTurnoDialogProps {
  coloniaId: number;
  turno: Turno;
  /** The other volunteers' shifts it may be swapped for. */
  otros: Turno[];
  onClose: () => void;
}

export function CambioTurnoDialog({ coloniaId, turno, otros, onClose }: CambioTurnoDialogProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useGateraDataProvider();
  const queryClient = useQueryClient();
  const { dia, franja } = useTurnoLabels();
  const pedir = useStreetMutation({
    mutationFn: (otro: Turno) => dataProvider.cambiarTurno(coloniaId, turno.id, otro.id),
    onSuccess: (_answer, otro) => {
      notify(translate('gatera.calle.cambios.pedido', { persona: otro.usuario_nombre }), { type: 'success' });
      void queryClient.invalidateQueries({ queryKey: cambiosDeTurnoKey(coloniaId) });
      onClose();
    },
  });

  async function submit(values: Record<string, unknown>) {
    const otro = otros.find((t) => t.id === values.con_turno_id);
    // A refusal is notified by the mutation; the dialog stays open to choose again.
    if (otro) await pedir.mutateAsync(otro).catch(() => undefined);
  }

  const title = translate(`${T}.cambiarTurno`, { dia: dia(turno.dia_semana), franja: franja(turno.franja) });
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="cambio-turno-title">
      <Form resource="turnos" defaultValues={{ con_turno_id: '' }} onSubmit={submit}>
        <DialogTitle id="cambio-turno-title">{title}</DialogTitle>
        <DialogContent>
          <SelectInput
            source="con_turno_id"
            choices={otros.map((o) => ({ id: o.id, name: `${dia(o.dia_semana)} · ${franja(o.franja)} · ${o.usuario_nombre}` }))}
            translateChoice={false}
            helperText={false}
            fullWidth
            sx={{ mt: 1 }}
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} sx={TARGET}>
            {translate('gatera.calle.detalle.cancelar')}
          </Button>
          <ChosenSubmit />
        </DialogActions>
      </Form>
    </Dialog>
  );
}

/** Nothing to ask until the other shift is chosen. */
function ChosenSubmit() {
  const chosen = useWatch({ name: 'con_turno_id' }) as unknown;
  return <SubmitButton label={`${T}.cambiar`} disabled={!chosen} />;
}
