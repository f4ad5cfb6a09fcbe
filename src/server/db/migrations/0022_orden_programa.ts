import type { Kysely, Migration } from 'kysely';
import type { Engine } from '../engine';
import type { Language } from '../../../domain/i18n/languages';
import { addSortKeyColumns, type KeyedTable } from './sortKeyColumns';

/** The columns this migration keys (its own list: SORT_KEY_COLUMNS may grow later, with later migrations). */
const KEYED: readonly KeyedTable[] = [
  { table: 'campanas', columns: [{ text: 'nombre', key: 'nombre_orden' }] },
  { table: 'partes', columns: [{ text: 'descripcion', key: 'descripcion_orden' }] },
  {
    table: 'actividades',
    columns: [
      { text: 'tipo', key: 'tipo_orden' },
      { text: 'descripcion', key: 'descripcion_orden' },
    ],
  },
];

/**
 * The campaign, parte and activity lists sorted from their column headers by
 * their texts as a reader of the council's language expects (db/sortKeys.ts):
 * the sort key beside each text, filled here for the rows already there, in
 * `language`. The short texts get an index that walks them in order with the
 * id that breaks ties; a description's key may be longer than an index entry
 * may hold on PostgreSQL, and those lists are short, so it has none.
 *
 * Derived columns and indexes only: a backup holds the same rows before and
 * after this migration (BACKUP_NEUTRAL in ./index.ts).
 */
export function ordenProgramaMigration(engine: Engine, language: Language): Migration {
  return {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async up(db: Kysely<any>) {
      await addSortKeyColumns(db, engine, KEYED, language);
      await db.schema.createIndex('campanas_nombre_orden_idx').ifNotExists().on('campanas').columns(['nombre_orden', 'id']).execute();
      await db.schema.createIndex('actividades_tipo_orden_idx').ifNotExists().on('actividades').columns(['tipo_orden', 'id']).execute();
    },
  };
}
