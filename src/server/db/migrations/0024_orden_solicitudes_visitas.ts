import { sql, type Kysely, type Migration } from 'kysely';
import type { Engine } from '../engine';
import type { Language } from '../../../domain/i18n/languages';
import { writeSortKeys, type SortKeyColumn } from '../sortKeys';

/** The columns this migration keys (its own list: SORT_KEY_COLUMNS may grow later, with later migrations). */
const KEYED: readonly { table: string; columns: readonly SortKeyColumn[] }[] = [
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
      const keyType = engine === 'postgres' ? sql`text collate "C"` : sql`text`;
      for (const { table, columns } of KEYED) {
        for (const { key } of columns) await sql`alter table ${sql.table(table)} add column ${sql.ref(key)} ${keyType}`.execute(db);
        await writeSortKeys(db, table, columns, language);
      }
      await db.schema.createIndex('adopcion_solicitudes_nombre_orden_idx').ifNotExists().on('adopcion_solicitudes').columns(['nombre_orden', 'id']).execute();
    },
  };
}
