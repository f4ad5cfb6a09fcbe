/**
 * A colony's dated records (its censuses, its litters), latest first, each a
 * line with its details. For the roles that record them, each line has a
 * button to correct it and one to delete it once confirmed; the API's reason
 * shows when the deletion is refused.
 */
import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { IconButton, List, ListItem, ListItemText, Typography } from '@mui/material';
import EditIcon from '@mui/icons-material/Edit';
import DeleteIcon from '@mui/icons-material/Delete';
import { useNotify, useTranslate } from 'react-admin';
import { formatDate } from '../../domain/validation';
import { ConfirmDialog } from '../components/ConfirmDialog';

interface DatedRecord {
  id: number;
  fecha: string;
}

/** The catalogue keys of a kind of record's texts. */
export interface DatedRecordKeys {
  list: string;
  empty: string;
  edit: string;
  delete: string;
  /** Receives the record's date as `fecha`. */
  confirmDelete: string;
  cancel: string;
  deleted: string;
}

interface DatedRecordListProps<R extends DatedRecord> {
  /** Null or absent while loading. */
  records: readonly R[] | null | undefined;
  keys: DatedRecordKeys;
  testId: string;
  primary: (record: R) => string;
  /** The details after the first line; the empty ones are left out. */
  details: (record: R) => readonly (string | null | undefined | false)[];
  /** Absent for the roles that only read. */
  onEdit?: (record: R) => void;
  remove: (record: R) => Promise<unknown>;
  onRemoved: () => void;
}

export function DatedRecordList<R extends DatedRecord>({ records, keys, testId, primary, details, onEdit, remove, onRemoved }: DatedRecordListProps<R>) {
  const translate = useTranslate();
  const notify = useNotify();
  const [deleting, setDeleting] = useState<R | null>(null);
  const removal = useMutation({
    mutationFn: remove,
    onSuccess: () => {
      notify(translate(keys.deleted), { type: 'info' });
      onRemoved();
    },
    onError: (error) => notify(error instanceof Error ? error.message : String(error), { type: 'error' }),
    onSettled: () => setDeleting(null),
  });

  if (!records) return null;
  if (records.length === 0) return <Typography variant="body2">{translate(keys.empty)}</Typography>;
  return (
    <>
      <List dense aria-label={translate(keys.list)} sx={{ maxHeight: 240, overflowY: 'auto' }} tabIndex={0} data-testid={testId}>
        {records.map((record) => (
          <ListItem
            key={record.id}
            divider
            secondaryAction={
              onEdit ? (
                <>
                  <IconButton aria-label={`${translate(keys.edit)} ${formatDate(record.fecha)}`} onClick={() => onEdit(record)}>
                    <EditIcon />
                  </IconButton>
                  <IconButton aria-label={`${translate(keys.delete)} ${formatDate(record.fecha)}`} onClick={() => setDeleting(record)}>
                    <DeleteIcon />
                  </IconButton>
                </>
              ) : null
            }
          >
            <ListItemText primary={primary(record)} secondary={details(record).filter(Boolean).join(' · ')} />
          </ListItem>
        ))}
      </List>
      {deleting ? (
        <ConfirmDialog
          open
          title={translate(keys.delete)}
          content={translate(keys.confirmDelete, { fecha: formatDate(deleting.fecha) })}
          confirmLabel={translate(keys.delete)}
          cancelLabel={translate(keys.cancel)}
          onConfirm={() => removal.mutate(deleting)}
          onClose={() => setDeleting(null)}
        />
      ) : null}
    </>
  );
}
