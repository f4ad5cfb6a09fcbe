/**
 * The page frame every report shares, built with pdfkit: A4, the council's
 * name, the report's title and the date of generation at the top of each page,
 * the page number at the foot, and a cursor that starts a new page when the
 * next block does not fit. Pages are written out as soon as they are full
 * (no page buffering), so a report of any length streams in bounded memory.
 * pdfkit's standard Helvetica is WinAnsi-encoded: á é í ó ú ü ñ ¿ ¡ € render as they are.
 */
import type { PdfKit } from '../lib/pdfkit';
import { fill, reportFormats, type ReportFormats } from './texts';
import type { Language } from '../../domain/i18n/languages';
import { INTL_LOCALES } from '../../domain/i18n/languages';
import { writePageContentAsText } from './pageContent';
import { writePlacedText } from './placedText';

export const PAGE = { width: 595.28, height: 841.89, margin: 40 } as const;
export const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin;
const HEADER_BOTTOM = 78;
const FOOTER_TOP = PAGE.height - 34;

export const COLORS = {
  text: '#1f2933',
  muted: '#52606d',
  rule: '#9aa5b1',
  headerFill: '#e4e7eb',
  zebra: '#f5f7fa',
  accent: '#2f6b3a',
  bar: '#b7d7be',
  barSterilised: '#2f6b3a',
} as const;

export interface ReportFrame {
  municipio: string;
  provincia: string;
  /** Who issues the document, at the top of each page, as printed: the council of `municipio` when not given (the province's report names the province). */
  entidad?: string;
  title: string;
  generatedAt: Date;
  /** The reader's language (Spanish when not given). */
  language?: Language;
}

const ROUGH_MARGIN = 0.94;

/** Longest stretch of drawing before the event loop gets a turn. */
export const SLICE_MS = 8;

