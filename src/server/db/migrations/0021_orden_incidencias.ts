import { sql, type Kysely, type Migration } from 'kysely';
import type { Engine } from '../engine';
import type { Language } from '../../../domain/i18n/languages';
import { writeSortKeys, type SortKeyColumn } from '../sortKeys';

/** The columns this migration keys (its own list: SORT_KEY_COLUMNS may grow later, with later migrations). */
const KEYED: readonly { table: string; columns: readonly SortKeyColumn[] }[] = [
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
      const keyType = engine === 'postgres' ? sql`text collate "C"` : sql`text`;
      for (const { table, columns } of KEYED) {
        for (const { key } of columns) await sql`alter table ${sql.table(table)} add column ${sql.ref(key)} ${keyType}`.execute(db);
        await writeSortKeys(db, table, columns, language);
      }
    },
  };
}
