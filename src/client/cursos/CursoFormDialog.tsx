/** Staff's form of a training course: its title, day, hours, place, description and who attended. */
import { useState } from 'react';
import { Alert, Autocomplete, Dialog, DialogContent, DialogTitle, Stack, TextField } from '@mui/material';
import { useCreate, useNotify, useTranslate, useUpdate } from 'react-admin';
import { CURSO_DESCRIPCION_MAX, CURSO_HORAS_MAX, CURSO_LUGAR_MAX, CURSO_TITULO_MAX } from '../../domain/acreditaciones';
import type { Curso } from '../../domain/schemas/acreditacion';
import { useBusyTask } from '../components/useBusyTask';
import { useOpcionesAcreditacion, type Opcion } from '../acreditaciones/useOpcionesAcreditacion';
import { DialogButtons } from '../components/DialogButtons';

export const T = 'gatera.cursos';

/** Hours as a person types them ("7,5" or "7.5"); empty is none, anything else is not a number. */
const horasDe = (text: string): number | null => (text.trim() === '' ? null : Number(text.trim().replace(',', '.')));

export function CursoFormDialog({ curso, onClose }: { curso?: Curso; onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const [create] = useCreate();
  const [update] = useUpdate();
  const opciones = useOpcionesAcreditacion();
  const [titulo, setTitulo] = useState(curso?.titulo ?? '');
  const [fecha, setFecha] = useState(curso?.fecha ?? '');
  const [horas, setHoras] = useState(curso?.horas === null || curso?.horas === undefined ? '' : String(curso.horas).replace('.', ','));
  const [lugar, setLugar] = useState(curso?.lugar ?? '');
  const [descripcion, setDescripcion] = useState(curso?.descripcion ?? '');
  const [asistentes, setAsistentes] = useState<Opcion[]>(curso?.asistentes ?? []);
  const { busy, error: failure, run } = useBusyTask();
  const field = (source: string) => translate(`resources.cursos.fields.${source}`);
  const horasValor = horasDe(horas);
  const horasMal = horasValor !== null && (!Number.isFinite(horasValor) || horasValor < 0 || horasValor > CURSO_HORAS_MAX);
  const listo = titulo.trim() !== '' && fecha !== '' && !horasMal;

  const save = () =>
    run(async () => {
      const data = { titulo: titulo.trim(), fecha, horas: horasValor, lugar: lugar.trim() || null, descripcion: descripcion.trim() || null, asistentes: asistentes.map((a) => a.id) };
      if (curso) await update('cursos', { id: curso.id, data, previousData: curso }, { returnPromise: true });
      else await create('cursos', { data }, { returnPromise: true });
      notify(curso ? `${T}.form.guardado` : `${T}.form.creado`, { type: 'success', messageArgs: { titulo: data.titulo } });
      onClose();
    });

  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby="curso-form-titulo" fullWidth maxWidth="sm">
      <DialogTitle id="curso-form-titulo">{curso ? `${translate(`${T}.form.editar`)} · ${curso.titulo}` : translate(`${T}.form.nuevo`)}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {failure ? <Alert severity="error">{failure}</Alert> : null}
          <TextField label={field('titulo')} value={titulo} onChange={(e) => setTitulo(e.target.value)} required slotProps={{ htmlInput: { maxLength: CURSO_TITULO_MAX } }} />
          <TextField type="date" label={field('fecha')} value={fecha} onChange={(e) => setFecha(e.target.value)} required slotProps={{ inputLabel: { shrink: true } }} />
          <TextField
            label={field('horas')}
            value={horas}
            onChange={(e) => setHoras(e.target.value)}
            error={horasMal}
            helperText={horasMal ? translate(`${T}.form.horasMal`, { max: CURSO_HORAS_MAX }) : undefined}
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          />
          <TextField label={field('lugar')} value={lugar} onChange={(e) => setLugar(e.target.value)} slotProps={{ htmlInput: { maxLength: CURSO_LUGAR_MAX } }} />
          <TextField label={field('descripcion')} value={descripcion} onChange={(e) => setDescripcion(e.target.value)} multiline minRows={2} slotProps={{ htmlInput: { maxLength: CURSO_DESCRIPCION_MAX } }} />
          <Autocomplete
            multiple
            options={opciones?.personas ?? []}
            value={asistentes}
            onChange={(_e, value) => setAsistentes(value)}
            getOptionLabel={(p) => p.nombre}
            isOptionEqualToValue={(a, b) => a.id === b.id}
            renderInput={(params) => <TextField {...params} label={field('asistentes')} />}
          />
        </Stack>
      </DialogContent>
      <DialogButtons onCancel={onClose} onConfirm={save} busy={busy} disabled={!listo} />
    </Dialog>
  );
}
