/**
 * pdfkit turns every operator it writes into a page (several for each text)
 * into its own small Uint8Array, joins them into another when the page ends
 * and compresses that into a third: a report of 100,000 cats made millions of
 * them, and the collector spent more time on them than pdfkit on drawing,
 * while tens of MB of dead byte arrays waited outside the JavaScript heap. A
 * page's operators are text, so they are kept as text here and, when the page
 * ends, written into one reused scratch area and compressed from there: each
 * page leaves only its compressed bytes. This reaches into pdfkit's page
 * content object: if its shape ever changes, nothing is changed and pages are
 * written exactly as before.
 */
import { deflateSync } from 'node:zlib';

interface PdfkitReference {
  buffer: Uint8Array[];
  compress?: boolean;
  data: { Filter?: string };
  write(chunk: unknown): unknown;
  finalize(): unknown;
}

/** Reused by every page of every report: a page is encoded and compressed in one synchronous step. */
let scratch = Buffer.allocUnsafeSlow(256 * 1024);

/** The operators as bytes in the scratch area (pdfkit writes them as binary strings: one byte per character, latin1). */
function encode(text: string): Buffer {
  if (text.length > scratch.length) scratch = Buffer.allocUnsafeSlow(2 ** Math.ceil(Math.log2(text.length)));
  const length = scratch.write(text, 0, 'latin1');
  return scratch.subarray(0, length);
}

/** Bytes back to the binary string pdfkit made them from. */
function binaryString(chunk: Uint8Array): string {
  return Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength).toString('latin1');
}

function isReference(value: unknown): value is PdfkitReference {
  const ref = value as Partial<PdfkitReference> | undefined;
  return !!ref && Array.isArray(ref.buffer) && typeof ref.data === 'object' && typeof ref.write === 'function' && typeof ref.finalize === 'function';
}

export function writePageContentAsText(doc: PDFKit.PDFDocument): void {
  const content = (doc as unknown as { page?: { content?: unknown } }).page?.content;
  if (!isReference(content)) return;
  const finalize = content.finalize.bind(content);
  // What pdfkit wrote before (the page's first transformation) joins the text, in order.
  const text: string[] = content.buffer.map(binaryString);
  content.buffer = [];
  content.write = (chunk: unknown) => {
    if (chunk instanceof Uint8Array) text.push(binaryString(chunk));
    else text.push(String(chunk), '\n');
    return undefined;
  };
  content.finalize = () => {
    if (text.length) {
      const bytes = encode(text.join(''));
      // The page stays referenced by the document until it ends: its text must not.
      text.length = 0;
      if (content.compress === true) {
        content.buffer = [deflateSync(bytes)];
        content.compress = false;
        content.data.Filter = 'FlateDecode';
      } else {
        content.buffer = [Buffer.from(bytes)];
      }
    }
    return finalize();
  };
}
