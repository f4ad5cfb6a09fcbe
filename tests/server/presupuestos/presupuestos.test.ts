/**
 * A campaign's budget and the year's costs: what a clinic day's acts cost (priced until invoiced), what its
 * pending bookings commit, what is left, the cost per sterilised cat and the money to reach the coverage
 * target. The figures are worked out by hand in the comments.
 */
import { expect, it } from 'vitest';
import { describeEachEngine, json, type TestApp } from '../helper';
import { createColonia, createGato } from '../fixtures';
import { createJornada, createProveedor, dayFromToday } from '../jornadas/support';
import { validCode } from '../gatos/support';

let chips = 9100;

const now = () => new Date().toISOString();

async function tarifa(t: TestApp, proveedor_id: number, acto: string, importe_centimos: number) {
  await t.db.insertInto('tarifas').values({ proveedor_id, acto, importe_centimos, iva_porcentaje: 21, desde: '2000-01-01', hasta: null, created_at: now() }).execute();
}

async function reservar(t: TestApp, jornada_id: number, colonia_id: number, sexo: string, gato_id: number | null = null) {
  return (await t.db.insertInto('jornada_reservas').values({ jornada_id, gato_id, colonia_id, sexo, cachorro: 0, peso: 1, usuario_id: null, created_at: now() }).returning('id').executeTakeFirstOrThrow()).id;
}

/**
 * Prices with 21 % VAT: male 40.00 € → 48.40 € (4840), female 66.12 € → 80.0052 € → 8001, microchip 25.00 € → 30.25 € (3025).
 * Yesterday's day of the campaign: a male operated with a microchip implanted → 4840 + 3025 = 7865 spent, one sterilised.
 * Next week's day of the campaign: a male and a cat of unknown sex booked → 4840 + 8001 = 12841 committed.
 * Budget 1,000.00 € → left 100000 − 7865 − 12841 = 79294.
 */
async function world(t: TestApp, dias = { pasada: dayFromToday(-1), proxima: dayFromToday(7) }) {
  const colonia = await createColonia(t.db, { nombre: 'Colonia del Molino', ubicacion: 'Camino del Molino' });
  const gato = await createGato(t.db, colonia.id, { nombre: 'Tizón', sexo: 'M' });
  const campana = await t.db.insertInto('campanas').values({ nombre: 'Otoño', fecha_inicio: dias.pasada, fecha_fin: null, estatus: 'en progreso', voluntarios_involucrados: null, gatos_objetivo: 5, created_at: now() }).returning('id').executeTakeFirstOrThrow();
  const clinica = await createProveedor(t);
  await tarifa(t, clinica.id, 'esterilizacion_macho', 4000);
  await tarifa(t, clinica.id, 'esterilizacion_hembra', 6612);
  await tarifa(t, clinica.id, 'microchip', 2500);
  const pasada = await createJornada(t, 10, dayFromToday(1), clinica.id);
  await t.db.updateTable('jornadas').set({ fecha: dias.pasada, campana_id: campana.id }).where('id', '=', pasada.id).execute();
  const reserva = await reservar(t, pasada.id, colonia.id, 'macho', gato.id);
  const res = await t.request({
    method: 'PUT',
    url: `/api/jornadas/${pasada.id}/reservas/${reserva}/resultado`,
    as: 'responsable',
    payload: { presentado: true, operado: true, sexo_encontrado: 'M', corte_oreja: true, microchip: validCode(++chips), microchip_accion: 'implantado', felv: 'no_realizado', fiv: 'no_realizado' },
  });
  expect(res.statusCode, res.body).toBe(200);
  const proxima = await createJornada(t, 10, dayFromToday(7), clinica.id);
  await t.db.updateTable('jornadas').set({ fecha: dias.proxima, campana_id: campana.id }).where('id', '=', proxima.id).execute();
  await reservar(t, proxima.id, colonia.id, 'macho');
  await reservar(t, proxima.id, colonia.id, 'desconocido');
  return { campana: campana.id, colonia: colonia.id };
}

