/**
 * docs/FIABILIDAD.md, section 3: with SQLite, another process holding the
 * write lock longer than busy_timeout (5 s) makes a write answer 503 in
 * Spanish with Retry-After, never 500, and nothing is written. SQLite only:
 * PostgreSQL has no such timeout (its outage is tests/server/security/pgOutage.test.ts).
 */
import SqliteDatabase from 'better-sqlite3';
import path from 'node:path';
import { expect, it } from 'vitest';
import { createTestApp, json } from '../helper';
import { MESSAGES } from '../../../src/server/lib/errors';
import { serverText } from '../../../src/server/i18n/index';

it('a write that cannot get the SQLite lock within busy_timeout answers 503 in Spanish', async () => {
  const t = await createTestApp({ name: 'sqlite', url: null });
  try {
    const token = await t.token('admin');
    const other = new SqliteDatabase(path.join(t.paths.dataDir, 'gatera.db'));
    other.exec('BEGIN IMMEDIATE');
    try {
      const res = await t.app.inject({ method: 'POST', url: '/api/partes/partes/', headers: { authorization: `Bearer ${token}` }, payload: { descripcion: 'Bloqueada', estado: 'pendiente' } });
      expect(res.statusCode, res.body).toBe(503);
      expect(json(res).detail).toBe(serverText('es', MESSAGES.databaseUnavailable));
      expect(res.headers['retry-after']).toBe('5');
    } finally {
      other.exec('ROLLBACK');
      other.close();
    }
    expect(await t.db.selectFrom('partes').select('id').execute()).toEqual([]);
  } finally {
    await t.close();
  }
}, 30_000);
