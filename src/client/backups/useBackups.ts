/**
 * The backups screen's state over the data provider's backup calls: the
 * list (newest first), which operation is running, and the alert to show. Creating,
 * restoring and importing are exclusive: while one runs the others wait.
 * After a creation the list is read again BACKUP.refreshDelayMs later; after a
 * restore or an import at once. `alcance` says whose backups: the account's
 * municipality's when absent, the whole installation's with `instalacion`; each
 * has its own list in the query cache and its own operation and alert.
 */
import { useEffect, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { BACKUP } from '../../domain/constants';
import { sortBackupNames } from '../../domain/backups';
import { useGateraDataProvider } from '../providers/dataProvider';
import { backupTextKey, type BackupAlcance } from './backupTexts';

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

export function useBackups(alcance?: BackupAlcance) {
  const t = useTranslate();
  const dataProvider = useGateraDataProvider();
  const queryClient = useQueryClient();
  const listKey = ['backup', 'list', alcance ?? 'municipio'];
  // The last argument of each call, only when there is one: a municipality's calls stay the screen's original ones.
  const scope: [] | [NonNullable<BackupAlcance>] = alcance ? [alcance] : [];
  const list = useQuery({
    queryKey: listKey,
    queryFn: ({ signal }) => dataProvider.listarBackups(signal, ...scope),
    select: sortBackupNames,
    retry: false,
  });
  const [running, setRunning] = useState<BackupOperation | null>(null);
  const [downloading, setDownloading] = useState<string | null>(null);
  const [alert, setAlert] = useState<BackupAlert | null>(null);
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);
  const mounted = useRef(true);
  const load = () => queryClient.invalidateQueries({ queryKey: listKey });

  useEffect(() => {
    mounted.current = true;
    const pending = timers.current;
    return () => {
      mounted.current = false;
      pending.forEach(clearTimeout);
    };
  }, []);

  /** The second sentence after a restore or an import, when the server kept someone erased. */
  const keptErased = (answer: { anonimizadas_mantenidas?: number } | null) => {
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
        const data = await dataProvider.crearBackup(...scope);
        setAlert({ severity: 'success', text: t(backupTextKey(alcance, 'creado'), { nombre: data.filename }) });
        timers.current.push(setTimeout(() => void load(), BACKUP.refreshDelayMs));
      } catch (error) {
        setAlert({ severity: 'error', text: t('backups.createFailed'), detail: reason(error) });
      }
    });

  /** A restore or an import: every datum replaced, so the list is read again at once. */
  const replacing = (operation: BackupOperation, send: () => Promise<{ anonimizadas_mantenidas?: number }>, ok: string, failed: string) =>
    exclusive(operation, async () => {
      try {
        const data = await send();
        setAlert({ severity: 'success', text: t(ok), detail: keptErased(data) });
        await load();
      } catch (error) {
        setAlert({ severity: 'error', text: t(failed), detail: reason(error) });
      }
    });

  const restore = (name: string) => replacing('restoring', () => dataProvider.restaurarBackup(name, ...scope), 'backups.restoreOk', 'backups.restoreFailed');

  const importFile = async (file: File) => {
    if (/\.sql$/i.test(file.name)) return replacing('importing', () => dataProvider.importarBackup(file, ...scope), 'backups.importOk', 'backups.importFailed');
    setAlert({ severity: 'error', text: t('backups.importFailed'), detail: t('gatera.copias.soloSql') });
  };

  async function download(name: string) {
    setDownloading(name);
    try {
      await dataProvider.descargarBackup(name, ...scope);
    } catch (error) {
      setAlert({ severity: 'error', text: t('backups.downloadFailed'), detail: reason(error) });
    } finally {
      if (mounted.current) setDownloading(null);
    }
  }

  const listFailed = list.isError;
  const backups = list.data ?? (listFailed ? [] : null);
  return { backups, listFailed, running, downloading, alert, dismissAlert: () => setAlert(null), create, restore, importFile, download };
}
