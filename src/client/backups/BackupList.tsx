/**
 * The backups as a staff list over the answer already loaded (the server
 * sends only their names): newest first, each with its name, the time read
 * from its name, and 'Restaurar' and 'Descargar'; sorted and paged on the
 * client from the column headers.
 */
import { useMemo } from 'react';
import { Box, Button } from '@mui/material';
import { ListContextProvider, ResourceContextProvider, useList, useTranslate } from 'react-admin';
import { backupDisplayTime } from '../../domain/backups';
import { StaffDataTable, type StaffColumn } from '../listas/StaffDataTable';
import { backupTextKey, type BackupAlcance } from './backupTexts';

/** More than the retention keeps by default: one page in the usual case. */
const PER_PAGE = 50;

/** One backup: its name (also its id) and the digits of its time, which sort as the time does. */
interface BackupRow {
  id: string;
  name: string;
  fecha: string;
}

export interface BackupListProps {
  /** Whose backups: the table's name and the buttons' accessible names say it. */
  alcance?: BackupAlcance;
  backups: string[];
  /** Creating, restoring or importing: every button waits. */
  busy: boolean;
  downloading: string | null;
  onRestore: (name: string) => void;
  onDownload: (name: string) => void;
}

export function BackupList({ alcance, backups, busy, downloading, onRestore, onDownload }: BackupListProps) {
  const t = useTranslate();
  const data = useMemo(() => backups.map((name) => ({ id: name, name, fecha: name.replace(/\D/g, '') })), [backups]);
  const list = useList<BackupRow>({ data, perPage: PER_PAGE, sort: { field: 'name', order: 'DESC' } });
  const columns: StaffColumn<BackupRow>[] = [
    { source: 'name', sortable: true, rowHeader: true, hideOnPhone: true, render: (r) => <Box component="span" sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>{r.name}</Box> },
    { source: 'fecha', sortable: true, fit: 'short', render: (r) => backupDisplayTime(r.name) },
  ];
  return (
    // The area's resource: its fields name the columns, and the table keeps its state under it.
    <ResourceContextProvider value="backup">
      <ListContextProvider value={list}>
        <StaffDataTable<BackupRow>
          caption={backupTextKey(alcance, 'disponibles')}
          columns={columns}
          title={(r) => <Box component="span" sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>{r.name}</Box>}
          empty="backups.empty"
          actions={(r) => (
            <>
              <Button size="small" variant="outlined" disabled={busy} onClick={() => onRestore(r.name)} aria-label={t(backupTextKey(alcance, 'restaurarCopia'), { nombre: r.name })}>
                {t('gatera.copias.restaurar')}
              </Button>
              <Button size="small" variant="outlined" disabled={busy || downloading === r.name} onClick={() => onDownload(r.name)} aria-label={t(backupTextKey(alcance, 'descargarCopia'), { nombre: r.name })}>
                {t('gatera.copias.descargar')}
              </Button>
            </>
          )}
        />
      </ListContextProvider>
    </ResourceContextProvider>
  );
}
