/**
 * Kysely's SQLite driver prepares every statement anew on each query; with
 * better-sqlite3 the preparation costs more than running a primary-key lookup.
 * This wrapper hands Kysely the same prepared statement for the same SQL text,
 * keeping the most recently used ones. Safe because Kysely runs one query at a
 * time on its single SQLite connection, and SQLite re-prepares a statement by
 * itself after a schema change.
 */
import type SqliteDatabase from 'better-sqlite3';
import type { SqliteDatabase as KyselySqliteDatabase, SqliteStatement } from 'kysely';

export const STATEMENT_CACHE_SIZE = 500;

export function withStatementCache(sqlite: SqliteDatabase.Database, size: number = STATEMENT_CACHE_SIZE): KyselySqliteDatabase {
  const statements = new Map<string, SqliteStatement>();
  return {
    prepare(sql: string): SqliteStatement {
      const known = statements.get(sql);
      if (known) {
        // Most recently used last, so the first key is the one to drop.
        statements.delete(sql);
        statements.set(sql, known);
        return known;
      }
      const statement = sqlite.prepare(sql) as unknown as SqliteStatement;
      statements.set(sql, statement);
      if (statements.size > size) statements.delete(statements.keys().next().value as string);
      return statement;
    },
    close(): void {
      statements.clear();
      sqlite.close();
    },
  };
}
