/** /auditoria/:id (admin): one entry of the audit log in full: when, who, what, on which record, and its whole detail. */
import { Box } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatDateTime } from '../../domain/dates';
import type { AuditEntry } from '../../domain/audit';
import { RecordShow } from '../components/RecordShow';
import { accionLabel, autor, registro } from './AuditoriaPage';

export function AuditoriaEntryPage() {
  const t = useTranslate();
  return (
    <RecordShow<AuditEntry>
      resource="auditoria"
      listPath="/auditoria"
      title="menu.auditoria"
      heading={(entry) => formatDateTime(entry.at)}
      fields={(entry) => [
        ['at', formatDateTime(entry.at)],
        ['username', autor(t, entry)],
        ['accion', accionLabel(t, entry.accion)],
        ['entidad', registro(t, entry)],
        [
          'detalle',
          <Box key="detalle" component="span" sx={{ whiteSpace: 'pre-wrap' }}>
            {entry.detalle ?? '—'}
          </Box>,
        ],
      ]}
    />
  );
}
