/**
 * Reads a PDF as a reader would: pdf.js (legacy build, for Node) gives the text
 * of each page and, for tables, each line as its cells. The tests read every
 * PDF through here, so no program (such as poppler's pdftotext) has to be
 * installed on the machine.
 */
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

export interface ParsedPdf {
  /** The text of each page, one line of the page per line. */
  pages: string[];
  /** Every line of every page as its cells, left to right (see `cellsOf`). */
  rows: string[][];
  title: string | null;
}

interface PlacedItem {
  str: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * The lines of a page, top to bottom, each as its cells: the pieces of text on
 * one baseline, where a gap wider than a third of the font size (more than a
 * word space) starts a new cell.
 */
function cellsOf(items: PlacedItem[]): string[][] {
  const lines = new Map<number, PlacedItem[]>();
  for (const item of items) {
    const baseline = Math.round(item.y);
    const line = lines.get(baseline) ?? lines.get(baseline - 1) ?? lines.get(baseline + 1);
    if (line) line.push(item);
    else lines.set(baseline, [item]);
  }
  return [...lines.entries()]
    .sort(([a], [b]) => b - a)
    .map(([, line]) => {
      const cells: string[] = [];
      let end = -Infinity;
      for (const item of line.sort((a, b) => a.x - b.x)) {
        if (cells.length > 0 && item.x - end <= item.height / 3) cells[cells.length - 1] += item.str;
        else cells.push(item.str);
        end = item.x + item.width;
      }
      return cells.map((cell) => cell.trim()).filter(Boolean);
    })
    .filter((cells) => cells.length > 0);
}

export async function parsePdf(bytes: Buffer | Uint8Array): Promise<ParsedPdf> {
  const task = getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, isEvalSupported: false, verbosity: 0 });
  const pdf = await task.promise;
  try {
    const pages: string[] = [];
    const rows: string[][] = [];
    for (let n = 1; n <= pdf.numPages; n++) {
      const page = await pdf.getPage(n);
      const content = await page.getTextContent();
      const lines: string[] = [];
      const placed: PlacedItem[] = [];
      let line = '';
      for (const item of content.items) {
        if (!('str' in item)) continue;
        line += item.str;
        if (item.hasEOL) {
          lines.push(line);
          line = '';
        } else {
          line += ' ';
        }
        if (item.str.trim() !== '') placed.push({ str: item.str, x: item.transform[4], y: item.transform[5], width: item.width, height: item.height });
      }
      if (line) lines.push(line);
      pages.push(lines.join('\n'));
      rows.push(...cellsOf(placed));
      page.cleanup();
    }
    const { info } = (await pdf.getMetadata()) as { info: { Title?: string } };
    return { pages, rows, title: info?.Title ?? null };
  } finally {
    await pdf.destroy();
  }
}

/** All the text of a PDF, its pages one after the other. */
export async function pdfText(bytes: Buffer | Uint8Array): Promise<string> {
  return (await parsePdf(bytes)).pages.join('\n');
}
