import type { Kysely, Migration } from 'kysely';
import type { Engine } from '../engine';
import type { Language } from '../../../domain/i18n/languages';
import { addSortKeyColumns, type KeyedTable } from './sortKeyColumns';

/** The columns this migration keys (its own list: SORT_KEY_COLUMNS may grow later, with later migrations). */
const KEYED: readonly KeyedTable[] = [
  { table: 'quejas', columns: [{ text: 'estatus', key: 'estatus_orden' }] },
  { table: 'inspecciones', columns: [{ text: 'estatus', key: 'estatus_orden' }] },
];

/**
 * The complaint and inspection lists sort by their status as a reader of the
 * council's language expects (db/sortKeys.ts): the key of each status, filled
 * here for the rows already there. Derived columns only, as migration 0019's:
 * a backup holds the same rows before and after (BACKUP_NEUTRAL in ./index.ts).
 */
export function ordenIncidenciasMigration(engine: Engine, language: Language): Migration {
  return {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async up(db: Kysely<any>) {
      await addSortKeyColumns(db, engine, KEYED, language);
    },
  };
}
