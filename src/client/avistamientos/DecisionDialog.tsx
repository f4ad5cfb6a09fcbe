/**
 * The responsable's decision on a sighting: accept it into the colony's
 * history (with a note), a census of the colony, a new cat of the colony or a
 * new colony at its point; or dismiss it. An optional public answer is shown
 * on the tracking page and e-mailed to the citizen. The server checks every
 * rule and answers why in Spanish; the dialog shows that answer.
 */
import { useState, type FormEvent } from 'react';
import { Alert, Dialog, DialogContent, DialogTitle, FormControlLabel, FormLabel, MenuItem, Radio, RadioGroup, Stack, TextField } from '@mui/material';
import { useNotify, useRefresh, useTranslate } from 'react-admin';
import { useQuery } from '@tanstack/react-query';
import { AVISTAMIENTO_DESTINOS, type AvistamientoDestino } from '../../domain/avistamientos';
import type { Avistamiento, AvistamientoDecisionBody } from '../../domain/schemas/avistamiento';
import { RESPUESTA_PUBLICA_MAX } from '../../domain/seguimiento';
import { useGateraDataProvider } from '../providers/dataProvider';
import { AVISTAMIENTOS_T as T } from './labels';
import { DialogButtons } from '../components/DialogButtons';

const count = (value: string) => (value.trim() === '' ? undefined : Number(value));

