/**
 * The stored sort keys: beside each text column a list of the API is sorted
 * by, its key (src/domain/sortKey.ts) in the council's language
 * (IDIOMA_POR_DEFECTO), which both engines compare as plain bytes. They are
 * derived data: written with every Kysely write by the plugin of
 * db/sortKeyPlugin.ts, computed by a restore for the rows it inserts, left out
 * of backups, and checked at start-up (`syncSortKeys`), which rewrites every
 * key that is missing or does not match its text: after a change of language,
 * a new version of the key, or a write the plugin did not see (the sqlite3
 * shell, psql, a raw SQL update).
 */
import { sql, type Kysely } from 'kysely';
import { sortKey } from '../../domain/sortKey';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../../domain/i18n/languages';
import type { TableName } from './schema';

export interface SortKeyColumn {
  /** The text column a list is sorted by. */
  text: string;
  /** Its key column. */
  key: string;
}

/** Every text column the API sorts by in the database, and its key column. */
export const SORT_KEY_COLUMNS: Readonly<Partial<Record<TableName, readonly SortKeyColumn[]>>> = {
  users: [
    { text: 'username', key: 'username_orden' },
    { text: 'nombre', key: 'nombre_orden' },
  ],
  colonias: [
    { text: 'nombre', key: 'nombre_orden' },
    { text: 'ubicacion', key: 'ubicacion_orden' },
    { text: 'estado', key: 'estado_orden' },
  ],
  gatos: [{ text: 'nombre', key: 'nombre_orden' }],
  comederos: [{ text: 'nombre', key: 'nombre_orden' }],
  campanas: [{ text: 'nombre', key: 'nombre_orden' }],
  partes: [{ text: 'descripcion', key: 'descripcion_orden' }],
  actividades: [
    { text: 'tipo', key: 'tipo_orden' },
    { text: 'descripcion', key: 'descripcion_orden' },
  ],
  quejas: [{ text: 'estatus', key: 'estatus_orden' }],
  inspecciones: [{ text: 'estatus', key: 'estatus_orden' }],
  adopcion_solicitudes: [{ text: 'nombre', key: 'nombre_orden' }],
  audit_log: [{ text: 'username', key: 'username_orden' }],
};

/**
 * The version of `sortKey`'s output: raise it whenever a change to
 * src/domain/sortKey.ts changes any key, so that the next start-up rewrites
 * the stored ones.
 */
export const SORT_KEY_VERSION = 2;

/** The table that says which language and version the stored keys follow (one row, id 1; not in backups). */
export const SORT_KEY_STATE_TABLE = 'claves_orden';

/** What the writers of keys need to know: the language the keys are written in. */
export interface SortKeyLanguage {
  language: Language;
}

/** A text value's key; null for a null text (a NULL key sorts at one end of the list). */
export function keyOf(value: unknown, language: Language): string | null {
  if (value === null || value === undefined) return null;
  return sortKey(String(value), language);
}

/** Rows read per step of a check. */
const READ_BATCH = 2000;
/** Rows written per UPDATE. */
const WRITE_BATCH = 500;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/**
 * Rewrites the keys of `table` that are missing or do not match their texts,
 * in `language`; returns how many rows changed. A row is rewritten only if its
 * texts are still the ones the keys were computed from, so a write made
 * meanwhile (with its own keys) is never overwritten. `containing`: only rows
 * where one of the texts contains it (a check after a known replacement).
 */
