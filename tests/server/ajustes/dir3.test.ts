/**
 * The DIR3 code is each municipality's: saved in its settings, it names that
 * municipality as the publisher of its open-data catalogue; a malformed code
 * is refused and nothing changes; the first municipality without a code of
 * its own keeps the installation's (MUNICIPIO_DIR3), and no other takes it;
 * a municipality's backup carries its code.
 */
import { expect, it } from 'vitest';
import { describeEachEngine, json, type TestApp, type TestUser } from '../helper';
import { withScope } from '../../../src/server/tenancy/scope';

const ORGANISMO = 'http://datos.gob.es/recurso/sector-publico/org/Organismo/';
const INSTALLATION_DIR3 = 'L01191357';

/** The publisher named by the open-data catalogue of the municipality at `path` ('' is the plain path, the first's). */
async function publisher(t: TestApp, path: string): Promise<{ id: unknown; identifier: unknown }> {
  const res = await t.request({ method: 'GET', url: `/api${path}/datos-abiertos/catalogo.jsonld` });
  expect(res.statusCode, res.body).toBe(200);
  const named = json(res)['dct:publisher'] as Record<string, unknown>;
  return { id: named['@id'], identifier: named['dct:identifier'] };
}

describeEachEngine(
  'the DIR3 code of each municipality',
  (t) => {
    let adminB: TestUser;

    it('the first municipality without a code of its own shows the installation’s; another municipality does not take it', async () => {
      await t().db.updateTable('municipios').set({ slug: 'siguenza' }).where('id', '=', 1).execute();
      await t().db.insertInto('municipios').values({ id: 2, nombre: 'Atienza', slug: 'atienza', activo: 1, created_at: '2026-11-26T00:00:00.000Z' }).execute();
      adminB = await withScope({ municipios: [2] }, () => t().createUser('admin'));
      expect(json(await t().request({ method: 'GET', url: '/api/ajustes', as: 'admin' })).dir3).toBeNull();
      expect(await publisher(t(), '')).toEqual({ id: `${ORGANISMO}${INSTALLATION_DIR3}`, identifier: INSTALLATION_DIR3 });
      expect(await publisher(t(), '/m/siguenza')).toEqual({ id: `${ORGANISMO}${INSTALLATION_DIR3}`, identifier: INSTALLATION_DIR3 });
      expect((await publisher(t(), '/m/atienza')).identifier).toBeUndefined();
    });

    it('two municipalities with different codes: each catalogue names its own', async () => {
      const a = await t().request({ method: 'PUT', url: '/api/ajustes', as: 'admin', payload: { dir3: 'L01190017' } });
      expect(a.statusCode, a.body).toBe(200);
      expect(json(a).dir3).toBe('L01190017');
      // Written as the council's papers may give it: spaces and small letters.
      const b = await t().request({ method: 'PUT', url: '/api/ajustes', as: adminB, payload: { dir3: ' l01190432 ' } });
      expect(b.statusCode, b.body).toBe(200);
      expect(json(b).dir3).toBe('L01190432');
      expect(await publisher(t(), '/m/siguenza')).toEqual({ id: `${ORGANISMO}L01190017`, identifier: 'L01190017' });
      expect(await publisher(t(), '')).toEqual({ id: `${ORGANISMO}L01190017`, identifier: 'L01190017' });
      expect(await publisher(t(), '/m/atienza')).toEqual({ id: `${ORGANISMO}L01190432`, identifier: 'L01190432' });
    });

    it('refuses a malformed code with a Spanish message and changes nothing', async () => {
      const before = await t().db.selectFrom('municipios').selectAll().orderBy('id').execute();
      for (const dir3 of ['Ayto-Sigüenza', 'L0119001', 'L011900177', '101190017']) {
        const res = await t().request({ method: 'PUT', url: '/api/ajustes', as: adminB, payload: { dir3, municipio_nombre: 'Otro nombre' } });
        expect(res.statusCode, dir3).toBe(422);
        expect(json(res).detail).toBe('El código DIR3 debe ser una letra y ocho letras o cifras (por ejemplo, L01191357).');
      }
      expect(await t().db.selectFrom('municipios').selectAll().orderBy('id').execute()).toEqual(before);
      expect(await publisher(t(), '/m/atienza')).toEqual({ id: `${ORGANISMO}L01190432`, identifier: 'L01190432' });
    });

    it('emptied, the first municipality’s code is the installation’s again', async () => {
      const res = await t().request({ method: 'PUT', url: '/api/ajustes', as: 'admin', payload: { dir3: '' } });
      expect(json(res).dir3).toBeNull();
      expect(await publisher(t(), '/m/siguenza')).toEqual({ id: `${ORGANISMO}${INSTALLATION_DIR3}`, identifier: INSTALLATION_DIR3 });
    });

    it('travels in the municipality’s backup with its other settings', async () => {
      const created = await t().request({ method: 'POST', url: '/api/backup/backup', payload: { backup_type: 'full', format: 'sql' }, as: adminB });
      expect(created.statusCode, created.body).toBe(200);
      const file = json(created).filename as string;
      await t().request({ method: 'PUT', url: '/api/ajustes', as: adminB, payload: { dir3: 'L01190999' } });
      const restored = await t().request({ method: 'POST', url: `/api/backup/restore?backup_filename=${file}`, as: adminB });
      expect(restored.statusCode, restored.body).toBe(200);
      expect(json(await t().request({ method: 'GET', url: '/api/ajustes', as: adminB })).dir3).toBe('L01190432');
      expect(await publisher(t(), '/m/atienza')).toEqual({ id: `${ORGANISMO}L01190432`, identifier: 'L01190432' });
    });
  },
  { env: { MUNICIPIO_DIR3: INSTALLATION_DIR3 } },
);
