/** An estimate that knows its age: /poblacion's census date, days and stale mark, its widened interval, and the dashboard's colonies whose census is due. */
import { expect, it } from 'vitest';
import { describeEachEngine, json, type TestApp } from '../helper';
import { createColonia, createGato } from '../fixtures';
import { hoyEnEspana } from '../../../src/domain/cer';
import { nowIso } from '../../../src/server/lib/time';

const today = hoyEnEspana();
const daysAgo = (days: number) => new Date(Date.parse(`${today}T12:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);
const poblacion = async (t: TestApp, id: number) => json(await t.request({ method: 'GET', url: `/api/colonias/colonias/${id}/poblacion`, as: 'responsable' }));

/** The Chapman colony of the census tests: 6 cats, 4 sterilised; 22 seen, 2 kittens, 2 marked → n = 34, ic95 [20, 54]. */
async function chapmanColonia(t: TestApp, nombre: string, fecha: string) {
  const colonia = await createColonia(t.db, { nombre });
  for (let i = 0; i < 6; i += 1) await createGato(t.db, colonia.id, { fecha_esterilizacion: i < 4 ? '2024-06-01' : null });
  const now = nowIso();
  await t.db.insertInto('censos').values({ colonia_id: colonia.id, fecha, gatos_vistos: 22, crias: 2, marcados_vistos: 2, observaciones: null, usuario_id: null, created_at: now, updated_at: now }).execute();
  return colonia;
}

describeEachEngine('CER: the age of a colony estimate', (t) => {
  it('counted 10 days ago: dated, not stale, its interval the census\'s', async () => {
    const colonia = await chapmanColonia(t(), 'Reciente', daysAgo(10));
    expect(await poblacion(t(), colonia.id)).toMatchObject({
      estimacion: { metodo: 'chapman', n: 34, ic95: [20, 54] },
      fecha_censo: daysAgo(10),
      dias_desde_censo: 10,
      obsoleta: false,
      intervalo_vigente: [20, 54],
    });
  });

  it('counted 400 days ago: stale, the same estimate, its interval widened by 13 % a year for the 220 days past the 180 of validity', async () => {
    const colonia = await chapmanColonia(t(), 'Antigua', daysAgo(400));
    // t = 220/365 = 0.6027 years: 20 · 0.87^t = 18.39 → 18; 54 · 1.13^t = 58.13 → 59.
    expect(await poblacion(t(), colonia.id)).toMatchObject({
      registrados: 6,
      estimacion: { metodo: 'chapman', n: 34, ic95: [20, 54] },
      cobertura: 0.1176,
      por_esterilizar: 22,
      fecha_censo: daysAgo(400),
      dias_desde_censo: 400,
      obsoleta: true,
      intervalo_vigente: [18, 59],
    });
  });

  it('never counted: no date, no days, not stale and no interval (its estimate is today\'s register)', async () => {
    const colonia = await createColonia(t().db, { nombre: 'Sin contar' });
    await createGato(t().db, colonia.id);
    expect(await poblacion(t(), colonia.id)).toMatchObject({
      estimacion: { metodo: 'registro', n: 1, ic95: null },
      fecha_censo: null,
      dias_desde_censo: null,
      obsoleta: false,
      intervalo_vigente: null,
    });
  });

  it('the dashboard lists the colonies whose census is due: never counted first, then the oldest; a fresh one is left out', async () => {
    const fresh = await chapmanColonia(t(), 'Panel reciente', daysAgo(10));
    const old = await chapmanColonia(t(), 'Panel antigua', daysAgo(400));
    const stale = await chapmanColonia(t(), 'Panel pasada', daysAgo(181));
    const edge = await chapmanColonia(t(), 'Panel al límite', daysAgo(180));
    const never = await createColonia(t().db, { nombre: 'Panel sin censo' });
    const mine = new Set([fresh.id, old.id, stale.id, edge.id, never.id]);
    const panel = json(await t().request({ method: 'GET', url: '/api/informes/informes/panel', as: 'veterinario' }));
    expect(panel.vigencia_dias).toBe(180);
    expect(panel.censo_obsoleto.filter((c: { id: number }) => mine.has(c.id))).toEqual([
      { id: never.id, nombre: 'Panel sin censo', fecha_censo: null, dias_desde_censo: null },
      { id: old.id, nombre: 'Panel antigua', fecha_censo: daysAgo(400), dias_desde_censo: 400 },
      { id: stale.id, nombre: 'Panel pasada', fecha_censo: daysAgo(181), dias_desde_censo: 181 },
    ]);
    expect(panel.colonias_censo_obsoleto).toBe(panel.censo_obsoleto.length);
  });

  it('a municipality sets its own validity and attrition: the same census is fresh or widened otherwise, and bad values are refused in Spanish', async () => {
    const colonia = await chapmanColonia(t(), 'Ajustada', daysAgo(400));
    const save = (payload: Record<string, unknown>) => t().request({ method: 'PUT', url: '/api/ajustes', as: 'admin', payload });
    expect((await save({ censo_vigencia_dias: 500 })).statusCode).toBe(200);
    expect(await poblacion(t(), colonia.id)).toMatchObject({ dias_desde_censo: 400, obsoleta: false, intervalo_vigente: [20, 54] });
    const panel = json(await t().request({ method: 'GET', url: '/api/informes/informes/panel', as: 'admin' }));
    expect(panel.vigencia_dias).toBe(500);
    expect(panel.censo_obsoleto.map((c: { id: number }) => c.id)).not.toContain(colonia.id);

    // 30 days of validity and 50 % a year: t = 370/365 → 20 · 0.5^t = 9.91 → 9; 54 · 1.5^t = 81.45 → 82.
    expect((await save({ censo_vigencia_dias: 30, cer_merma_anual: 0.5 })).statusCode).toBe(200);
    expect(await poblacion(t(), colonia.id)).toMatchObject({ obsoleta: true, intervalo_vigente: [9, 82] });

    for (const [payload, detail] of [
      [{ censo_vigencia_dias: 0 }, 'Los días de vigencia de un censo deben ser un número entero entre 1 y 3650 (por ejemplo 180).'],
      [{ censo_vigencia_dias: 90.5 }, 'Los días de vigencia de un censo deben ser un número entero entre 1 y 3650 (por ejemplo 180).'],
      [{ cer_merma_anual: 1 }, 'La merma anual debe ser un número de 0 a menos de 1 (por ejemplo 0.13).'],
      [{ cer_merma_anual: -0.1 }, 'La merma anual debe ser un número de 0 a menos de 1 (por ejemplo 0.13).'],
    ] as const) {
      const refused = await save(payload);
      expect(refused.statusCode, JSON.stringify(payload)).toBe(422);
      expect(json(refused).detail).toBe(detail);
    }
    expect(json(await t().request({ method: 'GET', url: '/api/ajustes', as: 'admin' }))).toMatchObject({ censo_vigencia_dias: 30, cer_merma_anual: 0.5 });

    // Empty keeps the installation's values again.
    expect((await save({ censo_vigencia_dias: null, cer_merma_anual: null })).statusCode).toBe(200);
    expect(await poblacion(t(), colonia.id)).toMatchObject({ obsoleta: true, intervalo_vigente: [18, 59] });
  });
});
