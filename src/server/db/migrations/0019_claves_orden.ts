import { sql, type Kysely, type Migration } from 'kysely';
import type { Engine } from '../engine';
import type { Language } from '../../../domain/i18n/languages';
import { recordSortKeyLanguage, SORT_KEY_STATE_TABLE, writeSortKeys, type SortKeyColumn } from '../sortKeys';
import { nowIso } from '../../lib/time';

/** The columns this migration keys (its own list: SORT_KEY_COLUMNS may grow later, with later migrations). */
const KEYED: readonly { table: string; columns: readonly SortKeyColumn[] }[] = [
  { table: 'users', columns: [{ text: 'username', key: 'username_orden' }] },
  {
    table: 'colonias',
    columns: [
      { text: 'nombre', key: 'nombre_orden' },
      { text: 'ubicacion', key: 'ubicacion_orden' },
      { text: 'estado', key: 'estado_orden' },
    ],
  },
  { table: 'gatos', columns: [{ text: 'nombre', key: 'nombre_orden' }] },
  { table: 'comederos', columns: [{ text: 'nombre', key: 'nombre_orden' }] },
];

/**
 * Lists sorted as a reader of the council's language expects (db/sortKeys.ts):
 * beside every text a list is sorted by, its sort key, filled here for the
 * rows already there, in `language` (IDIOMA_POR_DEFECTO). Byte order on both
 * engines: SQLite's default BINARY, and COLLATE "C" on PostgreSQL whatever the
 * database's locale. The cat list walks gatos(activo, nombre_orden, id) in
 * name order (replacing migration 0014's index on the name itself) and the
 * colony list colonias(nombre_orden, id). `claves_orden` records the language
 * and version the keys follow.
 *
 * Derived columns and a table of derived state only: a backup holds the same
 * rows before and after this migration (BACKUP_NEUTRAL in ./index.ts).
 */
export function clavesOrdenMigration(engine: Engine, language: Language): Migration {
  return {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async up(db: Kysely<any>) {
      const keyType = engine === 'postgres' ? sql`text collate "C"` : sql`text`;
      for (const { table, columns } of KEYED) {
        for (const { key } of columns) await sql`alter table ${sql.table(table)} add column ${sql.ref(key)} ${keyType}`.execute(db);
      }
      await db.schema
        .createTable(SORT_KEY_STATE_TABLE)
        .ifNotExists()
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('idioma', 'text', (c) => c.notNull())
        .addColumn('version', 'integer', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      for (const { table, columns } of KEYED) await writeSortKeys(db, table, columns, language);
      await recordSortKeyLanguage(db, language, nowIso());
      await db.schema.dropIndex('gatos_activo_nombre_idx').ifExists().execute();
      await db.schema.createIndex('gatos_activo_nombre_orden_idx').ifNotExists().on('gatos').columns(['activo', 'nombre_orden', 'id']).execute();
      await db.schema.createIndex('colonias_nombre_orden_idx').ifNotExists().on('colonias').columns(['nombre_orden', 'id']).execute();
      await db.schema.createIndex('users_username_orden_idx').ifNotExists().on('users').columns(['username_orden', 'id']).execute();
    },
  };
}
