/**
 * The backup calls: list, create, restore one of the list, import a file, download one. Each takes an
 * optional `alcance`: absent, the account's municipality's backups; `instalacion`, the whole installation's.
 */
import { BACKUP, type BACKUP_ALCANCE_INSTALACION } from '../../../domain/constants';
import type { BackupBody, BackupCreado, BackupImportado, BackupList, BackupRestaurado } from '../../../domain/schemas/backup';
import { apiDownload, apiJson } from '../httpClient';

type Alcance = typeof BACKUP_ALCANCE_INSTALACION;

/** The call's address: its query holds `params`, and `alcance` when there is one. */
function address(path: string, alcance: Alcance | undefined, params: Record<string, string> = {}): string {
  const query = new URLSearchParams(alcance ? { ...params, alcance } : params).toString();
  return query ? `${path}?${query}` : path;
}

export const backupsMethods = {
  /** The names of the backups on the server, as it lists them. */
  async listarBackups(signal?: AbortSignal, alcance?: Alcance): Promise<string[]> {
    return (await apiJson<BackupList>(address('/api/backup/backup/list', alcance), { signal })).data?.backups ?? [];
  },
  async crearBackup(alcance?: Alcance): Promise<BackupCreado> {
    // Without alcance the body is the one the original product sent: JSON leaves the undefined key out.
    const body: BackupBody = { backup_type: BACKUP.type, format: BACKUP.format, alcance };
    return (await apiJson<BackupCreado>('/api/backup/backup', { method: 'POST', json: body })).data;
  },
  async restaurarBackup(name: string, alcance?: Alcance): Promise<BackupRestaurado> {
    return (await apiJson<BackupRestaurado>(address('/api/backup/restore', alcance, { backup_filename: name }), { method: 'POST' })).data;
  },
  /** Uploads a .sql backup (multipart, field `file`) and restores it. */
  async importarBackup(file: File, alcance?: Alcance): Promise<BackupImportado> {
    const form = new FormData();
    form.append('file', file, file.name);
    return (await apiJson<BackupImportado>(address('/api/backup/backup/import', alcance), { method: 'POST', form })).data;
  },
  /** Saves the backup under its own name. */
  async descargarBackup(name: string, alcance?: Alcance): Promise<string> {
    return apiDownload(address(`/api/backup/backup/download/${encodeURIComponent(name)}`, alcance), name);
  },
};