export async function writeSortKeys(db: AnyDb, table: string, columns: readonly SortKeyColumn[], language: Language, containing?: string): Promise<number> {
  let changed = 0;
  let after = 0;
  const texts = columns.map((c) => sql.ref(c.text));
  const pattern = containing === undefined ? null : `%${containing.replace(/[\\%_]/g, '\\$&')}%`;
  for (;;) {
    let query = db
      .selectFrom(table)
      .select(['id', ...columns.flatMap((c) => [c.text, c.key])])
      .where('id', '>', after)
      .orderBy('id')
      .limit(READ_BATCH);
    if (pattern !== null) query = query.where((eb) => eb.or(texts.map((text) => sql<boolean>`${text} like ${pattern} escape '\\'`)));
    const rows = (await query.execute()) as Record<string, unknown>[];
    if (rows.length === 0) return changed;
    after = Number(rows[rows.length - 1].id);
    const stale = rows.filter((row) => columns.some((c) => row[c.key] !== keyOf(row[c.text], language)));
    for (let i = 0; i < stale.length; i += WRITE_BATCH) {
      const batch = stale.slice(i, i + WRITE_BATCH);
      // One UPDATE per batch from a VALUES list (column1 the id, then each text and its key), on both engines.
      const values = batch.map((row) => sql`(${sql.join([sql`cast(${Number(row.id)} as integer)`, ...columns.flatMap((c) => [sql`${row[c.text]}`, sql`${keyOf(row[c.text], language)}`])])})`);
      const valueColumn = (i: number) => sql.ref(`v.column${i}`);
      const sets = columns.map((c, n) => sql`${sql.ref(c.key)} = ${valueColumn(3 + 2 * n)}`);
      const sameTexts = columns.map((c, n) => sql`${sql.ref(`${table}.${c.text}`)} = ${valueColumn(2 + 2 * n)}`);
      const result = await sql`update ${sql.table(table)} set ${sql.join(sets)} from (values ${sql.join(values)}) as v
        where ${sql.ref(`${table}.id`)} = ${valueColumn(1)} and ${sql.join(sameTexts, sql` and `)}`.execute(db);
      changed += Number(result.numAffectedRows ?? 0);
    }
  }
}

/** Rewrites every stale key of every table (see writeSortKeys); returns how many rows changed. */
export async function refreshSortKeys(db: AnyDb, language: Language, containing?: string): Promise<number> {
  let changed = 0;
  for (const [table, columns] of Object.entries(SORT_KEY_COLUMNS)) changed += await writeSortKeys(db, table, columns!, language, containing);
  return changed;
}

/** The language the stored keys follow, as recorded; null when none is (before migration 0019). */
export async function storedSortKeyLanguage(db: AnyDb): Promise<{ idioma: string; version: number } | null> {
  const row = await db.selectFrom(SORT_KEY_STATE_TABLE).select(['idioma', 'version']).where('id', '=', 1).executeTakeFirst();
  return row ? { idioma: String(row.idioma), version: Number(row.version) } : null;
}

/**
 * After texts were replaced by raw SQL (which the plugin does not see): the
 * keys of the rows whose texts now contain `replacement`, in the language the
 * stored keys follow.
 */
export async function refreshSortKeysAfterReplace(db: AnyDb, replacement: string): Promise<number> {
  const stored = await storedSortKeyLanguage(db);
  return refreshSortKeys(db, stored && isLanguage(stored.idioma) ? stored.idioma : DEFAULT_LANGUAGE, replacement);
}

/** Records the language and version the stored keys follow. */
export async function recordSortKeyLanguage(db: AnyDb, language: Language, now: string): Promise<void> {
  await db
    .insertInto(SORT_KEY_STATE_TABLE)
    .values({ id: 1, idioma: language, version: SORT_KEY_VERSION, updated_at: now })
    .onConflict((oc) => oc.column('id').doUpdateSet({ idioma: language, version: SORT_KEY_VERSION, updated_at: now }))
    .execute();
}

/**
 * At start-up: makes every stored key that of its text in `language` at the
 * current version, and records both. Rewrites only what differs, so an
 * unchanged database costs one read of the keyed columns.
 */
export async function syncSortKeys(db: AnyDb, language: Language, now: string): Promise<{ changed: number; previous: { idioma: string; version: number } | null }> {
  const previous = await storedSortKeyLanguage(db);
  const changed = await refreshSortKeys(db, language);
  if (previous?.idioma !== language || previous.version !== SORT_KEY_VERSION) await recordSortKeyLanguage(db, language, now);
  return { changed, previous };
}
