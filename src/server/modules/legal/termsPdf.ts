/** The terms of use as a PDF, from the same text as the /condiciones-uso page (src/domain/legal.ts), in the reader's language. */
import { loadPdfKit } from '../../lib/pdfkit';
import type { LegalDocument } from '../../../domain/legal';
import { INTL_LOCALES, type Language } from '../../../domain/i18n/languages';
import { REPORT_TEXTS, fill } from '../../reports/texts';

export async function legalPdf(document: LegalDocument, language: Language): Promise<Buffer> {
  const PDFDocument = await loadPdfKit();
  return new Promise((resolve, reject) => {
    const pdf = new PDFDocument({
      size: 'A4',
      margin: 56,
      info: { Title: `Gatera: ${document.title}`, Author: 'Gatera', Subject: document.title },
      lang: INTL_LOCALES[language],
    });
    const chunks: Buffer[] = [];
    pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);

    pdf.font('Helvetica-Bold').fontSize(20).fillColor('#2e5e4e').text(`Gatera: ${document.title}`);
    pdf.moveDown(0.3).font('Helvetica').fontSize(10).fillColor('#555555').text(fill(REPORT_TEXTS[language].actualizado, { fecha: document.updated }));
    pdf.moveDown(1).fontSize(11).fillColor('#000000').text(document.intro, { align: 'justify' });
    for (const section of document.sections) {
      pdf.moveDown(1).font('Helvetica-Bold').fontSize(13).fillColor('#2e5e4e').text(section.title);
      pdf.font('Helvetica').fontSize(11).fillColor('#000000');
      for (const paragraph of section.paragraphs) pdf.moveDown(0.4).text(paragraph, { align: 'justify' });
    }
    pdf.end();
  });
}
