/** Every text column of every table (read from the database itself, not from our catalogue) searched for some texts. */
import { sql } from 'kysely';
import { expect } from 'vitest';
import type { TestApp } from '../helper';

export async function tracesOf(t: TestApp, needles: string[]): Promise<string[]> {
  const columns =
    t.engine === 'postgres'
      ? (
          await sql<{ table_name: string; column_name: string }>`select table_name, column_name from information_schema.columns
            where table_schema = current_schema() and data_type in ('text', 'character varying') and table_name not like 'kysely_%'`.execute(t.db)
        ).rows
      : (
          await Promise.all(
            (await sql<{ name: string }>`select name from sqlite_master where type = 'table' and name not like 'sqlite_%' and name not like 'kysely_%'`.execute(t.db)).rows.map(
              async ({ name }) =>
                (await sql<{ name: string; type: string }>`select name, type from pragma_table_info(${name})`.execute(t.db)).rows
                  .filter((c) => /text|char/i.test(c.type))
                  .map((c) => ({ table_name: name, column_name: c.name })),
            ),
          )
        ).flat();
  const found: string[] = [];
  for (const { table_name, column_name } of columns) {
    for (const needle of needles) {
      const hit = await sql<{ n: number }>`select count(*) as n from ${sql.table(table_name)} where lower(${sql.ref(column_name)}) like ${`%${needle.toLowerCase()}%`}`.execute(t.db);
      if (Number(hit.rows[0].n) > 0) found.push(`${table_name}.${column_name} contiene «${needle}»`);
    }
  }
  expect(columns.length).toBeGreaterThan(30);
  return found;
}
