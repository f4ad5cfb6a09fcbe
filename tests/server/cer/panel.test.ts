/** The CER dashboard against a hand-computed small town, the campaign made from it, and the annual report (PDF and CSV). */
import { expect, it } from 'vitest';
import { describeEachEngine, json, type TestApp } from '../helper';
import { createColonia, createGato } from '../fixtures';
import { parsePdf } from '../informes/pdf';
import { hoyEnEspana } from '../../../src/domain/cer';
import { nowIso } from '../../../src/server/lib/time';

const today = hoyEnEspana();
const year = Number(today.slice(0, 4));

async function censoOn(t: TestApp, coloniaId: number, fecha: string, gatos_vistos: number, crias: number, marcados_vistos: number) {
  const now = nowIso();
  await t.db.insertInto('censos').values({ colonia_id: coloniaId, fecha, gatos_vistos, crias, marcados_vistos, observaciones: null, usuario_id: null, created_at: now, updated_at: now }).execute();
}

describeEachEngine('CER dashboard', (t) => {
  /*
   * The town, by hand (objetivo 0.75):
   *   A: 4 cats, 3 sterilised this year, no census  → registro n=4, 3/4 = 0.75 estabilizando, 0 to go.
   *   B: 6 cats, 4 sterilised last year; census 22 seen, 2 kittens, 2 marked → Chapman n=34, 4/34 = 0.1176, ceil(25.5)−4 = 22 to go.
   *   C: 2 cats, none sterilised; census 5 seen, 0 marked → censo n=5, 0 insuficiente, ceil(3.75)−0 = 4 to go.
   *   D: empty → sin_datos.
   * Totals: 4 colonies, 12 registered, 7 sterilised, 43 estimated, 7/43 = 0.1628.
   */
  let ids: Record<'a' | 'b' | 'c' | 'd', number>;
  it('answers the figures of the small town', async () => {
    const db = t().db;
    const [a, b, c, d] = [await createColonia(db, { nombre: 'A' }), await createColonia(db, { nombre: 'B' }), await createColonia(db, { nombre: 'C' }), await createColonia(db, { nombre: 'D' })];
    ids = { a: a.id, b: b.id, c: c.id, d: d.id };
    for (let i = 0; i < 4; i += 1) await createGato(db, a.id, { fecha_esterilizacion: i < 3 ? today : null });
    for (let i = 0; i < 6; i += 1) await createGato(db, b.id, { fecha_esterilizacion: i < 4 ? `${year - 1}-12-15` : null });
    for (let i = 0; i < 2; i += 1) await createGato(db, c.id);
    await censoOn(t(), b.id, `${year - 1}-12-20`, 22, 2, 2);
    await censoOn(t(), c.id, `${year - 1}-12-20`, 5, 0, 0);
    await db.insertInto('quejas').values([
      { fecha: today, descripcion: 'Ruido', colonia_id: a.id, estatus: 'pendiente' },
      { fecha: today, descripcion: 'Olor', colonia_id: a.id, estatus: 'resuelta' },
    ]).execute();
    await db.insertInto('inspecciones').values({ fecha: today, colonia_id: b.id, observaciones: 'Revisión', estatus: 'pendiente' }).execute();
    await db.insertInto('campanas').values({ nombre: 'Otoño', fecha_inicio: today, estatus: 'en progreso', created_at: nowIso() }).execute();
    // The trap bank: three items lent, one back, one of those out past its date.
    for (const [codigo, hasta, devuelto] of [['JT-1', '2020-01-01', null], ['JT-2', '2999-12-31', null], ['JT-3', '2020-01-01', nowIso()]] as const) {
      const equipo = (await db.insertInto('equipos').values({ codigo, tipo: 'jaula_trampa', descripcion: null, estado: devuelto ? 'disponible' : 'prestada', created_at: nowIso(), updated_at: nowIso() }).returning('id').executeTakeFirstOrThrow()).id;
      await db.insertInto('prestamos_equipo').values({ equipo_id: equipo, usuario_id: null, colonia_id: a.id, prestado_at: nowIso(), devolver_antes_de: hasta, fianza_centimos: null, devuelto_at: devuelto, limpiado_at: devuelto, notas: null }).execute();
    }

    const res = await t().request({ method: 'GET', url: '/api/informes/informes/panel', as: 'veterinario' });
    expect(res.statusCode).toBe(200);
    const panel = json(res);
    expect(panel).toMatchObject({
      objetivo: 0.75,
      colonias: 4,
      registrados: 12,
      esterilizados: 7,
      poblacion_estimada: 43,
      cobertura: 0.1628,
      anio: year,
      esterilizaciones_anio: 3,
      esterilizaciones_anio_anterior: 4,
      quejas_abiertas: 1,
      inspecciones_pendientes: 1,
      campanas_en_progreso: 1,
      equipos_prestados: 2,
      equipos_vencidos: 1,
      estados: { sin_datos: 1, insuficiente: 2, en_progreso: 0, estabilizando: 1, reduciendo: 0 },
      colonias_bajo_objetivo: 2,
    });
    expect(panel.bajo_objetivo).toEqual([
      { id: b.id, nombre: 'B', registrados: 6, esterilizados: 4, sin_esterilizar: 2, estimacion: 34, metodo: 'chapman', cobertura: 0.1176, estado: 'insuficiente', por_esterilizar: 22 },
      { id: c.id, nombre: 'C', registrados: 2, esterilizados: 0, sin_esterilizar: 2, estimacion: 5, metodo: 'censo', cobertura: 0, estado: 'insuficiente', por_esterilizar: 4 },
    ]);
    expect(panel.serie).toHaveLength(24);
    // Every cat was registered this month: the register was empty at the end of the month before.
    expect(panel.serie.at(-1)).toMatchObject({ mes: today.slice(0, 7), registrados: 12, altas: 12, esterilizaciones: 3, bajas: 0 });
    expect(panel.serie.at(-2).registrados).toBe(0);
    expect(panel.serie.find((m: { mes: string }) => m.mes === `${year - 1}-12`).esterilizaciones).toBe(4);
  });

  it('is not for voluntarios or citizens', async () => {
    for (const role of ['voluntario', 'usuario'] as const) {
      expect((await t().request({ method: 'GET', url: '/api/informes/informes/panel', as: role })).statusCode).toBe(403);
    }
  });

  it("one call creates a campaign holding the unsterilised registered cats of the colonies below target", async () => {
    const refused = await t().request({ method: 'POST', url: '/api/campanas/campanas/desde-colonias', as: 'responsable', payload: { colonia_ids: [ids.b, 999_999] } });
    expect(refused.statusCode).toBe(422);
    expect(json(refused).detail).toContain('«colonia_ids»');
    const campanasBefore = await t().db.selectFrom('campanas').select('id').execute();
    expect(campanasBefore).toHaveLength(1);
    expect((await t().request({ method: 'POST', url: '/api/campanas/campanas/desde-colonias', as: 'veterinario', payload: { colonia_ids: [ids.b] } })).statusCode).toBe(403);

    const res = await t().request({ method: 'POST', url: '/api/campanas/campanas/desde-colonias', as: 'responsable', payload: { colonia_ids: [ids.b, ids.c] } });
    expect(res.statusCode).toBe(200);
    const campana = json(res);
    expect(campana).toMatchObject({ estatus: 'planeada', fecha_inicio: today, gatos_objetivo: 4, numero_gatos: 4 });
    const gatos = json(await t().request({ method: 'GET', url: `/api/campanas/campanas/${campana.id}/gatos`, as: 'responsable' }));
    expect(gatos.map((g: { colonia_id: number; fecha_esterilizacion: string | null }) => [g.colonia_id, g.fecha_esterilizacion])).toEqual([
      [ids.b, null], [ids.b, null], [ids.c, null], [ids.c, null],
    ]);
    const audit = await t().db.selectFrom('audit_log').select(['accion', 'entidad']).where('entidad', '=', 'campanas').orderBy('id').execute();
    expect(audit).toEqual([{ accion: 'crear', entidad: 'campanas' }, { accion: 'asignar', entidad: 'campanas' }]);
  });
});

