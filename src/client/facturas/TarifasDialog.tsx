/**
 * A provider's prices in a dialog opened from its row of the providers
 * table: each act's price without and with VAT and the days it holds. Staff
 * add a price (amount typed in euros) and close an open one on its last day;
 * a new price of an act starts the day after the earlier one closes.
 */
import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, Table, TableBody, TableCell, TableHead, TableRow, TextField, Typography } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import { ACTOS_VETERINARIOS, conceptoLabel, IVA_MAX } from '../../domain/costes';
import { can } from '../../domain/roles';
import type { Proveedor } from '../../domain/schemas/jornada';
import type { TarifaConIva } from '../../domain/schemas/coste';
import { formatDate } from '../../domain/validation';
import { SelectField } from '../calle/SelectField';
import { useGateraDataProvider } from '../providers/dataProvider';
import { useStoredUser } from '../providers/session';
import { detailOf } from '../registros/formHelpers';
import { T, importeDe } from './euros';
import { formatMoney } from '../i18n/numbers';

const P = `${T}.tarifas`;
const hoy = () => new Date().toISOString().slice(0, 10);
export const tarifasQuery = (proveedorId: number) => ['proveedores', proveedorId, 'tarifas'];

function NuevaTarifa({ proveedorId }: { proveedorId: number }) {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const dataProvider = useGateraDataProvider();
  const [acto, setActo] = useState<string>(ACTOS_VETERINARIOS[0]);
  const [importe, setImporte] = useState('');
  const [iva, setIva] = useState('21');
  const [desde, setDesde] = useState(`${hoy().slice(0, 4)}-01-01`);
  const [hasta, setHasta] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const centimos = importeDe(importe);
  const saving = useMutation({
    mutationFn: () => dataProvider.crearTarifa(proveedorId, { acto, importe_centimos: centimos ?? 0, iva_porcentaje: Number(iva), desde, hasta: hasta || null }),
    onMutate: () => setFailure(null),
    onSuccess: () => {
      notify(`${P}.creada`, { type: 'success' });
      setImporte('');
      void queryClient.invalidateQueries({ queryKey: tarifasQuery(proveedorId) });
    },
    onError: (error) => setFailure(detailOf(error) ?? translate('ra.notification.http_error')),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (centimos !== null) saving.mutate();
  };
  const importeMal = importe.trim() !== '' && centimos === null;
  return (
    <Stack component="form" spacing={2} onSubmit={submit} aria-labelledby="tarifa-nueva" sx={{ mt: 2 }}>
      <Typography id="tarifa-nueva" component="h3" variant="subtitle1">
        {translate(`${P}.nuevo`)}
      </Typography>
      {failure ? <Alert severity="error">{failure}</Alert> : null}
      <SelectField size="small" label={translate(`${P}.acto`)} value={acto} onChange={(e) => setActo(e.target.value)} options={ACTOS_VETERINARIOS.map((a) => ({ value: a, label: translate(conceptoLabel(a)) }))} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField size="small" required label={translate(`${P}.importe`)} value={importe} onChange={(e) => setImporte(e.target.value)} error={importeMal} helperText={importeMal ? translate(`${T}.importeInvalido`) : ' '} slotProps={{ htmlInput: { inputMode: 'decimal' } }} />
        <TextField size="small" required type="number" label={translate(`${P}.ivaPorcentaje`)} value={iva} onChange={(e) => setIva(e.target.value)} slotProps={{ htmlInput: { min: 0, max: IVA_MAX, step: 1 } }} />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField size="small" required type="date" label={translate(`${P}.desde`)} value={desde} onChange={(e) => setDesde(e.target.value)} slotProps={{ inputLabel: { shrink: true } }} />
        <TextField size="small" type="date" label={translate(`${P}.hastaOpcional`)} value={hasta} onChange={(e) => setHasta(e.target.value)} slotProps={{ inputLabel: { shrink: true } }} />
      </Stack>
      <Button type="submit" variant="contained" disabled={saving.isPending || centimos === null}>
        {translate(`${P}.anadir`)}
      </Button>
    </Stack>
  );
}

/** Closing an open price: its last day, then the same price with that end. */
function CerrarTarifa({ proveedorId, tarifa, onDone }: { proveedorId: number; tarifa: TarifaConIva; onDone: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const dataProvider = useGateraDataProvider();
  const [hasta, setHasta] = useState(hoy());
  const [failure, setFailure] = useState<string | null>(null);
  const closing = useMutation({
    mutationFn: () => {
      const { acto, importe_centimos, iva_porcentaje, desde } = tarifa;
      return dataProvider.editarTarifa(proveedorId, tarifa.id, { acto, importe_centimos, iva_porcentaje, desde, hasta });
    },
    onSuccess: () => {
      notify(`${P}.cerrada`, { type: 'success' });
      void queryClient.invalidateQueries({ queryKey: tarifasQuery(proveedorId) });
      onDone();
    },
    onError: (error) => setFailure(detailOf(error) ?? translate('ra.notification.http_error')),
  });
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: 'flex-start' }}>
      {failure ? <Alert severity="error">{failure}</Alert> : null}
      <TextField size="small" type="date" label={translate(`${P}.ultimoDia`)} value={hasta} onChange={(e) => setHasta(e.target.value)} slotProps={{ inputLabel: { shrink: true } }} />
      <Button size="small" variant="contained" onClick={() => closing.mutate()} disabled={closing.isPending || !hasta}>
        {translate(`${P}.cerrar`)}
      </Button>
    </Stack>
  );
}

