/**
 * A municipality's records are scoped in one place, the database layer: the
 * same query code, run for municipality A, never reads, counts, changes or
 * deletes a record of B, and every record it writes is A's; on PostgreSQL the
 * database itself refuses B's rows to A's session, for SQL written by hand too.
 */
import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { describeEachEngine } from '../helper';
import { createColonia, createGato } from '../fixtures';
import { MissingScopeError, runUnscoped, withScope } from '../../../src/server/tenancy/scope';

const A = { municipios: [1] } as const;
const B = { municipios: [2] } as const;

describeEachEngine('records scoped by municipality', (t) => {
  let made = 0;
  async function twoMunicipalities() {
    made++;
    const colonia = `Colonia del Castillo ${made}`;
    const gato = `Misu ${made}`;
    const chip = `94100000000000${made}`.slice(-15).padStart(15, '9');
    if (!(await t().db.selectFrom('municipios').select('id').where('id', '=', 2).executeTakeFirst())) {
      await t().db.insertInto('municipios').values({ id: 2, nombre: 'Atienza', slug: 'atienza', created_at: '2026-11-26T00:00:00.000Z' }).execute();
    }
    // The same colony name and the same microchip in both: neither learns of the other's.
    const enA = await withScope(A, () => createColonia(t().db, { nombre: colonia }));
    const enB = await withScope(B, () => createColonia(t().db, { nombre: colonia }));
    const gatoA = await withScope(A, () => createGato(t().db, enA.id, { nombre: gato, codigo_identificacion: chip }));
    const gatoB = await withScope(B, () => createGato(t().db, enB.id, { nombre: gato, codigo_identificacion: chip }));
    return { enA, enB, gatoA, gatoB, colonia, gato, chip };
  }

  it('writes each record in the municipality of the work that writes it', async () => {
    const { enA, enB, gatoB } = await twoMunicipalities();
    const rows = await t().db.selectFrom('colonias').select(['id', 'municipio_id' as never]).where('id', 'in', [enA.id, enB.id]).orderBy('id').execute();
    expect(rows).toEqual([
      { id: enA.id, municipio_id: 1 },
      { id: enB.id, municipio_id: 2 },
    ]);
    const gato = await t().db.selectFrom('gatos').select(['municipio_id' as never]).where('id', '=', gatoB.id).executeTakeFirstOrThrow();
    expect(gato).toEqual({ municipio_id: 2 });
  });

  it('reads, counts and joins only the municipality’s own rows; a LEFT JOIN keeps its rows', async () => {
    const { enA, gatoA, colonia, gato, chip } = await twoMunicipalities();
    await withScope(A, async () => {
      const colonias = await t().db.selectFrom('colonias').select('id').where('nombre', '=', colonia).execute();
      expect(colonias.map((c) => c.id)).toEqual([enA.id]);
      const { n } = await t().db.selectFrom('gatos').select((eb) => eb.fn.countAll<number>().as('n')).where('codigo_identificacion', '=', chip).executeTakeFirstOrThrow();
      expect(Number(n)).toBe(1);
      const joined = await t()
        .db.selectFrom('gatos as g')
        .innerJoin('colonias as c', 'c.id', 'g.colonia_id')
        .select(['g.id', 'c.nombre'])
        .where('g.nombre', '=', gato)
        .execute();
      expect(joined).toEqual([{ id: gatoA.id, nombre: colonia }]);
      const left = await t()
        .db.selectFrom('colonias')
        .leftJoin('gatos', 'gatos.colonia_id', 'colonias.id')
        .select(['colonias.id', 'gatos.id as gato'])
        .where('colonias.nombre', '=', colonia)
        .execute();
      expect(left).toEqual([{ id: enA.id, gato: gatoA.id }]);
      const inSubquery = await t()
        .db.selectFrom('colonias')
        .select('id')
        .where('id', 'in', (eb) => eb.selectFrom('gatos').select('colonia_id').where('nombre', '=', gato))
        .execute();
      expect(inSubquery).toEqual([{ id: enA.id }]);
    });
  });

  it('changes and deletes only the municipality’s own rows', async () => {
    const { enB, gatoA, gatoB, colonia, gato } = await twoMunicipalities();
    await withScope(A, async () => {
      const updated = await t().db.updateTable('gatos').set({ nombre: 'Cambiado' }).where('nombre', '=', gato).executeTakeFirst();
      expect(Number(updated.numUpdatedRows)).toBe(1);
      const byId = await t().db.updateTable('colonias').set({ nombre: 'Robada' }).where('id', '=', enB.id).executeTakeFirst();
      expect(Number(byId.numUpdatedRows)).toBe(0);
      const deleted = await t().db.deleteFrom('gatos').where('id', '=', gatoB.id).executeTakeFirst();
      expect(Number(deleted.numDeletedRows)).toBe(0);
    });
    const rows = await t().db.selectFrom('gatos').select(['id', 'nombre']).where('id', 'in', [gatoA.id, gatoB.id]).orderBy('id').execute();
    expect(rows).toEqual([
      { id: gatoA.id, nombre: 'Cambiado' },
      { id: gatoB.id, nombre: gato },
    ]);
    expect((await t().db.selectFrom('colonias').select('nombre').where('id', '=', enB.id).executeTakeFirstOrThrow()).nombre).toBe(colonia);
  });

  it('sees several municipalities to read them, and refuses to write with more than one', async () => {
    const { enA, enB, colonia } = await twoMunicipalities();
    const both = { municipios: [1, 2] };
    const ids = await withScope(both, () => t().db.selectFrom('colonias').select('id').where('nombre', '=', colonia).orderBy('id').execute());
    expect(ids.map((c) => c.id)).toEqual([enA.id, enB.id]);
    await expect(withScope(both, () => createColonia(t().db, { nombre: `${colonia} sin municipio` }))).rejects.toThrow('Solo se escribe en un municipio a la vez');
  });

  it('refuses, in a request that does not know its municipality yet, any query of a municipality’s table', async () => {
    await twoMunicipalities();
    await runUnscoped(async () => {
      await expect(t().db.selectFrom('colonias').select('id').execute()).rejects.toBeInstanceOf(MissingScopeError);
      // The installation's own tables need no municipality.
      await expect(t().db.selectFrom('municipios').select('id').execute()).resolves.toBeDefined();
    });
  });

  it('on PostgreSQL, refuses B’s rows to A’s session even to SQL that skips the scoping layer', async () => {
    if (t().engine !== 'postgres') return;
    const { colonia, gato } = await twoMunicipalities();
    await withScope(A, async () => {
      const raw = await sql<{ municipio_id: number }>`SELECT municipio_id FROM colonias WHERE nombre = ${colonia}`.execute(t().db);
      expect(raw.rows).toEqual([{ municipio_id: 1 }]);
      const unplugged = await t().db.withoutPlugins().selectFrom('gatos').select(['municipio_id' as never]).where('nombre', '=', gato).execute();
      expect(unplugged).toEqual([{ municipio_id: 1 }]);
      await expect(sql`UPDATE colonias SET municipio_id = 2 WHERE municipio_id = 1`.execute(t().db)).rejects.toThrow(/row-level security/);
    });
    await runUnscoped(async () => {
      const none = await sql<{ n: number }>`SELECT count(*) AS n FROM colonias`.execute(t().db.withoutPlugins());
      expect(Number(none.rows[0].n)).toBe(0);
    });
  });

  it('a transaction that fails while working for another municipality is rolled back, and its connection serves the next work', async () => {
    const db = t().db;
    await expect(withScope(A, () => db.transaction().execute(async (trx) => {
      await withScope(B, () => sql`SELECT * FROM tabla_que_no_existe`.execute(trx));
    }))).rejects.toThrow();
    // Every connection of the pool answers (one left inside the failed transaction would refuse every statement).
    const answers = await Promise.all(Array.from({ length: 20 }, () => withScope(A, () => sql<{ n: number }>`SELECT 1 AS n`.execute(db))));
    expect(answers.map((a) => Number(a.rows[0].n))).toEqual(Array(20).fill(1));
    await withScope(A, () => db.selectFrom('colonias').select('id').execute());
  });
});

