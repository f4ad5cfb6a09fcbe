/**
 * The justification pack of the worked grant (support.ts): the CSV read back
 * as a spreadsheet would and the PDF's text carry the same totals per line and
 * overall, exactly the hand-computed ones; the ZIP holds each invoice's PDF
 * once, by its number, byte for byte; and a total of thousands of 10 and 20
 * cent acts is exact where a sum of decimal euros is not.
 */
import { expect, it } from 'vitest';
import { parse } from 'csv-parse/sync';
import { unzipSync } from 'fflate';
import { describeEachEngine, json } from '../helper';
import { parsePdf } from '../informes/pdf';
import { ESPERADO, centimosDe, createSubvencion, workedGrant } from './support';
import { nowIso } from '../../../src/server/lib/time';
import { saveUpload } from '../../../src/server/lib/uploads';
import { ajustesRepository } from '../../../src/server/modules/ajustes/repository';
import { pngBytes } from '../backup/support';
import type { SubvencionDetalle } from '../../../src/domain/schemas/subvencion';

const LINEAS = { hembras: 'Esterilización de hembras', microchip: 'Identificación con microchip' } as const;
const figures = (t: { importe_centimos: number; elegible_centimos: number; no_elegible_centimos: number }) => [t.importe_centimos, t.elegible_centimos, t.no_elegible_centimos];

