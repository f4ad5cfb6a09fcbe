/** /auditoria (admin): the audit log, newest first, filtered by action, record type and dates. */
import { useState } from 'react';
import { Box, MenuItem, TextField } from '@mui/material';
import { useListContext } from 'react-admin';
import { formatDateTime } from '../../domain/dates';
import { StaffDataTable, type StaffColumn } from '../listas/StaffDataTable';
import { parseFecha } from '../components/FechaInput';
import { StaffList, StaffListPage } from '../listas/StaffListPage';
import { AUDIT_ACTION_LABELS, AUDIT_ENTITY_LABELS, accionLabel, entidadLabel } from '../../domain/audit';

const ACCIONES = Object.keys(AUDIT_ACTION_LABELS);
const ENTIDADES = Object.keys(AUDIT_ENTITY_LABELS);

export const AUDITORIA_PER_PAGE = 25;

interface AuditRow {
  id: number;
  at: string;
  username: string | null;
  accion: string;
  entidad: string;
  entidad_id: string | null;
  detalle: string | null;
}

const COLUMNS: StaffColumn<AuditRow>[] = [
  { source: 'at', label: 'Fecha y hora', render: (r) => formatDateTime(r.at), hideOnPhone: true, fit: 'short' },
  { source: 'username', label: 'Usuario', render: (r) => r.username ?? 'Sistema', fit: 'short' },
  { source: 'accion', label: 'Acción', render: (r) => accionLabel(r.accion) },
  { source: 'entidad', label: 'Registro', render: (r) => `${entidadLabel(r.entidad)}${r.entidad_id ? ` n.º ${r.entidad_id}` : ''}` },
  { source: 'detalle', label: 'Detalle', render: (r) => r.detalle ?? '', fit: 'long' },
];

function Filters() {
  const { filterValues, setFilters } = useListContext();
  const [values, setValues] = useState<Record<string, string>>(filterValues as Record<string, string>);
  const [dates, setDates] = useState({ desde: '', hasta: '' });
  const change = (key: string, value: string) => {
    const next = { ...values, [key]: value };
    if (!value) delete next[key];
    setValues(next);
    setFilters(next, {});
  };
  // Dates are typed as dd/mm/aaaa whatever the browser's language; the filter applies once one is a real date.
  const changeDate = (key: 'desde' | 'hasta', text: string) => {
    setDates((current) => ({ ...current, [key]: text }));
    const iso = parseFecha(text);
    if (text.trim() === '' || iso) change(key, iso ?? '');
  };
  const dateError = (key: 'desde' | 'hasta') => dates[key].trim() !== '' && !parseFecha(dates[key]);
  return (
    <Box component="form" role="search" aria-label="Filtrar el registro" sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', mb: 2 }} onSubmit={(e) => e.preventDefault()}>
      <TextField select label="Acción" value={values.accion ?? ''} onChange={(e) => change('accion', e.target.value)} sx={{ minWidth: 200 }} size="small">
        <MenuItem value="">Todas</MenuItem>
        {ACCIONES.map((a) => (
          <MenuItem key={a} value={a}>{accionLabel(a)}</MenuItem>
        ))}
      </TextField>
      <TextField select label="Tipo de registro" value={values.entidad ?? ''} onChange={(e) => change('entidad', e.target.value)} sx={{ minWidth: 200 }} size="small">
        <MenuItem value="">Todos</MenuItem>
        {ENTIDADES.map((e) => (
          <MenuItem key={e} value={e}>{entidadLabel(e)}</MenuItem>
        ))}
      </TextField>
      {(['desde', 'hasta'] as const).map((key) => (
        <TextField
          key={key}
          label={key === 'desde' ? 'Desde' : 'Hasta'}
          value={dates[key]}
          onChange={(e) => changeDate(key, e.target.value)}
          size="small"
          placeholder="dd/mm/aaaa"
          error={dateError(key)}
          helperText={dateError(key) ? 'Escribe la fecha como dd/mm/aaaa' : ' '}
          slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
        />
      ))}
    </Box>
  );
}

export function AuditoriaPage() {
  return (
    <StaffListPage title="Auditoría" list={{ title: 'Registro de auditoría', id: 'auditoria-lista' }}>
      {/* Not kept across reloads: the date filters are typed text. */}
      <StaffList resource="auditoria" perPage={AUDITORIA_PER_PAGE} sort={{ field: 'at', order: 'DESC' }} storeKey={false}>
        <Filters />
        <StaffDataTable<AuditRow> caption="Registro de auditoría" columns={COLUMNS} title={(r) => formatDateTime(r.at)} empty="No hay operaciones registradas con esos filtros." />
      </StaffList>
    </StaffListPage>
  );
}
