/**
 * Spreadsheet formula injection: a volunteer names a cat or a colony
 * `=HYPERLINK(...)`, `+cmd|...`, `-2+3` or `@SUM(...)`; every CSV the server
 * writes carries it as text a spreadsheet shows and never runs.
 */
import { expect, it } from 'vitest';
import { describeEachEngine } from '../helper';
import { createColonia, createGato } from '../fixtures';
import { FORMULA_ATTACKS, expectDefused, readCsvRows } from '../../domain/csvAttacks';

describeEachEngine('CSV exports and formula injection', (t) => {
  it('the microchip register defuses the names, breeds and colony texts people typed', async () => {
    for (const [i, attack] of FORMULA_ATTACKS.entries()) {
      const colonia = await createColonia(t().db, { nombre: attack, ubicacion: attack });
      await createGato(t().db, colonia.id, { nombre: attack, raza: attack, codigo_identificacion: `94100000000010${i}`, fecha_identificacion: '2025-01-10' });
    }
    const res = await t().request({ method: 'GET', url: '/api/gatos/gatos/registro-identificacion.csv', as: 'responsable' });
    expect(res.statusCode).toBe(200);
    expectDefused(res.body, ';');
    const rows = readCsvRows(res.body, ';').slice(1);
    expect(rows).toHaveLength(FORMULA_ATTACKS.length);
    // Name, breed, colony and its place: all four defused in every row; the microchip column is untouched.
    for (const row of rows) expect([row[2], row[4], row[12], row[13]].every((cell) => cell.startsWith("'"))).toBe(true);
    expect(rows.map((r) => r[0])).toEqual(FORMULA_ATTACKS.map((_, i) => `94100000000010${i}`));
  });

  it('the CER annual report CSV defuses the colony names, and keeps its own figures as numbers', async () => {
    // Names of their own, so the colonies of the register test above are told apart.
    const attacks = FORMULA_ATTACKS.map((attack) => `${attack} (memoria)`);
    for (const attack of attacks) {
      const colonia = await createColonia(t().db, { nombre: attack });
      await createGato(t().db, colonia.id, { fecha_esterilizacion: '2020-01-01' });
    }
    const anio = new Date().getFullYear();
    const res = await t().request({ method: 'GET', url: `/api/informes/informes/memoria?anio=${anio}&formato=csv`, as: 'admin' });
    expect(res.statusCode).toBe(200);
    expectDefused(res.body, ';', attacks);
    const rows = readCsvRows(res.body, ';').filter((r) => r[0].endsWith(' (memoria)'));
    expect(rows.map((r) => r[0])).toEqual(expect.arrayContaining(attacks.map((attack) => `'${attack}`)));
    // Estimate and sterilised cats: plain numbers a spreadsheet can add up.
    for (const row of rows) expect([row[2], row[4]]).toEqual(['1', '1']);
  });
});
