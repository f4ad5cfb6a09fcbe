/**
 * Backups across upgrades that only add indexes (migration 0014, the cat
 * list's name and code orders) or derived columns (migration 0019, the sort
 * keys, which backups leave out and a restore computes): a backup holds rows,
 * never indexes or derived values, so the copies made by the release before
 * them (header `schema=0013_busqueda`) still restore, and the copies made now
 * carry the same version.
 */
import { expect, it } from 'vitest';
import { describeEachEngine, json } from '../helper';
import { parseHeader } from '../../../src/server/backup/format';
import { createColonia } from '../fixtures';
import { readBackup } from './support';
import { sortKey } from '../../../src/domain/sortKey';

describeEachEngine('backups across migrations of indexes and derived columns only', (t) => {
  it('writes the version of the release before the new indexes, and restores such a copy', async () => {
    const migrations = (await t().db.selectFrom('kysely_migration' as never).select('name' as never).execute()) as { name: string }[];
    expect(migrations.map((m) => m.name)).toEqual(expect.arrayContaining(['0014_orden_gatos', '0019_claves_orden']));
    const colonia = await createColonia(t().db, { nombre: 'Colonia del puente' });

    const created = await t().request({ method: 'POST', url: '/api/backup/backup', payload: { backup_type: 'full', format: 'sql' }, as: 'admin' });
    expect(created.statusCode, created.body).toBe(200);
    const name = json<{ filename: string }>(created).filename;
    expect(parseHeader(readBackup(t(), name).split('\n')[0])).toMatchObject({ schema: '0013_busqueda' });

    await t().db.deleteFrom('colonias').where('id', '=', colonia.id).execute();
    const restored = await t().request({ method: 'POST', url: `/api/backup/restore?backup_filename=${name}`, as: 'admin' });
    expect(restored.statusCode, restored.body).toBe(200);
    expect(await t().db.selectFrom('colonias').select(['nombre', 'nombre_orden']).where('id', '=', colonia.id).executeTakeFirst()).toEqual({
      nombre: 'Colonia del puente',
      nombre_orden: sortKey('Colonia del puente', 'es'),
    });
  });
});
