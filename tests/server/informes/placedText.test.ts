/**
 * Report cells are written by our own single text object (placedText.ts), not
 * by pdfkit's text(): a reader must find them exactly where, and exactly as,
 * pdfkit would have put them: upright, same glyphs, same kerning, same line.
 */
import { expect, it } from 'vitest';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { loadPdfKit } from '../../../src/server/lib/pdfkit';
import { ReportDocument, PAGE } from '../../../src/server/reports/document';
import { writePlacedText } from '../../../src/server/reports/placedText';

interface Item {
  str: string;
  transform: number[];
  width: number;
}

async function drawn(draw: (report: ReportDocument) => void): Promise<Item[]> {
  const report = new ReportDocument({ municipio: 'Sigüenza', provincia: 'Guadalajara', title: 'Prueba', generatedAt: new Date(2025, 2, 29) }, await loadPdfKit());
  const chunks: Buffer[] = [];
  report.doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise((resolve) => report.doc.on('end', resolve));
  draw(report);
  report.end();
  await ended;
  const pdf = await getDocument({ data: new Uint8Array(Buffer.concat(chunks)), useSystemFonts: false, isEvalSupported: false, verbosity: 0 }).promise;
  const content = await (await pdf.getPage(1)).getTextContent();
  await pdf.destroy();
  const items = content.items.flatMap((item) => ('str' in item && item.str.trim() !== '' ? [{ str: item.str, transform: item.transform as number[], width: item.width }] : []));
  return items;
}

const TEXTS = ['AVATAR Wave', 'Ñandú · Peña', 'No adoptable (feral)', '900000000001002'];

it('a placed text lands where pdfkit text() puts it, upright, with the same glyphs and kerning', async () => {
  const items = await drawn((report) => {
    report.doc.font('Helvetica').fontSize(8);
    TEXTS.forEach((text, i) => report.place(text, PAGE.margin + 10, 200 + i * 20));
    TEXTS.forEach((text, i) => report.doc.text(text, PAGE.margin + 10, 400 + i * 20, { lineBreak: false }));
  });
  for (const [i, text] of TEXTS.entries()) {
    const ours = items.find((item) => item.str === text && item.transform[5] > PAGE.height - 300);
    const theirs = items.find((item) => item.str === text && item.transform[5] < PAGE.height - 300);
    expect(ours, text).toBeDefined();
    expect(theirs, text).toBeDefined();
    // Upright (no mirroring), same size, same left edge, same width; 200 points higher on the page.
    expect(ours!.transform.slice(0, 4)).toEqual(theirs!.transform.slice(0, 4));
    expect(ours!.transform[3]).toBeGreaterThan(0);
    expect(ours!.transform[4]).toBeCloseTo(theirs!.transform[4], 3);
    expect(ours!.width).toBeCloseTo(theirs!.width, 3);
    expect(ours!.transform[5] - theirs!.transform[5]).toBeCloseTo(200, 3);
    expect(ours!.transform[5]).toBeCloseTo(PAGE.height - (200 + i * 20) - 8 * 0.718, 1);
  }
});

it('pdfkit still has what the placed text needs: a report page never falls back to text()', async () => {
  await drawn((report) => {
    report.doc.font('Helvetica').fontSize(8);
    expect(writePlacedText(report.doc, 'Hembra', 100, 100)).toBe(true);
    // A text over several lines is not one placed line: the caller must use text().
    expect(writePlacedText(report.doc, 'dos\nlíneas', 100, 120)).toBe(false);
  });
});
