/**
 * /entidades/:id: one partner entity, its correction and removal, and its API
 * keys: issuing one shows it whole once (to copy into the entity's program);
 * afterwards only its prefix, when it was issued, last used and revoked.
 */
import { useState } from 'react';
import { Alert, AlertTitle, Box, Button, Paper, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useDelete, useGetOne, useNotify, useTranslate } from 'react-admin';
import { useNavigate, useParams } from 'react-router-dom';
import type { ClaveApi, Entidad } from '../../domain/schemas/entidad';
import { formatDateTime } from '../../domain/dates';
import { useGateraDataProvider } from '../providers/dataProvider';
import { useBusyTask } from '../components/useBusyTask';
import { EntidadFormDialog } from './EntidadFormDialog';
import { ActivaChip } from './EntidadesPage';
import { T } from './ConsultaPage';

function Claves({ entidad }: { entidad: Entidad }) {
  const translate = useTranslate();
  const dataProvider = useGateraDataProvider();
  const queryClient = useQueryClient();
  const key = ['entidades', entidad.id, 'claves'];
  const { data, isError } = useQuery({ queryKey: key, queryFn: ({ signal }) => dataProvider.clavesEntidad(entidad.id, signal) });
  const [emitida, setEmitida] = useState<string | null>(null);
  const { busy, error, run } = useBusyTask();
  const emitir = () =>
    run(async () => {
      setEmitida((await dataProvider.emitirClave(entidad.id)).clave);
      await queryClient.invalidateQueries({ queryKey: key });
    });
  const revocar = (clave: ClaveApi) =>
    run(async () => {
      if (!window.confirm(translate(`${T}.revocarConfirmar`, { prefijo: clave.prefijo }))) return;
      await dataProvider.revocarClave(entidad.id, clave.id);
      await queryClient.invalidateQueries({ queryKey: key });
    });
  return (
    <Paper component="section" aria-labelledby="entidad-claves" variant="outlined" sx={{ p: 2, mt: 3 }}>
      <Typography id="entidad-claves" component="h2" variant="h6" gutterBottom>
        {translate(`${T}.claves`)}
      </Typography>
      <Typography sx={{ mb: 2 }}>{translate(`${T}.clavesAyuda`)}</Typography>
      {error ? <Alert severity="error">{error}</Alert> : null}
      {isError ? <Alert severity="error">{translate('ra.notification.http_error')}</Alert> : null}
      {emitida ? (
        <Alert severity="warning" sx={{ mb: 2 }} role="status">
          <AlertTitle>{translate(`${T}.claveEmitida`)}</AlertTitle>
          <Box component="code" data-testid="clave-emitida" sx={{ wordBreak: 'break-all', display: 'block', my: 1 }}>
            {emitida}
          </Box>
        </Alert>
      ) : null}
      <Button variant="contained" onClick={emitir} disabled={busy || !entidad.activa} sx={{ mb: 2 }}>
        {translate(`${T}.emitirClave`)}
      </Button>
      {data && data.length === 0 ? <Typography color="text.secondary">{translate(`${T}.sinClaves`)}</Typography> : null}
      {data && data.length > 0 ? (
        <Table size="small" aria-labelledby="entidad-claves">
          <TableHead>
            <TableRow>
              <TableCell>{translate(`${T}.prefijo`)}</TableCell>
              <TableCell>{translate(`${T}.emitidaEl`)}</TableCell>
              <TableCell>{translate(`${T}.usadaEl`)}</TableCell>
              <TableCell>{translate(`${T}.estado`)}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {data.map((clave) => (
              <TableRow key={clave.id}>
                <TableCell component="th" scope="row">
                  <code>{`gtk_${clave.prefijo}…`}</code>
                </TableCell>
                <TableCell>{formatDateTime(clave.created_at)}</TableCell>
                <TableCell>{clave.usada_at ? formatDateTime(clave.usada_at) : translate(`${T}.nunca`)}</TableCell>
                <TableCell>
                  {clave.revocada_at ? (
                    translate(`${T}.revocadaEl`, { fecha: formatDateTime(clave.revocada_at) })
                  ) : (
                    <Button size="small" color="error" onClick={() => revocar(clave)} disabled={busy} aria-label={translate(`${T}.revocarClave`, { prefijo: clave.prefijo })}>
                      {translate(`${T}.revocar`)}
                    </Button>
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      ) : null}
    </Paper>
  );
}

export function EntidadPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const { id } = useParams();
  const { data: entidad, isError } = useGetOne<Entidad>('entidades', { id: Number(id) });
  const [editing, setEditing] = useState(false);
  const [remove] = useDelete();
  const { busy, error, run } = useBusyTask();
  const borrar = () =>
    run(async () => {
      if (!entidad || !window.confirm(translate(`${T}.eliminarConfirmar`, { nombre: entidad.nombre }))) return;
      await remove('entidades', { id: entidad.id, previousData: entidad }, { returnPromise: true });
      notify(`${T}.eliminada`, { type: 'success' });
      navigate('/entidades');
    });
  if (isError) return <Alert severity="error">{translate('ra.notification.http_error')}</Alert>;
  // A row of the list is its placeholder: every field the page shows is in it.
  if (!entidad) return null;
  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, maxWidth: 900 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {entidad.nombre}
      </Typography>
      <Stack spacing={0.5} sx={{ mb: 2 }}>
        <Typography>{`${translate('resources.entidades.fields.tipo')}: ${translate(`${T}.tipos.${entidad.tipo}`)}`}</Typography>
        {entidad.numero_registro ? <Typography>{`${translate('resources.entidades.fields.numero_registro')}: ${entidad.numero_registro}`}</Typography> : null}
        {entidad.email ? <Typography>{`${translate('resources.entidades.fields.email')}: ${entidad.email}`}</Typography> : null}
        {entidad.telefono ? <Typography>{`${translate('resources.entidades.fields.telefono')}: ${entidad.telefono}`}</Typography> : null}
        <Box>
          <ActivaChip activa={entidad.activa} />
        </Box>
      </Stack>
      {error ? <Alert severity="error">{error}</Alert> : null}
      <Stack direction="row" spacing={1}>
        <Button variant="outlined" onClick={() => setEditing(true)}>
          {translate(`${T}.editar`)}
        </Button>
        <Button variant="outlined" color="error" onClick={borrar} disabled={busy}>
          {translate(`${T}.eliminar`)}
        </Button>
      </Stack>
      {editing ? <EntidadFormDialog entidad={entidad} onClose={() => setEditing(false)} /> : null}
      <Claves entidad={entidad} />
    </Box>
  );
}
