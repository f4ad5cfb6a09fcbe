/** The PDF reports speak the reader's language; the Spanish report is unchanged. */
import { expect, it, describe } from 'vitest';
import { describeEachEngine } from '../helper';
import { createColonia, createGato } from '../fixtures';
import { parsePdf } from '../informes/pdf';
import { REPORT_TEXTS, reportFormats } from '../../../src/server/reports/texts';
import { LANGUAGES } from '../../../src/domain/i18n/languages';

type Tree = { [key: string]: unknown };
const keys = (tree: Tree, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([k, v]) => (typeof v === 'object' && v !== null && !Array.isArray(v) ? keys(v as Tree, `${prefix}${k}.`) : [`${prefix}${k}`]));

describe('report texts', () => {
  it('every language has every printed text', () => {
    const spanish = keys(REPORT_TEXTS.es as unknown as Tree);
    for (const language of LANGUAGES) expect(keys(REPORT_TEXTS[language] as unknown as Tree), language).toEqual(spanish);
  });

  it('formats numbers and the date of generation per language', () => {
    const date = new Date(2025, 2, 29, 18, 45);
    expect(reportFormats('es').generatedAt(date)).toBe('29 de marzo de 2025 a las 18:45');
    expect(reportFormats('ca').generatedAt(date)).toBe('29 de març del 2025 a les 18:45');
    expect(reportFormats('en').generatedAt(date)).toBe('29 March 2025 at 18:45');
    expect(reportFormats('es').percent(62.5)).toBe('62,5 %');
    expect(reportFormats('eu').percent(62.5)).toBe('% 62,5');
    expect(reportFormats('en').percent(62.5)).toBe('62.5 %');
    expect(reportFormats('gl').count(12500)).toBe('12.500');
  });
});

describeEachEngine('the colonies PDF in the reader language', (t) => {
  it('has Catalan headings for a reader in Catalan and Spanish ones otherwise', async () => {
    const colonia = await createColonia(t().db, { nombre: 'Colònia del Born', ubicacion: 'Plaça Comercial' });
    await createGato(t().db, colonia.id, { nombre: 'Mixa', sexo: 'H', fecha_esterilizacion: '2025-03-10' });
    const ca = await t().request({ method: 'GET', url: '/api/informes/informes/colonias', as: 'admin', headers: { 'accept-language': 'ca-ES,ca;q=0.9' } });
    expect(ca.statusCode, ca.body.slice(0, 200)).toBe(200);
    const text = (await parsePdf(ca.rawPayload)).pages.join('\n');
    for (const heading of ['Informe de colònies felines', 'Ajuntament de Sigüenza', 'Generat el', 'Pàgina 1', 'Ubicació: Plaça Comercial', 'Codi', 'Nom', 'Sexe', 'Esterilització', 'Femella']) {
      expect(text, heading).toContain(heading);
    }
    expect(text).not.toContain('Informe de colonias felinas');
    const es = await t().request({ method: 'GET', url: '/api/informes/informes/colonias', as: 'admin' });
    const spanish = (await parsePdf(es.rawPayload)).pages.join('\n');
    for (const heading of ['Informe de colonias felinas', 'Ayuntamiento de Sigüenza', 'Página 1', 'Ubicación: Plaça Comercial', 'Esterilización', 'Hembra']) expect(spanish, heading).toContain(heading);
  });
});

describeEachEngine('CSV exports meant for people', (t) => {
  it('heads the CER annual report CSV in the reader language, the Spanish header unchanged', async () => {
    const anio = new Date().getFullYear();
    const en = await t().request({ method: 'GET', url: `/api/informes/informes/memoria?anio=${anio}&formato=csv`, as: 'admin', headers: { 'accept-language': 'en' } });
    expect(en.statusCode).toBe(200);
    expect(en.body.replace(/^\uFEFF/, '').split('\r\n')[0]).toBe('Colony;Method;Estimated population;95 % CI;Neutered;Coverage at start;Coverage at end;Neuterings;New cats;Removals;Complaints;Status');
    const es = await t().request({ method: 'GET', url: `/api/informes/informes/memoria?anio=${anio}&formato=csv`, as: 'admin' });
    expect(es.body.replace(/^\uFEFF/, '').split('\r\n')[0]).toBe('Colonia;Método;Población estimada;IC 95 %;Esterilizados;Cobertura inicio;Cobertura fin;Esterilizaciones;Altas;Bajas;Quejas;Estado');
  });
});