describeEachEngine('CER annual report', (t) => {
  /*
   * Report year Y = last year, P = the year before. «Arboleda del Río»:
   *   5 cats registered in P (2 sterilised in P), census in P: 8 adults seen, 2 marked
   *     → at the start of Y: M=2, C=8, R=2, N = 3·9/3 − 1 = 8, coverage 2/8 = 25 %.
   *   In Y: 1 more sterilised, 1 new cat, 1 unsterilised cat given baja, 1 complaint (another in P);
   *     census in Y: 10 seen, 1 kitten, 3 marked → M=3, C=9, R=3, N = 4·10/4 − 1 = 9, coverage 3/9 = 33,3 %.
   *   «Ñandú Plaza»: nothing → estimate 0, no coverage.
   */
  const Y = year - 1;
  const P = Y - 1;
  it('writes the year per colony, the totals and the method, as PDF and as CSV', async () => {
    const db = t().db;
    const arboleda = await createColonia(db, { nombre: 'Arboleda del Río' });
    await createColonia(db, { nombre: 'Ñandú Plaza' });
    const at = (date: string) => `${date}T10:00:00.000Z`;
    const cats = [];
    for (let i = 0; i < 5; i += 1) cats.push(await createGato(db, arboleda.id, { created_at: at(`${P}-03-01`), updated_at: at(`${P}-03-01`), fecha_esterilizacion: i < 2 ? `${P}-06-01` : null }));
    await db.updateTable('gatos').set({ fecha_esterilizacion: `${Y}-02-01` }).where('id', '=', cats[2].id).execute();
    await db.updateTable('gatos').set({ activo: 0, updated_at: at(`${Y}-04-01`) }).where('id', '=', cats[4].id).execute();
    await createGato(db, arboleda.id, { created_at: at(`${Y}-03-01`), updated_at: at(`${Y}-03-01`) });
    await censoOn(t(), arboleda.id, `${P}-11-01`, 8, 0, 2);
    await censoOn(t(), arboleda.id, `${Y}-05-01`, 10, 1, 3);
    await db.insertInto('quejas').values([
      { fecha: `${Y}-03-10`, descripcion: 'Ruido', colonia_id: arboleda.id },
      { fecha: `${P}-03-10`, descripcion: 'Ruido', colonia_id: arboleda.id },
    ]).execute();

    const pdf = await t().request({ method: 'GET', url: `/api/informes/informes/memoria?anio=${Y}`, as: 'responsable' });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toMatch(new RegExp(`memoria_cer_${Y}_\\d{4}-\\d{2}-\\d{2}\\.pdf`));
    const memoria = await parsePdf(pdf.rawPayload);
    const text = memoria.pages.join('\n');
    expect(text).toContain(`Memoria del programa CER ${Y}`);
    expect(text).toContain(`Periodo: del 01/01/${Y} al 31/12/${Y}`);
    expect(memoria.rows.find((cells) => cells[0] === 'Arboleda del Río')).toEqual(['Arboleda del Río', 'Chapman', '9', '9–9', '3', '25 %', '33,3 %', '1', '1', '1', '1']);
    expect(text).toContain('Ñandú Plaza');
    expect(text).toMatch(/Chapman/);
    expect(text).toContain('la marca de la oreja se ve siempre');

    const csv = await t().request({ method: 'GET', url: `/api/informes/informes/memoria?anio=${Y}&formato=csv`, as: 'admin' });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect([...csv.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows = csv.rawPayload.subarray(3).toString('utf8').trim().split('\r\n').map((line) => line.split(';'));
    expect(rows[0]).toEqual(['Colonia', 'Método', 'Población estimada', 'IC 95 %', 'Esterilizados', 'Cobertura inicio', 'Cobertura fin', 'Esterilizaciones', 'Altas', 'Bajas', 'Quejas', 'Estado']);
    expect(rows.find((r) => r[0] === 'Arboleda del Río')).toEqual(['Arboleda del Río', 'Chapman', '9', '9-9', '3', '25', '33,3', '1', '1', '1', '1', 'Insuficiente']);
    expect(rows.find((r) => r[0] === 'Ñandú Plaza')).toEqual(['Ñandú Plaza', 'Registro', '0', '', '0', '', '', '0', '0', '0', '0', 'Sin datos']);
    expect(rows.at(-1)).toEqual(['Total', '', '9', '', '3', '25', '33,3', '1', '1', '1', '1', '']);
  });

  it('refuses a future year and is only for admin and responsable', async () => {
    const future = await t().request({ method: 'GET', url: `/api/informes/informes/memoria?anio=${year + 1}`, as: 'admin' });
    expect(future.statusCode).toBe(422);
    expect(json(future).detail).toContain('«anio»');
    expect((await t().request({ method: 'GET', url: `/api/informes/informes/memoria?anio=${Y}`, as: 'veterinario' })).statusCode).toBe(403);
  });
});
