/** The PostgreSQL connection pools of the server and of the report workers (db/reader.ts). */
import type { Pool } from 'pg';

/** A pool of PostgreSQL connections in `schema` (when given), started with the `-c` settings of `settings`. */
export async function postgresPool(databaseUrl: string | null, schema: string | undefined, max: number, settings: string[]): Promise<Pool> {
  // Loaded only for PostgreSQL, so a SQLite server does not carry the driver.
  const { default: pg } = await import('pg');
  // COUNT(*) is int8 and AVG is numeric in PostgreSQL; the API answers numbers.
  pg.types.setTypeParser(20, (v) => Number.parseInt(v, 10));
  pg.types.setTypeParser(1700, (v) => Number.parseFloat(v));
  if (schema && !/^[a-z_][a-z0-9_]*$/.test(schema)) throw new Error('Nombre de esquema no válido');
  const pool = new pg.Pool({
    connectionString: databaseUrl ?? undefined,
    max,
    connectionTimeoutMillis: 5000,
    options: [...settings, ...(schema ? [`-c search_path=${schema}`] : [])].join(' '),
  });
  // A dropped connection must not crash the process; requests report the outage (503).
  // pg's idle listener handles only a client's first error, and a dead socket can raise two.
  pool.on('error', () => undefined);
  pool.on('connect', (client) => client.on('error', () => undefined));
  return pool;
}

