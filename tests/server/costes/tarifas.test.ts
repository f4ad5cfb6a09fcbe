import { expect, it } from 'vitest';
import { describeEachEngine, json } from '../helper';
import { createProveedor } from '../jornadas/support';
import { addTarifa, clinica } from './support';

describeEachEngine('costes: a provider\'s prices', (t) => {
  it('adds, lists in catalogue order with VAT, closes, corrects and deletes prices, all audited', async () => {
    const vet = await t().user('veterinario');
    const { id } = await clinica(t(), vet);
    const hembra = await addTarifa(t(), id, { acto: 'esterilizacion_hembra', importe_centimos: 6000, iva_porcentaje: 21, desde: '2025-01-01' });
    expect(hembra.statusCode, hembra.body).toBe(200);
    expect(json(hembra)).toMatchObject({ proveedor_id: id, acto: 'esterilizacion_hembra', importe_centimos: 6000, iva_porcentaje: 21, desde: '2025-01-01', hasta: null, importe_con_iva_centimos: 7260 });
    // 33,33 € + 21 % = 40,3293 €: rounded to the nearest cent.
    expect(json(await addTarifa(t(), id, { acto: 'microchip', importe_centimos: 3333, desde: '2025-01-01' })).importe_con_iva_centimos).toBe(4033);
    expect((await addTarifa(t(), id, { acto: 'esterilizacion_macho', importe_centimos: 3500, desde: '2024-01-01', hasta: '2024-12-31' })).statusCode).toBe(200);
    expect((await addTarifa(t(), id, { acto: 'esterilizacion_macho', importe_centimos: 4000, desde: '2025-01-01' })).statusCode).toBe(200);

    const list = await t().request({ method: 'GET', url: `/api/proveedores/${id}/tarifas`, as: 'responsable' });
    expect(json(list).map((p: { acto: string; desde: string }) => `${p.acto} ${p.desde}`)).toEqual([
      'esterilizacion_macho 2025-01-01',
      'esterilizacion_macho 2024-01-01',
      'esterilizacion_hembra 2025-01-01',
      'microchip 2025-01-01',
    ]);
    // The clinic's vet reads its prices; a vet of another clinic finds none.
    expect(json(await t().request({ method: 'GET', url: `/api/proveedores/${id}/tarifas`, as: vet }))).toHaveLength(4);
    const otro = await t().createUser('veterinario');
    expect((await t().request({ method: 'GET', url: `/api/proveedores/${id}/tarifas`, as: otro })).statusCode).toBe(404);

    const tarifaId = json(hembra).id;
    const closed = await t().request({ method: 'PUT', url: `/api/proveedores/${id}/tarifas/${tarifaId}`, as: 'responsable', payload: { acto: 'esterilizacion_hembra', importe_centimos: 6000, iva_porcentaje: 21, desde: '2025-01-01', hasta: '2025-06-30' } });
    expect(json(closed)).toMatchObject({ hasta: '2025-06-30' });
    expect((await addTarifa(t(), id, { acto: 'esterilizacion_hembra', importe_centimos: 6500, desde: '2025-07-01' })).statusCode).toBe(200);
    const removed = await t().request({ method: 'DELETE', url: `/api/proveedores/${id}/tarifas/${tarifaId}`, as: 'admin' });
    expect(json(removed).message).toBe('Precio borrado.');
    const audit = await t().db.selectFrom('audit_log').select('accion').where('entidad', '=', 'tarifas').where('entidad_id', '=', String(tarifaId)).orderBy('id').execute();
    expect(audit.map((a) => a.accion)).toEqual(['crear', 'editar', 'eliminar']);
  });

  it('refuses overlapping days, bad amounts, VAT, dates and acts in Spanish, leaving the prices as they were', async () => {
    const { id } = await createProveedor(t());
    expect((await addTarifa(t(), id, { acto: 'vacuna', importe_centimos: 1500, desde: '2025-01-01', hasta: '2025-12-31' })).statusCode).toBe(200);
    const open = json(await addTarifa(t(), id, { acto: 'vacuna', importe_centimos: 1600, desde: '2026-01-01' }));
    const cases: [Record<string, unknown>, number, string][] = [
      [{ acto: 'vacuna', importe_centimos: 1700, desde: '2025-12-31', hasta: '2025-12-31' }, 409, 'Este proveedor ya tiene un precio de ese acto para alguno de esos días: cierra el anterior (su fecha «hasta») o corrígelo.'],
      [{ acto: 'vacuna', importe_centimos: 1700, desde: '2024-01-01', hasta: null }, 409, 'Este proveedor ya tiene un precio de ese acto para alguno de esos días: cierra el anterior (su fecha «hasta») o corrígelo.'],
      [{ acto: 'vacuna', importe_centimos: 1700, desde: '2030-01-01' }, 409, 'Este proveedor ya tiene un precio de ese acto para alguno de esos días: cierra el anterior (su fecha «hasta») o corrígelo.'],
      [{ acto: 'alimentacion', importe_centimos: 100, desde: '2025-01-01' }, 422, 'El acto no es uno de los actos veterinarios que se tarifican.'],
      [{ acto: 'microchip', importe_centimos: -1, desde: '2025-01-01' }, 422, 'El campo «importe_centimos» debe ser mayor o igual que 0.'],
      [{ acto: 'microchip', importe_centimos: 12.5, desde: '2025-01-01' }, 422, 'El campo «importe_centimos» debe ser un número entero.'],
      [{ acto: 'microchip', importe_centimos: 1_000_000_001, desde: '2025-01-01' }, 422, 'El campo «importe_centimos» debe ser menor o igual que 1000000000.'],
      [{ acto: 'microchip', importe_centimos: 100, iva_porcentaje: 31, desde: '2025-01-01' }, 422, 'El campo «iva_porcentaje» debe ser menor o igual que 30.'],
      [{ acto: 'microchip', importe_centimos: 100, desde: undefined }, 422, 'La fecha no es válida: usa el formato AAAA-MM-DD.'],
      [{ acto: 'microchip', importe_centimos: 100, desde: '2025-02-30' }, 422, 'La fecha no es válida: usa el formato AAAA-MM-DD.'],
      [{ acto: 'microchip', importe_centimos: 100, desde: '2025-03-01', hasta: '2025-02-28' }, 422, 'El final del periodo no puede ser anterior a su inicio.'],
    ];
    for (const [payload, status, detail] of cases) {
      const res = await addTarifa(t(), id, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(status);
      expect(json(res).detail).toBe(detail);
    }
    // Closing the open price before the earlier one ends is an overlap too.
    const overlap = await t().request({ method: 'PUT', url: `/api/proveedores/${id}/tarifas/${open.id}`, as: 'responsable', payload: { acto: 'vacuna', importe_centimos: 1600, iva_porcentaje: 21, desde: '2025-06-01', hasta: null } });
    expect(overlap.statusCode).toBe(409);
    const rows = await t().db.selectFrom('tarifas').select(['acto', 'desde', 'hasta']).where('proveedor_id', '=', id).orderBy('desde').execute();
    expect(rows).toEqual([{ acto: 'vacuna', desde: '2025-01-01', hasta: '2025-12-31' }, { acto: 'vacuna', desde: '2026-01-01', hasta: null }]);
    expect((await t().request({ method: 'GET', url: '/api/proveedores/999999/tarifas', as: 'admin' })).statusCode).toBe(404);
    expect((await t().request({ method: 'DELETE', url: `/api/proveedores/${id}/tarifas/999999`, as: 'admin' })).statusCode).toBe(404);
  });

  it('volunteers and citizens reach no price; a vet writes none', async () => {
    const { id } = await createProveedor(t());
    const tarifa = json(await addTarifa(t(), id, { acto: 'vacuna', importe_centimos: 1500 }));
    for (const role of ['voluntario', 'usuario'] as const) {
      expect((await t().request({ method: 'GET', url: `/api/proveedores/${id}/tarifas`, as: role })).statusCode).toBe(403);
    }
    for (const role of ['voluntario', 'usuario', 'veterinario'] as const) {
      expect((await t().request({ method: 'POST', url: `/api/proveedores/${id}/tarifas`, as: role, payload: { acto: 'vacuna', importe_centimos: 1, iva_porcentaje: 0, desde: '2030-01-01' } })).statusCode).toBe(403);
      expect((await t().request({ method: 'PUT', url: `/api/proveedores/${id}/tarifas/${tarifa.id}`, as: role, payload: { acto: 'vacuna', importe_centimos: 1, iva_porcentaje: 0, desde: '2030-01-01' } })).statusCode).toBe(403);
      expect((await t().request({ method: 'DELETE', url: `/api/proveedores/${id}/tarifas/${tarifa.id}`, as: role })).statusCode).toBe(403);
    }
  });
});
