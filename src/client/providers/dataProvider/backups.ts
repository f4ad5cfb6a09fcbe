/** The backup calls: list, create, restore one of the list, import a file, download one. */
import { BACKUP } from '../../../domain/constants';
import type { BackupBody, BackupCreado, BackupImportado, BackupList, BackupRestaurado } from '../../../domain/schemas/backup';
import { apiDownload, apiJson } from '../httpClient';

export const backupsMethods = {
  /** The names of the backups on the server, as it lists them. */
  async listarBackups(signal?: AbortSignal): Promise<string[]> {
    return (await apiJson<BackupList>('/api/backup/backup/list', { signal })).data?.backups ?? [];
  },
  async crearBackup(): Promise<BackupCreado> {
    const body: BackupBody = { backup_type: BACKUP.type, format: BACKUP.format };
    return (await apiJson<BackupCreado>('/api/backup/backup', { method: 'POST', json: body })).data;
  },
  async restaurarBackup(name: string): Promise<BackupRestaurado> {
    return (await apiJson<BackupRestaurado>(`/api/backup/restore?backup_filename=${encodeURIComponent(name)}`, { method: 'POST' })).data;
  },
  /** Uploads a .sql backup (multipart, field `file`) and restores it. */
  async importarBackup(file: File): Promise<BackupImportado> {
    const form = new FormData();
    form.append('file', file, file.name);
    return (await apiJson<BackupImportado>('/api/backup/backup/import', { method: 'POST', form })).data;
  },
  /** Saves the backup under its own name. */
  async descargarBackup(name: string): Promise<string> {
    return apiDownload(`/api/backup/backup/download/${encodeURIComponent(name)}`, name);
  },
};