/** pdfkit text() options for a placed line (when writePlacedText cannot): never wrapped, not measured again. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const PLACED = { lineBreak: false, textWidth: 0, wordCount: 1 } as any;

export class ReportDocument {
  readonly doc: PDFKit.PDFDocument;
  /** The next free vertical position on the current page. */
  y = HEADER_BOTTOM;
  private pageNumber = 0;
  /** The printed words, numbers and dates of the reader's language. */
  readonly formats: ReportFormats;

  constructor(
    private readonly frame: ReportFrame,
    PDFDocument: PdfKit,
  ) {
    this.formats = reportFormats(frame.language ?? 'es');
    this.doc = new PDFDocument({
      size: 'A4',
      margin: PAGE.margin,
      autoFirstPage: false,
      bufferPages: false,
      lang: INTL_LOCALES[frame.language ?? 'es'],
      displayTitle: true,
      // Created when it says it was generated: the document is then the same wherever it is drawn (a worker thread or the server's).
      info: { Title: `${frame.title} · ${frame.municipio}`, Author: this.entidad, Creator: 'Gatera', Producer: 'Gatera (pdfkit)', CreationDate: frame.generatedAt },
    });
    this.newPage();
  }

  /** When the drawing last gave the event loop a turn (see breathe()). */
  private sliceStart = performance.now();

  /**
   * Gives the event loop a turn once the drawing has held it for SLICE_MS. Reports are drawn in a
   * worker thread (reports/workers/), where the turn lets the server's acknowledgements and a
   * cancellation in; where they are drawn in the server's thread (SQLite without WAL), a report of
   * 150,000 cats is drawn in slices, so /api/health and every other request are answered between them.
   */
  async breathe(): Promise<void> {
    if (performance.now() - this.sliceStart < SLICE_MS) return;
    await new Promise((resolve) => setImmediate(resolve));
    this.sliceStart = performance.now();
  }

  private get entidad(): string {
    return this.frame.entidad ?? fill(this.formats.texts.ayuntamiento, { municipio: this.frame.municipio });
  }

  get bottom(): number {
    return FOOTER_TOP - 8;
  }

  newPage(): void {
    this.doc.addPage({ size: 'A4', margin: PAGE.margin });
    writePageContentAsText(this.doc);
    this.pageNumber += 1;
    const { doc } = this;
    const { texts, generatedAt } = this.formats;
    const generated = generatedAt(this.frame.generatedAt);
    doc.font('Helvetica-Bold').fontSize(9).fillColor(COLORS.text);
    this.place(this.entidad, PAGE.margin, 32);
    doc.font('Helvetica').fontSize(9).fillColor(COLORS.muted);
    this.place(this.frame.title, PAGE.margin, 45);
    this.placeRight(fill(texts.generado, { fecha: generated }), PAGE.width - PAGE.margin, 45);
    doc.moveTo(PAGE.margin, 60).lineTo(PAGE.width - PAGE.margin, 60).lineWidth(0.5).strokeColor(COLORS.rule).stroke();
    doc.moveTo(PAGE.margin, FOOTER_TOP).lineTo(PAGE.width - PAGE.margin, FOOTER_TOP).lineWidth(0.5).strokeColor(COLORS.rule).stroke();
    doc.fontSize(8);
    this.place(texts.pie, PAGE.margin, FOOTER_TOP + 8);
    this.placeRight(fill(texts.pagina, { n: this.pageNumber }), PAGE.width - PAGE.margin, FOOTER_TOP + 8);
    doc.fillColor(COLORS.text);
    this.y = HEADER_BOTTOM;
  }

  /** Starts a new page unless `height` points still fit on this one; says whether it did. */
  ensure(height: number): boolean {
    if (this.y + height <= this.bottom) return false;
    this.newPage();
    return true;
  }

  /** Text at a point, on one line, never wrapped and never moving to another page. */
  place(text: string, x: number, y: number): void {
    if (!text) return;
    if (!writePlacedText(this.doc, text, x, y)) this.doc.text(text, x, y, PLACED);
  }

  placeRight(text: string, right: number, y: number): void {
    this.place(text, right - this.doc.widthOfString(text), y);
  }

  /** The text cut with an ellipsis to fit `width` at the current font and its `size`. */
  fit(text: string, width: number, size: number): string {
    // A character is never wider than the font size: short texts need no measuring.
    if (text.length * size <= width) return text;
    const widths = this.characterWidths();
    // Close to the limit, the exact measure (with kerning) decides.
    if (this.roughWidth(text) * size <= width * ROUGH_MARGIN || this.doc.widthOfString(text) <= width) return text;
    const room = (width * ROUGH_MARGIN) / size - this.characterWidth(widths, '…');
    let used = 0;
    let end = 0;
    for (const char of text) {
      const next = used + this.characterWidth(widths, char);
      if (next > room) break;
      used = next;
      end += char.length;
    }
    return `${text.slice(0, end).trimEnd()}…`;
  }

  /**
   * The width of the text at size 1 in the current font without kerning. Kerning moves a text by
   * a few thousandths of the size per pair, so a text this rough width puts within ROUGH_MARGIN of
   * a limit fits; nearer the limit the exact measure decides.
   */
  private roughWidth(text: string): number {
    const widths = this.characterWidths();
    let total = 0;
    for (const char of text) total += this.characterWidth(widths, char);
    return total;
  }

  private readonly widthsByFont = new Map<string, Map<string, number>>();

  /** The width of each character of the current font, at size 1, measured once per document. */
  private characterWidths(): Map<string, number> {
    const name = (this.doc as unknown as { _font?: { name?: string } })._font?.name ?? '';
    let widths = this.widthsByFont.get(name);
    if (!widths) {
      widths = new Map();
      this.widthsByFont.set(name, widths);
    }
    return widths;
  }

  private characterWidth(widths: Map<string, number>, char: string): number {
    let width = widths.get(char);
    if (width === undefined) {
      const size = (this.doc as unknown as { _fontSize: number })._fontSize;
      width = this.doc.widthOfString(char) / size;
      widths.set(char, width);
    }
    return width;
  }

  /** A paragraph that may wrap over several lines (user text, shown as written). */
  paragraph(text: string, options: { font?: string; size?: number; color?: string; gap?: number } = {}): void {
    const { doc } = this;
    const font = options.font ?? 'Helvetica';
    const size = options.size ?? 9;
    doc.font(font).fontSize(size);
    // Most lines fit on one line: they are placed, without pdfkit's line wrapping (measured twice).
    const oneLine = !text.includes('\n') && this.roughWidth(text) * size <= CONTENT_WIDTH * ROUGH_MARGIN;
    const height = oneLine ? doc.currentLineHeight(true) : doc.heightOfString(text, { width: CONTENT_WIDTH });
    this.ensure(height);
    doc.font(font).fontSize(size).fillColor(options.color ?? COLORS.text);
    if (oneLine) this.place(text, PAGE.margin, this.y);
    else doc.text(text, PAGE.margin, this.y, { width: CONTENT_WIDTH, height: this.bottom - this.y, ellipsis: true });
    this.y += height + (options.gap ?? 2);
    doc.fillColor(COLORS.text);
  }

  end(): void {
    this.doc.end();
  }
}

/** Waits while more than `limit` bytes of the document are still unread, so a slow client keeps memory bounded. */
export async function backpressure(doc: PDFKit.PDFDocument, limit = 4 * 1024 * 1024): Promise<void> {
  const stream = doc as unknown as NodeJS.ReadableStream & { readableLength: number; destroyed: boolean };
  while (stream.readableLength > limit && !stream.destroyed) {
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}
