/**
 * Dates as dd/mm/yyyy whatever the browser's locale: `DateText` for a value,
 * `FechaField` for a react-admin record field.
 */
import { Typography } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { formatDate } from '../../domain/validation';

export function DateText({ value, empty = '' }: { value: string | null | undefined; empty?: string }) {
  return <>{formatDate(value) || empty}</>;
}

export interface FechaFieldProps {
  source: string;
  /** Shown when the record has no date. */
  empty?: string;
  /** Column title for DataTable and SimpleShowLayout. */
  label?: string;
}

export function FechaField({ source, empty = '' }: FechaFieldProps) {
  const record = useRecordContext<Record<string, unknown>>();
  const value = record?.[source];
  return (
    <Typography component="span" variant="body2">
      {formatDate(typeof value === 'string' ? value : null) || empty}
    </Typography>
  );
}
