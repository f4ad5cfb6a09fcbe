import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Migrator, sql } from 'kysely';
import pg from 'pg';
import { openDatabase, runMigrator } from '../../../src/server/db/index';
import { allMigrations, backupSchemaVersions } from '../../../src/server/db/migrations/index';
import { expect, it } from 'vitest';
import { describeEachEngine } from '../helper';
import { BACKUP_TABLES, catalogueAt, DERIVED_COLUMNS, ID_REFERENCES, INSTALLATION_BACKUP_TABLES, OLDEST_RESTORABLE_SCHEMA, INSTALLATION_COLUMNS, OUTSIDE_BACKUPS, SCOPE_COLUMN, UNSAVED_TABLES } from '../../../src/server/backup/catalog';
import { isTenantTable } from '../../../src/server/db/tenantTables';

const TYPE_OF: Record<string, string> = { integer: 'integer', 'double precision': 'real', real: 'real', text: 'text' };

describeEachEngine('the backup catalogue', (t) => {
  async function columnsOf(table: string): Promise<{ name: string; type: string; nullable: boolean }[]> {
    if (t().engine === 'sqlite') {
      const rows = t().database.sqlite!.prepare(`PRAGMA table_info(${table})`).all() as { name: string; type: string; notnull: number; pk: number }[];
      return rows.map((r) => ({ name: r.name, type: TYPE_OF[r.type.toLowerCase()] ?? r.type, nullable: r.notnull === 0 && r.pk === 0 }));
    }
    const result = await sql<{ column_name: string; data_type: string; is_nullable: string }>`
      SELECT column_name, data_type, is_nullable FROM information_schema.columns
      WHERE table_schema = current_schema() AND table_name = ${table} ORDER BY ordinal_position`.execute(t().db);
    return result.rows.map((r) => ({ name: r.column_name, type: TYPE_OF[r.data_type] ?? r.data_type, nullable: r.is_nullable === 'YES' }));
  }

  it('names every table of the database (but those kept out of backups on purpose), with its columns, types and nullability', async () => {
    const tables = t().engine === 'sqlite'
      ? (t().database.sqlite!.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE 'kysely_%'").all() as { name: string }[]).map((r) => r.name)
      : (await sql<{ table_name: string }>`SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema() AND table_name NOT LIKE 'kysely_%'`.execute(t().db)).rows.map((r) => r.table_name);
    expect([...tables].sort()).toEqual([...BACKUP_TABLES.map((s) => s.name), ...OUTSIDE_BACKUPS, ...UNSAVED_TABLES].sort());
    for (const name of UNSAVED_TABLES) expect(BACKUP_TABLES.map((s) => s.name)).not.toContain(name);
    for (const spec of BACKUP_TABLES) {
      const derived = [...(DERIVED_COLUMNS[spec.name] ?? []), ...(INSTALLATION_COLUMNS[spec.name] ?? []), ...(isTenantTable(spec.name) ? [SCOPE_COLUMN] : [])];
      const actual = (await columnsOf(spec.name)).filter((c) => !derived.includes(c.name));
      expect(actual, spec.name).toEqual(spec.columns.map((c) => ({ name: c.name, type: c.type, nullable: c.nullable })));
    }
  });

  it('the whole installation’s backup: every table but the devices, with every column but the derived ones, parents first', async () => {
    const names = INSTALLATION_BACKUP_TABLES.map((s) => s.name);
    expect([...names].sort()).toEqual([...BACKUP_TABLES.map((s) => s.name), 'usuarios_municipios'].sort());
    for (const spec of INSTALLATION_BACKUP_TABLES) {
      const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);
      const actual = (await columnsOf(spec.name)).filter((c) => !(DERIVED_COLUMNS[spec.name] ?? []).includes(c.name)).sort(byName);
      expect(actual, spec.name).toEqual(spec.columns.map((c) => ({ name: c.name, type: c.type, nullable: c.nullable })).sort(byName));
    }
    expect(names[0]).toBe('municipios');
    expect(names.indexOf('usuarios_municipios')).toBeGreaterThan(names.indexOf('users'));
  });

  it('lists every table after the tables it refers to; a table kept out of backups refers to none and none to it', async () => {
    const order: string[] = BACKUP_TABLES.map((s) => s.name);
    const references: { from: string; to: string }[] = [];
    if (t().engine === 'sqlite') {
      for (const name of [...order, ...OUTSIDE_BACKUPS]) {
        const rows = t().database.sqlite!.prepare(`PRAGMA foreign_key_list(${name})`).all() as { table: string }[];
        references.push(...rows.map((r) => ({ from: name, to: r.table })));
      }
    } else {
      const result = await sql<{ from: string; to: string }>`
        SELECT tc.table_name AS "from", ccu.table_name AS "to"
        FROM information_schema.table_constraints tc
        JOIN information_schema.constraint_column_usage ccu ON ccu.constraint_name = tc.constraint_name AND ccu.constraint_schema = tc.constraint_schema
        WHERE tc.constraint_type = 'FOREIGN KEY' AND tc.table_schema = current_schema()`.execute(t().db);
      references.push(...result.rows);
    }
    expect(references.length).toBeGreaterThan(10);
    // The columns a municipality's records moved into another installation are renumbered through: every foreign key between backed-up tables.
    const declared = Object.entries(ID_REFERENCES).flatMap(([from, columns]) => Object.values(columns!).map((to) => `${from} -> ${to}`));
    const between = references.filter((r) => order.includes(r.from) && r.to !== 'municipios').map((r) => `${r.from} -> ${r.to}`);
    expect([...declared].sort()).toEqual([...between].sort());
    // Emptying the restored tables must never cascade into the tables kept across restores, nor them hold a restore back.
    expect(references.filter((r) => (OUTSIDE_BACKUPS as string[]).includes(r.from) || (OUTSIDE_BACKUPS as string[]).includes(r.to))).toEqual([]);
    for (const ref of references) {
      // A table backups leave out is emptied before all the others and refers only to tables in backups.
      if ((UNSAVED_TABLES as readonly string[]).includes(ref.from)) expect(order, `${ref.from} -> ${ref.to}`).toContain(ref.to);
      else expect(order.indexOf(ref.to), `${ref.from} -> ${ref.to}`).toBeLessThan(order.indexOf(ref.from));
    }
  });

  // One database migrated from scratch per version: each migration adds one more (PostgreSQL takes seconds each on a busy machine).
  it('each older schema version it restores: the tables and columns of a database migrated to it, no more and no fewer', { timeout: 180_000 }, async () => {
    const versions = backupSchemaVersions(t().engine).filter((v) => v >= OLDEST_RESTORABLE_SCHEMA);
    expect(versions.length).toBeGreaterThan(1);
    for (const version of versions) {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gatera-esquema-'));
      const url = t().engine === 'postgres' ? process.env.TEST_DATABASE_URL! : null;
      const schema = url ? `v_${crypto.randomBytes(6).toString('hex')}` : undefined;
      const handle = await openDatabase({ databaseUrl: url, dataDir, pgSchema: schema });
      try {
        const migrator = new Migrator({ db: handle.db.withoutPlugins(), provider: { getMigrations: async () => allMigrations(handle.engine) }, ...(schema ? { migrationTableSchema: schema } : {}) });
        expect((await runMigrator(migrator, version)).error).toBeUndefined();
        for (const spec of catalogueAt(version, false)) {
          const left = [...(DERIVED_COLUMNS[spec.name] ?? []), ...(INSTALLATION_COLUMNS[spec.name] ?? []), ...(isTenantTable(spec.name) ? [SCOPE_COLUMN] : [])];
          const columns = handle.sqlite
            ? (handle.sqlite.prepare(`PRAGMA table_info(${spec.name})`).all() as { name: string }[]).map((c) => c.name)
            : (await sql<{ column_name: string }>`SELECT column_name FROM information_schema.columns WHERE table_schema = ${schema} AND table_name = ${spec.name}`.execute(handle.db)).rows.map((r) => r.column_name);
          expect(columns.filter((c) => !left.includes(c)).sort(), `${version}: ${spec.name}`).toEqual(spec.columns.map((c) => c.name).sort());
        }
      } finally {
        await handle.destroy();
        fs.rmSync(dataDir, { recursive: true, force: true });
        if (url && schema) {
          const client = new pg.Client({ connectionString: url });
          await client.connect();
          await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`).finally(() => client.end());
        }
      }
    }
    // What a later version added is empty in an older file's restore: it must be allowed to be.
    for (const spec of BACKUP_TABLES) for (const column of spec.columns) if (column.since) expect(column.nullable, `${spec.name}.${column.name}`).toBe(true);
  });
});