export function DecisionDialog({ avistamiento, open, onClose }: { avistamiento: Avistamiento; open: boolean; onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useGateraDataProvider();
  const [decision, setDecision] = useState<'aceptar' | 'descartar'>('aceptar');
  const [destino, setDestino] = useState<AvistamientoDestino>(avistamiento.colonia_id === null ? 'colonia' : 'historia');
  const [coloniaId, setColoniaId] = useState(avistamiento.colonia_id ? String(avistamiento.colonia_id) : '');
  const [nota, setNota] = useState('');
  const [fecha, setFecha] = useState(avistamiento.created_at.slice(0, 10));
  const [gatos, setGatos] = useState('');
  const [crias, setCrias] = useState('0');
  const [marcados, setMarcados] = useState('0');
  const [nombre, setNombre] = useState('');
  const [sexo, setSexo] = useState('');
  const [ubicacion, setUbicacion] = useState('');
  const [respuesta, setRespuesta] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const colonias = useQuery({ queryKey: ['colonias', 'visibles', true], queryFn: ({ signal }) => dataProvider.coloniasVisibles(true, signal), enabled: open });

  const aceptar = decision === 'aceptar';
  const enColonia = aceptar && destino !== 'colonia';

  function body(): AvistamientoDecisionBody {
    const common = { respuesta_publica: respuesta.trim() || null };
    if (!aceptar) return { decision, nota: nota.trim() || null, ...common };
    const colonia = enColonia && coloniaId ? { colonia_id: Number(coloniaId) } : {};
    switch (destino) {
      case 'historia':
        return { decision, destino, ...colonia, nota, ...common };
      case 'censo':
        return { decision, destino, ...colonia, fecha, gatos_vistos: count(gatos), crias: count(crias), marcados_vistos: count(marcados), nota: nota.trim() || null, ...common };
      case 'gato':
        return { decision, destino, ...colonia, nombre, sexo, ...(ubicacion.trim() ? { ubicacion } : {}), ...common };
      case 'colonia':
        return { decision, destino, nombre, ...(ubicacion.trim() ? { ubicacion } : {}), ...common };
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    setBusy(true);
    try {
      await dataProvider.decidirAvistamiento(avistamiento.id, body());
      notify(`${T}.decidido`, { type: 'success' });
      refresh();
      onClose();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setBusy(false);
    }
  }

  const text = (label: string, value: string, set: (v: string) => void, extra: Partial<Parameters<typeof TextField>[0]> = {}) => (
    <TextField label={translate(`${T}.${label}`)} value={value} onChange={(e) => set(e.target.value)} fullWidth {...extra} />
  );

  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} aria-labelledby="avistamiento-decision" fullWidth maxWidth="sm">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="avistamiento-decision">{translate(`${T}.dialogo`, { codigo: avistamiento.codigo_seguimiento })}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <div>
              <FormLabel id="avistamiento-decision-tipo">{translate(`${T}.decision`)}</FormLabel>
              <RadioGroup row aria-labelledby="avistamiento-decision-tipo" value={decision} onChange={(e) => setDecision(e.target.value as 'aceptar' | 'descartar')}>
                <FormControlLabel value="aceptar" control={<Radio />} label={translate(`${T}.aceptar`)} />
                <FormControlLabel value="descartar" control={<Radio />} label={translate(`${T}.descartar`)} />
              </RadioGroup>
            </div>
            {aceptar ? (
              <TextField select label={translate(`${T}.destino`)} value={destino} onChange={(e) => setDestino(e.target.value as AvistamientoDestino)} fullWidth>
                {AVISTAMIENTO_DESTINOS.map((value) => (
                  <MenuItem key={value} value={value}>
                    {translate(`gatera.avistamientos.destinos.${value}`)}
                  </MenuItem>
                ))}
              </TextField>
            ) : null}
            {enColonia ? (
              <TextField select label={translate(`${T}.colonia`)} value={coloniaId} onChange={(e) => setColoniaId(e.target.value)} fullWidth>
                {(colonias.data ?? []).map((colonia) => (
                  <MenuItem key={colonia.id} value={String(colonia.id)}>
                    {colonia.nombre}
                  </MenuItem>
                ))}
              </TextField>
            ) : null}
            {aceptar && destino === 'historia' ? text('nota', nota, setNota, { multiline: true, minRows: 2, required: true }) : null}
            {aceptar && destino === 'censo' ? (
              <>
                {text('fecha', fecha, setFecha, { type: 'date', slotProps: { inputLabel: { shrink: true } } })}
                <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                  {text('gatosVistos', gatos, setGatos, { type: 'number', required: true, slotProps: { htmlInput: { min: 0 } } })}
                  {text('crias', crias, setCrias, { type: 'number', slotProps: { htmlInput: { min: 0 } } })}
                  {text('marcadosVistos', marcados, setMarcados, { type: 'number', slotProps: { htmlInput: { min: 0 } } })}
                </Stack>
              </>
            ) : null}
            {aceptar && destino === 'gato' ? (
              <>
                {text('nombreGato', nombre, setNombre, { required: true })}
                <TextField select label={translate(`${T}.sexo`)} value={sexo} onChange={(e) => setSexo(e.target.value)} required fullWidth>
                  <MenuItem value="M">{translate(`${T}.macho`)}</MenuItem>
                  <MenuItem value="H">{translate(`${T}.hembra`)}</MenuItem>
                </TextField>
                {text('ubicacion', ubicacion, setUbicacion)}
              </>
            ) : null}
            {aceptar && destino === 'colonia' ? (
              <>
                {text('nombreColonia', nombre, setNombre, { required: true })}
                {text('ubicacion', ubicacion, setUbicacion)}
              </>
            ) : null}
            {!aceptar ? text('notaDescarte', nota, setNota, { multiline: true, minRows: 2 }) : null}
            {text('respuesta', respuesta, setRespuesta, {
              multiline: true,
              minRows: 2,
              helperText: translate(`${T}.respuestaAyuda`),
              slotProps: { htmlInput: { maxLength: RESPUESTA_PUBLICA_MAX } },
            })}
            {error ? <Alert severity="error">{error}</Alert> : null}
          </Stack>
        </DialogContent>
        <DialogButtons onCancel={onClose} busy={busy} cancelLabel={`${T}.cancelar`} confirmLabel={`${T}.guardar`} />
      </form>
    </Dialog>
  );
}
