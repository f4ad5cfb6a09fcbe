/**
 * A cat met in the street (full-screen on a phone): the colony, the fields the
 * cat API requires (name, sex, place, photo) and a few optional ones. It goes
 * through the phone's queue, so it works the same with or without signal.
 */
import { useState } from 'react';
import { Stack, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { EDAD_MAX, GATO_FIELD_MAX } from '../../domain/gatos';
import { EDAD_UNIDADES, ESTADOS_SALUD } from '../../domain/types';
import { estadoSaludKey } from '../gatos/columns';
import type { GatoCalleValues } from './registrar';
import { FotoInput, StreetFormDialog } from './StreetFormDialog';
import { SelectField } from './SelectField';

export interface GatoCalleDialogProps {
  colonias: { id: number; nombre: string }[];
  onClose: () => void;
  onSave: (colonia: { id: number; nombre: string }, values: GatoCalleValues, foto: File) => Promise<void>;
}

const T = 'gatera.calle.gato';
const UNIDAD_KEY: Record<string, string> = { meses: 'meses', años: 'anos' };

export function GatoCalleDialog({ colonias, onClose, onSave }: GatoCalleDialogProps) {
  const translate = useTranslate();
  const [form, setForm] = useState({
    coloniaId: colonias.length === 1 ? String(colonias[0].id) : '',
    nombre: '',
    sexo: '',
    ubicacion: '',
    raza: '',
    edad: '',
    unidad: 'meses',
    salud: '',
  });
  const [foto, setFoto] = useState<File | null>(null);
  const field = (key: keyof typeof form) => ({ value: form[key], onChange: (e: { target: { value: string } }) => setForm({ ...form, [key]: e.target.value }) });
  const edad = form.edad.trim() === '' ? null : Number(form.edad);

  /** The first rule the form breaks, in the order of the cat form's messages. */
  function firstError(): string | null {
    if (!form.nombre.trim()) return translate(`${T}.obligatorio.nombre`);
    if (!form.sexo) return translate(`${T}.obligatorio.sexo`);
    if (!form.ubicacion.trim()) return translate(`${T}.obligatorio.ubicacion`);
    if (!form.coloniaId) return translate(`${T}.obligatorio.colonia`);
    if (!foto) return translate(`${T}.obligatorio.foto`);
    if (edad !== null && (!Number.isInteger(edad) || edad < 0 || edad > EDAD_MAX)) return translate(`${T}.edadInvalida`, { max: EDAD_MAX });
    return null;
  }

  function save(): Promise<void> {
    const colonia = colonias.find((c) => String(c.id) === form.coloniaId)!;
    const values: GatoCalleValues = {
      nombre: form.nombre.trim(),
      sexo: form.sexo,
      ubicacion: form.ubicacion.trim(),
      raza: form.raza.trim() || null,
      edad_num: edad,
      edad_unidad: form.unidad,
      estado_salud: form.salud || null,
    };
    return onSave(colonia, values, foto!);
  }

  return (
    <StreetFormDialog
      title={translate(`${T}.titulo`)}
      help={translate(`${T}.ayuda`)}
      cancelLabel={translate(`${T}.cancelar`)}
      saveLabel={translate(`${T}.guardar`)}
      check={firstError}
      save={save}
      onClose={onClose}
    >
      <SelectField required label={translate(`${T}.colonia`)} {...field('coloniaId')} options={colonias.map((c) => ({ value: String(c.id), label: c.nombre }))} />
      <TextField required label={translate(`${T}.nombre`)} {...field('nombre')} slotProps={{ htmlInput: { maxLength: GATO_FIELD_MAX.nombre } }} />
      <SelectField
        required
        label={translate(`${T}.sexo`)}
        {...field('sexo')}
        options={[
          { value: 'M', label: translate(`${T}.macho`) },
          { value: 'H', label: translate(`${T}.hembra`) },
        ]}
      />
      <TextField required label={translate(`${T}.ubicacion`)} {...field('ubicacion')} slotProps={{ htmlInput: { maxLength: GATO_FIELD_MAX.ubicacion } }} />
      <TextField label={translate(`${T}.raza`)} {...field('raza')} slotProps={{ htmlInput: { maxLength: GATO_FIELD_MAX.raza } }} />
      <Stack direction="row" spacing={1}>
        <TextField label={translate(`${T}.edad`)} type="number" {...field('edad')} sx={{ flex: 1 }} slotProps={{ htmlInput: { inputMode: 'numeric', min: 0, max: EDAD_MAX, step: 1 } }} />
        <SelectField label={translate(`${T}.unidad`)} {...field('unidad')} sx={{ flex: 1 }} options={EDAD_UNIDADES.map((u) => ({ value: u, label: translate(`${T}.${UNIDAD_KEY[u]}`) }))} />
      </Stack>
      <SelectField
        label={translate(`${T}.salud`)}
        {...field('salud')}
        options={[{ value: '', label: translate(`${T}.sinDatos`) }, ...ESTADOS_SALUD.map((estado) => ({ value: estado, label: translate(estadoSaludKey(estado)) }))]}
      />
      <FotoInput label={translate(`${T}.elegirFoto`)} chosenLabel={translate(`${T}.foto`)} foto={foto} onChange={setFoto} />
    </StreetFormDialog>
  );
}
