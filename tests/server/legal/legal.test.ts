import { expect, it } from 'vitest';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describeEachEngine } from '../helper';
import { CONDICIONES_USO } from '../../../src/domain/legal';

async function pdfText(bytes: Buffer): Promise<string> {
  const document = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: true }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= document.numPages; n += 1) {
    const content = await (await document.getPage(n)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  return pages.join(' ').replace(/\s+/g, ' ');
}

describeEachEngine('the terms of use as a PDF', (t) => {
  it('anyone downloads a real PDF with the same six sections and date as the page', async () => {
    const res = await t().request({ method: 'GET', url: '/api/legal/condiciones-uso.pdf', as: null });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="gatera-condiciones-de-uso\.pdf"$/);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(res.rawPayload);
    expect(CONDICIONES_USO.sections).toHaveLength(6);
    for (const section of CONDICIONES_USO.sections) expect(text).toContain(section.title);
    expect(text).toContain('29 de marzo de 2025');
    expect(text).toContain(t().config.contactEmail);
    expect(text).not.toContain('{email}');
  });
});
