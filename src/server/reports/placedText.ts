/**
 * One line of text at a point, written as a single text object. pdfkit's own
 * text() wraps every piece of text in eight operators (save, a flip of the
 * coordinates, begin, position, font, glyphs, end, restore), builds an object
 * per glyph and looks each kerning pair up by a new string; a report's tables
 * place tens of thousands of short texts. This writes the same glyph codes
 * and kerning, taken from pdfkit's own standard font (WinAnsi Helvetica) and
 * worked out once per character and pair, with one text matrix that is already
 * upright in pdfkit's top-down page space. It reaches into pdfkit's document
 * and font: if their shape ever changes, or the font is not a standard one, it
 * answers false and the caller uses text().
 */

interface AfmFont {
  encodeText(text: string): string[];
  characterToGlyph(code: number): string;
  getKernPair(left: string, right: string): number;
}

interface StandardFont {
  id: string;
  ascender: number;
  font?: AfmFont;
  ref(): unknown;
}

interface PdfkitInternals {
  _font?: StandardFont;
  _fontSize?: number;
  page?: { fonts: Record<string, unknown> };
  addContent?: (data: string) => unknown;
}

/** A standard font's code of each character and kerning of each pair, as pdfkit's encode() gives them. */
class GlyphTable {
  private readonly codes = new Map<number, string>();
  private readonly glyphs = new Map<number, string>();
  private readonly kernings = new Map<number, number>();

  constructor(private readonly afm: AfmFont) {}

  code(char: number): string {
    let code = this.codes.get(char);
    if (code === undefined) {
      code = this.afm.encodeText(String.fromCharCode(char)).join('');
      this.codes.set(char, code);
    }
    return code;
  }

  /** The adjustment after `left` when `right` follows, in thousandths of the font size. */
  kerning(left: number, right: number): number {
    const key = left * 0x10000 + right;
    let kerning = this.kernings.get(key);
    if (kerning === undefined) {
      kerning = this.afm.getKernPair(this.glyph(left), this.glyph(right));
      this.kernings.set(key, kerning);
    }
    return kerning;
  }

  private glyph(char: number): string {
    let glyph = this.glyphs.get(char);
    if (glyph === undefined) {
      glyph = this.afm.characterToGlyph(char);
      this.glyphs.set(char, glyph);
    }
    return glyph;
  }
}

const tables = new WeakMap<AfmFont, GlyphTable>();

function glyphTable(font: StandardFont): GlyphTable | null {
  const afm = font.font;
  if (!afm || typeof afm.encodeText !== 'function' || typeof afm.characterToGlyph !== 'function' || typeof afm.getKernPair !== 'function') return null;
  let table = tables.get(afm);
  if (!table) {
    table = new GlyphTable(afm);
    tables.set(afm, table);
  }
  return table;
}

/** Numbers as pdfkit writes them: at most six decimals. */
function number(n: number): number {
  return Math.round(n * 1e6) / 1e6;
}

/** The operand of TJ: runs of glyph codes, each followed by the kerning that comes after its last glyph. */
function glyphRuns(table: GlyphTable, text: string): string {
  let runs = '';
  let run = '';
  for (let i = 0; i < text.length; i++) {
    const char = text.charCodeAt(i);
    run += table.code(char);
    const kerning = i + 1 < text.length ? table.kerning(char, text.charCodeAt(i + 1)) : 0;
    if (kerning !== 0) {
      runs += `<${run}> ${number(-kerning)} `;
      run = '';
    }
  }
  return run ? `${runs}<${run}>` : runs.trimEnd();
}

export function writePlacedText(doc: PDFKit.PDFDocument, text: string, x: number, y: number): boolean {
  if (text.includes('\n')) return false;
  const { _font: font, _fontSize: size, page, addContent } = doc as unknown as PdfkitInternals;
  if (!font || !page || typeof size !== 'number' || typeof font.ref !== 'function' || typeof addContent !== 'function') return false;
  const table = glyphTable(font);
  if (!table) return false;
  if (page.fonts[font.id] == null) page.fonts[font.id] = font.ref();
  // The page's space runs top-down: a text matrix with -1 turns the glyphs upright again, baseline under the top of the line.
  const baseline = y + (font.ascender / 1000) * size;
  addContent.call(doc, `BT 1 0 0 -1 ${number(x)} ${number(baseline)} Tm /${font.id} ${number(size)} Tf [${glyphRuns(table, text)}] TJ ET`);
  return true;
}
