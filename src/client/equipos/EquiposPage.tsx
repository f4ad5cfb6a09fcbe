/**
 * /equipos: the trap bank. Everyone who works in the street sees the items
 * they may take (a voluntario: those on the shelf and those they have), by
 * code or by the column header chosen, with their state and who has them,
 * filtered by state; a row opens the item. Staff also add items, download
 * the sheet of labels and read the overdue loans.
 */
import { useState } from 'react';
import { Alert, Box, Button, Chip, List, ListItem, ListItemText, Paper, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { ListBase, useListContext, useNotify, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { ESTADOS_EQUIPO, equipoPath, type EstadoEquipo } from '../../domain/equipos';
import type { Equipo } from '../../domain/schemas/equipo';
import { formatDate } from '../../domain/validation';
import { useGateraDataProvider } from '../providers/dataProvider';
import { StaffDataTable, type StaffColumn } from '../listas/StaffDataTable';
import { SelectField } from '../calle/SelectField';
import { EquipoFormDialog } from './EquipoFormDialog';
import { loanLine } from './format';
import { T, useEquiposAccess } from './useEquiposAccess';

const PER_PAGE = 25;
const LIST_QUERY = { onError: () => undefined };

/** An item's state as a chip: the overdue and unusable ones stand out. */
export function EstadoChip({ estado, vencido = false }: { estado: EstadoEquipo; vencido?: boolean }) {
  const translate = useTranslate();
  // Filled only where the theme's colours keep the text readable (the warning orange does not).
  const color = vencido || estado === 'averiada' || estado === 'perdida' ? 'error' : estado === 'disponible' ? 'success' : 'default';
  const label = `${translate(`${T}.estados.${estado}`)}${vencido ? ` · ${translate(`${T}.vencido`)}` : ''}`;
  return <Chip size="small" color={color} label={label} variant={color === 'default' ? 'outlined' : 'filled'} />;
}

function EstadoFiltro() {
  const translate = useTranslate();
  const { filterValues, setFilters } = useListContext();
  return (
    <SelectField
      size="small"
      label={translate('resources.equipos.fields.estado')}
      value={String(filterValues.estado ?? '')}
      onChange={(e) => setFilters({ ...filterValues, estado: e.target.value === '' ? undefined : e.target.value })}
      sx={{ minWidth: 200, mb: 2 }}
      options={[{ value: '', label: translate(`${T}.todos`) }, ...ESTADOS_EQUIPO.map((estado) => ({ value: estado, label: translate(`${T}.estados.${estado}`) }))]}
    />
  );
}

function EquiposTable() {
  const translate = useTranslate();
  const { userId } = useEquiposAccess();
  const columns: StaffColumn<Equipo>[] = [
    { source: 'codigo', render: (e) => e.codigo, fit: 'short', rowHeader: true, sortable: true },
    { source: 'tipo', render: (e) => translate(`${T}.tipos.${e.tipo}`), sortable: true },
    { source: 'estado', render: (e) => <EstadoChip estado={e.estado} vencido={e.prestamo?.vencido} />, sortable: true },
    {
      source: 'prestamo',
      render: (e) => (e.prestamo ? (e.prestamo.usuario_id === userId ? `${translate(`${T}.enMano`)} · ${formatDate(e.prestamo.devolver_antes_de)}` : loanLine(translate, e.prestamo)) : ''),
      fit: 'long',
      // By its due date, the soonest first (the server's order).
      sortable: true,
    },
  ];
  // On a phone each card's title is the link to its item (a table row opens it with a click).
  const title = (e: Equipo) => <Link to={equipoPath(e.id)}>{`${e.codigo} · ${translate(`${T}.tipos.${e.tipo}`)}`}</Link>;
  return <StaffDataTable<Equipo> caption={`${T}.titulo`} columns={columns} title={title} rowHref={(e) => equipoPath(e.id)} empty={`${T}.vacia`} onError="alert" />;
}

function Vencidos() {
  const translate = useTranslate();
  const dataProvider = useGateraDataProvider();
  const { data, isError } = useQuery({ queryKey: ['equipos', 'vencidos'], queryFn: ({ signal }) => dataProvider.equiposVencidos(signal) });
  return (
    <Paper component="section" aria-labelledby="equipos-vencidos" variant="outlined" sx={{ p: 2, mb: 3 }}>
      <Typography id="equipos-vencidos" component="h2" variant="h6">
        {translate(`${T}.vencidos`)}
      </Typography>
      {isError ? <Alert severity="error">{translate('ra.notification.http_error')}</Alert> : null}
      {data && data.length === 0 ? <Typography color="text.secondary">{translate(`${T}.sinVencidos`)}</Typography> : null}
      <List dense data-testid="equipos-vencidos">
        {(data ?? []).map((p) => (
          <ListItem key={p.id} disableGutters>
            <ListItemText primary={<Link to={equipoPath(p.equipo_id)}>{p.equipo_codigo}</Link>} secondary={loanLine(translate, p)} />
          </ListItem>
        ))}
      </List>
    </Paper>
  );
}

function StaffTools() {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useGateraDataProvider();
  const [creating, setCreating] = useState(false);
  const [downloading, setDownloading] = useState(false);
  async function labels() {
    setDownloading(true);
    try {
      await dataProvider.descargarEtiquetas();
    } catch {
      notify(`${T}.etiquetasError`, { type: 'error' });
    } finally {
      setDownloading(false);
    }
  }
  return (
    <>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mb: 2 }}>
        <Button variant="contained" onClick={() => setCreating(true)}>
          {translate(`${T}.nuevo`)}
        </Button>
        <Button variant="outlined" onClick={labels} disabled={downloading}>
          {translate(`${T}.etiquetas`)}
        </Button>
      </Stack>
      {creating ? <EquipoFormDialog onClose={() => setCreating(false)} /> : null}
    </>
  );
}

export function EquiposPage() {
  const translate = useTranslate();
  const { gestionar } = useEquiposAccess();
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {translate(`${T}.titulo`)}
      </Typography>
      {gestionar ? <StaffTools /> : null}
      {gestionar ? <Vencidos /> : null}
      {/* Until a header is chosen, the server gives the inventory by code, the order its labels are printed and its shelf is searched in. */}
      <ListBase resource="equipos" perPage={PER_PAGE} sort={{ field: '', order: 'ASC' }} disableSyncWithLocation storeKey="equipos.listado" queryOptions={LIST_QUERY}>
        <EstadoFiltro />
        <EquiposTable />
      </ListBase>
    </Box>
  );
}
