/**
 * The search fold of src/domain/search.ts (SEARCH_FOLD) written in SQL, the
 * same letters on both engines and no extension or locale needed: PostgreSQL's
 * translate(); on SQLite, which has no translate(), its ASCII-only lower() and
 * one replace() per other letter (only built-in functions, so the sqlite3 shell
 * can still write the table).
 */
import { sql, type RawBuilder } from 'kysely';
import { SEARCH_FOLD, foldForSearch } from '../../domain/search';
import type { Engine } from './engine';

const ASCII_UPPER = /^[A-Z]$/;

/** The fold of the SQL expression `expr` (raw SQL text), as SQL text; the letters are literals. */
export function foldSqlText(engine: Engine, expr: string): string {
  const from = [...SEARCH_FOLD.from];
  const to = [...SEARCH_FOLD.to];
  // Letters only: no quote can reach the literals.
  if (![...from, ...to].every((ch) => /^\p{L}$/u.test(ch))) throw new Error('La tabla de plegado de búsqueda solo admite letras');
  if (engine === 'postgres') return `translate(${expr}, '${from.join('')}', '${to.join('')}')`;
  let out = `lower(${expr})`;
  from.forEach((ch, i) => {
    if (!ASCII_UPPER.test(ch)) out = `replace(${out}, '${ch}', '${to[i]}')`;
  });
  return out;
}

/** The fold of a column or expression in a query (for the searches that read no stored folded column). */
export function foldedSql(engine: Engine, expr: RawBuilder<unknown>): RawBuilder<string> {
  const [open, close] = foldSqlText(engine, '\u0000').split('\u0000');
  return sql<string>`${sql.raw(open)}${expr}${sql.raw(close)}`;
}

/**
 * The fold of a column in a query that does not know its engine: SQLite's
 * form (ASCII lower() and one replace() per other letter) gives the same text
 * on PostgreSQL, whose lower() already lowers the accented capitals that the
 * replace() calls then fold. For small tables (colonies, accounts), read
 * without an index; the cats have their stored, indexed column.
 */
export function foldedAnyEngine(expr: RawBuilder<unknown>): RawBuilder<string> {
  return foldedSql('sqlite', expr);
}

/** `text` with LIKE's wildcards taken literally (escape '\\'). */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (ch) => `\\${ch}`);
}

/** A LIKE pattern that finds `text`, folded, anywhere in a folded value (escape '\\'). */
export function foldedContainsPattern(text: string): string {
  return `%${escapeLike(foldForSearch(text))}%`;
}
