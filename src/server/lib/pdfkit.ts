/** pdfkit (and its font data) is loaded on the first document, not at start-up: most processes never write one. */
import type PDFDocumentClass from 'pdfkit';

export type PdfKit = typeof PDFDocumentClass;

let loaded: Promise<PdfKit> | null = null;

export function loadPdfKit(): Promise<PdfKit> {
  loaded ??= import('pdfkit').then((module) => module.default);
  return loaded;
}
