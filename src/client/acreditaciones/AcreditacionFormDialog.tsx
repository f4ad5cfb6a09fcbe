/**
 * Staff's form of an accreditation: the caregiver, their colonies, from and
 * until when, and the course it came from. Editing one with a later «hasta»
 * renews it: its card and code stay. The people, colonies and courses come
 * from the server's options, already in the reader's order.
 */
import { useState } from 'react';
import { Alert, Autocomplete, Dialog, DialogContent, DialogTitle, Stack, TextField } from '@mui/material';
import { useCreate, useNotify, useTranslate, useUpdate } from 'react-admin';
import type { Acreditacion } from '../../domain/schemas/acreditacion';
import { formatDate } from '../../domain/validation';
import { SelectField } from '../calle/SelectField';
import { useBusyTask } from '../components/useBusyTask';
import { T } from './AcreditacionesPage';
import { useOpcionesAcreditacion, type Opcion } from './useOpcionesAcreditacion';
import { DialogButtons } from '../components/DialogButtons';

export function AcreditacionFormDialog({ acreditacion, onClose }: { acreditacion?: Acreditacion; onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const [create] = useCreate();
  const [update] = useUpdate();
  const opciones = useOpcionesAcreditacion();
  const [persona, setPersona] = useState<Opcion | null>(acreditacion ? { id: acreditacion.usuario_id, nombre: acreditacion.usuario_nombre } : null);
  const [colonias, setColonias] = useState<Opcion[]>(acreditacion?.colonias ?? []);
  const [desde, setDesde] = useState(acreditacion?.desde ?? '');
  const [hasta, setHasta] = useState(acreditacion?.hasta ?? '');
  const [cursoId, setCursoId] = useState(acreditacion?.curso_id ? String(acreditacion.curso_id) : '');
  const { busy, error: failure, run } = useBusyTask();
  const field = (source: string) => translate(`resources.acreditaciones.fields.${source}`);
  const listo = persona !== null && colonias.length > 0 && desde !== '' && hasta !== '';

  const save = () =>
    run(async () => {
      const data = { usuario_id: persona!.id, colonia_ids: colonias.map((c) => c.id), desde, hasta, curso_id: cursoId ? Number(cursoId) : null };
      if (acreditacion) await update('acreditaciones', { id: acreditacion.id, data, previousData: acreditacion }, { returnPromise: true });
      else await create('acreditaciones', { data }, { returnPromise: true });
      notify(acreditacion ? `${T}.form.guardada` : `${T}.form.creada`, { type: 'success', messageArgs: { persona: persona!.nombre } });
      onClose();
    });

  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby="acreditacion-form-titulo" fullWidth maxWidth="sm">
      <DialogTitle id="acreditacion-form-titulo">{translate(acreditacion ? `${T}.form.editar` : `${T}.form.nueva`)}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {failure ? <Alert severity="error">{failure}</Alert> : null}
          <Autocomplete
            options={opciones?.personas ?? []}
            value={persona}
            onChange={(_e, value) => setPersona(value)}
            getOptionLabel={(p) => p.nombre}
            isOptionEqualToValue={(a, b) => a.id === b.id}
            disabled={acreditacion !== undefined}
            renderInput={(params) => <TextField {...params} label={field('usuario_nombre')} required />}
          />
          <Autocomplete
            multiple
            options={opciones?.colonias ?? []}
            value={colonias}
            onChange={(_e, value) => setColonias(value)}
            getOptionLabel={(c) => c.nombre}
            isOptionEqualToValue={(a, b) => a.id === b.id}
            renderInput={(params) => <TextField {...params} label={field('colonias')} required />}
          />
          <TextField type="date" label={field('desde')} value={desde} onChange={(e) => setDesde(e.target.value)} required slotProps={{ inputLabel: { shrink: true } }} />
          <TextField type="date" label={field('hasta')} value={hasta} onChange={(e) => setHasta(e.target.value)} required slotProps={{ inputLabel: { shrink: true } }} />
          <SelectField
            label={field('curso_titulo')}
            value={cursoId}
            onChange={(e) => setCursoId(e.target.value)}
            options={[{ value: '', label: translate(`${T}.form.sinCurso`) }, ...(opciones?.cursos ?? []).map((c) => ({ value: String(c.id), label: `${c.titulo} (${formatDate(c.fecha)})` }))]}
          />
        </Stack>
      </DialogContent>
      <DialogButtons onCancel={onClose} onConfirm={save} busy={busy} disabled={!listo} />
    </Dialog>
  );
}
