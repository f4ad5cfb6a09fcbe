/**
 * Every staff list's body, inside a react-admin list context (<ListBase>): on
 * wide screens react-admin's <DataTable> (header sorting on the server, row
 * selection and bulk actions when given, a row click when given), on a phone
 * one card per record; below, the original 'Página X de Y' bar. While loading
 * it shows 'Cargando...'; a load failure is shown as 'Error: message' or only
 * logged, as each original screen did.
 */
import { useEffect, type MouseEvent, type ReactNode } from 'react';
import { Alert, Box, ThemeProvider, Typography, useMediaQuery, type Theme } from '@mui/material';
import { DataTable, useDataTableRenderContext, useListContext, useTranslate, useTranslateLabel, type DataTableColumnProps, type Identifier, type RaRecord } from 'react-admin';
import { Loading } from '../components/Loading';
import { PaginationBar } from '../components/PaginationBar';
import { CellContent } from './CellContent';
import type { StaffColumn } from './columns';
import { ListCards } from './ListCards';
import { withLabelledCheckboxes } from './rowCheckboxTheme';

export type { StaffColumn } from './columns';

export interface StaffDataTableProps<T extends RaRecord> {
  /** Accessible name of the table (and of the list of cards): a catalogue key or a text. */
  caption: string;
  columns: StaffColumn<T>[];
  /** The phone card's title. */
  title: (record: T) => ReactNode;
  actions?: (record: T) => ReactNode;
  /** Shown when there are no records: a catalogue key or a text. */
  empty: string;
  /** Where a click on a row goes. */
  rowHref?: (record: T) => string;
  /** The buttons shown when rows are selected; no selection without them. */
  bulkActionButtons?: ReactNode;
  /** 'alert' shows 'Error: message'; 'log' only logs and shows the list empty. */
  onError?: 'alert' | 'log';
  /** The row of this record is highlighted (an open panel). */
  selectedId?: Identifier | null;
  /** The resource whose resources.<resource>.fields name the unlabelled columns, when not the list's own (e.g. 'mis-quejas' shows quejas). */
  labelsFrom?: string;
  /** The pagination bar's page text (a catalogue key), when the screen's own differs from 'Página X de Y'. */
  pageLabel?: string;
}

export function useIsPhone(): boolean {
  return useMediaQuery((theme: Theme) => theme.breakpoints.down('md'), { noSsr: true });
}

const stop = (event: MouseEvent) => event.stopPropagation();

/** react-admin's column; a row header's data cell is a `th` naming its row. */
function StaffCol<T extends RaRecord>({ rowHeader, ...props }: DataTableColumnProps<T> & { rowHeader?: boolean }) {
  const context = useDataTableRenderContext();
  const { sort } = useListContext();
  let cell: object = {};
  if (rowHeader && context === 'data') cell = { component: 'th', scope: 'row' };
  // The sorted column's header tells assistive technology its order (aria-sort).
  if (context === 'header' && !props.disableSort && sort?.field === props.source) cell = { sortDirection: sort.order === 'DESC' ? 'desc' : 'asc' };
  return <DataTable.Col<T> {...props} {...cell} />;
}

export function StaffDataTable<T extends RaRecord>(props: StaffDataTableProps<T>) {
  const { title, actions, rowHref, bulkActionButtons, onError = 'log', selectedId = null, labelsFrom, pageLabel } = props;
  const { data, isPending, error } = useListContext<T>();
  const phone = useIsPhone();
  const translate = useTranslate();
  const translateLabel = useTranslateLabel();
  // The caption, the empty text and the column labels are catalogue keys or texts; a column without
  // a label is named as react-admin names a field: resources.<resource>.fields.<source>.
  const caption = translate(props.caption, { _: props.caption });
  const empty = translate(props.empty, { _: props.empty });
  const columns = props.columns.map((column) => ({
    ...column,
    label: column.label ? translate(column.label, { _: column.label }) : String(translateLabel({ source: column.source, resource: labelsFrom })),
  }));
  useEffect(() => {
    if (error && onError === 'log') console.error(`No se pudo cargar ${caption}:`, error);
  }, [error, onError, caption]);

  if (isPending) return <Loading />;
  if (error && onError === 'alert') {
    return (
      <Alert severity="error" role="alert">
        {translate('gatera.consola.error', { motivo: error instanceof Error ? error.message : String(error) })}
      </Alert>
    );
  }
  const records = error ? [] : (data ?? []);
  const emptyText = <Typography sx={{ py: 2 }}>{empty}</Typography>;

  return (
    <>
      {records.length === 0 ? (
        emptyText
      ) : phone ? (
        <ListCards caption={caption} records={records} columns={columns} title={title} actions={actions} />
      ) : (
        <ThemeProvider theme={withLabelledCheckboxes}>
        <DataTable<T>
          aria-label={caption}
          data={records}
          empty={emptyText}
          bulkActionButtons={bulkActionButtons ?? false}
          rowClick={rowHref ? (_id, _resource, record) => rowHref(record) : false}
          rowSx={(record) => (selectedId !== null && record.id === selectedId ? { bgcolor: 'action.selected' } : {})}
          // A table wider than its column (short cells never wrap) scrolls inside its own frame; else the whole page
          // scrolls sideways and the content slides over the fixed side menu, which then takes no clicks.
          sx={{ '& .RaDataTable-headerCell': { fontWeight: 600, whiteSpace: 'nowrap' }, '& .RaDataTable-tableWrapper': { overflowX: 'auto' } }}
        >
          {columns.map((column) => (
            <StaffCol<T>
              key={column.source}
              rowHeader={column.rowHeader}
              source={column.source as never}
              label={column.label}
              disableSort={!column.sortable}
              render={(record) => <CellContent column={column} record={record} />}
              cellSx={() => (column.fit ? {} : { overflowWrap: 'anywhere' })}
            />
          ))}
          {actions ? (
            <DataTable.Col<T>
              label={translate('gatera.consola.listas.acciones')}
              disableSort
              render={(record) => (
                <Box onClick={stop} sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
                  {actions(record)}
                </Box>
              )}
            />
          ) : null}
        </DataTable>
        </ThemeProvider>
      )}
      <PaginationBar label={pageLabel} />
    </>
  );
}
