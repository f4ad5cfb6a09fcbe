import type { Migration } from 'kysely';
import type { Engine } from '../engine';
import { initialMigration } from './0001_initial';
import { gatosColoniaIdMigration } from './0002_gatos_colonia_id';
import { hardeningAuthMigration } from './0005_hardening_auth';
import { cerMigration } from './0006_cer';
import { vecinosMigration } from './0007_vecinos';
import { calleMigration } from './0008_calle';
import { idiomaMigration } from './0010_idioma';
import { consolaMigration } from './0011_consola';
import { gatosClientIdMigration } from './0012_gatos_client_id';
import { busquedaMigration } from './0013_busqueda';
import { ordenGatosMigration } from './0014_orden_gatos';
import { accesosConocidosMigration } from './0016_accesos_conocidos';

/** Every migration, in order. Names sort in the order they apply. */
export function allMigrations(engine: Engine): Record<string, Migration> {
  return {
    '0001_initial': initialMigration(engine),
    '0002_gatos_colonia_id': gatosColoniaIdMigration,
    '0005_hardening_auth': hardeningAuthMigration(engine),
    '0006_cer': cerMigration(engine),
    '0007_vecinos': vecinosMigration(engine),
    '0008_calle': calleMigration(engine),
    '0010_idioma': idiomaMigration,
    '0011_consola': consolaMigration(engine),
    '0012_gatos_client_id': gatosClientIdMigration,
    '0013_busqueda': busquedaMigration(engine),
    '0014_orden_gatos': ordenGatosMigration,
    '0016_accesos_conocidos': accesosConocidosMigration,
  };
}

/**
 * Migrations that change nothing a backup holds: they only add indexes (a
 * backup holds rows, never indexes) or tables that backups leave out
 * (UNSAVED_TABLES in backup/catalog.ts). A backup made before such a migration
 * restores after it, and the other way round.
 */
const BACKUP_NEUTRAL: ReadonlySet<string> = new Set(['0014_orden_gatos', '0016_accesos_conocidos']);

/**
 * The schema version written into backups and required of them: the newest
 * migration that changes the tables or their columns.
 */
export function schemaVersion(engine: Engine = 'sqlite'): string {
  return Object.keys(allMigrations(engine)).filter((name) => !BACKUP_NEUTRAL.has(name)).sort().at(-1) ?? '';
}
