/**
 * The details of a visit (full-screen on a phone): food and water, the
 * feeding point, the cats seen, an incident (urgent or not) and a photo.
 * It records one more visit of the shift through the phone's queue.
 */
import { useState } from 'react';
import { Checkbox, FormControlLabel, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { INCIDENCIA_MAX } from '../../domain/calle';
import type { ComederoEnMapa } from '../../domain/schemas/calle';
import type { VisitaValues } from './registrar';
import { FotoInput, StreetFormDialog, TARGET } from './StreetFormDialog';
import { SelectField } from './SelectField';

export interface VisitaDialogProps {
  coloniaNombre: string;
  comederos: ComederoEnMapa[];
  onClose: () => void;
  onSave: (values: VisitaValues, foto: File | null) => Promise<void>;
}

const T = 'gatera.calle.detalle';

export function VisitaDialog({ coloniaNombre, comederos, onClose, onSave }: VisitaDialogProps) {
  const translate = useTranslate();
  const [form, setForm] = useState({ comida: true, agua: true, comedero: '', gatos: '', incidencia: '', urgente: false });
  const [foto, setFoto] = useState<File | null>(null);
  const set = (changes: Partial<typeof form>) => setForm({ ...form, ...changes });
  const count = form.gatos.trim() === '' ? null : Number(form.gatos);
  const incidencia = form.incidencia.trim() || null;

  return (
    <StreetFormDialog
      title={translate(`${T}.titulo`, { colonia: coloniaNombre })}
      help={translate(`${T}.ayuda`)}
      cancelLabel={translate(`${T}.cancelar`)}
      saveLabel={translate(`${T}.guardar`)}
      check={() => (count !== null && (!Number.isInteger(count) || count < 0 || count > 1000) ? translate(`${T}.gatosInvalidos`) : null)}
      save={() =>
        onSave(
          { comida: form.comida, agua: form.agua, comedero_id: form.comedero ? Number(form.comedero) : null, gatos_vistos: count, incidencia, urgente: Boolean(incidencia) && form.urgente },
          foto,
        )
      }
      onClose={onClose}
    >
      <FormControlLabel sx={TARGET} control={<Checkbox checked={form.comida} onChange={(e) => set({ comida: e.target.checked })} />} label={translate(`${T}.comida`)} />
      <FormControlLabel sx={TARGET} control={<Checkbox checked={form.agua} onChange={(e) => set({ agua: e.target.checked })} />} label={translate(`${T}.agua`)} />
      {comederos.length > 0 ? (
        <SelectField
          label={translate(`${T}.comedero`)}
          value={form.comedero}
          onChange={(e) => set({ comedero: e.target.value })}
          options={[{ value: '', label: translate(`${T}.ninguno`) }, ...comederos.map((c) => ({ value: String(c.id), label: c.nombre }))]}
        />
      ) : null}
      <TextField label={translate(`${T}.gatosVistos`)} type="number" value={form.gatos} onChange={(e) => set({ gatos: e.target.value })} slotProps={{ htmlInput: { inputMode: 'numeric', min: 0, max: 1000, step: 1 } }} />
      <TextField label={translate(`${T}.incidencia`)} value={form.incidencia} onChange={(e) => set({ incidencia: e.target.value })} multiline minRows={2} slotProps={{ htmlInput: { maxLength: INCIDENCIA_MAX } }} />
      <FormControlLabel sx={TARGET} control={<Checkbox checked={form.urgente} onChange={(e) => set({ urgente: e.target.checked })} disabled={!incidencia} />} label={translate(`${T}.urgente`)} />
      <FotoInput label={translate(`${T}.elegirFoto`)} chosenLabel={translate(`${T}.foto`)} foto={foto} onChange={setFoto} />
    </StreetFormDialog>
  );
}
