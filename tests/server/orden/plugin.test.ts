/**
 * The sort-key plugin (src/server/db/sortKeyPlugin.ts) on every shape of
 * Kysely write of a sorted text: inserts of plain values and of expressions,
 * several rows at once, updates by object and by column, on an aliased table,
 * upserts; a text written as an SQL expression gets a NULL key.
 */
import { sql } from 'kysely';
import { beforeAll, expect, it } from 'vitest';
import { describeEachEngine } from '../helper';
import { createColonia } from '../fixtures';
import { sortKey } from '../../../src/domain/sortKey';
import { validCode } from '../gatos/support';

describeEachEngine('the sort-key plugin', (t) => {
  let coloniaId = 0;
  const keyOf = async (id: number) => (await t().db.selectFrom('gatos').select(['nombre', 'nombre_orden']).where('id', '=', id).executeTakeFirstOrThrow());
  const base = () => ({ sexo: 'H', ubicacion: 'x', colonia_id: coloniaId, created_at: 'n', updated_at: 'n' });

  beforeAll(async () => {
    coloniaId = (await createColonia(t().db)).id;
  });

  it('keys every row of an insert, plain values or expressions beside them', async () => {
    const plain = await t().db.insertInto('gatos').values([{ ...base(), nombre: 'Ñoqui' }, { ...base(), nombre: 'gato 10' }]).returning('id').execute();
    expect(await keyOf(plain[0].id)).toEqual({ nombre: 'Ñoqui', nombre_orden: sortKey('Ñoqui', 'es') });
    expect(await keyOf(plain[1].id)).toEqual({ nombre: 'gato 10', nombre_orden: sortKey('gato 10', 'es') });
    // Another column as an expression makes the rows a list of nodes: still keyed.
    const mixed = await t().db.insertInto('gatos').values({ ...base(), nombre: 'Téo', ubicacion: sql<string>`'calle ' || 'mayor'` }).returning('id').executeTakeFirstOrThrow();
    expect(await keyOf(mixed.id)).toEqual({ nombre: 'Téo', nombre_orden: sortKey('Téo', 'es') });
  });

  it('keys updates by object, by column and on an aliased table', async () => {
    const { id } = await t().db.insertInto('gatos').values({ ...base(), nombre: 'Primero' }).returning('id').executeTakeFirstOrThrow();
    await t().db.updateTable('gatos').set({ nombre: 'Óscar' }).where('id', '=', id).execute();
    expect(await keyOf(id)).toEqual({ nombre: 'Óscar', nombre_orden: sortKey('Óscar', 'es') });
    await t().db.updateTable('gatos').set('nombre', 'oso').where('id', '=', id).execute();
    expect(await keyOf(id)).toEqual({ nombre: 'oso', nombre_orden: sortKey('oso', 'es') });
    await t().db.updateTable('gatos as g').set({ nombre: 'Zarpas' }).where('g.id', '=', id).execute();
    expect(await keyOf(id)).toEqual({ nombre: 'Zarpas', nombre_orden: sortKey('Zarpas', 'es') });
    // An update that does not write the text leaves its key alone.
    await t().db.updateTable('gatos').set({ raza: 'Común' }).where('id', '=', id).execute();
    expect(await keyOf(id)).toEqual({ nombre: 'Zarpas', nombre_orden: sortKey('Zarpas', 'es') });
  });

  it("keys an upsert's update, from a value or from the row it proposed", async () => {
    const codigo = validCode(77);
    const insert = (nombre: string) => t().db.insertInto('gatos').values({ ...base(), nombre, codigo_identificacion: codigo });
    const { id } = await insert('Nube').returning('id').executeTakeFirstOrThrow();
    await insert('Otra').onConflict((oc) => oc.column('codigo_identificacion').doUpdateSet({ nombre: 'Trufa' })).execute();
    expect(await keyOf(id)).toEqual({ nombre: 'Trufa', nombre_orden: sortKey('Trufa', 'es') });
    await insert('Álvaro 2').onConflict((oc) => oc.column('codigo_identificacion').doUpdateSet((eb) => ({ nombre: eb.ref('excluded.nombre') }))).execute();
    expect(await keyOf(id)).toEqual({ nombre: 'Álvaro 2', nombre_orden: sortKey('Álvaro 2', 'es') });
  });

  it('gives a text written as an SQL expression a NULL key (the next start-up writes it)', async () => {
    const { id } = await t().db.insertInto('gatos').values({ ...base(), nombre: sql<string>`'Calcu' || 'lado'` }).returning('id').executeTakeFirstOrThrow();
    expect(await keyOf(id)).toEqual({ nombre: 'Calculado', nombre_orden: null });
  });
});
