/**
 * Lending an item: who takes it (a voluntario: themselves, the only choice
 * offered), for which colony (theirs), until when, and a deposit (staff).
 * The server checks all of it again; its reason shows above the fields.
 */
import { useState } from 'react';
import { Alert, Dialog, DialogContent, DialogContentText, DialogTitle, Stack, TextField } from '@mui/material';
import { useIsPhone } from '../layout/useIsPhone';
import { useQuery } from '@tanstack/react-query';
import { useNotify, useRefresh, useTranslate } from 'react-admin';
import { diasDespues, hoyEnEspana } from '../../domain/cer';
import { PRESTAMO_DIAS_POR_DEFECTO } from '../../domain/equipos';
import type { Equipo } from '../../domain/schemas/equipo';
import { formatDate } from '../../domain/validation';
import { useBusyTask } from '../components/useBusyTask';
import { parseFecha } from '../components/FechaInput';
import { useGateraDataProvider } from '../providers/dataProvider';
import { SelectField } from '../calle/SelectField';
import { parseEuros } from './format';
import { T, useEquiposAccess } from './useEquiposAccess';
import { DialogButtons } from '../components/DialogButtons';

export function PrestamoDialog({ equipo, onClose }: { equipo: Equipo; onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useGateraDataProvider();
  const phone = useIsPhone();
  const { gestionar, userId } = useEquiposAccess();
  const { data: opciones } = useQuery({ queryKey: ['equipos', 'opciones'], queryFn: ({ signal }) => dataProvider.opcionesPrestamo(signal) });
  const [usuario, setUsuario] = useState<string>(gestionar ? '' : String(userId ?? ''));
  const [colonia, setColonia] = useState<string>('');
  const [fecha, setFecha] = useState(() => formatDate(diasDespues(hoyEnEspana(), PRESTAMO_DIAS_POR_DEFECTO)));
  const [fianza, setFianza] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const { busy, error: failure, run } = useBusyTask();
  const coloniaSola = opciones?.colonias.length === 1 ? String(opciones.colonias[0].id) : '';
  const coloniaElegida = colonia || coloniaSola;

  async function save() {
    const found: Record<string, string> = {};
    const iso = parseFecha(fecha);
    const centimos = gestionar ? parseEuros(fianza) : null;
    if (!usuario) found.usuario = translate(`${T}.obligatorio`);
    if (!coloniaElegida) found.colonia = translate(`${T}.obligatorio`);
    if (!iso) found.fecha = translate(`${T}.fechaMal`);
    if (Number.isNaN(centimos)) found.fianza = translate(`${T}.fianzaMal`);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    await run(async () => {
      await dataProvider.prestarEquipo(equipo.id, { usuario_id: Number(usuario), colonia_id: Number(coloniaElegida), devolver_antes_de: iso!, fianza_centimos: centimos });
      notify(`${T}.prestado`, { type: 'success', messageArgs: { fecha: formatDate(iso!) } });
      refresh();
      onClose();
    });
  }

  const sinColonias = opciones !== undefined && opciones.colonias.length === 0;
  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby="prestamo-titulo" fullScreen={phone} fullWidth maxWidth="sm">
      <DialogTitle id="prestamo-titulo">{translate(`${T}.prestamoTitulo`, { codigo: equipo.codigo })}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{translate(`${T}.prestamoAyuda`)}</DialogContentText>
        <Stack spacing={2}>
          {failure ? <Alert severity="error">{failure}</Alert> : null}
          {sinColonias ? <Alert severity="warning">{translate(`${T}.sinColonias`)}</Alert> : null}
          {gestionar ? (
            <SelectField
              label={translate(`${T}.quien`)}
              value={usuario}
              onChange={(e) => setUsuario(e.target.value)}
              error={Boolean(errors.usuario)}
              helperText={errors.usuario}
              required
              options={(opciones?.usuarios ?? []).map((u) => ({ value: String(u.id), label: u.nombre }))}
            />
          ) : null}
          <SelectField
            label={translate(`${T}.colonia`)}
            value={coloniaElegida}
            onChange={(e) => setColonia(e.target.value)}
            error={Boolean(errors.colonia)}
            helperText={errors.colonia}
            required
            options={(opciones?.colonias ?? []).map((c) => ({ value: String(c.id), label: c.nombre }))}
          />
          <TextField
            label={translate(`${T}.devolverAntesDe`)}
            value={fecha}
            onChange={(e) => setFecha(e.target.value)}
            error={Boolean(errors.fecha)}
            helperText={errors.fecha}
            required
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          />
          {gestionar ? (
            <TextField label={translate(`${T}.fianza`)} value={fianza} onChange={(e) => setFianza(e.target.value)} error={Boolean(errors.fianza)} helperText={errors.fianza} slotProps={{ htmlInput: { inputMode: 'decimal' } }} />
          ) : null}
        </Stack>
      </DialogContent>
      <DialogButtons onCancel={onClose} onConfirm={save} busy={busy} disabled={sinColonias} cancelLabel={`${T}.cancelar`} confirmLabel={gestionar ? `${T}.prestar` : `${T}.pedir`} />
    </Dialog>
  );
}
