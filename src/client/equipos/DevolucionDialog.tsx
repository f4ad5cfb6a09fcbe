/**
 * Giving an item back: whether it was cleaned and disinfected (without it
 * the item waits in cleaning and cannot be lent) and a note. On an item
 * already back uncleaned, the same form records its cleaning.
 */
import { useState } from 'react';
import { Alert, Checkbox, Dialog, DialogContent, DialogTitle, FormControlLabel, FormHelperText, Stack, TextField } from '@mui/material';
import { useIsPhone } from '../layout/useIsPhone';
import { useNotify, useRefresh, useTranslate } from 'react-admin';
import { PRESTAMO_NOTAS_MAX } from '../../domain/equipos';
import type { Equipo } from '../../domain/schemas/equipo';
import { useGateraDataProvider } from '../providers/dataProvider';
import { useBusyTask } from '../components/useBusyTask';
import { T } from './useEquiposAccess';
import { DialogButtons } from '../components/DialogButtons';

export function DevolucionDialog({ equipo, onClose }: { equipo: Equipo; onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useGateraDataProvider();
  const phone = useIsPhone();
  const limpieza = equipo.estado === 'en_limpieza';
  const [limpiado, setLimpiado] = useState(limpieza);
  const [notas, setNotas] = useState('');
  const { busy, error: failure, run } = useBusyTask();

  const save = () =>
    run(async () => {
      const answer = await dataProvider.devolverEquipo(equipo.id, { limpiado, notas: notas.trim() || null });
      notify(limpieza ? `${T}.limpiezaRegistrada` : answer.estado === 'disponible' ? `${T}.devuelto` : `${T}.devueltoSinLimpiar`, { type: 'success' });
      refresh();
      onClose();
    });

  const title = limpieza ? `${translate(`${T}.registrarLimpieza`)} · ${equipo.codigo}` : translate(`${T}.devolucionTitulo`, { codigo: equipo.codigo });
  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby="devolucion-titulo" fullScreen={phone} fullWidth maxWidth="sm">
      <DialogTitle id="devolucion-titulo">{title}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {failure ? <Alert severity="error">{failure}</Alert> : null}
          <div>
            <FormControlLabel
              control={<Checkbox checked={limpiado} onChange={(e) => setLimpiado(e.target.checked)} slotProps={{ input: { 'aria-describedby': 'limpiado-ayuda' } }} />}
              label={translate(`${T}.limpiado`)}
              sx={{ minHeight: 44 }}
            />
            <FormHelperText id="limpiado-ayuda">{translate(`${T}.limpiadoAyuda`)}</FormHelperText>
          </div>
          <TextField label={translate(`${T}.notas`)} value={notas} onChange={(e) => setNotas(e.target.value)} multiline minRows={2} slotProps={{ htmlInput: { maxLength: PRESTAMO_NOTAS_MAX } }} />
        </Stack>
      </DialogContent>
      <DialogButtons onCancel={onClose} onConfirm={save} busy={busy} disabled={limpieza && !limpiado} cancelLabel={`${T}.cancelar`} confirmLabel={limpieza ? `${T}.registrarLimpieza` : `${T}.devolver`} />
    </Dialog>
  );
}
