/** A column of a staff list: what the table cell and the phone card show for a record. */
import type { ReactNode } from 'react';

export interface StaffColumn<T> {
  /** The record field; the server's sort field when `sortable`. */
  source: string;
  /**
   * A catalogue key (`gatera.comun.nombre`) or a text; without it, react-admin's
   * `resources.<resource>.fields.<source>` of the list's resource.
   */
  label?: string;
  render: (record: T) => ReactNode;
  /** Sorted on the server by `source` from the column header. */
  sortable?: boolean;
  /** Kept out of the phone card (e.g. shown in its title already). */
  hideOnPhone?: boolean;
  /**
   * 'short': dates, codes and numbers never wrap; 'long': cut with an ellipsis,
   * the whole text in a tooltip (given by `text`). Otherwise the cell wraps.
   */
  fit?: 'short' | 'long';
  /** The cell names its row (a `th` with scope="row"), as a record's name does. */
  rowHeader?: boolean;
  /** The plain text of a 'long' cell, for its tooltip. */
  text?: (record: T) => string;
}

/** A record page's fields as its list shows them: every column but the one its heading already names. */
export function fieldsFromColumns<T>(columns: readonly StaffColumn<T>[], heading: string): (record: T) => [string, ReactNode][] {
  const shown = columns.filter((column) => column.source !== heading);
  return (record) => shown.map((column) => [column.source, column.render(record)]);
}
