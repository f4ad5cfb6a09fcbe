/**
 * A caregiver's card: one page the size of a bank card (85.6 × 54 mm, ISO/IEC
 * 7810 ID-1) with the council's coat of arms and name, the title, the
 * caregiver's photo, full name, partner entity, colonies and last valid day, the card's code
 * and a QR code that opens its public verification page. A long list of
 * colonies is cut with an ellipsis: the verification page lists them all.
 */
import type { PdfKit } from '../lib/pdfkit';
import { drawQr } from './qr';

const MM = 72 / 25.4;
export const CARNE_SIZE = { width: 85.6 * MM, height: 54 * MM } as const;
const PAD = 6;
const BAND = 26;
const PHOTO = { width: 46, height: 58 };
const QR = 50;

export interface CarneData {
  municipio: string;
  escudo: Buffer | null;
  foto: Buffer | null;
  nombre: string;
  /** The partner entity the caregiver belongs to, printed under the name. */
  entidad: string | null;
  colonias: string[];
  hasta: string;
  codigo: string;
  url: string;
  texts: { titulo: string; colonias: string; validoHasta: string; codigo: string; verificar: string; sinFoto: string };
}

/** The card as a pdfkit document the caller streams (it ends itself). */
export function renderCarne(PDFDocument: PdfKit, data: CarneData): PDFKit.PDFDocument {
  const { width, height } = CARNE_SIZE;
  const doc = new PDFDocument({ size: [width, height], margin: 0, info: { Title: `${data.texts.titulo} ${data.codigo}` } });
  const t = data.texts;

  doc.rect(0, 0, width, BAND).fill('#1f4e79');
  let textX = PAD;
  if (data.escudo) {
    try {
      doc.image(data.escudo, PAD, 3, { fit: [BAND - 6, BAND - 6] });
      textX = PAD + BAND - 2;
    } catch {
      // An image pdfkit cannot read: the card goes without it.
    }
  }
  doc.font('Helvetica-Bold').fontSize(7).fillColor('#ffffff').text(data.municipio, textX, 5, { width: width - textX - PAD, lineBreak: false, ellipsis: true });
  doc.font('Helvetica').fontSize(6).fillColor('#ffffff').text(t.titulo, textX, 15, { width: width - textX - PAD, lineBreak: false, ellipsis: true });

  const top = BAND + PAD;
  if (data.foto) {
    try {
      doc.image(data.foto, PAD, top, { fit: [PHOTO.width, PHOTO.height], align: 'center', valign: 'center' });
    } catch {
      data = { ...data, foto: null };
    }
  }
  if (!data.foto) {
    doc.lineWidth(0.5).strokeColor('#9aa5b1').rect(PAD, top, PHOTO.width, PHOTO.height).stroke();
    doc.font('Helvetica').fontSize(5).fillColor('#52606d').text(t.sinFoto, PAD, top + PHOTO.height / 2 - 3, { width: PHOTO.width, align: 'center', lineBreak: false });
  }

  const x = PAD + PHOTO.width + PAD;
  const w = width - x - PAD - QR;
  doc.font('Helvetica-Bold').fontSize(8).fillColor('#000000').text(data.nombre, x, top, { width: width - x - PAD, height: 20, ellipsis: true });
  let y = Math.max(doc.y, top + 10) + 2;
  if (data.entidad) {
    doc.font('Helvetica').fontSize(5.5).fillColor('#000000').text(data.entidad, x, y, { width: width - x - PAD, lineBreak: false, ellipsis: true });
    y += 8;
  }
  doc.font('Helvetica-Bold').fontSize(5.5).fillColor('#52606d').text(t.colonias, x, y, { width: w, lineBreak: false });
  y += 7;
  doc.font('Helvetica').fontSize(6).fillColor('#000000').text(data.colonias.join(', '), x, y, { width: w, height: 22, ellipsis: true });
  y += 24;
  doc.font('Helvetica-Bold').fontSize(5.5).fillColor('#52606d').text(t.validoHasta, x, y, { width: w, lineBreak: false });
  doc.font('Helvetica-Bold').fontSize(8).fillColor('#000000').text(data.hasta, x, y + 7, { width: w, lineBreak: false });

  drawQr(doc, data.url, width - QR - 2, height - QR - 2, QR);
  doc.font('Helvetica').fontSize(5).fillColor('#52606d').text(`${t.codigo}: ${data.codigo}`, PAD, height - 10, { width: width - QR - PAD, lineBreak: false });
  doc.font('Helvetica').fontSize(4.5).fillColor('#52606d').text(t.verificar, PAD, height - 17, { width: width - QR - PAD, lineBreak: false });
  doc.end();
  return doc;
}
