/**
 * A cat met in the street (full-screen on a phone): the colony, the fields the
 * cat API requires (name, sex, place, photo) and a few optional ones. It goes
 * through the phone's queue, so it works the same with or without signal.
 */
import { useState, type FormEvent } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, Stack, TextField, Typography, useMediaQuery, type Theme } from '@mui/material';
import { useTranslate } from 'react-admin';
import { EDAD_MAX, GATO_FIELD_MAX } from '../../domain/gatos';
import { EDAD_UNIDADES, ESTADOS_SALUD } from '../../domain/types';
import { estadoSaludKey } from '../gatos/columns';
import type { GatoCalleValues } from './registrar';

export interface GatoCalleDialogProps {
  colonias: { id: number; nombre: string }[];
  onClose: () => void;
  onSave: (colonia: { id: number; nombre: string }, values: GatoCalleValues, foto: File) => Promise<void>;
}

const TARGET = { minHeight: 44 };
const T = 'gatera.calle.gato';
const UNIDAD_KEY: Record<string, string> = { meses: 'meses', años: 'anos' };

export function GatoCalleDialog({ colonias, onClose, onSave }: GatoCalleDialogProps) {
  const translate = useTranslate();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const [coloniaId, setColoniaId] = useState(colonias.length === 1 ? String(colonias[0].id) : '');
  const [nombre, setNombre] = useState('');
  const [sexo, setSexo] = useState('');
  const [ubicacion, setUbicacion] = useState('');
  const [raza, setRaza] = useState('');
  const [edad, setEdad] = useState('');
  const [unidad, setUnidad] = useState<string>('meses');
  const [salud, setSalud] = useState('');
  const [foto, setFoto] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  /** The first rule the form breaks, in the order of the cat form's messages. */
  function firstError(): string | null {
    if (!nombre.trim()) return translate(`${T}.obligatorio.nombre`);
    if (!sexo) return translate(`${T}.obligatorio.sexo`);
    if (!ubicacion.trim()) return translate(`${T}.obligatorio.ubicacion`);
    if (!coloniaId) return translate(`${T}.obligatorio.colonia`);
    if (!foto) return translate(`${T}.obligatorio.foto`);
    const age = edad.trim() === '' ? null : Number(edad);
    if (age !== null && (!Number.isInteger(age) || age < 0 || age > EDAD_MAX)) return translate(`${T}.edadInvalida`, { max: EDAD_MAX });
    return null;
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const broken = firstError();
    if (broken) {
      setError(broken);
      return;
    }
    const colonia = colonias.find((c) => String(c.id) === coloniaId)!;
    setSaving(true);
    try {
      await onSave(
        colonia,
        {
          nombre: nombre.trim(),
          sexo,
          ubicacion: ubicacion.trim(),
          raza: raza.trim() || null,
          edad_num: edad.trim() === '' ? null : Number(edad),
          edad_unidad: unidad,
          estado_salud: salud || null,
        },
        foto!,
      );
      onClose();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setSaving(false);
    }
  }

  const titleId = 'gato-calle-title';
  return (
    <Dialog open onClose={onClose} fullScreen={phone} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <DialogTitle id={titleId}>{translate(`${T}.titulo`)}</DialogTitle>
        <DialogContent>
          <Stack spacing={1.5} sx={{ pt: 1 }}>
            <Typography variant="body2" color="text.secondary">
              {translate(`${T}.ayuda`)}
            </Typography>
            {error ? (
              <Alert severity="error" role="alert">
                {error}
              </Alert>
            ) : null}
            <TextField select required label={translate(`${T}.colonia`)} value={coloniaId} onChange={(e) => setColoniaId(e.target.value)}>
              {colonias.map((c) => (
                <MenuItem key={c.id} value={String(c.id)} sx={TARGET}>
                  {c.nombre}
                </MenuItem>
              ))}
            </TextField>
            <TextField required label={translate(`${T}.nombre`)} value={nombre} onChange={(e) => setNombre(e.target.value)} slotProps={{ htmlInput: { maxLength: GATO_FIELD_MAX.nombre } }} />
            <TextField select required label={translate(`${T}.sexo`)} value={sexo} onChange={(e) => setSexo(e.target.value)}>
              <MenuItem value="M" sx={TARGET}>
                {translate(`${T}.macho`)}
              </MenuItem>
              <MenuItem value="H" sx={TARGET}>
                {translate(`${T}.hembra`)}
              </MenuItem>
            </TextField>
            <TextField required label={translate(`${T}.ubicacion`)} value={ubicacion} onChange={(e) => setUbicacion(e.target.value)} slotProps={{ htmlInput: { maxLength: GATO_FIELD_MAX.ubicacion } }} />
            <TextField label={translate(`${T}.raza`)} value={raza} onChange={(e) => setRaza(e.target.value)} slotProps={{ htmlInput: { maxLength: GATO_FIELD_MAX.raza } }} />
            <Stack direction="row" spacing={1}>
              <TextField label={translate(`${T}.edad`)} type="number" value={edad} onChange={(e) => setEdad(e.target.value)} sx={{ flex: 1 }} slotProps={{ htmlInput: { inputMode: 'numeric', min: 0, max: EDAD_MAX, step: 1 } }} />
              <TextField select label={translate(`${T}.unidad`)} value={unidad} onChange={(e) => setUnidad(e.target.value)} sx={{ flex: 1 }}>
                {EDAD_UNIDADES.map((u) => (
                  <MenuItem key={u} value={u} sx={TARGET}>
                    {translate(`${T}.${UNIDAD_KEY[u]}`)}
                  </MenuItem>
                ))}
              </TextField>
            </Stack>
            <TextField select label={translate(`${T}.salud`)} value={salud} onChange={(e) => setSalud(e.target.value)}>
              <MenuItem value="" sx={TARGET}>
                {translate(`${T}.sinDatos`)}
              </MenuItem>
              {ESTADOS_SALUD.map((estado) => (
                <MenuItem key={estado} value={estado} sx={TARGET}>
                  {translate(estadoSaludKey(estado))}
                </MenuItem>
              ))}
            </TextField>
            <Button component="label" variant="outlined" sx={TARGET}>
              {foto ? `${translate(`${T}.foto`)}: ${foto.name}` : translate(`${T}.elegirFoto`)}
              <input hidden type="file" accept="image/jpeg,image/png,image/webp" capture="environment" onChange={(e) => setFoto(e.target.files?.[0] ?? null)} />
            </Button>
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} sx={TARGET}>
            {translate(`${T}.cancelar`)}
          </Button>
          <Button type="submit" variant="contained" disabled={saving} sx={TARGET}>
            {translate(`${T}.guardar`)}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
