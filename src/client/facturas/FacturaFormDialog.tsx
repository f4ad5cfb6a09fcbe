/**
 * An invoice's form, new or corrected: its provider, number and day, its
 * base and VAT rate (the VAT and the total computed and shown), its PDF, and
 * the checklist of the provider's acts still to invoice, each with the amount
 * its price gives it, editable line by line. A new invoice goes as one
 * multipart request with its PDF; a correction as JSON, and its PDF (when a
 * new one is chosen) replaced after.
 */
import { useMemo, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Checkbox, Dialog, DialogContent, DialogTitle, FormControlLabel, Stack, TextField, Typography } from '@mui/material';
import { useNotify, useRefresh, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { centimosDecimal, conceptoLabel, ivaDe, IVA_MAX, sumaCentimos } from '../../domain/costes';
import type { FacturaDetalle, LineaFacturaDetalle } from '../../domain/schemas/coste';
import { formatDate } from '../../domain/validation';
import { ATTACHMENT_FIELD } from '../../domain/constants';
import { SelectField } from '../calle/SelectField';
import { useBusyTask } from '../components/useBusyTask';
import { useGateraDataProvider } from '../providers/dataProvider';
import { useProveedores } from '../jornadas/useProveedores';
import { T, importeDe } from './euros';
import { formatMoney } from '../i18n/numbers';
import { DialogButtons } from '../components/DialogButtons';

const F = `${T}.form`;

type Acto = Pick<LineaFacturaDetalle, 'coste_id' | 'concepto' | 'fecha' | 'gato_nombre' | 'colonia_nombre' | 'importe_centimos'>;

/** The VAT rate an invoice's base and VAT amount come from (a whole percent), 21 for a new one. */
const tipoDe = (factura?: FacturaDetalle) => (factura && factura.base_centimos > 0 ? Math.round((factura.iva_centimos * 100) / factura.base_centimos) : 21);

export function FacturaFormDialog({ factura, onClose }: { factura?: FacturaDetalle; onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const dataProvider = useGateraDataProvider();
  const proveedores = useProveedores();
  const [proveedorId, setProveedorId] = useState(factura ? String(factura.proveedor_id) : '');
  const [numero, setNumero] = useState(factura?.numero ?? '');
  const [fecha, setFecha] = useState(factura?.fecha ?? new Date().toISOString().slice(0, 10));
  const [base, setBase] = useState(factura ? centimosDecimal(factura.base_centimos) : '');
  const [tipo, setTipo] = useState(String(tipoDe(factura)));
  const [archivo, setArchivo] = useState<File | null>(null);
  // The amounts typed per act (by cost id): its line's, its price's, or what the person wrote.
  const [importes, setImportes] = useState<Record<number, string>>(() => Object.fromEntries((factura?.lineas ?? []).map((l) => [l.coste_id, centimosDecimal(l.importe_centimos ?? 0)])));
  const [marcados, setMarcados] = useState<Set<number>>(() => new Set((factura?.lineas ?? []).map((l) => l.coste_id)));
  const { busy, error: failure, run } = useBusyTask();

  const proveedor = proveedorId ? Number(proveedorId) : null;
  const { data: sueltos } = useQuery({
    queryKey: ['costes', 'sinFactura', proveedor],
    queryFn: ({ signal }) => dataProvider.actosSinFactura(proveedor!, signal),
    enabled: proveedor !== null,
  });
  // A correction offers its own lines (when its provider stays) and the provider's acts still to invoice.
  const actos: Acto[] = useMemo(() => [...(factura && proveedor === factura.proveedor_id ? factura.lineas : []), ...(sueltos ?? []).map((c) => ({ ...c, coste_id: c.id }))], [factura, proveedor, sueltos]);

  const baseCentimos = importeDe(base);
  const tipoNumero = Number(tipo);
  const tipoValido = Number.isInteger(tipoNumero) && tipoNumero >= 0 && tipoNumero <= IVA_MAX;
  const ivaCentimos = baseCentimos !== null && tipoValido ? ivaDe(baseCentimos, tipoNumero) : null;
  const total = baseCentimos !== null && ivaCentimos !== null ? baseCentimos + ivaCentimos : null;
  const importeTexto = (acto: Acto) => importes[acto.coste_id] ?? (acto.importe_centimos === null ? '' : centimosDecimal(acto.importe_centimos));
  const lineas = actos.filter((a) => marcados.has(a.coste_id)).map((a) => ({ coste_id: a.coste_id, importe_centimos: importeDe(importeTexto(a)) }));
  const lineasValidas = lineas.every((l) => l.importe_centimos !== null);
  const suma = lineasValidas ? sumaCentimos(lineas.map((l) => l.importe_centimos!)) : null;
  const listo = proveedor !== null && numero.trim() !== '' && fecha !== '' && total !== null && lineasValidas;

  const toggle = (id: number) => setMarcados((current) => {
    const next = new Set(current);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    return next;
  });

  const save = () =>
    run(async () => {
      const campos = { proveedor_id: proveedor!, numero: numero.trim(), fecha, base_centimos: baseCentimos!, iva_centimos: ivaCentimos!, total_centimos: total!, lineas: lineas as { coste_id: number; importe_centimos: number }[] };
      let saved: FacturaDetalle;
      if (factura) {
        saved = await dataProvider.editarFactura(factura.id, campos);
        if (archivo) {
          const form = new FormData();
          form.append(ATTACHMENT_FIELD, archivo);
          saved = await dataProvider.sustituirPdfFactura(factura.id, form);
        }
      } else {
        const form = new FormData();
        for (const [key, value] of Object.entries(campos)) form.append(key, key === 'lineas' ? JSON.stringify(value) : String(value));
        if (archivo) form.append(ATTACHMENT_FIELD, archivo);
        saved = await dataProvider.crearFactura(form);
      }
      notify(factura ? `${F}.guardada` : `${F}.creada`, { type: 'success' });
      void queryClient.invalidateQueries({ queryKey: ['costes'] });
      refresh();
      onClose();
      if (!factura) navigate(`/facturas/${saved.id}`);
    });

  const titulo = factura ? translate(`${F}.tituloEditar`, { numero: factura.numero }) : translate(`${T}.nueva`);
  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby="factura-form-titulo" fullWidth maxWidth="md">
      <DialogTitle id="factura-form-titulo">{titulo}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {failure ? <Alert severity="error">{failure}</Alert> : null}
          <SelectField
            label={translate(`${F}.proveedor`)}
            value={proveedorId}
            required
            onChange={(e) => {
              setProveedorId(e.target.value);
              setMarcados(new Set());
            }}
            options={proveedores.map((p) => ({ value: String(p.id), label: p.nombre }))}
          />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField label={translate(`${F}.numero`)} value={numero} onChange={(e) => setNumero(e.target.value)} required slotProps={{ htmlInput: { maxLength: 60 } }} />
            <TextField type="date" label={translate(`${F}.fecha`)} value={fecha} onChange={(e) => setFecha(e.target.value)} required slotProps={{ inputLabel: { shrink: true } }} />
          </Stack>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField
              label={translate(`${F}.base`)}
              value={base}
              onChange={(e) => setBase(e.target.value)}
              required
              error={base.trim() !== '' && baseCentimos === null}
              helperText={base.trim() !== '' && baseCentimos === null ? translate(`${T}.importeInvalido`) : ' '}
              slotProps={{ htmlInput: { inputMode: 'decimal' } }}
            />
            <TextField type="number" label={translate(`${F}.ivaPorcentaje`)} value={tipo} onChange={(e) => setTipo(e.target.value)} required slotProps={{ htmlInput: { min: 0, max: IVA_MAX, step: 1 } }} />
          </Stack>
          <Typography role="status" data-testid="factura-total">
            {translate(`${F}.resumen`, { iva: ivaCentimos === null ? '—' : formatMoney(ivaCentimos), total: total === null ? '—' : formatMoney(total) })}
          </Typography>
          <TextField
            type="file"
            label={translate(factura ? `${F}.pdfNuevo` : `${F}.pdf`)}
            onChange={(e) => setArchivo((e.target as HTMLInputElement).files?.[0] ?? null)}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { accept: 'application/pdf' } }}
          />
          <Typography component="h3" variant="subtitle1" id="factura-actos">
            {translate(`${F}.actos`)}
          </Typography>
          {proveedor === null ? <Typography color="text.secondary">{translate(`${F}.sinProveedor`)}</Typography> : null}
          {proveedor !== null && sueltos && actos.length === 0 ? <Typography color="text.secondary">{translate(`${F}.sinActos`)}</Typography> : null}
          <Stack role="group" aria-labelledby="factura-actos" spacing={1}>
            {actos.map((acto) => {
              const nombre = translate(`${F}.acto`, { acto: translate(conceptoLabel(acto.concepto)), fecha: formatDate(acto.fecha), gato: acto.gato_nombre ?? acto.colonia_nombre ?? '—' });
              const texto = importeTexto(acto);
              const mal = marcados.has(acto.coste_id) && importeDe(texto) === null;
              return (
                <Stack key={acto.coste_id} direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
                  <FormControlLabel control={<Checkbox checked={marcados.has(acto.coste_id)} onChange={() => toggle(acto.coste_id)} />} label={nombre} sx={{ flex: 1 }} />
                  <TextField
                    size="small"
                    label={translate(`${F}.importeDe`, { acto: nombre })}
                    value={texto}
                    onChange={(e) => setImportes({ ...importes, [acto.coste_id]: e.target.value })}
                    error={mal}
                    helperText={mal ? translate(`${T}.importeInvalido`) : undefined}
                    slotProps={{ htmlInput: { inputMode: 'decimal' } }}
                  />
                </Stack>
              );
            })}
          </Stack>
          {lineas.length > 0 ? <Typography>{translate(`${F}.sumaLineas`, { importe: suma === null ? '—' : formatMoney(suma) })}</Typography> : null}
        </Stack>
      </DialogContent>
      <DialogButtons onCancel={onClose} onConfirm={save} busy={busy} disabled={!listo} cancelLabel={`${F}.cancelar`} confirmLabel={`${F}.guardar`} />
    </Dialog>
  );
}
