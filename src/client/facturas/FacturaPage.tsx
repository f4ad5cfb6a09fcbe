/**
 * /facturas/:id: an invoice, what it adds up to, the acts it pays (each with
 * its cat and colony) and its PDF, through the reader's own signed link.
 * Staff correct it in the form's dialog and delete it after confirming.
 */
import { useState } from 'react';
import { Alert, Box, Button, Link as MuiLink, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useDelete, useGetOne, useNotify, useTranslate } from 'react-admin';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { conceptoLabel } from '../../domain/costes';
import { can } from '../../domain/roles';
import type { FacturaDetalle } from '../../domain/schemas/coste';
import { formatDate } from '../../domain/validation';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { Loading } from '../components/Loading';
import { useStoredUser } from '../providers/session';
import { detailOf } from '../registros/formHelpers';
import { FacturaFormDialog } from './FacturaFormDialog';
import { T } from './euros';
import { formatMoney } from '../i18n/numbers';

const S = `${T}.ficha`;

function Lineas({ factura }: { factura: FacturaDetalle }) {
  const translate = useTranslate();
  // Opened from the list, the list's row shows at once, without its lines until the invoice itself comes.
  if (!Array.isArray(factura.lineas)) return <Loading />;
  if (factura.lineas.length === 0) return <Typography>{translate(`${S}.sinLineas`)}</Typography>;
  return (
    <Table size="small" aria-labelledby="factura-lineas">
      <TableHead>
        <TableRow>
          <TableCell>{translate(`${S}.acto`)}</TableCell>
          <TableCell>{translate(`${S}.fecha`)}</TableCell>
          <TableCell>{translate(`${S}.gato`)}</TableCell>
          <TableCell>{translate(`${S}.colonia`)}</TableCell>
          <TableCell align="right">{translate(`${S}.importe`)}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {factura.lineas.map((linea) => (
          <TableRow key={linea.coste_id}>
            <TableCell component="th" scope="row">
              {translate(conceptoLabel(linea.concepto))}
            </TableCell>
            <TableCell>{formatDate(linea.fecha)}</TableCell>
            <TableCell>{linea.gato_id ? <Link to={`/gatos/${linea.gato_id}`}>{`${linea.gato_nombre ?? ''}${linea.gato_microchip ? ` (${linea.gato_microchip})` : ''}`}</Link> : '—'}</TableCell>
            <TableCell>{linea.colonia_nombre ?? '—'}</TableCell>
            <TableCell align="right">{linea.importe_centimos === null ? '—' : formatMoney(linea.importe_centimos)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

export function FacturaPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const user = useStoredUser();
  const { id } = useParams();
  const { data: factura, isPending, error } = useGetOne<FacturaDetalle>('facturas', { id: Number(id) });
  const [deleteOne, { isPending: deleting }] = useDelete();
  const [editing, setEditing] = useState(false);
  const [removing, setRemoving] = useState(false);
  const gestionar = can(user?.role, 'facturas.gestionar');

  if (isPending) return <Loading />;
  if (error || !factura) return <Alert severity="error">{detailOf(error) ?? translate('ra.notification.item_doesnt_exist')}</Alert>;

  const remove = () =>
    deleteOne(
      'facturas',
      { id: factura.id, previousData: factura },
      {
        onSuccess: () => {
          notify(`${S}.eliminada`, { type: 'success' });
          navigate('/facturas');
        },
        onError: (failure) => notify(detailOf(failure) ?? 'ra.notification.http_error', { type: 'error' }),
        onSettled: () => setRemoving(false),
      },
    );

  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <MuiLink component={Link} to="/facturas">
        {translate(`${S}.volver`)}
      </MuiLink>
      <Typography variant="h4" component="h1" sx={{ mt: 1 }}>
        {factura.numero}
      </Typography>
      <Typography sx={{ mb: 2 }}>
        {translate(`${S}.datos`, { proveedor: factura.proveedor_nombre, fecha: formatDate(factura.fecha), base: formatMoney(factura.base_centimos), iva: formatMoney(factura.iva_centimos), total: formatMoney(factura.total_centimos) })}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mb: 2 }}>
        {factura.archivo ? (
          <Button variant="outlined" href={factura.archivo}>
            {translate(`${S}.pdf`)}
          </Button>
        ) : (
          <Typography color="text.secondary">{translate(`${S}.sinPdf`)}</Typography>
        )}
        {gestionar && Array.isArray(factura.lineas) ? (
          <>
            <Button variant="contained" onClick={() => setEditing(true)}>
              {translate(`${S}.editar`)}
            </Button>
            <Button variant="outlined" color="error" onClick={() => setRemoving(true)}>
              {translate(`${S}.eliminar`)}
            </Button>
          </>
        ) : null}
      </Stack>
      <Typography id="factura-lineas" variant="h6" component="h2">
        {translate(`${S}.lineas`)}
      </Typography>
      <Lineas factura={factura} />
      {editing ? <FacturaFormDialog factura={factura} onClose={() => setEditing(false)} /> : null}
      <ConfirmDialog
        open={removing}
        title={translate(`${S}.eliminarTitulo`)}
        content={translate(`${S}.eliminarConfirmar`, { numero: factura.numero })}
        confirmLabel={translate(`${S}.eliminar`)}
        onConfirm={remove}
        onClose={() => setRemoving(false)}
        loading={deleting}
      />
    </Box>
  );
}
