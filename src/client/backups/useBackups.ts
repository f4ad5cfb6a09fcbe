/**
 * The backup calls of the API and the screen's state: the list (newest
 * first), which operation is running, and the alert to show. Creating,
 * restoring and importing are exclusive: while one runs the others wait.
 * After a creation the list is read again BACKUP.refreshDelayMs later; after a
 * restore or an import at once.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { BACKUP } from '../../domain/constants';
import { BACKUP_MESSAGES } from '../../domain/messages';
import { sortBackupNames } from '../../domain/backups';
import { apiDownload, apiJson } from '../providers/httpClient';
import { useTranslate } from 'react-admin';

export type BackupOperation = 'creating' | 'restoring' | 'importing';

export interface BackupAlert {
  severity: 'success' | 'error';
  text: string;
  /** The server's reason, shown under the catalogue text. */
  detail?: string;
}

function reason(error: unknown): string | undefined {
  return error instanceof Error && error.message ? error.message : undefined;
}

/** What a restore or an import answers besides the original product's message: the people erased (RGPD) that the copy held identifiable, erased again. */
interface RestoreAnswer {
  anonimizadas_mantenidas?: number;
}

export function useBackups() {
  const t = useTranslate();
  const [backups, setBackups] = useState<string[] | null>(null);
  const [listFailed, setListFailed] = useState(false);
  const [running, setRunning] = useState<BackupOperation | null>(null);
  const [downloading, setDownloading] = useState<string | null>(null);
  const [alert, setAlert] = useState<BackupAlert | null>(null);
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);
  const mounted = useRef(true);

  const load = useCallback(async () => {
    try {
      const { data } = await apiJson<{ backups: string[] }>('/api/backup/backup/list');
      if (!mounted.current) return;
      setBackups(sortBackupNames(data?.backups ?? []));
      setListFailed(false);
    } catch (error) {
      if (!mounted.current) return;
      console.error(BACKUP_MESSAGES.listFailed, error);
      setListFailed(true);
      setBackups((current) => current ?? []);
    }
  }, []);

  useEffect(() => {
    mounted.current = true;
    void load();
    const pending = timers.current;
    return () => {
      mounted.current = false;
      pending.forEach(clearTimeout);
    };
  }, [load]);

  /** The second sentence after a restore or an import, when the server kept someone erased. */
  const keptErased = (answer: RestoreAnswer | null) => {
    const kept = answer?.anonimizadas_mantenidas ?? 0;
    return kept > 0 ? t('gatera.copias.anonimizadasMantenidas', { smart_count: kept }) : undefined;
  };

  async function exclusive(operation: BackupOperation, run: () => Promise<void>) {
    if (running) return;
    setRunning(operation);
    setAlert(null);
    try {
      await run();
    } finally {
      if (mounted.current) setRunning(null);
    }
  }

  const create = () =>
    exclusive('creating', async () => {
      try {
        const { data } = await apiJson<{ filename: string }>('/api/backup/backup', { method: 'POST', json: { backup_type: BACKUP.type, format: BACKUP.format } });
        setAlert({ severity: 'success', text: t('gatera.copias.creado', { nombre: data.filename }) });
        timers.current.push(setTimeout(() => void load(), BACKUP.refreshDelayMs));
      } catch (error) {
        setAlert({ severity: 'error', text: t('backups.createFailed'), detail: reason(error) });
      }
    });

  const restore = (name: string) =>
    exclusive('restoring', async () => {
      try {
        const { data } = await apiJson<RestoreAnswer>(`/api/backup/restore?backup_filename=${encodeURIComponent(name)}`, { method: 'POST' });
        setAlert({ severity: 'success', text: t('backups.restoreOk'), detail: keptErased(data) });
        await load();
      } catch (error) {
        setAlert({ severity: 'error', text: t('backups.restoreFailed'), detail: reason(error) });
      }
    });

  const importFile = (file: File) =>
    exclusive('importing', async () => {
      if (!/\.sql$/i.test(file.name)) {
        setAlert({ severity: 'error', text: t('backups.importFailed'), detail: t('gatera.copias.soloSql') });
        return;
      }
      try {
        const form = new FormData();
        form.append('file', file, file.name);
        const { data } = await apiJson<RestoreAnswer>('/api/backup/backup/import', { method: 'POST', form });
        setAlert({ severity: 'success', text: t('backups.importOk'), detail: keptErased(data) });
        await load();
      } catch (error) {
        setAlert({ severity: 'error', text: t('backups.importFailed'), detail: reason(error) });
      }
    });

  async function download(name: string) {
    setDownloading(name);
    try {
      await apiDownload(`/api/backup/backup/download/${encodeURIComponent(name)}`, name);
    } catch (error) {
      setAlert({ severity: 'error', text: t('backups.downloadFailed'), detail: reason(error) });
    } finally {
      if (mounted.current) setDownloading(null);
    }
  }

  return { backups, listFailed, running, downloading, alert, dismissAlert: () => setAlert(null), create, restore, importFile, download };
}
