/**
 * The veterinary providers, by name: who reads the clinic days sees them;
 * staff correct one in a dialog (a typo in its address) or remove it after
 * confirming. The server keeps a provider with days, and says why. Who reads
 * prices opens a provider's in a dialog (facturas/TarifasDialog.tsx).
 */
import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import { can } from '../../domain/roles';
import type { Proveedor } from '../../domain/schemas/jornada';
import { useStoredUser } from '../providers/session';
import { useGateraDataProvider } from '../providers/dataProvider';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { detailOf } from '../registros/formHelpers';
import { TarifasDialog } from '../facturas/TarifasDialog';
import { ProveedorForm } from './ProveedorForm';
import { PROVEEDORES_QUERY, useProveedores } from './useProveedores';

const P = 'gatera.jornadas.proveedores';

export function ProveedoresTable() {
  const user = useStoredUser();
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const dataProvider = useGateraDataProvider();
  const proveedores = useProveedores();
  const canManage = can(user?.role, 'proveedores.gestionar');
  const canPrices = can(user?.role, 'tarifas.leer');
  const [prices, setPrices] = useState<Proveedor | null>(null);
  const [editing, setEditing] = useState<Proveedor | null>(null);
  const [removing, setRemoving] = useState<Proveedor | null>(null);
  const removal = useMutation({
    mutationFn: (proveedor: Proveedor) => dataProvider.eliminarProveedor(proveedor.id),
    onSuccess: () => {
      notify(`${P}.eliminado`, { type: 'success' });
      void queryClient.invalidateQueries({ queryKey: PROVEEDORES_QUERY });
    },
    onError: (error) => notify(detailOf(error) ?? 'ra.notification.http_error', { type: 'error' }),
    onSettled: () => setRemoving(null),
  });
  if (!proveedores.length) return <Typography>{translate(`${P}.vacio`)}</Typography>;
  return (
    <>
      <Table size="small" aria-labelledby="jornadas-proveedores">
        <TableHead>
          <TableRow>
            <TableCell>{translate(`${P}.nombre`)}</TableCell>
            <TableCell>{translate(`${P}.direccion`)}</TableCell>
            <TableCell>{translate(`${P}.veterinario`)}</TableCell>
            <TableCell>{translate(`${P}.colegiado`)}</TableCell>
            {canManage || canPrices ? <TableCell>{translate('gatera.consola.listas.acciones')}</TableCell> : null}
          </TableRow>
        </TableHead>
        <TableBody>
          {proveedores.map((proveedor) => (
            <TableRow key={proveedor.id}>
              <TableCell component="th" scope="row">
                {proveedor.nombre}
              </TableCell>
              <TableCell>{proveedor.direccion}</TableCell>
              <TableCell>{proveedor.veterinario ?? ''}</TableCell>
              <TableCell>{proveedor.numero_colegiado}</TableCell>
              {canManage || canPrices ? (
                <TableCell>
                  <Stack direction="row" spacing={1}>
                    {canPrices ? (
                      <Button size="small" onClick={() => setPrices(proveedor)} aria-label={translate('gatera.facturas.tarifas.botonDe', { nombre: proveedor.nombre })}>
                        {translate('gatera.facturas.tarifas.boton')}
                      </Button>
                    ) : null}
                    {canManage ? (
                      <>
                        <Button size="small" onClick={() => setEditing(proveedor)} aria-label={translate(`${P}.editarDe`, { nombre: proveedor.nombre })}>
                          {translate('ra.action.edit')}
                        </Button>
                        <Button size="small" color="error" onClick={() => setRemoving(proveedor)} aria-label={translate(`${P}.eliminarDe`, { nombre: proveedor.nombre })}>
                          {translate('ra.action.delete')}
                        </Button>
                      </>
                    ) : null}
                  </Stack>
                </TableCell>
              ) : null}
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Dialog open={editing !== null} onClose={() => setEditing(null)} aria-labelledby="proveedor-editar-titulo" fullWidth maxWidth="sm">
        <DialogTitle id="proveedor-editar-titulo">{editing ? translate(`${P}.editarDe`, { nombre: editing.nombre }) : ''}</DialogTitle>
        <DialogContent>{editing ? <ProveedorForm key={editing.id} proveedor={editing} onSaved={() => setEditing(null)} /> : null}</DialogContent>
        <DialogActions>
          <Button onClick={() => setEditing(null)}>{translate('ra.action.cancel')}</Button>
        </DialogActions>
      </Dialog>
      {prices ? <TarifasDialog proveedor={prices} onClose={() => setPrices(null)} /> : null}
      <ConfirmDialog
        open={removing !== null}
        title={translate(`${P}.eliminarTitulo`)}
        content={removing ? translate(`${P}.eliminarConfirmar`, { nombre: removing.nombre }) : ''}
        confirmLabel={translate('ra.action.delete')}
        onConfirm={() => removing && removal.mutate(removing)}
        onClose={() => setRemoving(null)}
        loading={removal.isPending}
      />
    </>
  );
}
