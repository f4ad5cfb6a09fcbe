import { sql, type Kysely, type Migration } from 'kysely';
import type { Engine } from '../engine';
import { foldSqlText } from '../searchFold';

/**
 * The cat searches find 'Ñoqui' by 'ñoqui' or 'noqui' and 'Álvaro'
 * by 'alvaro' on both engines. gatos.nombre_busqueda holds the name folded
 * (db/searchFold.ts), kept by the database itself: a generated column on
 * PostgreSQL; on SQLite (a stored generated column cannot be added to a table,
 * and a virtual one costs its replace() calls on every row a filter scans) a
 * plain column that two triggers fill. Its index replaces lower(nombre)'s.
 * The column is derived, so backups leave it out (backup/catalog.ts).
 */
export function busquedaMigration(engine: Engine): Migration {
  return {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async up(db: Kysely<any>) {
      await sql`DROP INDEX IF EXISTS gatos_nombre_lower_idx`.execute(db);
      if (engine === 'postgres') {
        await sql`ALTER TABLE gatos ADD COLUMN nombre_busqueda text GENERATED ALWAYS AS (${sql.raw(foldSqlText(engine, 'nombre'))}) STORED`.execute(db);
        await sql`CREATE INDEX gatos_nombre_busqueda_idx ON gatos ((nombre_busqueda COLLATE "C"))`.execute(db);
        return;
      }
      const folded = (ref: string) => sql.raw(foldSqlText(engine, ref));
      await sql`ALTER TABLE gatos ADD COLUMN nombre_busqueda text`.execute(db);
      await sql`UPDATE gatos SET nombre_busqueda = ${folded('nombre')}`.execute(db);
      await sql`CREATE TRIGGER gatos_nombre_busqueda_alta AFTER INSERT ON gatos BEGIN
        UPDATE gatos SET nombre_busqueda = ${folded('NEW.nombre')} WHERE id = NEW.id; END`.execute(db);
      await sql`CREATE TRIGGER gatos_nombre_busqueda_cambio AFTER UPDATE OF nombre ON gatos BEGIN
        UPDATE gatos SET nombre_busqueda = ${folded('NEW.nombre')} WHERE id = NEW.id; END`.execute(db);
      await sql`CREATE INDEX gatos_nombre_busqueda_idx ON gatos (nombre_busqueda)`.execute(db);
    },
  };
}
