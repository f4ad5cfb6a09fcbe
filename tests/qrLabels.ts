/**
 * Reads the QR codes of a printed label sheet as a phone would: the PDF's
 * first page rendered by poppler (pdftoppm), each label's square cut out and
 * decoded with jsQR. Label geometry: three across, seven down, below the
 * page's title (src/server/reports/etiquetasReport.ts).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';

const DPI = 150;
const PT = DPI / 72;
const PAGE = { width: 595.28, height: 841.89, margin: 40, top: 56 };
const CELL_W = (PAGE.width - 2 * PAGE.margin) / 3;
const CELL_H = (PAGE.height - PAGE.top - PAGE.margin) / 7;

/** The text of the QR code of each label of the first page, in reading order (null where a label has none readable). */
export function decodeLabelQrs(pdf: Buffer, labels: number): (string | null)[] {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'etiquetas-'));
  try {
    fs.writeFileSync(path.join(dir, 'sheet.pdf'), pdf);
    execFileSync('pdftoppm', ['-r', String(DPI), '-png', '-f', '1', '-l', '1', '-singlefile', path.join(dir, 'sheet.pdf'), path.join(dir, 'page')]);
    const page = PNG.sync.read(fs.readFileSync(path.join(dir, 'page.png')));
    const out: (string | null)[] = [];
    for (let i = 0; i < Math.min(labels, 21); i++) {
      const x0 = Math.round((PAGE.margin + (i % 3) * CELL_W) * PT);
      const y0 = Math.round((PAGE.top + Math.floor(i / 3) * CELL_H) * PT);
      const w = Math.round(CELL_H * PT);
      const crop = new Uint8ClampedArray(w * w * 4);
      for (let y = 0; y < w; y++) {
        const from = ((y0 + y) * page.width + x0) * 4;
        crop.set(page.data.subarray(from, from + w * 4), y * w * 4);
      }
      out.push(jsQR(crop, w, w)?.data ?? null);
    }
    return out;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
