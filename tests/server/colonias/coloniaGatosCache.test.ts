import { expect, it } from 'vitest';
import { describeEachEngine, json } from '../helper';
import { createColonia, createGato } from '../fixtures';

describeEachEngine("a colony's cats", (t) => {
  it('shows a cat added or given baja at once, although pages are remembered between writes', async () => {
    const colonia = await createColonia(t().db);
    await createGato(t().db, colonia.id, { nombre: 'Primera' });
    const url = `/api/colonias/colonias/${colonia.id}/gatos`;
    const first = json(await t().request({ method: 'GET', url, as: 'responsable' }));
    expect(first.map((g: { nombre: string }) => g.nombre)).toEqual(['Primera']);
    expect(json(await t().request({ method: 'GET', url, as: 'responsable' }))).toEqual(first);

    const segunda = await createGato(t().db, colonia.id, { nombre: 'Segunda' });
    expect(json(await t().request({ method: 'GET', url, as: 'responsable' })).map((g: { nombre: string }) => g.nombre)).toEqual(['Primera', 'Segunda']);

    const baja = await t().request({ method: 'PUT', url: `/api/gatos/gatos/${segunda.id}/baja`, as: 'responsable' });
    expect(baja.statusCode).toBe(200);
    expect(json(await t().request({ method: 'GET', url, as: 'responsable' })).map((g: { nombre: string }) => g.nombre)).toEqual(['Primera']);
  });
});
