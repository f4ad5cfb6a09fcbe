/**
 * An authenticated read reads the data version once: the version read when
 * its account was checked, after the request arrived, also keys its
 * remembered answer (one PRAGMA on SQLite, one round trip on PostgreSQL,
 * instead of two). Answers stay exact: a write, through the API or straight
 * into the database as another process would, shows in the next request.
 */
import { sql } from 'kysely';
import { beforeAll, expect, it } from 'vitest';
import { describeEachEngine, json } from './helper';
import { createColonia } from './fixtures';
import { nowIso } from '../../src/server/lib/time';

let reads = 0;

describeEachEngine(
  'the data version of a read, once per request',
  (t) => {
    let gatoId = 0;
    let coloniaId = 0;
    beforeAll(async () => {
      coloniaId = (await createColonia(t().db)).id;
      const now = nowIso();
      const row = await t()
        .db.insertInto('gatos')
        .values({ nombre: 'Versión', sexo: 'H', ubicacion: 'x', colonia_id: coloniaId, activo: 1, created_at: now, updated_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      gatoId = row.id;
    });

    const get = async (url: string) => {
      reads = 0;
      const res = await t().request({ method: 'GET', url, as: 'admin' });
      expect(res.statusCode, res.body).toBe(200);
      return { res, reads };
    };

    it('a card, the lists and a colony\'s figures each read the version once, hit or miss', async () => {
      const urls = [
        `/api/gatos/gatos/${gatoId}/ficha`,
        '/api/gatos/gatos/?skip=0&limit=20',
        `/api/colonias/colonias/${coloniaId}/gatos`,
        '/api/colonias/colonias/?skip=0&limit=10',
        `/api/colonias/colonias/${coloniaId}/esterilizados`,
      ];
      for (const url of urls) {
        await t().request({ method: 'GET', url, as: 'admin' }); // signs the admin in and fills the caches
        expect((await get(url)).reads, `${url} (remembered)`).toBe(1);
        await t().db.updateTable('gatos').set({ raza: `r${Date.now()}` }).where('id', '=', gatoId).execute();
        expect((await get(url)).reads, `${url} (after a write)`).toBe(1);
      }
    });

    it('a write made straight into the database shows in the next request', async () => {
      const url = `/api/gatos/gatos/${gatoId}/ficha`;
      await get(url);
      await sql`UPDATE gatos SET nombre = 'Cambiado por otro proceso' WHERE id = ${gatoId}`.execute(t().db);
      expect(json<{ nombre: string }>((await get(url)).res).nombre).toBe('Cambiado por otro proceso');
    });
  },
  {
    beforeBuild(database) {
      const version = database.dataVersion;
      database.dataVersion = () => {
        reads += 1;
        return version();
      };
    },
  },
);
