/**
 * The backup folder: the names the server made, newest first; a new backup
 * under a fresh name (never overwriting one); retention. A name from a request
 * is only ever used after it matched the exact pattern, so no path outside the
 * folder can be reached.
 */
import crypto from 'node:crypto';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { backupNameAt, isBackupName, sortBackupNames } from '../../domain/backups';
import type { DatabaseHandle } from '../db/index';
import { writeBackup, type SnapshotSource, type WriteResult } from './writer';
import { withSnapshot } from './snapshot';
import { WHOLE_DATABASE, type BackupExtent } from './extent';

export interface StoreOptions {
  backupDir: string;
  mediaDir: string;
  database: DatabaseHandle;
  /** Whose records the backups hold (the whole database when not said). */
  extent?: BackupExtent;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function listBackups(backupDir: string): Promise<string[]> {
  const entries = await fsp.readdir(backupDir, { withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  return sortBackupNames(entries.filter((e) => e.isFile()).map((e) => e.name));
}

/** The path of a backup the server made, or null for any other name or a missing file. */
export async function backupPath(backupDir: string, name: unknown): Promise<string | null> {
  if (!isBackupName(name)) return null;
  const file = path.join(backupDir, name);
  const stat = await fsp.stat(file).catch(() => null);
  return stat?.isFile() ? file : null;
}

/** A temporary file in the folder, invisible to the list, removed by the caller. */
export function temporaryPath(backupDir: string, purpose: string): string {
  return path.join(backupDir, `.${purpose}-${crypto.randomBytes(8).toString('hex')}.part`);
}

export interface CreatedBackup extends WriteResult {
  name: string;
}

/**
 * Writes a new backup. The name carries the second it was made; when that name
 * is taken (two backups in one second, or another process) it waits for the next second.
 */
export async function createBackupFile(options: StoreOptions, snapshot?: SnapshotSource): Promise<CreatedBackup> {
  await fsp.mkdir(options.backupDir, { recursive: true });
  const temp = temporaryPath(options.backupDir, 'backup');
  try {
    const extent = options.extent ?? WHOLE_DATABASE;
    const result = await writeBackup(
      options.database,
      options.mediaDir,
      temp,
      snapshot ?? ((read) => withSnapshot(options.database, extent, read)),
      extent.installation === true,
    );
    for (let attempt = 0; attempt < 5; attempt++) {
      const name = backupNameAt(new Date());
      try {
        // link() refuses to replace an existing file, unlike rename().
        await fsp.link(temp, path.join(options.backupDir, name));
        return { name, ...result };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
        await sleep(1000 - (Date.now() % 1000) + 5);
      }
    }
    throw new Error('No se encontró un nombre libre para la copia de seguridad.');
  } finally {
    await fsp.rm(temp, { force: true });
  }
}

/** Keeps the newest `keep` backups (0 keeps them all); returns the names removed. */
export async function pruneBackups(backupDir: string, keep: number): Promise<string[]> {
  if (!(keep > 0)) return [];
  const names = await listBackups(backupDir);
  const doomed = names.slice(keep);
  for (const name of doomed) await fsp.rm(path.join(backupDir, name), { force: true });
  return doomed;
}

/** Removes temporary files left by a crash more than an hour ago. */
export async function removeStaleTemporaries(backupDir: string): Promise<void> {
  const entries = await fsp.readdir(backupDir).catch(() => [] as string[]);
  const limit = Date.now() - 60 * 60 * 1000;
  for (const entry of entries) {
    if (!entry.startsWith('.') || !entry.endsWith('.part')) continue;
    const file = path.join(backupDir, entry);
    const stat = await fsp.stat(file).catch(() => null);
    if (stat && stat.mtimeMs < limit) await fsp.rm(file, { force: true });
  }
}
