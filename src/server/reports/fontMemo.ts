/**
 * A report's tables repeat a few texts thousands of times (Hembra, Bueno,
 * En valoración, a date), and pdfkit encodes and measures every glyph and
 * kerning pair of each one again, twice per text. A font's encoding and width
 * of a text are pure functions of the text, so the first distinct texts of a
 * document are remembered on its font objects (pdfkit only reads what they
 * return). The memo is bounded and never cleared: unique texts (names, codes)
 * beyond the bound are simply computed. This reaches into pdfkit's font
 * object: if its shape ever changes, nothing is memoized and the report is
 * drawn exactly as before, only slower.
 */

interface PdfkitFont {
  encode(text: string, features?: unknown): unknown;
  widthOfString(text: string, size: number, features?: unknown): number;
}

/** Distinct texts remembered per font and document. */
const LIMIT = 4000;
const done = new WeakSet<object>();

export function memoizeFont(doc: PDFKit.PDFDocument): void {
  const font = (doc as unknown as { _font?: PdfkitFont })._font;
  if (!font || done.has(font)) return;
  done.add(font);
  if (typeof font.encode !== 'function' || typeof font.widthOfString !== 'function') return;
  const encode = font.encode.bind(font);
  const widthOf = font.widthOfString.bind(font);
  const encodings = new Map<string, unknown>();
  const widths = new Map<string, number>();
  font.encode = (text, features) => {
    if (features !== undefined) return encode(text, features);
    let encoded = encodings.get(text);
    if (encoded === undefined) {
      encoded = encode(text);
      if (encodings.size < LIMIT) encodings.set(text, encoded);
    }
    return encoded;
  };
  font.widthOfString = (text, size, features) => {
    if (features !== undefined) return widthOf(text, size, features);
    const key = `${size}|${text}`;
    let width = widths.get(key);
    if (width === undefined) {
      width = widthOf(text, size);
      if (widths.size < LIMIT) widths.set(key, width);
    }
    return width;
  };
}
