/**
 * Backups across an upgrade that only adds indexes (migration 0014, the cat
 * list's name and code orders): a backup holds rows, never indexes, so its
 * header names the newest migration that changes tables or columns, never
 * the index-only one, and such a copy restores.
 */
import { expect, it } from 'vitest';
import { describeEachEngine, json } from '../helper';
import { parseHeader } from '../../../src/server/backup/format';
import { createColonia } from '../fixtures';
import { readBackup } from './support';
import { schemaVersion } from '../../../src/server/db/migrations/index';

describeEachEngine('backups across an index-only migration', (t) => {
  it('writes the version of the release before the new indexes, and restores such a copy', async () => {
    const migrations = (await t().db.selectFrom('kysely_migration' as never).select('name' as never).execute()) as { name: string }[];
    expect(migrations.map((m) => m.name)).toContain('0014_orden_gatos');
    const colonia = await createColonia(t().db, { nombre: 'Colonia del puente' });

    const created = await t().request({ method: 'POST', url: '/api/backup/backup', payload: { backup_type: 'full', format: 'sql' }, as: 'admin' });
    expect(created.statusCode, created.body).toBe(200);
    const name = json<{ filename: string }>(created).filename;
    const version = schemaVersion(t().database.engine);
    expect(version).not.toBe('0014_orden_gatos');
    expect(parseHeader(readBackup(t(), name).split('\n')[0])).toMatchObject({ schema: version });

    await t().db.deleteFrom('colonias').where('id', '=', colonia.id).execute();
    const restored = await t().request({ method: 'POST', url: `/api/backup/restore?backup_filename=${name}`, as: 'admin' });
    expect(restored.statusCode, restored.body).toBe(200);
    expect(await t().db.selectFrom('colonias').select('nombre').where('id', '=', colonia.id).executeTakeFirst()).toEqual({ nombre: 'Colonia del puente' });
  });
});
