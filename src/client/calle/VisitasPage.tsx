/**
 * /visitas: the check-ins, newest first, paged by the server, filtered by
 * colony and days. A visit with cats seen becomes that day's census with one
 * click (for those who may record censuses).
 */
import { useCallback, useEffect, useState } from 'react';
import { Box, Button, Link, Stack, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, TextField, MenuItem, Typography } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import { can } from '../../domain/roles';
import { formatDate } from '../../domain/validation';
import { formatDateTime } from '../../domain/dates';
import { useStoredUser } from '../providers/session';
import { apiFetch } from '../providers/httpClient';
import { PaginationBar } from '../components/PaginationBar';
import { Loading } from '../components/Loading';
import { calleApi, type Visita } from './api';
import { FechaFiltro } from './FechaFiltro';
import { useColoniasVisibles } from './useColoniasVisibles';

const PER_PAGE = 20;

async function openPhoto(url: string) {
  const blob = await (await apiFetch(url)).blob();
  window.open(URL.createObjectURL(blob), '_blank', 'noopener');
}

export function VisitasPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const role = useStoredUser()?.role;
  const colonias = useColoniasVisibles();
  const [coloniaId, setColoniaId] = useState('');
  const [desde, setDesde] = useState('');
  const [hasta, setHasta] = useState('');
  const [page, setPage] = useState(1);
  const [data, setData] = useState<{ items: Visita[]; total: number } | null>(null);
  const [version, setVersion] = useState(0);

  const load = useCallback(
    (signal: AbortSignal) =>
      calleApi
        .visitas({ colonia_id: coloniaId ? Number(coloniaId) : undefined, desde: desde || undefined, hasta: hasta || undefined, skip: (page - 1) * PER_PAGE, limit: PER_PAGE }, signal)
        .then(setData)
        .catch((error: unknown) => {
          if (!signal.aborted) notify(error instanceof Error ? error.message : String(error), { type: 'error' });
        }),
    [coloniaId, desde, hasta, page, notify],
  );

  useEffect(() => {
    const controller = new AbortController();
    void load(controller.signal);
    return () => controller.abort();
  }, [load, version]);

  async function toCenso(visita: Visita) {
    try {
      const censo = await calleApi.censoDesdeVisita(visita.id);
      notify(translate('gatera.calle.visitas.censoCreado', { fecha: formatDate(censo.fecha), gatos: censo.gatos_vistos }), { type: 'success' });
      setVersion((v) => v + 1);
    } catch (error) {
      notify(error instanceof Error ? error.message : String(error), { type: 'error' });
    }
  }

  const yes = (value: boolean) => translate(value ? 'gatera.calle.visitas.si' : 'gatera.calle.visitas.no');
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {translate('gatera.calle.visitas.titulo')}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2 }}>
        <TextField select size="small" label={translate('gatera.calle.visitas.colonia')} value={coloniaId} onChange={(e) => { setColoniaId(e.target.value); setPage(1); }} sx={{ minWidth: 220 }}>
          <MenuItem value="">{translate('gatera.calle.visitas.todas')}</MenuItem>
          {colonias.map((c) => (
            <MenuItem key={c.id} value={String(c.id)}>
              {c.nombre}
            </MenuItem>
          ))}
        </TextField>
        <FechaFiltro label={translate('gatera.calle.visitas.desde')} value={desde} onChange={(v) => { setDesde(v); setPage(1); }} />
        <FechaFiltro label={translate('gatera.calle.visitas.hasta')} value={hasta} onChange={(v) => { setHasta(v); setPage(1); }} />
      </Stack>
      {data === null ? (
        <Loading />
      ) : data.items.length === 0 ? (
        <Typography>{translate('gatera.calle.visitas.vacia')}</Typography>
      ) : (
        <TableContainer>
          <Table size="small" aria-label={translate('gatera.calle.visitas.titulo')}>
            <TableHead>
              <TableRow>
                <TableCell>{translate('gatera.calle.visitas.fechaHora')}</TableCell>
                <TableCell>{translate('gatera.calle.visitas.colonia')}</TableCell>
                <TableCell>{translate('gatera.calle.visitas.voluntario')}</TableCell>
                <TableCell>{translate('gatera.calle.visitas.comida')}</TableCell>
                <TableCell>{translate('gatera.calle.visitas.agua')}</TableCell>
                <TableCell>{translate('gatera.calle.visitas.gatos')}</TableCell>
                <TableCell>{translate('gatera.calle.visitas.incidencia')}</TableCell>
                <TableCell>{translate('gatera.calle.visitas.foto')}</TableCell>
                <TableCell />
              </TableRow>
            </TableHead>
            <TableBody>
              {data.items.map((v) => (
                <TableRow key={v.id}>
                  <TableCell>{formatDateTime(v.fecha_hora)}</TableCell>
                  <TableCell>{v.colonia_nombre}</TableCell>
                  <TableCell>{v.usuario_nombre}</TableCell>
                  <TableCell>{yes(v.comida)}</TableCell>
                  <TableCell>{yes(v.agua)}</TableCell>
                  <TableCell>{v.gatos_vistos ?? ''}</TableCell>
                  <TableCell>
                    {v.incidencia}
                    {v.urgente ? ` (${translate('gatera.calle.visitas.urgente')})` : ''}
                  </TableCell>
                  <TableCell>
                    {v.foto ? (
                      <Link component="button" onClick={() => void openPhoto(v.foto!)}>
                        {translate('gatera.calle.visitas.verFoto')}
                      </Link>
                    ) : null}
                  </TableCell>
                  <TableCell>
                    {v.censo_id !== null ? (
                      translate('gatera.calle.visitas.censada')
                    ) : v.gatos_vistos !== null && can(role, 'cer.censar') ? (
                      <Button size="small" variant="outlined" onClick={() => void toCenso(v)} sx={{ minHeight: 44 }}>
                        {translate('gatera.calle.visitas.aCenso')}
                      </Button>
                    ) : null}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      <PaginationBar page={page} perPage={PER_PAGE} total={data?.total ?? 0} onPageChange={setPage} />
    </Box>
  );
}
