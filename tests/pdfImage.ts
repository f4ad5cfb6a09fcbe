/**
 * Reads the QR codes of a PDF as a phone would: the page drawn by pdf.js on
 * @napi-rs/canvas (both already installed with pdfjs-dist, so no program
 * such as poppler has to be on the machine) and decoded with jsQR.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import jsQR from 'jsqr';

/** pdf.js's own copies of the 14 standard fonts (Helvetica and the rest), which the PDFs use without embedding. */
const STANDARD_FONTS = `${path.join(path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'standard_fonts')}/`;

export interface PageImage {
  data: Uint8ClampedArray;
  width: number;
  height: number;
}

interface CanvasFactory {
  create(width: number, height: number): { canvas: { width: number; height: number }; context: { getImageData(x: number, y: number, w: number, h: number): { data: Uint8ClampedArray } } };
}

/** The first page of `pdf` as RGBA pixels at `dpi`. */
export async function renderFirstPage(pdf: Buffer, dpi: number): Promise<PageImage> {
  const doc = await getDocument({ data: new Uint8Array(pdf), isEvalSupported: false, standardFontDataUrl: STANDARD_FONTS, verbosity: 0 }).promise;
  try {
    const page = await doc.getPage(1);
    const viewport = page.getViewport({ scale: dpi / 72 });
    const { canvas, context } = (doc as unknown as { canvasFactory: CanvasFactory }).canvasFactory.create(Math.ceil(viewport.width), Math.ceil(viewport.height));
    await page.render({ canvas: canvas as never, canvasContext: context as never, viewport }).promise;
    return { data: new Uint8ClampedArray(context.getImageData(0, 0, canvas.width, canvas.height).data), width: canvas.width, height: canvas.height };
  } finally {
    await doc.destroy();
  }
}

/** The text of the QR code in the square of `side` pixels at (`x`, `y`), or of the whole page when none is given. */
export function decodeQr(page: PageImage, square?: { x: number; y: number; side: number }): string | null {
  if (!square) return jsQR(page.data, page.width, page.height)?.data ?? null;
  const { x, y: top, side } = square;
  const crop = new Uint8ClampedArray(side * side * 4);
  for (let y = 0; y < side; y++) {
    const from = ((top + y) * page.width + x) * 4;
    crop.set(page.data.subarray(from, from + side * 4), y * side * 4);
  }
  return jsQR(crop, side, side)?.data ?? null;
}
