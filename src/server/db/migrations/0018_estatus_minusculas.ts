import type { Kysely, Migration } from 'kysely';
import { normalizeEstatus } from '../../../domain/incidencias';

/**
 * Complaint and inspection statuses as the original API sent them, lower case
 * ('Pendiente' becomes 'pendiente'). Only values change, never a table or a
 * column, so backups keep their schema version: a copy made before restores
 * and is normalised the same way (backup/catalog.ts). Rewritten one distinct
 * value at a time in JavaScript: SQLite's lower() leaves 'Ó' as it is.
 */
export const estatusMinusculasMigration: Migration = {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async up(db: Kysely<any>) {
    for (const table of ['quejas', 'inspecciones']) {
      const values = (await db.selectFrom(table).select('estatus').distinct().execute()) as { estatus: string }[];
      for (const { estatus } of values) {
        const normalized = normalizeEstatus(estatus);
        if (normalized !== estatus) await db.updateTable(table).set({ estatus: normalized }).where('estatus', '=', estatus).execute();
      }
    }
  },
};
