/**
 * Reads the QR codes of a printed label sheet as a phone would: each label's
 * square of the first page cut out and decoded. Label geometry: three across,
 * seven down, below the page's title (src/server/reports/etiquetasReport.ts).
 */
import { decodeQr, renderFirstPage } from './pdfImage';

const DPI = 150;
const PT = DPI / 72;
const PAGE = { width: 595.28, height: 841.89, margin: 40, top: 56 };
const CELL_W = (PAGE.width - 2 * PAGE.margin) / 3;
const CELL_H = (PAGE.height - PAGE.top - PAGE.margin) / 7;

/** The text of the QR code of each label of the first page, in reading order (null where a label has none readable). */
export async function decodeLabelQrs(pdf: Buffer, labels: number): Promise<(string | null)[]> {
  const page = await renderFirstPage(pdf, DPI);
  return Array.from({ length: Math.min(labels, 21) }, (_, i) =>
    decodeQr(page, { x: Math.round((PAGE.margin + (i % 3) * CELL_W) * PT), y: Math.round((PAGE.top + Math.floor(i / 3) * CELL_H) * PT), side: Math.round(CELL_H * PT) }),
  );
}
