/** /auditoria/:id (admin): one entry of the audit log in full: when, who, what, on which record, and its whole detail. */
import { useParams } from 'react-router-dom';
import { Box } from '@mui/material';
import { useGetOne, useTranslate } from 'react-admin';
import { formatDateTime } from '../../domain/dates';
import type { AuditEntry } from '../../domain/audit';
import { RecordFields } from '../components/RecordFields';
import { RecordPage } from '../components/RecordPage';
import { accionLabel, autor, registro } from './AuditoriaPage';

export function AuditoriaEntryPage() {
  const { id } = useParams<{ id: string }>();
  const t = useTranslate();
  const { data: entry, isPending, error } = useGetOne<AuditEntry>('auditoria', { id: Number(id) }, { enabled: Boolean(id), retry: false });
  return (
    <RecordPage title="menu.auditoria" listPath="/auditoria" isPending={isPending} error={error} heading={entry ? formatDateTime(entry.at) : null}>
      {entry ? (
        <RecordFields
          resource="auditoria"
          rows={[
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
      ) : null}
    </RecordPage>
  );
}
