import type { Kysely, Migration } from 'kysely';
import type { Engine } from '../engine';
import type { Language } from '../../../domain/i18n/languages';
import { addSortKeyColumns, type KeyedTable } from './sortKeyColumns';

/** The columns this migration keys (its own list: SORT_KEY_COLUMNS may grow later, with later migrations). */
const KEYED: readonly KeyedTable[] = [
  { table: 'adopcion_solicitudes', columns: [{ text: 'nombre', key: 'nombre_orden' }] },
  { table: 'users', columns: [{ text: 'nombre', key: 'nombre_orden' }] },
];

/**
 * The adoption requests sorted by the person's name, and the visits by who
 * made them (an account's display name, its username when it has none), in
 * the council's reading order (db/sortKeys.ts): the sort keys of those two
 * names, filled here for the rows already there, in `language`.
 *
 * Derived columns only: a backup holds the same rows before and after this
 * migration (BACKUP_NEUTRAL in ./index.ts).
 */
export function ordenSolicitudesVisitasMigration(engine: Engine, language: Language): Migration {
  return {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async up(db: Kysely<any>) {
      await addSortKeyColumns(db, engine, KEYED, language);
      await db.schema.createIndex('adopcion_solicitudes_nombre_orden_idx').ifNotExists().on('adopcion_solicitudes').columns(['nombre_orden', 'id']).execute();
    },
  };
}
