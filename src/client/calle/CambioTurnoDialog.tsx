/** A voluntario asks to swap one of their shifts for another volunteer's: the colleague must accept it before the rota changes. */
import { useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import type { Turno } from '../../domain/schemas/calle';
import { useGateraDataProvider } from '../providers/dataProvider';
import { cambiosDeTurnoKey } from './CambiosTurno';
import { useStreetMutation } from './streetQuery';
import { useTurnoLabels } from './turnoLabels';
import { SelectField } from './SelectField';

const TARGET = { minHeight: 44 };
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
  const [conTurno, setConTurno] = useState('');
  const { dia, franja } = useTurnoLabels();
  const pedir = useStreetMutation({
    mutationFn: (otro: Turno) => dataProvider.cambiarTurno(coloniaId, turno.id, otro.id),
    onSuccess: (_answer, otro) => {
      notify(translate('gatera.calle.cambios.pedido', { persona: otro.usuario_nombre }), { type: 'success' });
      void queryClient.invalidateQueries({ queryKey: cambiosDeTurnoKey(coloniaId) });
      onClose();
    },
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    const otro = otros.find((t) => String(t.id) === conTurno);
    if (otro) pedir.mutate(otro);
  }

  const title = translate(`${T}.cambiarTurno`, { dia: dia(turno.dia_semana), franja: franja(turno.franja) });
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="cambio-turno-title">
      <form onSubmit={submit}>
        <DialogTitle id="cambio-turno-title">{title}</DialogTitle>
        <DialogContent>
          <SelectField
            fullWidth
            label={translate(`${T}.cambiarPor`)}
            value={conTurno}
            onChange={(e) => setConTurno(e.target.value)}
            sx={{ mt: 1 }}
            options={otros.map((o) => ({ value: String(o.id), label: `${dia(o.dia_semana)} · ${franja(o.franja)} · ${o.usuario_nombre}` }))}
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} sx={TARGET}>
            {translate('gatera.calle.detalle.cancelar')}
          </Button>
          <Button type="submit" variant="contained" disabled={!conTurno || pedir.isPending} sx={TARGET}>
            {translate(`${T}.cambiar`)}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