export function TarifasDialog({ proveedor, onClose }: { proveedor: Proveedor; onClose: () => void }) {
  const translate = useTranslate();
  const user = useStoredUser();
  const dataProvider = useGateraDataProvider();
  const gestionar = can(user?.role, 'tarifas.gestionar');
  const [cerrando, setCerrando] = useState<number | null>(null);
  const { data, isError } = useQuery({ queryKey: tarifasQuery(proveedor.id), queryFn: ({ signal }) => dataProvider.tarifas(proveedor.id, signal) });
  const titulo = translate(`${P}.botonDe`, { nombre: proveedor.nombre });
  return (
    <Dialog open onClose={onClose} aria-labelledby="tarifas-titulo" fullWidth maxWidth="md">
      <DialogTitle id="tarifas-titulo">{titulo}</DialogTitle>
      <DialogContent>
        {isError ? <Alert severity="error">{translate('ra.notification.http_error')}</Alert> : null}
        {data && data.length === 0 ? <Typography>{translate(`${P}.vacia`)}</Typography> : null}
        {data && data.length > 0 ? (
          <Table size="small" aria-labelledby="tarifas-titulo">
            <TableHead>
              <TableRow>
                <TableCell>{translate(`${P}.acto`)}</TableCell>
                <TableCell align="right">{translate(`${P}.sinIva`)}</TableCell>
                <TableCell align="right">{translate(`${P}.iva`)}</TableCell>
                <TableCell align="right">{translate(`${P}.conIva`)}</TableCell>
                <TableCell>{translate(`${P}.desde`)}</TableCell>
                <TableCell>{translate(`${P}.hasta`)}</TableCell>
                {gestionar ? <TableCell>{translate('gatera.consola.listas.acciones')}</TableCell> : null}
              </TableRow>
            </TableHead>
            <TableBody>
              {data.map((tarifa) => {
                const acto = translate(conceptoLabel(tarifa.acto));
                return (
                  <TableRow key={tarifa.id}>
                    <TableCell component="th" scope="row">
                      {acto}
                    </TableCell>
                    <TableCell align="right">{formatMoney(tarifa.importe_centimos)}</TableCell>
                    <TableCell align="right">{`${tarifa.iva_porcentaje} %`}</TableCell>
                    <TableCell align="right">{formatMoney(tarifa.importe_con_iva_centimos)}</TableCell>
                    <TableCell>{formatDate(tarifa.desde)}</TableCell>
                    <TableCell>{tarifa.hasta ? formatDate(tarifa.hasta) : translate(`${P}.sinFinal`)}</TableCell>
                    {gestionar ? (
                      <TableCell>
                        {tarifa.hasta === null && cerrando !== tarifa.id ? (
                          <Button size="small" onClick={() => setCerrando(tarifa.id)} aria-label={translate(`${P}.cerrarDe`, { acto })}>
                            {translate(`${P}.cerrar`)}
                          </Button>
                        ) : null}
                        {cerrando === tarifa.id ? <CerrarTarifa proveedorId={proveedor.id} tarifa={tarifa} onDone={() => setCerrando(null)} /> : null}
                      </TableCell>
                    ) : null}
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        ) : null}
        {gestionar ? <NuevaTarifa proveedorId={proveedor.id} /> : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
