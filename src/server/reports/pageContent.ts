/**
 * pdfkit turns every operator it writes into a page (eight for each placed
 * text) into its own small Uint8Array, then joins them when the page ends: a
 * report of 5,000 cats made some 300,000 of them, and the collector spent
 * more time on them than pdfkit on drawing. A page's operators are text, so
 * they are kept as text here and turned into bytes once, when the page ends.
 * This reaches into pdfkit's page content object: if its shape ever changes,
 * nothing is changed and pages are written exactly as before.
 */

interface PdfkitReference {
  write(chunk: unknown): unknown;
  finalize(): unknown;
}

export function writePageContentAsText(doc: PDFKit.PDFDocument): void {
  const content = (doc as unknown as { page?: { content?: PdfkitReference } }).page?.content;
  if (!content || typeof content.write !== 'function' || typeof content.finalize !== 'function') return;
  const write = content.write.bind(content);
  const finalize = content.finalize.bind(content);
  let text: string[] = [];
  const flush = () => {
    if (!text.length) return;
    // pdfkit writes operators as binary strings (one byte per character): latin1 is that encoding.
    write(Buffer.from(text.join(''), 'latin1'));
    text = [];
  };
  content.write = (chunk: unknown) => {
    if (typeof chunk === 'string') {
      text.push(chunk, '\n');
      return undefined;
    }
    flush();
    return write(chunk);
  };
  content.finalize = () => {
    flush();
    return finalize();
  };
}
