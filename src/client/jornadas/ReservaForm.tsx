/**
 * Books a slot of a clinic day: a known cat picked by name or code, or a cat
 * still to trap in a colony with its sex; a kitten weighs less. A refusal
 * (the day is full) stays on screen with the server's reason.
 */
import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Checkbox, FormControlLabel, MenuItem, Radio, RadioGroup, Stack, TextField, FormControl, FormLabel } from '@mui/material';
import { useNotify, useRefresh, useTranslate } from 'react-admin';
import { RESERVA_SEXOS } from '../../domain/jornadas';
import { useGateraDataProvider } from '../providers/dataProvider';
import { detailOf } from '../registros/formHelpers';
import { useColoniaOptions } from '../registros/useColoniaOptions';
import { GatoPicker, type GatoOption } from '../actividades/GatoPicker';
import { useReloadJornada } from './useReservas';

type Tipo = 'conocido' | 'sinIdentificar';

export function ReservaForm({ jornadaId }: { jornadaId: number }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const reload = useReloadJornada(jornadaId);
  const dataProvider = useGateraDataProvider();
  const { colonias } = useColoniaOptions();
  const [tipo, setTipo] = useState<Tipo>('sinIdentificar');
  const [gato, setGato] = useState<GatoOption | null>(null);
  const [colonia, setColonia] = useState('');
  const [sexo, setSexo] = useState<string>('desconocido');
  const [cachorro, setCachorro] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const t = (key: string) => translate(`gatera.jornadas.reservar.${key}`);

  const booking = useMutation({
    mutationFn: () => dataProvider.reservar(jornadaId, tipo === 'conocido' ? { gato_id: gato?.id, cachorro } : { colonia_id: Number(colonia), sexo, cachorro }),
    onSuccess: () => {
      setRefusal(null);
      setGato(null);
      notify('gatera.jornadas.reservar.hecha', { type: 'success' });
      reload();
      refresh();
    },
    onError: (error) => setRefusal(detailOf(error) ?? translate('ra.notification.http_error')),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    booking.mutate();
  };

  return (
    <Stack component="form" spacing={2} onSubmit={submit}>
      <FormControl>
        <FormLabel id="reserva-tipo">{t('tipo')}</FormLabel>
        <RadioGroup row aria-labelledby="reserva-tipo" value={tipo} onChange={(event) => setTipo(event.target.value as Tipo)}>
          <FormControlLabel value="sinIdentificar" control={<Radio />} label={t('sinIdentificar')} />
          <FormControlLabel value="conocido" control={<Radio />} label={t('conocido')} />
        </RadioGroup>
      </FormControl>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' } }}>
        {tipo === 'conocido' ? (
          <GatoPicker value={gato} onChange={setGato} required />
        ) : (
          <>
            <TextField select required size="small" sx={{ minWidth: 220 }} label={t('colonia')} value={colonia} onChange={(event) => setColonia(event.target.value)}>
              {colonias.map((c) => (
                <MenuItem key={c.id} value={String(c.id)}>
                  {c.nombre}
                </MenuItem>
              ))}
            </TextField>
            <TextField select required size="small" sx={{ minWidth: 160 }} label={t('sexo')} value={sexo} onChange={(event) => setSexo(event.target.value)}>
              {RESERVA_SEXOS.map((s) => (
                <MenuItem key={s} value={s}>
                  {translate(`gatera.jornadas.sexos.${s}`)}
                </MenuItem>
              ))}
            </TextField>
          </>
        )}
        <FormControlLabel control={<Checkbox checked={cachorro} onChange={(event) => setCachorro(event.target.checked)} />} label={t('cachorro')} />
        <Button type="submit" variant="contained" disabled={booking.isPending || (tipo === 'conocido' && !gato)}>
          {t('boton')}
        </Button>
      </Stack>
      {refusal ? <Alert severity="error">{refusal}</Alert> : null}
    </Stack>
  );
}
