import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, SqliteDialect, sql } from 'kysely';
import { withStatementCache } from '../../src/server/db/statementCache';

describe('the SQLite statement cache', () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
  });
  function open() {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gatera-stmt-'));
    dirs.push(dir);
    return new SqliteDatabase(path.join(dir, 'db.sqlite'));
  }

  it('hands back the same prepared statement for the same SQL and forgets the least recently used', () => {
    const cached = withStatementCache(open(), 2);
    const a = cached.prepare('SELECT 1');
    expect(cached.prepare('SELECT 1')).toBe(a);
    const b = cached.prepare('SELECT 2');
    cached.prepare('SELECT 1');
    cached.prepare('SELECT 3');
    expect(cached.prepare('SELECT 1')).toBe(a);
    expect(cached.prepare('SELECT 2')).not.toBe(b);
    cached.close();
  });

  it('keeps answering right through Kysely after the table is dropped and made again', async () => {
    const sqlite = open();
    const db = new Kysely<{ t: { id: number; v: string } }>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
    await sql`CREATE TABLE t (id INTEGER PRIMARY KEY, v TEXT)`.execute(db);
    await db.insertInto('t').values({ id: 1, v: 'uno' }).execute();
    const read = () => db.selectFrom('t').select(['id', 'v']).where('id', '=', 1).execute();
    expect(await read()).toEqual([{ id: 1, v: 'uno' }]);
    await sql`DROP TABLE t`.execute(db);
    await sql`CREATE TABLE t (id INTEGER PRIMARY KEY, v TEXT, extra TEXT)`.execute(db);
    await db.insertInto('t').values({ id: 1, v: 'otra' }).execute();
    expect(await read()).toEqual([{ id: 1, v: 'otra' }]);
    await db.destroy();
    expect(sqlite.open).toBe(false);
  });
});
