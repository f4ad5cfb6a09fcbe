/** /auditoria (admin): the audit log, newest first, filtered by action, record type and dates. */
import { useState } from 'react';
import { Box, MenuItem, TextField } from '@mui/material';
import { useListContext, useTranslate, type TranslateFunction } from 'react-admin';
import { formatDateTime } from '../../domain/dates';
import { StaffDataTable, type StaffColumn } from '../listas/StaffDataTable';
import { ExportCsvBar } from '../listas/ExportCsvButton';
import { parseFecha } from '../components/FechaInput';
import { StaffList, StaffListPage } from '../listas/StaffListPage';
import { AUDIT_ACTION_LABELS, AUDIT_ENTITY_LABELS, type AuditEntry } from '../../domain/audit';

const ACCIONES = Object.keys(AUDIT_ACTION_LABELS);
const ENTIDADES = Object.keys(AUDIT_ENTITY_LABELS);

export const AUDITORIA_PER_PAGE = 25;

const T = 'gatera.auditoria';

/** The name of an action or a record type in the reader's language; an unknown code as it is. */
const accionLabel = (t: TranslateFunction, accion: string) => t(`${T}.acciones.${accion}`, { _: accion });
const entidadLabel = (t: TranslateFunction, entidad: string) => t(`${T}.entidades.${entidad}`, { _: entidad });

function useColumns(): StaffColumn<AuditEntry>[] {
  const t = useTranslate();
  return [
    { source: 'at', label: t('gatera.calle.visitas.fechaHora'), render: (r) => formatDateTime(r.at), hideOnPhone: true, fit: 'short' },
    { source: 'username', label: t('gatera.login.usuario'), render: (r) => r.username ?? t(`${T}.sistema`), fit: 'short' },
    { source: 'accion', label: t(`${T}.accion`), render: (r) => accionLabel(t, r.accion), fit: 'short' },
    {
      source: 'entidad',
      label: t(`${T}.registroCol`),
      render: (r) => (r.entidad_id ? t(`${T}.registroNumero`, { registro: entidadLabel(t, r.entidad), id: r.entidad_id }) : entidadLabel(t, r.entidad)),
      fit: 'short',
    },
    { source: 'detalle', label: t(`${T}.detalle`), render: (r) => r.detalle ?? '', fit: 'long' },
  ];
}

function Filters() {
  const t = useTranslate();
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
    <Box component="form" role="search" aria-label={t(`${T}.filtrar`)} sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', mb: 2 }} onSubmit={(e) => e.preventDefault()}>
      <TextField select label={t(`${T}.accion`)} value={values.accion ?? ''} onChange={(e) => change('accion', e.target.value)} sx={{ minWidth: 200 }} size="small">
        <MenuItem value="">{t('gatera.vecinos.solicitudes.todas')}</MenuItem>
        {ACCIONES.map((a) => (
          <MenuItem key={a} value={a}>{accionLabel(t, a)}</MenuItem>
        ))}
      </TextField>
      <TextField select label={t(`${T}.tipo`)} value={values.entidad ?? ''} onChange={(e) => change('entidad', e.target.value)} sx={{ minWidth: 200 }} size="small">
        <MenuItem value="">{t(`${T}.todos`)}</MenuItem>
        {ENTIDADES.map((e) => (
          <MenuItem key={e} value={e}>{entidadLabel(t, e)}</MenuItem>
        ))}
      </TextField>
      {(['desde', 'hasta'] as const).map((key) => (
        <TextField
          key={key}
          label={t(`gatera.calle.visitas.${key}`)}
          value={dates[key]}
          onChange={(e) => changeDate(key, e.target.value)}
          size="small"
          placeholder={t('gatera.calle.formatoFecha')}
          error={dateError(key)}
          helperText={dateError(key) ? t(`${T}.fechaMal`) : ' '}
          slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
        />
      ))}
    </Box>
  );
}

export function AuditoriaPage() {
  const t = useTranslate();
  const columns = useColumns();
  return (
    <StaffListPage title={t('menu.auditoria')} list={{ title: t(`${T}.registro`), id: 'auditoria-lista' }}>
      {/* Not kept across reloads: the date filters are typed text. */}
      <StaffList resource="auditoria" perPage={AUDITORIA_PER_PAGE} sort={{ field: 'at', order: 'DESC' }} storeKey={false}>
        <Filters />
        <ExportCsvBar columns={columns} />
        <StaffDataTable<AuditEntry> caption={t(`${T}.registro`)} columns={columns} title={(r) => formatDateTime(r.at)} empty={t(`${T}.vacio`)} />
      </StaffList>
    </StaffListPage>
  );
}
