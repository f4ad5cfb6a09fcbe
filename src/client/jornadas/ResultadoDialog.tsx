/**
 * One booked cat's outcome, recorded from the day on: whether it came and was
 * operated on (or why not), the sex found, its microchip (implanted, or read
 * and checked at intake), ear-tip, FeLV/FIV, pregnant or lactating, age,
 * weight, complications and the day it goes back to its colony.
 */
import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Checkbox, Dialog, DialogActions, DialogContent, DialogTitle, FormControlLabel, MenuItem, Stack, TextField } from '@mui/material';
import { useNotify, useRefresh, useTranslate } from 'react-admin';
import { MICROCHIP_ACCIONES, PRUEBA_RESULTADOS } from '../../domain/jornadas';
import type { Reserva, ResultadoBody } from '../../domain/schemas/jornada';
import { useGateraDataProvider } from '../providers/dataProvider';
import { detailOf } from '../registros/formHelpers';
import { ComprobacionMicrochip } from './ComprobacionMicrochip';
import { useReloadJornada } from './useReservas';

export interface ResultadoDialogProps {
  reserva: Reserva;
  nombre: string;
  onClose: () => void;
}

const initial = (reserva: Reserva) => ({
  presentado: true,
  operado: true,
  motivo_no_operado: '',
  sexo_encontrado: reserva.sexo === 'macho' ? 'M' : reserva.sexo === 'hembra' ? 'H' : '',
  nombre: '',
  microchip: reserva.gato_codigo ?? '',
  microchip_accion: reserva.gato_codigo ? 'leido' : 'implantado',
  corte_oreja: true,
  felv: '',
  fiv: '',
  gestante: false,
  lactante: false,
  edad_meses: '',
  peso_kg: '',
  complicaciones: '',
  fecha_retorno: '',
});

export function ResultadoDialog({ reserva, nombre, onClose }: ResultadoDialogProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const reload = useReloadJornada(reserva.jornada_id);
  const dataProvider = useGateraDataProvider();
  const [v, setV] = useState(() => initial(reserva));
  const [problem, setProblem] = useState<string | null>(null);
  const t = (key: string) => translate(`gatera.jornadas.resultado.${key}`);
  const set = (patch: Partial<typeof v>) => setV({ ...v, ...patch });
  const body = (): ResultadoBody =>
    v.presentado
      ? {
          presentado: true,
          operado: v.operado,
          motivo_no_operado: v.motivo_no_operado || null,
          sexo_encontrado: v.sexo_encontrado || null,
          nombre: v.nombre || null,
          microchip: v.microchip || null,
          microchip_accion: v.microchip ? v.microchip_accion : null,
          corte_oreja: v.corte_oreja,
          felv: v.felv || null,
          fiv: v.fiv || null,
          gestante: v.gestante,
          lactante: v.lactante,
          edad_meses: v.edad_meses === '' ? null : Number(v.edad_meses),
          peso_kg: v.peso_kg === '' ? null : Number(v.peso_kg),
          complicaciones: v.complicaciones || null,
          fecha_retorno: v.fecha_retorno || null,
        }
      : { presentado: false };
  const saving = useMutation({
    mutationFn: () => dataProvider.registrarResultado(reserva.jornada_id, reserva.id, body()),
    onSuccess: () => {
      notify('gatera.jornadas.resultado.guardado', { type: 'success' });
      reload();
      refresh();
      onClose();
    },
    onError: (error) => setProblem(detailOf(error) ?? translate('ra.notification.http_error')),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    saving.mutate();
  };
  const check = (name: 'presentado' | 'operado' | 'corte_oreja' | 'gestante' | 'lactante') => (
    <FormControlLabel control={<Checkbox checked={v[name]} onChange={(event) => set({ [name]: event.target.checked })} />} label={t(name)} />
  );
  const prueba = (name: 'felv' | 'fiv') => (
    <TextField select size="small" sx={{ minWidth: 160 }} label={t(name)} value={v[name]} onChange={(event) => set({ [name]: event.target.value })}>
      {PRUEBA_RESULTADOS.map((p) => (
        <MenuItem key={p} value={p}>
          {t(`pruebas.${p}`)}
        </MenuItem>
      ))}
    </TextField>
  );
  return (
    <Dialog open onClose={onClose} aria-labelledby="resultado-titulo" fullWidth maxWidth="md">
      <form onSubmit={submit}>
        <DialogTitle id="resultado-titulo">{translate('gatera.jornadas.resultado.tituloDe', { gato: nombre })}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {check('presentado')}
            {v.presentado ? (
              <>
                {check('operado')}
                {!v.operado ? <TextField size="small" required label={t('motivo')} value={v.motivo_no_operado} onChange={(event) => set({ motivo_no_operado: event.target.value })} /> : null}
                <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
                  <TextField select required size="small" sx={{ minWidth: 160 }} label={t('sexo')} value={v.sexo_encontrado} onChange={(event) => set({ sexo_encontrado: event.target.value })}>
                    <MenuItem value="M">{translate('gatera.jornadas.sexos.macho')}</MenuItem>
                    <MenuItem value="H">{translate('gatera.jornadas.sexos.hembra')}</MenuItem>
                  </TextField>
                  {reserva.gato_id === null ? <TextField size="small" label={t('nombre')} value={v.nombre} onChange={(event) => set({ nombre: event.target.value })} /> : null}
                </Stack>
                <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
                  <TextField size="small" label={t('microchip')} value={v.microchip} onChange={(event) => set({ microchip: event.target.value })} />
                  <TextField select size="small" sx={{ minWidth: 160 }} label={t('accion')} value={v.microchip_accion} onChange={(event) => set({ microchip_accion: event.target.value })}>
                    {MICROCHIP_ACCIONES.map((a) => (
                      <MenuItem key={a} value={a}>
                        {t(`acciones.${a}`)}
                      </MenuItem>
                    ))}
                  </TextField>
                </Stack>
                {v.microchip && v.microchip_accion === 'leido' ? <ComprobacionMicrochip reserva={reserva} microchip={v.microchip} onChecked={() => setProblem(null)} /> : null}
                <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap' }}>
                  {check('corte_oreja')}
                  {check('gestante')}
                  {check('lactante')}
                </Stack>
                <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
                  {prueba('felv')}
                  {prueba('fiv')}
                  <TextField type="number" size="small" label={t('edad')} value={v.edad_meses} onChange={(event) => set({ edad_meses: event.target.value })} slotProps={{ htmlInput: { min: 0, step: 1 } }} />
                  <TextField type="number" size="small" label={t('peso')} value={v.peso_kg} onChange={(event) => set({ peso_kg: event.target.value })} slotProps={{ htmlInput: { min: 0, step: 0.1 } }} />
                </Stack>
                <TextField size="small" multiline label={t('complicaciones')} value={v.complicaciones} onChange={(event) => set({ complicaciones: event.target.value })} />
                <TextField type="date" size="small" label={t('retorno')} value={v.fecha_retorno} onChange={(event) => set({ fecha_retorno: event.target.value })} slotProps={{ inputLabel: { shrink: true } }} />
              </>
            ) : null}
            {problem ? <Alert severity="error">{problem}</Alert> : null}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={saving.isPending}>
            {t('guardar')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
