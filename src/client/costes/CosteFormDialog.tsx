/**
 * A cost recorded by hand: an act (of a cat, at a provider: its amount is
 * the provider's price until an invoice pays it) or a supply with its amount
 * (feeding and supplies of a colony; training, of none).
 */
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, Dialog, DialogContent, DialogTitle, Stack, TextField, Typography } from '@mui/material';
import { useNotify, useRefresh, useTranslate } from 'react-admin';
import { CONCEPTOS_COSTE, conceptoLabel, isActoVeterinario } from '../../domain/costes';
import { GatoPicker, type GatoOption } from '../actividades/GatoPicker';
import { SelectField } from '../calle/SelectField';
import { useBusyTask } from '../components/useBusyTask';
import { useGateraDataProvider } from '../providers/dataProvider';
import { useProveedores } from '../jornadas/useProveedores';
import { importeDe } from '../facturas/euros';
import { DialogButtons } from '../components/DialogButtons';

const C = 'gatera.costes';
const F = `${C}.form`;

export function CosteFormDialog({ onClose }: { onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useGateraDataProvider();
  const proveedores = useProveedores();
  const { data: colonias } = useQuery({ queryKey: ['gatos', 'colonias'], queryFn: ({ signal }) => dataProvider.gatoColonias(signal) });
  const [concepto, setConcepto] = useState<string>(CONCEPTOS_COSTE[0]);
  const [fecha, setFecha] = useState(new Date().toISOString().slice(0, 10));
  const [gato, setGato] = useState<GatoOption | null>(null);
  const [proveedorId, setProveedorId] = useState('');
  const [coloniaId, setColoniaId] = useState('');
  const [importe, setImporte] = useState('');
  const [descripcion, setDescripcion] = useState('');
  const { busy, error: failure, run } = useBusyTask();
  const acto = isActoVeterinario(concepto);
  const deColonia = concepto === 'alimentacion' || concepto === 'suministros';
  const centimos = importeDe(importe);
  const listo = fecha !== '' && (acto ? gato !== null && proveedorId !== '' : centimos !== null && (!deColonia || coloniaId !== ''));

  const save = () =>
    run(async () => {
      await dataProvider.crearCoste({
        concepto,
        fecha,
        descripcion: descripcion.trim() || null,
        ...(acto ? { gato_id: gato!.id, proveedor_id: Number(proveedorId) } : { importe_centimos: centimos!, colonia_id: deColonia ? Number(coloniaId) : null }),
      });
      notify(`${F}.creado`, { type: 'success' });
      refresh();
      onClose();
    });

  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby="coste-form-titulo" fullWidth maxWidth="sm">
      <DialogTitle id="coste-form-titulo">{translate(`${C}.nuevo`)}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {failure ? <Alert severity="error">{failure}</Alert> : null}
          <SelectField label={translate(`${F}.concepto`)} value={concepto} onChange={(e) => setConcepto(e.target.value)} options={CONCEPTOS_COSTE.map((c) => ({ value: c, label: translate(conceptoLabel(c)) }))} />
          <TextField type="date" label={translate(`${F}.fecha`)} value={fecha} onChange={(e) => setFecha(e.target.value)} required slotProps={{ inputLabel: { shrink: true } }} />
          {acto ? (
            <>
              <GatoPicker value={gato} onChange={setGato} label={`${F}.gato`} required />
              <SelectField label={translate(`${F}.proveedor`)} value={proveedorId} required onChange={(e) => setProveedorId(e.target.value)} options={proveedores.map((p) => ({ value: String(p.id), label: p.nombre }))} />
              <Typography color="text.secondary">{translate(`${F}.importeDelActo`)}</Typography>
            </>
          ) : (
            <>
              {deColonia ? (
                <SelectField label={translate(`${F}.colonia`)} value={coloniaId} required onChange={(e) => setColoniaId(e.target.value)} options={(colonias ?? []).map((c) => ({ value: String(c.id), label: c.nombre }))} />
              ) : null}
              <TextField
                label={translate(`${F}.importe`)}
                value={importe}
                required
                onChange={(e) => setImporte(e.target.value)}
                error={importe.trim() !== '' && centimos === null}
                helperText={importe.trim() !== '' && centimos === null ? translate('gatera.facturas.importeInvalido') : ' '}
                slotProps={{ htmlInput: { inputMode: 'decimal' } }}
              />
            </>
          )}
          <TextField label={translate(`${F}.descripcion`)} value={descripcion} onChange={(e) => setDescripcion(e.target.value)} multiline minRows={2} slotProps={{ htmlInput: { maxLength: 500 } }} />
        </Stack>
      </DialogContent>
      <DialogButtons onCancel={onClose} onConfirm={save} busy={busy} disabled={!listo} cancelLabel={`${F}.cancelar`} confirmLabel={`${F}.guardar`} />
    </Dialog>
  );
}
