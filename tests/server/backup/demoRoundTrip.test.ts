/**
 * The fixed lists a restore checks (roles, sexes, health states, rota slots…)
 * hold every value the product itself writes: the demo town, with every kind
 * of record, is backed up and imported again, unchanged.
 */
import { expect, it } from 'vitest';
import { describeEachEngine, json } from '../helper';
import { tableChecksums } from '../checksum';
import { seedDemo } from '../../../src/server/db/seed/demo';
import { multipartFile, readBackup } from './support';

describeEachEngine('backups of the demo town', (t) => {
  it('restores the demo data it backed up, every value inside its fixed list', async () => {
    await seedDemo({ db: t().db, mediaDir: t().paths.mediaDir, center: { lat: 41.0686, lon: -2.6427 }, zonaHoraria: 'Europe/Madrid' });
    const made = await t().request({ method: 'POST', url: '/api/backup/backup', payload: { backup_type: 'full', format: 'sql' }, as: 'admin' });
    expect(made.statusCode, made.body).toBe(200);
    const before = await tableChecksums(t().db);
    const { payload, headers } = await multipartFile('demo.sql', readBackup(t(), json(made).filename));
    const res = await t().request({ method: 'POST', url: '/api/backup/backup/import', payload, headers, as: 'admin' });
    expect(res.statusCode, res.body).toBe(200);
    expect({ ...(await tableChecksums(t().db)), audit_log: '' }).toEqual({ ...before, audit_log: '' });
  });
});
