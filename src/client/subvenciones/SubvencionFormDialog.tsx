/** Staff's form of a grant: its call, awarding body, reference, date of award, amount granted and eligible period. */
import { useState } from 'react';
import { Alert, Dialog, DialogContent, DialogTitle, Stack, TextField } from '@mui/material';
import { useCreate, useNotify, useTranslate, useUpdate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { Subvencion } from '../../domain/schemas/coste';
import { SUBVENCION_TEXT_MAX } from '../../domain/schemas/subvencion';
import { useBusyTask } from '../components/useBusyTask';
import { T, centimosEscritos, eurosEditables } from './format';
import { DialogButtons } from '../components/DialogButtons';

export function SubvencionFormDialog({ subvencion, onClose }: { subvencion?: Subvencion; onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const [create] = useCreate();
  const [update] = useUpdate();
  const [values, setValues] = useState({
    convocatoria: subvencion?.convocatoria ?? '',
    organismo: subvencion?.organismo ?? '',
    referencia: subvencion?.referencia ?? '',
    fecha: subvencion?.fecha ?? '',
    importe: eurosEditables(subvencion?.importe_concedido_centimos ?? null),
    periodo_desde: subvencion?.periodo_desde ?? '',
    periodo_hasta: subvencion?.periodo_hasta ?? '',
  });
  const { busy, error, setError, run } = useBusyTask();
  const field = (source: string) => translate(`resources.subvenciones.fields.${source}`);
  const set = (source: keyof typeof values) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [source]: e.target.value }));

  const save = () => {
    const importe = centimosEscritos(values.importe);
    if (importe === null || Number.isNaN(importe)) return setError(translate(`${T}.importeMal`));
    return run(async () => {
      const { importe: _typed, ...rest } = values;
      const data = { ...rest, importe_concedido_centimos: importe };
      if (subvencion) {
        await update('subvenciones', { id: subvencion.id, data, previousData: subvencion }, { returnPromise: true });
        notify(`${T}.guardada`, { type: 'success' });
        onClose();
      } else {
        const created = await create('subvenciones', { data }, { returnPromise: true });
        notify(`${T}.creada`, { type: 'success' });
        navigate(`/subvenciones/${created.id}`);
      }
    });
  };

  const text = (source: 'convocatoria' | 'organismo' | 'referencia') => (
    <TextField label={field(source)} value={values[source]} onChange={set(source)} required slotProps={{ htmlInput: { maxLength: SUBVENCION_TEXT_MAX } }} />
  );
  const date = (source: 'fecha' | 'periodo_desde' | 'periodo_hasta') => (
    <TextField label={field(source)} type="date" value={values[source]} onChange={set(source)} required slotProps={{ inputLabel: { shrink: true } }} />
  );
  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby="subvencion-form-titulo" fullWidth maxWidth="sm">
      <DialogTitle id="subvencion-form-titulo">{translate(subvencion ? `${T}.editar` : `${T}.nueva`)}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {error ? <Alert severity="error">{error}</Alert> : null}
          {text('convocatoria')}
          {text('organismo')}
          {text('referencia')}
          {date('fecha')}
          <TextField label={translate(`${T}.importeEuros`)} value={values.importe} onChange={set('importe')} required slotProps={{ htmlInput: { inputMode: 'decimal' } }} />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            {date('periodo_desde')}
            {date('periodo_hasta')}
          </Stack>
        </Stack>
      </DialogContent>
      <DialogButtons onCancel={onClose} onConfirm={save} busy={busy} cancelLabel={`${T}.cancelar`} confirmLabel={`${T}.guardar`} />
    </Dialog>
  );
}
