/** The administrator's form of a partner entity: its name, kind, registry number, contact and whether it is active. */
import { useState } from 'react';
import { Alert, Checkbox, Dialog, DialogContent, DialogTitle, FormControlLabel, Stack, TextField } from '@mui/material';
import { useCreate, useNotify, useTranslate, useUpdate } from 'react-admin';
import { ENTIDAD_NOMBRE_MAX, ENTIDAD_REGISTRO_MAX, ENTIDAD_TELEFONO_MAX, TIPOS_ENTIDAD } from '../../domain/consulta';
import type { Entidad } from '../../domain/schemas/entidad';
import { SelectField } from '../calle/SelectField';
import { useBusyTask } from '../components/useBusyTask';
import { T } from './ConsultaPage';
import { DialogButtons } from '../components/DialogButtons';

export function EntidadFormDialog({ entidad, onClose }: { entidad?: Entidad; onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const [create] = useCreate();
  const [update] = useUpdate();
  const [nombre, setNombre] = useState(entidad?.nombre ?? '');
  const [tipo, setTipo] = useState<string>(entidad?.tipo ?? 'clinica');
  const [registro, setRegistro] = useState(entidad?.numero_registro ?? '');
  const [email, setEmail] = useState(entidad?.email ?? '');
  const [telefono, setTelefono] = useState(entidad?.telefono ?? '');
  const [activa, setActiva] = useState(entidad?.activa ?? true);
  const { busy, error, run } = useBusyTask();
  const field = (source: string) => translate(`resources.entidades.fields.${source}`);

  const save = () =>
    run(async () => {
      const data = { nombre, tipo, numero_registro: registro.trim() || null, email: email.trim() || null, telefono: telefono.trim() || null, activa };
      if (entidad) await update('entidades', { id: entidad.id, data, previousData: entidad }, { returnPromise: true });
      else await create('entidades', { data }, { returnPromise: true });
      notify(`${T}.guardada`, { type: 'success' });
      onClose();
    });

  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby="entidad-form-titulo" fullWidth maxWidth="sm">
      <DialogTitle id="entidad-form-titulo">{entidad ? `${translate(`${T}.editar`)} · ${entidad.nombre}` : translate(`${T}.nuevaEntidad`)}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {error ? <Alert severity="error">{error}</Alert> : null}
          <TextField label={field('nombre')} value={nombre} onChange={(e) => setNombre(e.target.value)} required slotProps={{ htmlInput: { maxLength: ENTIDAD_NOMBRE_MAX } }} />
          <SelectField label={field('tipo')} value={tipo} onChange={(e) => setTipo(e.target.value)} options={TIPOS_ENTIDAD.map((t) => ({ value: t, label: translate(`${T}.tipos.${t}`) }))} />
          <TextField label={field('numero_registro')} value={registro} onChange={(e) => setRegistro(e.target.value)} slotProps={{ htmlInput: { maxLength: ENTIDAD_REGISTRO_MAX } }} />
          <TextField label={field('email')} type="email" value={email} onChange={(e) => setEmail(e.target.value)} slotProps={{ htmlInput: { maxLength: 254 } }} />
          <TextField label={field('telefono')} type="tel" value={telefono} onChange={(e) => setTelefono(e.target.value)} slotProps={{ htmlInput: { maxLength: ENTIDAD_TELEFONO_MAX } }} />
          <FormControlLabel control={<Checkbox checked={activa} onChange={(e) => setActiva(e.target.checked)} />} label={field('activa')} />
        </Stack>
      </DialogContent>
      <DialogButtons onCancel={onClose} onConfirm={save} busy={busy} cancelLabel={`${T}.cancelar`} confirmLabel={`${T}.guardar`} />
    </Dialog>
  );
}
