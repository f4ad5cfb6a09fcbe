/**
 * Before it migrates, Kysely lists every column of every table of the
 * PostgreSQL database (all schemas) with `pg_get_serial_sequence`, which fails
 * when another session drops a table or schema meanwhile. That was the CI flake
 * of 23/11/2026 (a suite's fresh schema, table or column reported missing while
 * migrating, while other suites dropped their schemas): migrateToLatest now
 * tries again when nothing was migrated yet. Here another session keeps
 * creating and dropping schemas while fresh schemas are migrated.
 */
import crypto from 'node:crypto';
import os from 'node:os';
import { sql } from 'kysely';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { migrateToLatest, openDatabase } from '../../src/server/db/index';
import { testEngines } from './helper';

const postgres = testEngines().find((e) => e.name === 'postgres');

describe.runIf(postgres)('migrating while another session drops schemas', () => {
  it('every fresh schema migrates whole', async () => {
    const churner = new pg.Client({ connectionString: postgres!.url! });
    await churner.connect();
    const prefix = `churn_${crypto.randomBytes(4).toString('hex')}`;
    let stop = false;
    const churn = (async () => {
      for (let i = 0; !stop; i++) {
        const schema = `${prefix}_${i}`;
        await churner.query(
          `CREATE SCHEMA ${schema}; CREATE TABLE ${schema}.a (id serial PRIMARY KEY, x int, y text); CREATE TABLE ${schema}.b (id serial PRIMARY KEY, a int REFERENCES ${schema}.a (id))`,
        );
        await churner.query(`DROP SCHEMA ${schema} CASCADE`);
      }
    })();
    const migrated: string[] = [];
    try {
      for (let i = 0; i < 6; i++) {
        const schema = `t_race_${crypto.randomBytes(5).toString('hex')}`;
        const database = await openDatabase({ databaseUrl: postgres!.url, dataDir: os.tmpdir(), pgSchema: schema });
        try {
          await migrateToLatest(database);
          const gatos = await sql<{ n: number }>`SELECT count(*) AS n FROM information_schema.tables WHERE table_schema = ${schema} AND table_name = 'gatos'`.execute(database.db);
          if (gatos.rows[0].n === 1) migrated.push(schema);
        } finally {
          await database.destroy();
          await churner.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`).catch(() => undefined);
        }
      }
    } finally {
      stop = true;
      await churn.catch(() => undefined);
      await churner.end();
    }
    expect(migrated).toHaveLength(6);
  }, 120_000);
});
