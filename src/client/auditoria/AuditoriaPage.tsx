/** /auditoria (admin): the audit log, newest first, sorted by date, user or action, filtered by action, record type and dates; a row opens its entry. */
import { useState, type MouseEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Box, Link, MenuItem, TextField } from '@mui/material';
import { useListContext, useTranslate, type TranslateFunction } from 'react-admin';
import { formatDateTime } from '../../domain/dates';
import { formatDate } from '../../domain/validation';
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
export const accionLabel = (t: TranslateFunction, accion: string) => t(`${T}.acciones.${accion}`, { _: accion });
const entidadLabel = (t: TranslateFunction, entidad: string) => t(`${T}.entidades.${entidad}`, { _: entidad });

/** Who did it: the person's name, or 'Sistema' for the server's own work. */
export const autor = (t: TranslateFunction, r: AuditEntry) => r.username ?? t(`${T}.sistema`);
/** Which record: its type, and its number when it has one. */
export const registro = (t: TranslateFunction, r: AuditEntry) => (r.entidad_id ? t(`${T}.registroNumero`, { registro: entidadLabel(t, r.entidad), id: r.entidad_id }) : entidadLabel(t, r.entidad));

export const entryHref = (r: AuditEntry) => `/auditoria/${r.id}`;

/** The columns, each named by resources.auditoria.fields.<source>; date, user and action sort on the server. */
function useColumns(): StaffColumn<AuditEntry>[] {
  const t = useTranslate();
  return [
    {
      source: 'at',
      sortable: true,
      render: (r) => (
        <Link component={RouterLink} to={entryHref(r)} onClick={(event: MouseEvent) => event.stopPropagation()}>
          {formatDateTime(r.at)}
        </Link>
      ),
      hideOnPhone: true,
      fit: 'short',
    },
    { source: 'username', sortable: true, render: (r) => autor(t, r), fit: 'short' },
    { source: 'accion', sortable: true, render: (r) => accionLabel(t, r.accion), fit: 'short' },
    { source: 'entidad', render: (r) => registro(t, r), fit: 'short' },
    { source: 'detalle', render: (r) => r.detalle ?? '', fit: 'long' },
  ];
}

function Filters() {
  const t = useTranslate();
  const { filterValues, setFilters } = useListContext();
  const [values, setValues] = useState<Record<string, string>>(filterValues as Record<string, string>);
  // The typed dates start from the kept filter (back from an entry, or after a reload).
  const [dates, setDates] = useState(() => ({ desde: formatDate(filterValues.desde as string | undefined), hasta: formatDate(filterValues.hasta as string | undefined) }));
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
      <StaffList resource="auditoria" perPage={AUDITORIA_PER_PAGE} sort={{ field: 'at', order: 'DESC' }}>
        <Filters />
        <ExportCsvBar columns={columns} />
        <StaffDataTable<AuditEntry>
          caption={t(`${T}.registro`)}
          columns={columns}
          title={(r) => (
            <Link component={RouterLink} to={entryHref(r)}>
              {formatDateTime(r.at)}
            </Link>
          )}
          empty={t(`${T}.vacio`)}
          rowHref={entryHref}
        />
      </StaffList>
    </StaffListPage>
  );
}
