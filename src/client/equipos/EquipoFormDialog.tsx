/** Staff's form of an item: its code, kind, description and (editing) its state by hand; a new one starts on the shelf. */
import { useState } from 'react';
import { Alert, Dialog, DialogContent, DialogTitle, Stack, TextField } from '@mui/material';
import { useCreate, useNotify, useTranslate, useUpdate } from 'react-admin';
import { CODIGO_EQUIPO_MAX, EQUIPO_DESCRIPCION_MAX, ESTADOS_EQUIPO_MANUALES, TIPOS_EQUIPO } from '../../domain/equipos';
import type { Equipo } from '../../domain/schemas/equipo';
import { SelectField } from '../calle/SelectField';
import { useBusyTask } from '../components/useBusyTask';
import { T } from './useEquiposAccess';
import { DialogButtons } from '../components/DialogButtons';

export function EquipoFormDialog({ equipo, onClose }: { equipo?: Equipo; onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const [create] = useCreate();
  const [update] = useUpdate();
  const [codigo, setCodigo] = useState(equipo?.codigo ?? '');
  const [tipo, setTipo] = useState<string>(equipo?.tipo ?? 'jaula_trampa');
  const [descripcion, setDescripcion] = useState(equipo?.descripcion ?? '');
  const [estado, setEstado] = useState<string>(equipo?.estado ?? 'disponible');
  const { busy, error: failure, run } = useBusyTask();
  const field = (source: string) => translate(`resources.equipos.fields.${source}`);
  // An item out is given back with a return, not by hand: its state is not offered then.
  const estados = equipo?.estado === 'prestada' ? [] : ESTADOS_EQUIPO_MANUALES;

  const save = () =>
    run(async () => {
      const data = { codigo, tipo, descripcion: descripcion.trim() || null, ...(equipo ? { estado } : {}) };
      if (equipo) await update('equipos', { id: equipo.id, data, previousData: equipo }, { returnPromise: true });
      else await create('equipos', { data }, { returnPromise: true });
      notify(equipo ? `${T}.guardado` : `${T}.creado`, { type: 'success', messageArgs: { codigo: codigo.trim().toUpperCase() } });
      onClose();
    });

  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby="equipo-form-titulo" fullWidth maxWidth="sm">
      <DialogTitle id="equipo-form-titulo">{equipo ? `${translate(`${T}.editar`)} · ${equipo.codigo}` : translate(`${T}.nuevo`)}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {failure ? <Alert severity="error">{failure}</Alert> : null}
          <TextField label={field('codigo')} value={codigo} onChange={(e) => setCodigo(e.target.value)} required slotProps={{ htmlInput: { maxLength: CODIGO_EQUIPO_MAX } }} />
          <SelectField label={field('tipo')} value={tipo} onChange={(e) => setTipo(e.target.value)} options={TIPOS_EQUIPO.map((t) => ({ value: t, label: translate(`${T}.tipos.${t}`) }))} />
          <TextField label={field('descripcion')} value={descripcion} onChange={(e) => setDescripcion(e.target.value)} multiline minRows={2} slotProps={{ htmlInput: { maxLength: EQUIPO_DESCRIPCION_MAX } }} />
          {equipo && estados.length > 0 ? (
            <SelectField label={field('estado')} value={estado} onChange={(e) => setEstado(e.target.value)} options={estados.map((e) => ({ value: e, label: translate(`${T}.estados.${e}`) }))} />
          ) : null}
        </Stack>
      </DialogContent>
      <DialogButtons onCancel={onClose} onConfirm={save} busy={busy} cancelLabel={`${T}.cancelar`} confirmLabel={`${T}.guardar`} />
    </Dialog>
  );
}
