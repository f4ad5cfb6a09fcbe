import { expect, it } from 'vitest';
import { describeEachEngine } from '../helper';
import { pdfText } from '../informes/pdf';
import { CONDICIONES_USO } from '../../../src/domain/legal';
import { loadLegalTexts } from '../../../src/domain/i18n/legal';

/** The PDF's text with every run of spaces and line breaks as one space (the tests look for phrases). */
async function pdfPhrases(bytes: Buffer): Promise<string> {
  return (await pdfText(bytes)).replace(/\s+/g, ' ');
}

describeEachEngine('the terms of use as a PDF', (t) => {
  it('anyone downloads a real PDF with the same six sections and date as the page', async () => {
    const res = await t().request({ method: 'GET', url: '/api/legal/condiciones-uso.pdf', as: null });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="gatera-condiciones-de-uso\.pdf"$/);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfPhrases(res.rawPayload);
    expect(CONDICIONES_USO.sections).toHaveLength(6);
    for (const section of CONDICIONES_USO.sections) expect(text).toContain(section.title);
    expect(text).toContain('29 de marzo de 2025');
    expect(text).toContain(t().config.contactEmail);
    expect(text).not.toContain('{email}');
  });
});

describeEachEngine('the terms of use PDF in the reader language', (t) => {
  it('an anonymous visitor asking for Catalan gets the Catalan text; Spanish stays the original text', async () => {
    const catalan = (await loadLegalTexts('ca')).condiciones;
    const ca = await t().request({ method: 'GET', url: '/api/legal/condiciones-uso.pdf', as: null, headers: { 'accept-language': 'ca-ES,ca;q=0.9' } });
    expect(ca.statusCode).toBe(200);
    const text = await pdfPhrases(ca.rawPayload);
    expect(text).toContain(`Gatera: ${catalan.title}`);
    expect(text).toContain('Última actualització: 29 de març de 2025');
    expect(text).toContain(catalan.sections[0].title);
    expect(text).toContain(t().config.contactEmail);
    expect(text).not.toContain(CONDICIONES_USO.sections[0].paragraphs[0].slice(0, 40));

    const es = await pdfPhrases((await t().request({ method: 'GET', url: '/api/legal/condiciones-uso.pdf', as: null, headers: { 'accept-language': 'es' } })).rawPayload);
    expect(es).toContain('Gatera: Condiciones de uso');
    expect(es).toContain('Última actualización: 29 de marzo de 2025');
    expect(es).toContain(CONDICIONES_USO.sections[0].title);
  });

  it('the language chosen in the app comes in the address (a plain link sends the browser language)', async () => {
    const english = (await loadLegalTexts('en')).condiciones;
    const res = await t().request({ method: 'GET', url: '/api/legal/condiciones-uso.pdf?idioma=en', as: null, headers: { 'accept-language': 'es' } });
    const text = await pdfPhrases(res.rawPayload);
    expect(text).toContain(`Gatera: ${english.title}`);
    expect(text).toContain('Last updated: 29 March 2025');
    const bad = await t().request({ method: 'GET', url: '/api/legal/condiciones-uso.pdf?idioma=fr', as: null });
    expect(bad.statusCode).toBe(422);
    // Every accepted language is named, not only the first one the check tried.
    expect(bad.json().detail).toBe('El campo «idioma» debe ser uno de: es, ca, eu, gl, en.');
    const inEnglish = await t().request({ method: 'GET', url: '/api/legal/condiciones-uso.pdf?idioma=xx', as: null, headers: { 'accept-language': 'en' } });
    expect(inEnglish.json().detail).toBe('The field «idioma» must be one of: es, ca, eu, gl, en.');
  });
});