describeEachEngine('budgets: a campaign’s and the year’s, with the projection to the target', (t) => {
  it('a clinic day’s outcome records its acts as costs at their price, and the campaign shows budget, committed, spent and left', async () => {
    const { campana } = await world(t());
    const costes = await t().db.selectFrom('costes').select(['concepto', 'campana_id', 'importe_centimos', 'factura_id']).orderBy('id').execute();
    expect(costes).toEqual([
      { concepto: 'esterilizacion_macho', campana_id: campana, importe_centimos: null, factura_id: null },
      { concepto: 'microchip', campana_id: campana, importe_centimos: null, factura_id: null },
    ]);

    const sinPresupuesto = json(await t().request({ method: 'GET', url: `/api/campanas/campanas/${campana}/presupuesto`, as: 'responsable' }));
    expect(sinPresupuesto).toEqual({
      campana_id: campana, presupuesto_centimos: null, comprometido_centimos: 12841, gastado_centimos: 7865, restante_centimos: null,
      esterilizados: 1, coste_por_esterilizado_centimos: 7865, sin_importe: 0,
    });

    const put = await t().request({ method: 'PUT', url: `/api/campanas/campanas/${campana}/presupuesto`, as: 'admin', payload: { importe_centimos: 100000 } });
    expect(put.statusCode, put.body).toBe(200);
    expect(json(put)).toMatchObject({ presupuesto_centimos: 100000, restante_centimos: 79294 });
    const audit = await t().db.selectFrom('audit_log').select(['accion', 'entidad', 'detalle']).where('entidad', '=', 'campanas').orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(audit).toEqual({ accion: 'editar', entidad: 'campanas', detalle: 'presupuesto 100000 céntimos' });

    // Invoiced at 45.00 €: the surgery now costs its invoice line's amount, not its price.
    await t().db.updateTable('costes').set({ importe_centimos: 4500 }).where('concepto', '=', 'esterilizacion_macho').execute();
    expect(json(await t().request({ method: 'GET', url: `/api/campanas/campanas/${campana}/presupuesto`, as: 'admin' }))).toMatchObject({ gastado_centimos: 7525, restante_centimos: 79634 });

    // Removing the budget.
    expect(json(await t().request({ method: 'PUT', url: `/api/campanas/campanas/${campana}/presupuesto`, as: 'responsable', payload: { importe_centimos: null } }))).toMatchObject({ presupuesto_centimos: null, restante_centimos: null });
  });

  it('an act with neither invoice nor price counts nothing and is counted apart', async () => {
    const { campana } = await world(t());
    await t().db.deleteFrom('tarifas').where('acto', '=', 'microchip').execute();
    // The price list of the next world has it again.
    expect(json(await t().request({ method: 'GET', url: `/api/campanas/campanas/${campana}/presupuesto`, as: 'admin' }))).toMatchObject({ gastado_centimos: 4840, sin_importe: 1 });
  });

  it('the year: its costs by concept, its campaigns, and the money to reach the target by colony at the year’s cost per sterilised cat', async () => {
    // A year of its own: the suite's other worlds are this year's.
    const { campana, colonia } = await world(t(), { pasada: '2019-03-10', proxima: '2019-03-17' });
    await t().request({ method: 'PUT', url: `/api/campanas/campanas/${campana}/presupuesto`, as: 'admin', payload: { importe_centimos: 100000 } });
    // A colony's feeding, the same year: 45.50 €.
    await t().db.insertInto('costes').values({ fecha: '2019-05-02', concepto: 'alimentacion', gato_id: null, colonia_id: colonia, proveedor_id: null, reserva_id: null, campana_id: null, factura_id: null, importe_centimos: 4550, descripcion: 'Pienso', linea_id: null, asignacion: null, usuario_id: null, created_at: now() }).execute();
    const anio = 2019;
    const res = await t().request({ method: 'GET', url: `/api/informes/informes/costes?anio=${anio}`, as: 'responsable' });
    expect(res.statusCode, res.body).toBe(200);
    const informe = json(res);
    // Spent 7865 + 4550 = 12415 for one sterilised cat.
    expect(informe).toMatchObject({ anio, presupuesto_centimos: 100000, gastado_centimos: 12415, comprometido_centimos: 12841, restante_centimos: 100000 - 12415 - 12841, esterilizados: 1, coste_por_esterilizado_centimos: 12415 });
    expect(informe.por_concepto).toEqual([
      { concepto: 'esterilizacion_macho', costes: 1, importe_centimos: 4840 },
      { concepto: 'microchip', costes: 1, importe_centimos: 3025 },
      { concepto: 'alimentacion', costes: 1, importe_centimos: 4550 },
    ]);
    expect(informe.campanas).toEqual([{ id: campana, nombre: 'Otoño', presupuesto_centimos: 100000, comprometido_centimos: 12841, gastado_centimos: 7865, restante_centimos: 79294, esterilizados: 1, coste_por_esterilizado_centimos: 7865, sin_importe: 0 }]);
    const poblacion = json(await t().request({ method: 'GET', url: `/api/colonias/colonias/${colonia}/poblacion`, as: 'responsable' }));
    expect(informe.proyeccion).toMatchObject({ objetivo: poblacion.objetivo, coste_unitario_centimos: 12415, origen_coste_unitario: 'gasto' });
    const fila = informe.proyeccion.colonias.find((c: { id: number }) => c.id === colonia);
    if (poblacion.por_esterilizar > 0) {
      expect(fila).toEqual({ id: colonia, nombre: 'Colonia del Molino', estimacion: poblacion.estimacion.n, esterilizados: poblacion.esterilizados, por_esterilizar: poblacion.por_esterilizar, importe_centimos: poblacion.por_esterilizar * 12415 });
    } else expect(fila).toBeUndefined();
    expect(informe.proyeccion.importe_centimos).toBe(informe.proyeccion.por_esterilizar * 12415);
  });

  it('a year with nothing spent projects at the mean of today’s sterilisation prices', async () => {
    const clinica = await createProveedor(t());
    await tarifa(t(), clinica.id, 'esterilizacion_macho', 4000);
    await tarifa(t(), clinica.id, 'esterilizacion_hembra', 6612);
    const colonia = await createColonia(t().db, { nombre: 'Colonia de la Fuente', ubicacion: 'Plaza de la Fuente' });
    for (let i = 0; i < 4; i++) await createGato(t().db, colonia.id, { nombre: `Gato ${i}`, sexo: i % 2 ? 'M' : 'H' });
    const informe = json(await t().request({ method: 'GET', url: '/api/informes/informes/costes?anio=2099', as: 'admin' }));
    // (4840 + 8001) / 2 = 6420.5 → 6421 (halves up).
    expect(informe.proyeccion).toMatchObject({ coste_unitario_centimos: 6421, origen_coste_unitario: 'tarifa' });
    const fuente = informe.proyeccion.colonias.find((c: { nombre: string }) => c.nombre === 'Colonia de la Fuente');
    expect(fuente).toMatchObject({ esterilizados: 0, importe_centimos: fuente.por_esterilizar * 6421 });
    expect(fuente.por_esterilizar).toBeGreaterThan(0);
    expect(informe.proyeccion.importe_centimos).toBe(informe.proyeccion.por_esterilizar * 6421);
    expect(informe.proyeccion.por_esterilizar).toBeGreaterThan(0);
    expect(informe).toMatchObject({ presupuesto_centimos: null, gastado_centimos: 0, comprometido_centimos: 0, coste_por_esterilizado_centimos: null });
  });

  it('refuses a bad amount, an unknown campaign and the roles that see no money; nothing changes', async () => {
    const { campana } = await world(t());
    for (const importe_centimos of [-1, 1.5, 1_000_000_001]) {
      const res = await t().request({ method: 'PUT', url: `/api/campanas/campanas/${campana}/presupuesto`, as: 'admin', payload: { importe_centimos } });
      expect([400, 422], String(importe_centimos)).toContain(res.statusCode);
      expect(json(res).detail).toEqual(expect.any(String));
    }
    expect(await t().db.selectFrom('presupuestos_campana').selectAll().where('campana_id', '=', campana).execute()).toEqual([]);
    const missing = await t().request({ method: 'GET', url: '/api/campanas/campanas/999999/presupuesto', as: 'admin' });
    expect(missing.statusCode).toBe(404);
    expect(json(missing).detail).toBe('La campaña no existe.');
    for (const as of ['voluntario', 'usuario', 'veterinario'] as const) {
      expect((await t().request({ method: 'GET', url: `/api/campanas/campanas/${campana}/presupuesto`, as })).statusCode, as).toBe(403);
      expect((await t().request({ method: 'PUT', url: `/api/campanas/campanas/${campana}/presupuesto`, as, payload: { importe_centimos: 1 } })).statusCode, as).toBe(403);
      expect((await t().request({ method: 'GET', url: '/api/informes/informes/costes', as })).statusCode, as).toBe(403);
    }
  });
});
