/** The backup calls' addresses and bodies: the municipality's as the original product's, the installation's with `alcance=instalacion`. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { backupsMethods } from '../../../src/client/providers/dataProvider/backups';
import { BACKUP_ALCANCE_INSTALACION } from '../../../src/domain/constants';
import { fakeApi } from '../fakes';
import { captureDownloads, file, stubFetch } from './fetchStub';

const NAME = 'backup_full_20250401090000.sql';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('backup calls', () => {
  it('send alcance=instalacion only for the installation, in the query (the body of a creation)', async () => {
    const calls = fakeApi(() => ({ body: { backups: [NAME] } }));
    const sql = new File(['-- gatera-backup'], 'copia.sql');
    for (const alcance of [undefined, BACKUP_ALCANCE_INSTALACION] as const) {
      expect(await backupsMethods.listarBackups(undefined, alcance)).toEqual([NAME]);
      await backupsMethods.crearBackup(alcance);
      await backupsMethods.restaurarBackup(NAME, alcance);
      await backupsMethods.importarBackup(sql, alcance);
    }
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      'GET /api/backup/backup/list',
      'POST /api/backup/backup',
      `POST /api/backup/restore?backup_filename=${NAME}`,
      'POST /api/backup/backup/import',
      'GET /api/backup/backup/list?alcance=instalacion',
      'POST /api/backup/backup',
      `POST /api/backup/restore?backup_filename=${NAME}&alcance=instalacion`,
      'POST /api/backup/backup/import?alcance=instalacion',
    ]);
    expect(calls[1].body).toEqual({ backup_type: 'full', format: 'sql' });
    expect(calls[5].body).toEqual({ backup_type: 'full', format: 'sql', alcance: 'instalacion' });
  });

  it("downloads the installation's backup from its own address", async () => {
    const saved = captureDownloads();
    const calls = stubFetch(() => file('-- gatera-backup', NAME, 'application/sql'));
    await backupsMethods.descargarBackup(NAME);
    await backupsMethods.descargarBackup(NAME, BACKUP_ALCANCE_INSTALACION);
    expect(calls.map((c) => c.url)).toEqual([`/api/backup/backup/download/${NAME}`, `/api/backup/backup/download/${NAME}?alcance=instalacion`]);
    expect(saved).toEqual([NAME, NAME]);
  });
});
