/** A fresh PostgreSQL schema for one benchmark run, dropped afterwards. */
import crypto from 'node:crypto';
import pg from 'pg';

export async function pgSchemaUrl(prefix: string): Promise<{ url: string; drop(): Promise<void> }> {
  const base = process.env.DATABASE_URL;
  if (!base) throw new Error('--db postgres necesita DATABASE_URL');
  const schema = `${prefix}_${crypto.randomBytes(4).toString('hex')}`;
  const run = async (statement: string) => {
    const client = new pg.Client({ connectionString: base });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await run(`CREATE SCHEMA ${schema}`);
  const url = new URL(base);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return { url: url.toString(), drop: () => run(`DROP SCHEMA ${schema} CASCADE`) };
}
