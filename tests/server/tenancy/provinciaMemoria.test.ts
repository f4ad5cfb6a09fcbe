/**
 * The province's annual report: each active municipality's figures, as its own
 * annual report gives them, in a Spanish reader's order, and their sum, as a
 * PDF and a CSV; only for the province; a future year refused as a
 * municipality's report refuses it; counted in the report cap.
 */
import { expect, it } from 'vitest';
import { describeEachEngine, json, type TestUser } from '../helper';
import { createColonia, createGato } from '../fixtures';
import { validCode } from '../gatos/support';
import { parsePdf } from '../informes/pdf';
import { withScope } from '../../../src/server/tenancy/scope';
import { hoyEnEspana } from '../../../src/domain/cer';
import { REPORTS_BUSY_MESSAGE } from '../../../src/server/reports/buildSlots';
import { serverText } from '../../../src/server/i18n/index';

const CURRENT = Number(hoyEnEspana().slice(0, 4));
/** Last year: the whole year is over, whatever today is. */
const Y = CURRENT - 1;
const AVILA = { municipios: [2] };
const at = (day: string) => `${day}T10:00:00.000Z`;

describeEachEngine('the province’s annual report', (t) => {
  let provincia: TestUser;

  /**
   * Sigüenza (the first): 3 cats registered in Y, 2 of them sterilised in Y → nothing at the start, 2 of 3 at the end.
   * Ávila: 2 cats registered the year before, 1 sterilised then and 1 in Y → 1 of 2 at the start, 2 of 2 at the end.
   * Province: 5 estimated, 4 sterilised (80 %); at the start 1 of 2 (50 %); 3 sterilisations and 3 registrations in Y.
   */
  it('gives each municipality’s figures in reading order, and their sum, as a PDF', async () => {
    await t().db.insertInto('municipios').values({ id: 2, nombre: 'Ávila', slug: 'avila', created_at: at(`${Y - 1}-01-01`) }).execute();
    provincia = await t().createUser('provincia');
    const castillo = await createColonia(t().db, { nombre: 'Colonia del Castillo' });
    for (let i = 0; i < 3; i += 1) {
      await createGato(t().db, castillo.id, { codigo_identificacion: validCode(700 + i), created_at: at(`${Y}-02-01`), fecha_esterilizacion: i < 2 ? `${Y}-03-01` : null });
    }
    await withScope(AVILA, async () => {
      const muralla = await createColonia(t().db, { nombre: 'Colonia de la Muralla' });
      await createGato(t().db, muralla.id, { codigo_identificacion: validCode(710), created_at: at(`${Y - 1}-06-01`), fecha_esterilizacion: `${Y - 1}-07-01` });
      await createGato(t().db, muralla.id, { codigo_identificacion: validCode(711), created_at: at(`${Y - 1}-06-01`), fecha_esterilizacion: `${Y}-04-01` });
    });

    const res = await t().request({ method: 'GET', url: `/api/informes/informes/provincia/memoria?anio=${Y}`, as: provincia });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers['content-disposition']).toMatch(new RegExp(`attachment; filename="memoria_cer_provincia_${Y}_\\d{4}-\\d{2}-\\d{2}\\.pdf"`));
    const pdf = await parsePdf(res.rawPayload);
    const text = pdf.pages.join('\n');
    const guadalajara = `Provincia de ${t().config.municipio.provincia}`;
    expect(text).toContain(`Memoria del programa CER de la provincia ${Y}`);
    expect(text).toContain(guadalajara);
    expect(text).not.toContain('Ayuntamiento de');
    expect(text).toContain(`Periodo: del 01/01/${Y} al 31/12/${Y}.`);
    expect(text).toContain('Municipios: 2.');
    expect(text).toContain('Colonias: 2. Población estimada: 5 gatos; registrados: 5; esterilizados: 4.');
    expect(text).toContain('Cobertura de esterilización: 50 % al inicio del año y 80 % al final.');
    expect(text).toContain('En el año: 3 esterilizaciones, 3 altas, 0 bajas y 0 quejas.');
    const row = (name: string) => pdf.rows.findIndex((cells) => cells[0] === name);
    expect(pdf.rows[row('Ávila')]).toEqual(['Ávila', '1', '2', '2', '2', '50 %', '100 %', '1', '0', '0', '0']);
    expect(pdf.rows[row('Sigüenza')]).toEqual(['Sigüenza', '1', '3', '3', '2', '—', '66,7 %', '2', '3', '0', '0']);
    expect(pdf.rows[row('Total')]).toEqual(['Total', '2', '5', '5', '4', '50 %', '80 %', '3', '3', '0', '0']);
    // «Á» is an A to a Spanish reader (a plain comparison puts it after «S»).
    expect(row('Ávila')).toBeLessThan(row('Sigüenza'));
    expect(row('Sigüenza')).toBeLessThan(row('Total'));
    // The method, as a municipality's annual report explains it.
    expect(text).toContain('la marca de la oreja se ve siempre');
  });

  it('gives the same table as CSV, one row per municipality and the total, ready for a spreadsheet', async () => {
    await t().db.updateTable('municipios').set({ nombre: '=Ávila' }).where('id', '=', 2).execute();
    try {
      const res = await t().request({ method: 'GET', url: `/api/informes/informes/provincia/memoria?anio=${Y}&formato=csv`, as: provincia });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(res.headers['cache-control']).toBe('private, no-store');
      expect(res.headers['content-disposition']).toMatch(new RegExp(`memoria_cer_provincia_${Y}_\\d{4}-\\d{2}-\\d{2}\\.csv"$`));
      expect([...res.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const rows = res.rawPayload.subarray(3).toString('utf8').trim().split('\r\n').map((line) => line.split(';'));
      expect(rows).toEqual([
        ['Municipio', 'Colonias', 'Población estimada', 'Registrados', 'Esterilizados', 'Cobertura inicio', 'Cobertura fin', 'Esterilizaciones', 'Altas', 'Bajas', 'Quejas'],
        // A name a spreadsheet would run as a formula is defused.
        [`"'=Ávila"`, '1', '2', '2', '2', '50', '100', '1', '0', '0', '0'],
        ['Sigüenza', '1', '3', '3', '2', '', '66,7', '2', '3', '0', '0'],
        ['Total', '2', '5', '5', '4', '50', '80', '3', '3', '0', '0'],
      ]);
    } finally {
      await t().db.updateTable('municipios').set({ nombre: 'Ávila' }).where('id', '=', 2).execute();
    }
  });

  it('is the province’s alone, and refuses a future year with the reason a municipality’s report gives', async () => {
    const adminAvila = await withScope(AVILA, () => t().createUser('admin'));
    for (const as of [adminAvila, 'admin' as const]) {
      expect((await t().request({ method: 'GET', url: `/api/informes/informes/provincia/memoria?anio=${Y}`, as })).statusCode).toBe(403);
    }
    const future = await t().request({ method: 'GET', url: `/api/informes/informes/provincia/memoria?anio=${CURRENT + 1}&formato=csv`, as: provincia });
    expect(future.statusCode).toBe(422);
    expect(json(future).detail).toBe('El campo «anio» no puede ser un año futuro.');
    const municipality = await t().request({ method: 'GET', url: `/api/informes/informes/memoria?anio=${CURRENT + 1}`, as: 'admin' });
    expect(json(municipality).detail).toBe(json(future).detail);
  });

  it('counts in the report cap: with every slot taken it answers 503 at once, and frees its slot once sent', async () => {
    const url = `/api/informes/informes/provincia/memoria?anio=${Y}`;
    const held = Array.from({ length: t().config.reportsMaxConcurrent }, () => t().app.gatera.reportSlots.acquire());
    try {
      const busy = await t().request({ method: 'GET', url, as: provincia });
      expect(busy.statusCode).toBe(503);
      expect(json(busy)).toEqual({ detail: serverText('es', REPORTS_BUSY_MESSAGE) });
      expect(Number(busy.headers['retry-after'])).toBeGreaterThan(0);
    } finally {
      for (const free of held) free();
    }
    expect((await t().request({ method: 'GET', url: `${url}&formato=csv`, as: provincia })).statusCode).toBe(200);
    expect(t().app.gatera.reportSlots.inUse).toBe(0);
  });
});
