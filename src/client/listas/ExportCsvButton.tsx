/**
 * The list's "Exportar CSV" button, inside its list context: every record of
 * the current filters and sort goes to `<resource>-YYYY-MM-DD.csv`, the list's
 * columns (source, translated label as header) as the file's columns, or the
 * area's own file (`toCsv`, e.g. the cat file that can be imported again).
 */
import { useMutation } from '@tanstack/react-query';
import { Box, Button } from '@mui/material';
import { useDataProvider, useListContext, useNotify, useTranslate, useTranslateLabel, type RaRecord } from 'react-admin';
import { csvFileName, downloadCsv, fetchAllRecords, recordsToCsv, type ExportColumn } from './exportList';

export interface ExportCsvButtonProps<T extends RaRecord> {
  /** The file's columns; labels are catalogue keys or texts, or, without one, the field's name (resources.<labelsFrom>.fields.<source>). */
  columns?: readonly (Omit<ExportColumn, 'label'> & { label?: string })[];
  /** The resource whose field names head the columns without a label (the list's own by default). */
  labelsFrom?: string;
  /** The area's own file instead of the columns. */
  toCsv?: (records: T[]) => string;
  /** The file name's start; the resource by default. */
  fileName?: string;
  /** The success notice's key (count in `smart_count`). */
  notice?: string;
}

export function ExportCsvButton<T extends RaRecord>({ columns = [], toCsv, fileName, labelsFrom, notice = 'gatera.consola.listas.registrosExportados' }: ExportCsvButtonProps<T>) {
  const translate = useTranslate();
  const translateLabel = useTranslateLabel();
  const { filterValues, sort, total, resource } = useListContext<T>();
  const notify = useNotify();
  const dataProvider = useDataProvider();
  const exporting = useMutation({
    mutationFn: async () => {
      const records = await fetchAllRecords<T>(dataProvider, resource, filterValues, sort);
      const header = columns.map((column) => ({
        source: column.source,
        label: column.label ? translate(column.label, { _: column.label }) : String(translateLabel({ source: column.source, resource: labelsFrom ?? resource })),
      }));
      downloadCsv(toCsv ? toCsv(records) : recordsToCsv(records, header), csvFileName(fileName ?? resource));
      return records.length;
    },
    onSuccess: (count) => notify(notice, { type: 'success', messageArgs: { smart_count: count } }),
    onError: (error) => notify('gatera.consola.listas.exportFallo', { type: 'error', messageArgs: { motivo: error instanceof Error ? error.message : String(error) } }),
  });
  const busy = exporting.isPending;
  return (
    <Button variant="outlined" onClick={() => exporting.mutate()} disabled={busy || !total}>
      {translate(busy ? 'gatera.consola.listas.exportando' : 'gatera.consola.listas.exportar')}
    </Button>
  );
}

/** The button where a list shows it: at the right, above the table. */
export function ExportCsvBar<T extends RaRecord>(props: ExportCsvButtonProps<T>) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 1.5, gap: 1 }}>
      <ExportCsvButton<T> {...props} />
    </Box>
  );
}
