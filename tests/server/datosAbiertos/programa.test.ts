/**
 * The programme's yearly figures as open data: one row per year from the first
 * with data to the current one, each equal to what that year's CER annual
 * report (memoria) publishes, with the adoptions and resolved complaints of
 * the year.
 */
import { describe, expect, it } from 'vitest';
import { describeEachEngine, type TestApp } from '../helper';
import { createColonia, createGato } from '../fixtures';
import { parsePdf } from '../informes/pdf';
import { readCsvRows } from '../../domain/csvAttacks';
import { hoyEnEspana } from '../../../src/domain/cer';
import { nowIso } from '../../../src/server/lib/time';
import { firstYear } from '../../../src/server/modules/datosAbiertos/programa';

const URL = '/api/datos-abiertos/programa.csv';
const today = hoyEnEspana();
const year = Number(today.slice(0, 4));
const at = (date: string) => `${date}T10:00:00.000Z`;

async function censoOn(t: TestApp, coloniaId: number, fecha: string, gatos_vistos: number, crias: number, marcados_vistos: number) {
  const now = nowIso();
  await t.db.insertInto('censos').values({ colonia_id: coloniaId, fecha, gatos_vistos, crias, marcados_vistos, observaciones: null, usuario_id: null, created_at: now, updated_at: now }).execute();
}

/** The file's rows as objects by header. */
async function programa(t: TestApp): Promise<Record<string, string>[]> {
  const res = await t.request({ method: 'GET', url: URL });
  expect(res.statusCode).toBe(200);
  const [header, ...rows] = readCsvRows(res.body, ';');
  return rows.map((row) => Object.fromEntries(header.map((name, i) => [name, row[i]])));
}

describe('the first year of the programme file', () => {
  it('is the year of the first record, never before the first annual report (2000) nor after today', () => {
    expect(firstYear(null, '2026-05-01')).toBeNull();
    expect(firstYear('2023-04-05T10:00:00.000Z', '2026-05-01')).toBe(2023);
    expect(firstYear('1995-01-01', '2026-05-01')).toBe(2000);
    expect(firstYear('2030-01-01', '2026-05-01')).toBe(2026);
  });
});

