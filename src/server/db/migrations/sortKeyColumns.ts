/**
 * What every migration that sorts a new list by its texts does: beside each
 * text column, its sort key column (compared byte by byte: `collate "C"` on
 * PostgreSQL, SQLite's own comparison), filled for the rows already there in
 * the council's language (db/sortKeys.ts). Each migration names its own
 * columns: SORT_KEY_COLUMNS grows with later migrations.
 */
import { sql, type Kysely } from 'kysely';
import type { Engine } from '../engine';
import type { Language } from '../../../domain/i18n/languages';
import { writeSortKeys, type SortKeyColumn } from '../sortKeys';

export interface KeyedTable {
  table: string;
  columns: readonly SortKeyColumn[];
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function addSortKeyColumns(db: Kysely<any>, engine: Engine, keyed: readonly KeyedTable[], language: Language): Promise<void> {
  const keyType = engine === 'postgres' ? sql`text collate "C"` : sql`text`;
  for (const { table, columns } of keyed) {
    for (const { key } of columns) await sql`alter table ${sql.table(table)} add column ${sql.ref(key)} ${keyType}`.execute(db);
    await writeSortKeys(db, table, columns, language);
  }
}
