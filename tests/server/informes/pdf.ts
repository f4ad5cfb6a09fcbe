/** Reads a PDF as a reader would: pdf.js (legacy build, for Node) gives the text of each page. */
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

export interface ParsedPdf {
  pages: string[];
  title: string | null;
}

export async function parsePdf(bytes: Buffer): Promise<ParsedPdf> {
  const task = getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, isEvalSupported: false, verbosity: 0 });
  const pdf = await task.promise;
  try {
    const pages: string[] = [];
    for (let n = 1; n <= pdf.numPages; n++) {
      const page = await pdf.getPage(n);
      const content = await page.getTextContent();
      const lines: string[] = [];
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
      }
      if (line) lines.push(line);
      pages.push(lines.join('\n'));
      page.cleanup();
    }
    const { info } = (await pdf.getMetadata()) as { info: { Title?: string } };
    return { pages, title: info?.Title ?? null };
  } finally {
    await pdf.destroy();
  }
}
