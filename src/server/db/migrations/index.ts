import type { Migration } from 'kysely/migration';
import type { Engine } from '../engine';
import { initialMigration } from './0001_initial';
import { gatosColoniaIdMigration } from './0002_gatos_colonia_id';

/** Every migration, in order. Names sort in the order they apply. */
export function allMigrations(engine: Engine): Record<string, Migration> {
  return {
    '0001_initial': initialMigration(engine),
    '0002_gatos_colonia_id': gatosColoniaIdMigration,
  };
}

/** The newest migration: the schema version written into backups. */
export function schemaVersion(engine: Engine = 'sqlite'): string {
  return Object.keys(allMigrations(engine)).sort().at(-1) ?? '';
}
