/**
 * Backup file names, as the original API makes them: `backup_<type>_<YYYYmmddHHMMSS>.<format>`,
 * e.g. `backup_full_20250329184512.sql`, the time being the server's local time.
 * The server makes and accepts only these names; the screen shows the time read from them.
 */
import { BACKUP } from './constants';

export const BACKUP_NAME_PATTERN = /^backup_full_(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})\.sql$/;

export function isBackupName(name: unknown): name is string {
  if (typeof name !== 'string') return false;
  const m = BACKUP_NAME_PATTERN.exec(name);
  if (!m) return false;
  const [, y, mo, d, h, mi, s] = m.map(Number);
  return mo >= 1 && mo <= 12 && d >= 1 && d <= 31 && h <= 23 && mi <= 59 && s <= 59 && y >= 1970;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** The name of a backup made at `date` (local time). */
export function backupNameAt(date: Date): string {
  const stamp = `${pad(date.getFullYear(), 4)}${pad(date.getMonth() + 1)}${pad(date.getDate())}${pad(date.getHours())}${pad(date.getMinutes())}${pad(date.getSeconds())}`;
  return `backup_${BACKUP.type}_${stamp}.${BACKUP.format}`;
}

/** The time in the name as people read it, `29/03/2025 18:45:12`; null for a name that is not a backup's. */
export function backupDisplayTime(name: string): string | null {
  if (!isBackupName(name)) return null;
  const [, y, mo, d, h, mi, s] = BACKUP_NAME_PATTERN.exec(name) as RegExpExecArray;
  return `${d}/${mo}/${y} ${h}:${mi}:${s}`;
}

/** The local time the name carries, for retention and the daily schedule. */
export function backupTimeOf(name: string): Date | null {
  if (!isBackupName(name)) return null;
  const [, y, mo, d, h, mi, s] = (BACKUP_NAME_PATTERN.exec(name) as RegExpExecArray).map(Number);
  return new Date(y, mo - 1, d, h, mi, s);
}

/** Newest first: the names sort by their timestamp. */
export function sortBackupNames(names: readonly string[]): string[] {
  return names.filter(isBackupName).sort((a, b) => (a < b ? 1 : a > b ? -1 : 0));
}
