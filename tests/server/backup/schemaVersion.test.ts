/**
 * Backups across upgrades that only add indexes (migration 0014, the cat
 * list's name and code orders), derived columns (migration 0019, the sort
 * keys, which backups leave out and a restore computes) or rewrite values the
 * restore rewrites too (migration 0018): a backup holds rows, never indexes or
 * derived values, so its version is the newest migration that changes tables
 * or columns, never one of those, and a copy carrying it restores.
 */
import { expect, it } from 'vitest';
import { describeEachEngine, json } from '../helper';
import { parseHeader } from '../../../src/server/backup/format';
import { schemaVersion } from '../../../src/server/db/migrations/index';
import { createColonia } from '../fixtures';
import { readBackup } from './support';
import { sortKey } from '../../../src/domain/sortKey';

describeEachEngine('backups across migrations of indexes, derived columns and values only', (t) => {
  it('writes the newest migration that changes tables, never one of those, and restores such a copy', async () => {
    const migrations = (await t().db.selectFrom('kysely_migration' as never).select('name' as never).execute()) as { name: string }[];
    expect(migrations.map((m) => m.name)).toEqual(expect.arrayContaining(['0014_orden_gatos', '0019_claves_orden']));
    const colonia = await createColonia(t().db, { nombre: 'Colonia del puente' });

    const created = await t().request({ method: 'POST', url: '/api/backup/backup', payload: { backup_type: 'full', format: 'sql' }, as: 'admin' });
    expect(created.statusCode, created.body).toBe(200);
    const name = json<{ filename: string }>(created).filename;
    const header = parseHeader(readBackup(t(), name).split('\n')[0]);
    expect(header).toMatchObject({ schema: schemaVersion(t().engine) });
    expect(['0014_orden_gatos', '0018_estatus_minusculas', '0019_claves_orden']).not.toContain(header?.schema);
    expect(migrations.map((m) => m.name)).toContain(header?.schema);

    await t().db.deleteFrom('colonias').where('id', '=', colonia.id).execute();
    const restored = await t().request({ method: 'POST', url: `/api/backup/restore?backup_filename=${name}`, as: 'admin' });
    expect(restored.statusCode, restored.body).toBe(200);
    expect(await t().db.selectFrom('colonias').select(['nombre', 'nombre_orden']).where('id', '=', colonia.id).executeTakeFirst()).toEqual({
      nombre: 'Colonia del puente',
      nombre_orden: sortKey('Colonia del puente', 'es'),
    });
  });
});
