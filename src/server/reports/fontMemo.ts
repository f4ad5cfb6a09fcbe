/**
 * A report's tables repeat a few texts thousands of times (Hembra, Bueno,
 * En valoración, a date), and pdfkit encodes and measures every glyph and
 * kerning pair of each one again. A font's encoding and width of a text are
 * pure functions of the text, so texts that come back are remembered on the
 * document's font objects (pdfkit only reads what they return). Only a text
 * seen before is remembered: unique texts (names, codes) would fill the memo
 * with encodings used once, and every report would leave megabytes of them
 * for the collector. The memo is bounded and never cleared. This reaches into
 * pdfkit's font object: if its shape ever changes, nothing is memoized and the
 * report is drawn exactly as before, only slower.
 */

interface PdfkitFont {
  encode(text: string, features?: unknown): unknown;
  widthOfString(text: string, size: number, features?: unknown): number;
}

/** Distinct texts remembered (and texts seen once, waiting to come back) per font and document. */
const LIMIT = 4000;
const done = new WeakSet<object>();

/** Values of texts that come back: a text seen for the first time is only noted. */
class RepeatMemo<V> {
  private readonly values = new Map<string, V>();
  private readonly seenOnce = new Set<string>();

  get(key: string): V | undefined {
    return this.values.get(key);
  }

  offer(key: string, value: V): void {
    if (this.values.size >= LIMIT) return;
    if (this.seenOnce.delete(key)) this.values.set(key, value);
    else if (this.seenOnce.size < LIMIT) this.seenOnce.add(key);
  }
}

export function memoizeFont(doc: PDFKit.PDFDocument): void {
  const font = (doc as unknown as { _font?: PdfkitFont })._font;
  if (!font || done.has(font)) return;
  done.add(font);
  if (typeof font.encode !== 'function' || typeof font.widthOfString !== 'function') return;
  const encode = font.encode.bind(font);
  const widthOf = font.widthOfString.bind(font);
  const encodings = new RepeatMemo<unknown>();
  const widths = new RepeatMemo<number>();
  font.encode = (text, features) => {
    if (features !== undefined) return encode(text, features);
    let encoded = encodings.get(text);
    if (encoded === undefined) {
      encoded = encode(text);
      encodings.offer(text, encoded);
    }
    return encoded;
  };
  font.widthOfString = (text, size, features) => {
    if (features !== undefined) return widthOf(text, size, features);
    const key = `${size}|${text}`;
    let width = widths.get(key);
    if (width === undefined) {
      width = widthOf(text, size);
      widths.offer(key, width);
    }
    return width;
  };
}