describeEachEngine('open data: the programme year by year', (t) => {
  /*
   * Report year Y = last year, P = the year before.
   * «Arboleda del Río» (as in the memoria's own test): 5 cats registered in P (2 sterilised in P), census in P
   *   → 8 estimated at the end of P; in Y 1 more sterilised, 1 new cat, 1 given baja, 1 complaint → 9 estimated, 3 sterilised.
   * «Ñandú Plaza»: 4 cats registered in P: one adopted in P; in Y one adopted through a request, one adopted as the
   *   console writes it ('adoptado: …'), one dead; 1 new cat in Y, sterilised → 1 registered, 1 sterilised at the end of Y.
   * Complaints resolved: in Y, Arboleda's of Y and of P; a complaint about no colony is not the memoria's and not counted.
   *
   * P: 2 colonies, 8 + 3 = 11 estimated, 5 + 3 = 8 registered, 2 sterilised (2/11 = 0.1818), 2 sterilisations,
   *    9 new cats, 1 baja, 1 adoption, 1 complaint, none resolved.
   * Y: 10 estimated, 6 registered, 4 sterilised (0.4), 2 sterilisations, 2 new cats, 4 bajas, 2 adoptions,
   *    1 complaint, 2 resolved.
   */
  const Y = year - 1;
  const P = Y - 1;

  it('writes one row per year from the first with data to this one, with the figures of each year', async () => {
    const db = t().db;
    const arboleda = await createColonia(db, { nombre: 'Arboleda del Río' });
    const nandu = await createColonia(db, { nombre: 'Ñandú Plaza' });
    const cats = [];
    for (let i = 0; i < 5; i += 1) cats.push(await createGato(db, arboleda.id, { created_at: at(`${P}-03-01`), updated_at: at(`${P}-03-01`), fecha_esterilizacion: i < 2 ? `${P}-06-01` : null }));
    await db.updateTable('gatos').set({ fecha_esterilizacion: `${Y}-02-01` }).where('id', '=', cats[2].id).execute();
    await db.updateTable('gatos').set({ activo: 0, updated_at: at(`${Y}-04-01`) }).where('id', '=', cats[4].id).execute();
    await createGato(db, arboleda.id, { created_at: at(`${Y}-03-01`), updated_at: at(`${Y}-03-01`) });
    await censoOn(t(), arboleda.id, `${P}-11-01`, 8, 0, 2);
    await censoOn(t(), arboleda.id, `${Y}-05-01`, 10, 1, 3);

    const gone = (baja: string, motivo: string) => createGato(db, nandu.id, { created_at: at(`${P}-02-01`), updated_at: at(baja), activo: 0, baja_motivo: motivo });
    await gone(`${P}-10-01`, 'adoptado');
    await gone(`${Y}-07-01`, 'adoptado');
    await gone(`${Y}-08-01`, 'adoptado: por una vecina del barrio');
    await gone(`${Y}-09-01`, 'fallecido');
    await createGato(db, nandu.id, { created_at: at(`${Y}-02-01`), updated_at: at(`${Y}-02-10`), fecha_esterilizacion: `${Y}-02-10` });

    await db.insertInto('quejas').values([
      { fecha: at(`${Y}-03-10`), descripcion: 'Ruido', colonia_id: arboleda.id, estatus: 'resuelta', resuelta_at: at(`${Y}-05-01`) },
      { fecha: at(`${P}-03-10`), descripcion: 'Ruido', colonia_id: arboleda.id, estatus: 'resuelta', resuelta_at: at(`${Y}-01-15`) },
      { fecha: at(`${Y}-06-10`), descripcion: 'Sin colonia', colonia_id: null, estatus: 'resuelta', resuelta_at: at(`${Y}-06-11`) },
    ]).execute();

    const rows = await programa(t());
    expect(rows.map((r) => r.anio)).toEqual([String(P), String(Y), String(year)]);
    expect(rows[0]).toEqual({
      anio: String(P), fecha_corte: `${P}-12-31`, colonias: '2', poblacion_estimada: '11', gatos_registrados: '8', gatos_esterilizados: '2', cobertura: '0.1818',
      esterilizaciones: '2', altas: '9', bajas: '1', adopciones: '1', quejas_recibidas: '1', quejas_resueltas: '0',
    });
    expect(rows[1]).toEqual({
      anio: String(Y), fecha_corte: `${Y}-12-31`, colonias: '2', poblacion_estimada: '10', gatos_registrados: '6', gatos_esterilizados: '4', cobertura: '0.4',
      esterilizaciones: '2', altas: '2', bajas: '4', adopciones: '2', quejas_recibidas: '1', quejas_resueltas: '2',
    });
    // This year's figures run to today.
    expect(rows[2]).toMatchObject({ anio: String(year), fecha_corte: today, colonias: '2', gatos_registrados: '6', altas: '0', adopciones: '0' });
  });

  it("writes for each year the figures of that year's CER memoria, as its CSV and its PDF publish them", async () => {
    const rows = await programa(t());
    for (const row of rows) {
      const csv = await t().request({ method: 'GET', url: `/api/informes/informes/memoria?anio=${row.anio}&formato=csv`, as: 'admin' });
      expect(csv.statusCode).toBe(200);
      const memoria = readCsvRows(csv.body, ';');
      const total = memoria.at(-1)!;
      const percent = row.cobertura === '' ? '' : String(Math.round(Number(row.cobertura) * 1000) / 10).replace('.', ',');
      // Total;;estimate;;sterilised;coverage at start;coverage at end;sterilisations;new cats;bajas;complaints;
      expect([total[2], total[4], total[6], total[7], total[8], total[9], total[10]], row.anio).toEqual([
        row.poblacion_estimada, row.gatos_esterilizados, percent, row.esterilizaciones, row.altas, row.bajas, row.quejas_recibidas,
      ]);
      expect(memoria.length - 2, row.anio).toBe(Number(row.colonias));
      const pdf = await t().request({ method: 'GET', url: `/api/informes/informes/memoria?anio=${row.anio}`, as: 'admin' });
      const text = (await parsePdf(pdf.rawPayload)).pages.join('\n');
      expect(text, row.anio).toContain(`Colonias: ${row.colonias}. Población estimada: ${row.poblacion_estimada} gatos; registrados: ${row.gatos_registrados}; esterilizados: ${row.gatos_esterilizados}.`);
    }
  }, 60_000);
});