describeEachEngine('the justification pack of a grant', (t) => {
  it('exports the same totals per line and overall in the CSV and the PDF, the hand-computed ones', async () => {
    const w = await workedGrant(t());
    const csv = await t().request({ method: 'GET', url: `/api/subvenciones/${w.subvencion.id}/justificacion?formato=csv`, as: 'responsable', headers: { 'accept-language': 'es' } });
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toMatch(/^attachment; filename="justificacion_EXP-2025_017_\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(csv.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const rows = parse(csv.rawPayload.toString('utf8').slice(1), { delimiter: ';' }) as string[][];
    expect(rows[0]).toEqual(['Fecha', 'Microchip', 'Colonia', 'Acto', 'Veterinario', 'Nº de colegiado', 'Nº de factura', 'Importe', 'Línea', 'Elegible', 'No elegible', 'Motivo']);
    expect(rows.slice(1, 6)).toEqual([
      ['10/02/2025', w.chips[0], 'El Lavadero', 'Esterilización de hembra', 'Marta Ruiz', 'GU-1234', '', '60,50', LINEAS.hembras, '60,50', '0,00', ''],
      ['15/04/2025', w.chips[2], 'El Lavadero', 'Esterilización de hembra', 'Marta Ruiz', 'GU-1234', 'F-001', '96,80', LINEAS.hembras, '80,00', '16,80', 'Por encima del tope por unidad'],
      ['20/08/2025', w.chips[1], 'El Lavadero', 'Esterilización de hembra', 'Marta Ruiz', 'GU-1234', '', '60,50', LINEAS.hembras, '0,00', '60,50', 'Fuera del periodo subvencionable'],
      ['05/03/2025', w.chips[0], 'El Lavadero', 'Microchip', 'Marta Ruiz', 'GU-1234', '', '24,20', LINEAS.microchip, '24,20', '0,00', ''],
      ['20/05/2025', w.chips[2], 'El Lavadero', 'Microchip', 'Marta Ruiz', 'GU-1234', 'F 2025/002', '25,00', LINEAS.microchip, '25,00', '0,00', ''],
    ]);
    const csvTotals = (label: string, linea: string) => {
      const row = rows.find((r) => r[0] === label && r[8] === linea)!;
      return [row[7], row[9], row[10]].map(centimosDe);
    };
    expect(csvTotals('Total de la línea', LINEAS.hembras)).toEqual(figures(ESPERADO.hembras));
    expect(csvTotals('Total de la línea', LINEAS.microchip)).toEqual(figures(ESPERADO.microchip));
    expect(csvTotals('Total', '')).toEqual(figures(ESPERADO.total));
    expect(rows).toHaveLength(1 + 5 + 2 + 1);

    const pdf = await t().request({ method: 'GET', url: `/api/subvenciones/${w.subvencion.id}/justificacion?formato=pdf`, as: 'admin', headers: { 'accept-language': 'es' } });
    expect(pdf.statusCode, pdf.body).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const parsed = await parsePdf(pdf.rawPayload);
    const text = parsed.pages.join('\n');
    expect(text).toContain('Cuenta justificativa de la subvención');
    expect(text).toContain('Ayuntamiento de');
    expect(text).toContain('Convocatoria: Ayudas a entidades locales para la gestión de colonias felinas 2025');
    expect(text).toContain('Referencia: EXP-2025/017');
    expect(text).toContain('Periodo subvencionable: del 01/01/2025 al 30/06/2025');
    expect(text).toContain('Importe concedido: 15.000,00 €');
    // The summary table: a line's name, its acts, then its amount, eligible and not eligible in euros.
    const resumen = (nombre: string) => {
      const row = parsed.rows.filter((r) => r[0] === nombre && r.length === 5 && !r[1].startsWith('Actos')).at(-1)!;
      return [Number(row[1]), ...row.slice(2).map(centimosDe)];
    };
    expect(resumen(LINEAS.hembras)).toEqual([ESPERADO.hembras.costes, ...figures(ESPERADO.hembras)]);
    expect(resumen(LINEAS.microchip)).toEqual([ESPERADO.microchip.costes, ...figures(ESPERADO.microchip)]);
    expect(resumen('Total')).toEqual([ESPERADO.total.costes, ...figures(ESPERADO.total)]);
    // Each line's total row under its acts (its count of acts in the act's column): the same figures as the CSV's.
    const filasTotal = parsed.rows.filter((r) => r[0] === 'Total' && r[1].startsWith('Actos: '));
    expect(filasTotal.map((r) => r[1])).toEqual(['Actos: 3', 'Actos: 2']);
    const subtotales = filasTotal.map((r) => r.slice(-3).map(centimosDe));
    expect(subtotales).toEqual([csvTotals('Total de la línea', LINEAS.hembras), csvTotals('Total de la línea', LINEAS.microchip)]);
    // The act above its cap, with its reason's mark explained under the table.
    expect(parsed.rows).toContainEqual(['15/04/2025', w.chips[2], 'El Lavadero', 'Esterilización de hembra', 'Marta Ruiz', 'F-001', '96,80', '80,00', '16,80 (2)']);
    expect(text).toContain('Marta Ruiz: GU-1234');
    expect(text).toContain('(2) Por encima del tope por unidad');
  });

  it('prints the council’s NIF, address, DIR3 code and coat of arms from the settings', async () => {
    const w = await workedGrant(t());
    const escudo = await saveUpload(t().paths.mediaDir, pngBytes(3), 'image/png');
    await ajustesRepository(t().db).save(1, { nif: 'P1915500J', direccion: 'Plaza Mayor, 1, 19250 Sigüenza', dir3: 'L01191550', escudo });
    const pdf = await t().request({ method: 'GET', url: `/api/subvenciones/${w.subvencion.id}/justificacion?formato=pdf`, as: 'admin' });
    const text = (await parsePdf(pdf.rawPayload)).pages.join('\n');
    expect(text).toContain('NIF: P1915500J');
    expect(text).toContain('Dirección: Plaza Mayor, 1, 19250 Sigüenza');
    expect(text).toContain('Código DIR3: L01191550');
    expect(pdf.rawPayload.toString('latin1')).toMatch(/\/Subtype \/Image/);
  });

  it('writes the pack in the reader’s language', async () => {
    const w = await workedGrant(t());
    const csv = await t().request({ method: 'GET', url: `/api/subvenciones/${w.subvencion.id}/justificacion?formato=csv`, as: 'admin', headers: { 'accept-language': 'en' } });
    const rows = parse(csv.rawPayload.toString('utf8').slice(1), { delimiter: ';' }) as string[][];
    expect(rows[0].slice(0, 4)).toEqual(['Date', 'Microchip', 'Colony', 'Act']);
    expect(rows[2][11]).toBe('Above the cap per unit');
    const pdf = await t().request({ method: 'GET', url: `/api/subvenciones/${w.subvencion.id}/justificacion?formato=pdf`, as: 'admin', headers: { 'accept-language': 'en' } });
    expect((await parsePdf(pdf.rawPayload)).pages.join('\n')).toContain('Grant justification account');
  });

  it('zips every invoice’s PDF once, named by its number, byte for byte', async () => {
    const w = await workedGrant(t());
    const res = await t().request({ method: 'GET', url: `/api/subvenciones/${w.subvencion.id}/justificacion?formato=zip`, as: 'admin' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="facturas_EXP-2025_017_\d{4}-\d{2}-\d{2}\.zip"$/);
    const files = unzipSync(new Uint8Array(res.rawPayload));
    // F-001 pays one act, F 2025/002 another: each invoice once, however many of the grant's acts it pays.
    expect(Object.keys(files).sort()).toEqual(['F-001.pdf', 'F_2025_002.pdf']);
    expect(Buffer.from(files['F-001.pdf'])).toEqual(w.facturas[0].bytes);
    expect(Buffer.from(files['F_2025_002.pdf'])).toEqual(w.facturas[1].bytes);
    // A second act on F-001 still leaves one copy of it.
    await t().db.updateTable('costes').set({ factura_id: (await t().db.selectFrom('costes').select('factura_id').where('id', '=', w.costes.c4).executeTakeFirstOrThrow()).factura_id }).where('id', '=', w.costes.c1).execute();
    const again = unzipSync(new Uint8Array((await t().request({ method: 'GET', url: `/api/subvenciones/${w.subvencion.id}/justificacion?formato=zip`, as: 'admin' })).rawPayload));
    expect(Object.keys(again).sort()).toEqual(['F-001.pdf', 'F_2025_002.pdf']);
  });

  it('says which is missing before the download when an invoice’s file is gone', async () => {
    const w = await workedGrant(t());
    const { archivo } = await t().db.selectFrom('facturas').select('archivo').where('numero', '=', 'F-001').orderBy('id', 'desc').executeTakeFirstOrThrow();
    const fs = await import('node:fs/promises');
    await fs.rm(`${t().paths.mediaDir}/${archivo}`);
    const res = await t().request({ method: 'GET', url: `/api/subvenciones/${w.subvencion.id}/justificacion?formato=zip`, as: 'admin' });
    expect(res.statusCode).toBe(409);
    expect(json(res).detail).toBe('La factura de uno de sus costes no tiene su PDF en el servidor: vuelve a subirlo antes de descargar el paquete.');
  });

  it('adds up thousands of 10 and 20 cent acts exactly, where decimal euros would not', async () => {
    const { db } = t();
    await db.deleteFrom('costes').execute();
    const subvencion = await createSubvencion(t(), { referencia: 'EXP-CENTIMOS' });
    const now = nowIso();
    // 3,000 acts of 0,10 € and 3,000 of 0,20 €: 900,00 € exactly.
    const values = Array.from({ length: 6000 }, (_, i) => ({
      fecha: '2025-03-01',
      concepto: 'suministros',
      gato_id: null,
      colonia_id: null,
      proveedor_id: null,
      reserva_id: null,
      campana_id: null,
      factura_id: null,
      importe_centimos: i % 2 === 0 ? 10 : 20,
      descripcion: null,
      linea_id: null,
      asignacion: null,
      usuario_id: null,
      created_at: now,
    }));
    for (let i = 0; i < values.length; i += 500) await db.insertInto('costes').values(values.slice(i, i + 500)).execute();
    let floatSum = 0;
    for (const v of values) floatSum += v.importe_centimos / 100;
    expect(floatSum).not.toBe(900);
    const detalle = json<SubvencionDetalle>(await t().request({ method: 'POST', url: `/api/subvenciones/${subvencion.id}/lineas`, as: 'admin', payload: { nombre: 'Suministros', conceptos: [{ concepto: 'suministros', tope_centimos: null }] } }));
    expect(detalle.totales).toEqual({ costes: 6000, importe_centimos: 90000, elegible_centimos: 90000, no_elegible_centimos: 0 });
    const csv = await t().request({ method: 'GET', url: `/api/subvenciones/${subvencion.id}/justificacion?formato=csv`, as: 'admin' });
    const rows = parse(csv.rawPayload.toString('utf8').slice(1), { delimiter: ';' }) as string[][];
    expect(rows.at(-1)!.slice(7, 11)).toEqual(['900,00', '', '900,00', '0,00']);
  });
});
