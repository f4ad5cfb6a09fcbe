/**
 * The sheet of labels of the trap bank: A4, three across and seven down,
 * each with a QR code that opens the item in the app (its address under the
 * installation's public URL), its short code in large type and its kind. The
 * QR code is drawn as squares (qr.ts). pdfkit's Helvetica is WinAnsi: á é í ó ú ñ print as they are.
 */
import type { PdfKit } from '../lib/pdfkit';
import { PAGE } from './document';
import { drawQr } from './qr';

export interface Etiqueta {
  codigo: string;
  tipo: string;
  url: string;
}

const COLUMNS = 3;
const ROWS = 7;
const TOP = 56;
const CELL_W = (PAGE.width - 2 * PAGE.margin) / COLUMNS;
const CELL_H = (PAGE.height - TOP - PAGE.margin) / ROWS;
const PAD = 8;

/** The PDF of the labels, as a pdfkit document the caller streams (it ends itself). */
export function renderEtiquetas(PDFDocument: PdfKit, etiquetas: readonly Etiqueta[], header: { titulo: string; subtitulo: string; ninguna: string }): PDFKit.PDFDocument {
  const doc = new PDFDocument({ size: 'A4', margin: 0, autoFirstPage: false, info: { Title: header.titulo } });
  const perPage = COLUMNS * ROWS;
  const pages = Math.max(1, Math.ceil(etiquetas.length / perPage));
  for (let page = 0; page < pages; page++) {
    doc.addPage();
    doc.font('Helvetica-Bold').fontSize(11).fillColor('#1f2933').text(header.titulo, PAGE.margin, 22, { lineBreak: false });
    doc.font('Helvetica').fontSize(8).fillColor('#52606d').text(header.subtitulo, PAGE.margin, 37, { lineBreak: false });
    if (etiquetas.length === 0) doc.font('Helvetica').fontSize(11).fillColor('#1f2933').text(header.ninguna, PAGE.margin, TOP + 10);
    etiquetas.slice(page * perPage, (page + 1) * perPage).forEach((etiqueta, i) => {
      const x = PAGE.margin + (i % COLUMNS) * CELL_W;
      const y = TOP + Math.floor(i / COLUMNS) * CELL_H;
      doc.lineWidth(0.5).dash(3, { space: 3 }).strokeColor('#9aa5b1').rect(x, y, CELL_W, CELL_H).stroke().undash();
      const qrSize = CELL_H - 2 * PAD;
      drawQr(doc, etiqueta.url, x + PAD, y + PAD, qrSize);
      const textX = x + PAD + qrSize + 4;
      const textW = CELL_W - (textX - x) - PAD;
      doc.font('Helvetica-Bold').fontSize(16).fillColor('#000000').text(etiqueta.codigo, textX, y + PAD + 14, { width: textW, lineBreak: false, ellipsis: true });
      doc.font('Helvetica').fontSize(8).fillColor('#1f2933').text(etiqueta.tipo, textX, y + PAD + 38, { width: textW, height: 30, ellipsis: true });
    });
  }
  doc.end();
  return doc;
}
