/**
 * Whose records a backup holds and a restore replaces: one municipality's, or the whole installation's.
 * An installation that serves a single municipality backs it up whole, the
 * installation's own tables too, exactly as before there were several (the
 * file and the folder are the same). An installation of several keeps each
 * municipality's backups apart, and a municipality's backup holds its rows
 * (without their `municipio_id`, so it restores into any municipality of any
 * installation) and those of the installation's tables that hang on them,
 * but nothing of another municipality and none of the installation's shared
 * state (the mail queue, the sign-in limits, the daily notices' days).
 */
import path from 'node:path';
import { sql } from 'kysely';
import type { Db, TableName } from '../db/schema';
import { FIRST_MUNICIPIO, isTenantTable, MUNICIPIO_COLUMN } from '../db/tenantTables';
import { withScope } from '../tenancy/scope';
import { SETTINGS_TABLE } from './catalog';

export interface BackupExtent {
  municipio: number;
  /** The installation serves this municipality only: the backup is the whole installation's. */
  alone: boolean;
  /**
   * Every municipality of the installation, each row with its municipio_id, and the accounts' grants in
   * other municipalities (catalog.ts's INSTALLATION_BACKUP_TABLES): the whole installation's backup.
   */
  installation?: true;
}

/** Everything the database holds: the backup of an installation of one municipality (the first). */
export const WHOLE_DATABASE: BackupExtent = { municipio: FIRST_MUNICIPIO, alone: true };

/** Everything the database holds, whatever municipalities it serves: the whole installation's backup. */
export const WHOLE_INSTALLATION: BackupExtent = { municipio: FIRST_MUNICIPIO, alone: true, installation: true };

/**
 * The installation's tables whose rows belong to a municipality through
 * another table's row: an account's language, devices, reset links and the
 * other municipalities it works in; an offline client's id of a cat.
 */
const HANGING: Partial<Record<TableName, { column: string; parent: TableName }>> = {
  idiomas_usuario: { column: 'usuario_id', parent: 'users' },
  password_reset_tokens: { column: 'usuario_id', parent: 'users' },
  accesos_conocidos: { column: 'usuario_id', parent: 'users' },
  usuarios_municipios: { column: 'usuario_id', parent: 'users' },
  gatos_client_ids: { column: 'gato_id', parent: 'gatos' },
};

/** Whether a municipality's backup carries `table` when the installation serves others too. */
export function sharedBackupHolds(table: TableName): boolean {
  return isTenantTable(table) || table in HANGING || table === SETTINGS_TABLE;
}

/**
 * The SQL condition that picks `table`'s rows of the extent's municipality,
 * or null for every row (the installation is the municipality's alone).
 * Its only value is the municipality's id, an integer.
 */
export function rowsOf(table: TableName, extent: BackupExtent): string | null {
  if (extent.alone) return null;
  const municipio = Math.trunc(extent.municipio);
  if (isTenantTable(table)) return `${MUNICIPIO_COLUMN} = ${municipio}`;
  if (table === SETTINGS_TABLE) return `id = ${municipio}`;
  const hanging = HANGING[table];
  if (hanging) return `${hanging.column} IN (SELECT id FROM ${hanging.parent} WHERE ${MUNICIPIO_COLUMN} = ${municipio})`;
  return '1 = 0';
}

/** The extent of `municipio`'s backups in this installation now. */
export async function extentOf(db: Db, municipio: number): Promise<BackupExtent> {
  const others = await withScope('installation', () =>
    sql<{ n: number | string }>`SELECT count(*) AS n FROM municipios WHERE id <> ${municipio}`.execute(db),
  );
  return { municipio, alone: Number(others.rows[0]?.n ?? 0) === 0 };
}

/**
 * The folder of a municipality's backups: the backup folder itself for the
 * first (an installation of one municipality keeps its backups where they
 * always were), `municipios/<id>` inside it for any other.
 */
export function backupFolderOf(backupDir: string, municipio: number): string {
  return municipio === FIRST_MUNICIPIO ? backupDir : path.join(backupDir, 'municipios', String(municipio));
}

/** The folder of the whole installation's backups. */
export function installationBackupFolder(backupDir: string): string {
  return path.join(backupDir, 'instalacion');
}
