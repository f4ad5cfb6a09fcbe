/** A checksum of every row of every table, to prove a refused request changed nothing. */
import crypto from 'node:crypto';
import type { Db } from '../../src/server/db/schema';
import { BACKUP_TABLES, INSTALLATION_COLUMNS } from '../../src/server/backup/catalog';

async function tableChecksum(db: Db, table: (typeof BACKUP_TABLES)[number]): Promise<string> {
  let query = db.selectFrom(table.name).selectAll();
  for (const key of table.key) query = query.orderBy(key as never);
  // The installation's own columns (a municipality's public path, when it was made) are not the backup's to carry.
  const own = INSTALLATION_COLUMNS[table.name] ?? [];
  const rows = (await query.execute()).map((row) => Object.fromEntries(Object.entries(row).filter(([column]) => !own.includes(column))));
  return `${rows.length}:${crypto.createHash('sha256').update(JSON.stringify(rows)).digest('hex').slice(0, 16)}`;
}

export async function tableChecksums(db: Db): Promise<Record<string, string>> {
  // All tables at once: on PostgreSQL the pool's connections read them side by side instead of one round trip after
  // another, and the hostile-input suites take a checksum after every refusal they provoke.
  const sums = await Promise.all(BACKUP_TABLES.map((table) => tableChecksum(db, table)));
  return Object.fromEntries(BACKUP_TABLES.map((table, i) => [table.name, sums[i]]));
}
