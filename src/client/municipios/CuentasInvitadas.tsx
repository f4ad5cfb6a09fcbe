/**
 * On a municipality's edition page: the accounts of other municipalities that
 * also work in this one (name, role, their own municipality), the field that
 * adds one by its username and a button per row that removes one. The server
 * answers the new list each time; a refusal shows its reason and keeps what
 * was typed.
 */
import { useState } from 'react';
import { Alert, Box, Button, IconButton, Table, TableBody, TableCell, TableHead, TableRow, TextField, Typography } from '@mui/material';
import PersonRemoveIcon from '@mui/icons-material/PersonRemove';
import { useNotify, useTranslate } from 'react-admin';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CuentaInvitada } from '../../domain/schemas/municipio';
import { ROLE_LABELS, isRole } from '../../domain/roles';
import { Loading } from '../components/Loading';
import { SectionCard } from '../registros/SectionCard';
import { detailOf } from '../registros/formHelpers';
import { useGateraDataProvider } from '../providers/dataProvider';

const T = 'gatera.municipios.cuentas';

const nombreDe = (cuenta: CuentaInvitada) => cuenta.nombre || cuenta.username;

export function CuentasInvitadas({ municipioId }: { municipioId: number }) {
  const t = useTranslate();
  const notify = useNotify();
  const dataProvider = useGateraDataProvider();
  const queryClient = useQueryClient();
  const queryKey = ['cuentasDeMunicipio', municipioId];
  const [username, setUsername] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const lista = useQuery({ queryKey, queryFn: ({ signal }) => dataProvider.cuentasDeMunicipio(municipioId, signal) });

  /** The server's new list replaces the one shown. */
  const changed = (cuentas: CuentaInvitada[], message: string, cuenta: string) => {
    queryClient.setQueryData(queryKey, cuentas);
    notify(t(message, { cuenta }), { type: 'success' });
  };
  const anadir = useMutation({
    mutationFn: (nombre: string) => dataProvider.anadirCuentaAMunicipio(municipioId, nombre),
    onMutate: () => setFailure(null),
    onSuccess: (cuentas, nombre) => {
      setUsername('');
      changed(cuentas, `${T}.anadida`, nombre);
    },
    onError: (error) => setFailure(detailOf(error) ?? t(`${T}.falloGuardar`)),
  });
  const quitar = useMutation({
    mutationFn: (cuenta: CuentaInvitada) => dataProvider.quitarCuentaDeMunicipio(municipioId, cuenta.id),
    onMutate: () => setFailure(null),
    onSuccess: (cuentas, cuenta) => changed(cuentas, `${T}.quitada`, nombreDe(cuenta)),
    onError: (error) => setFailure(detailOf(error) ?? t(`${T}.falloGuardar`)),
  });
  const busy = anadir.isPending || quitar.isPending;

  return (
    <SectionCard title={`${T}.titulo`} headingId="municipio-cuentas">
      <Typography variant="body2" sx={{ mb: 2 }}>
        {t(`${T}.ayuda`)}
      </Typography>
      {failure ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {failure}
        </Alert>
      ) : null}
      {lista.error ? (
        <Alert severity="error">{detailOf(lista.error) ?? t(`${T}.falloLeer`)}</Alert>
      ) : lista.isPending ? (
        <Loading />
      ) : lista.data.length === 0 ? (
        <Typography>{t(`${T}.vacio`)}</Typography>
      ) : (
        <Table size="small" aria-labelledby="municipio-cuentas">
          <TableHead>
            <TableRow>
              <TableCell>{t(`${T}.cuenta`)}</TableCell>
              <TableCell>{t(`${T}.rol`)}</TableCell>
              <TableCell>{t(`${T}.municipio`)}</TableCell>
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {lista.data.map((cuenta) => (
              <TableRow key={cuenta.id}>
                <TableCell component="th" scope="row">
                  {nombreDe(cuenta)}
                </TableCell>
                <TableCell>{isRole(cuenta.role) ? t(ROLE_LABELS[cuenta.role]) : cuenta.role}</TableCell>
                <TableCell>{cuenta.municipio_nombre ?? cuenta.municipio_id}</TableCell>
                <TableCell align="right">
                  <IconButton aria-label={t(`${T}.quitar`, { cuenta: nombreDe(cuenta) })} disabled={busy} onClick={() => quitar.mutate(cuenta)}>
                    <PersonRemoveIcon />
                  </IconButton>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      <Box
        component="form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (username.trim()) anadir.mutate(username.trim());
        }}
        sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center', mt: 2 }}
      >
        <TextField label={t(`${T}.usuario`)} value={username} onChange={(event) => setUsername(event.target.value)} autoComplete="off" sx={{ flex: '1 1 240px' }} />
        <Button type="submit" variant="contained" disabled={busy || !username.trim()}>
          {t(`${T}.anadir`)}
        </Button>
      </Box>
    </SectionCard>
  );
}
