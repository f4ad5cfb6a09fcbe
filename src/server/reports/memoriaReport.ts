/**
 * The annual report of the CER programme (memoria del programa CER): one row per
 * colony with its estimate, coverage at the start and end of the year and what
 * happened in it, the totals, and the method in plain words, in the reader's
 * language. The same table goes out as CSV for a Spanish
 * spreadsheet (UTF-8 with BOM, `;`).
 */
import type { MemoriaCer } from '../modules/cer/service';
import { csvDocument } from '../../domain/csv';
import { CONTENT_WIDTH, backpressure, type ReportDocument } from './document';
import { Table, type Column } from './table';
import { fill, reportFormats, REPORT_TEXTS, type ReportFormats } from './texts';

export const MEMORIA_TITLE = REPORT_TEXTS.es.memoria.titulo;

type Fila = MemoriaCer['filas'][number];

/** The columns of both the PDF and the CSV, in order (their headers: `memoria.columnas` of the reader's language). */
function columns({ texts, count, percent }: ReportFormats): { width: number; pdf: (f: Fila) => string; csv: (f: Fila) => string }[] {
  const { metodos, estados } = texts.memoria;
  const pct = (value: number | null) => (value === null ? '—' : percent(value * 100));
  return [
    { width: 105, pdf: (f) => f.nombre, csv: (f) => f.nombre },
    // The totals row (id 0) has no method.
    { width: 45, pdf: (f) => (f.id ? metodos[f.metodo] : ''), csv: (f) => metodos[f.metodo] },
    { width: 50, pdf: (f) => count(f.estimacion), csv: (f) => String(f.estimacion) },
    { width: 42, pdf: (f) => (f.ic95 ? `${f.ic95[0]}–${f.ic95[1]}` : '—'), csv: (f) => (f.ic95 ? `${f.ic95[0]}-${f.ic95[1]}` : '') },
    { width: 42, pdf: (f) => count(f.esterilizados), csv: (f) => String(f.esterilizados) },
    { width: 42, pdf: (f) => pct(f.cobertura_inicio), csv: (f) => csvPercent(f.cobertura_inicio) },
    { width: 42, pdf: (f) => pct(f.cobertura_fin), csv: (f) => csvPercent(f.cobertura_fin) },
    { width: 40, pdf: (f) => count(f.esterilizaciones), csv: (f) => String(f.esterilizaciones) },
    { width: 30, pdf: (f) => count(f.altas), csv: (f) => String(f.altas) },
    { width: 30, pdf: (f) => count(f.bajas), csv: (f) => String(f.bajas) },
    { width: 32, pdf: (f) => count(f.quejas), csv: (f) => String(f.quejas) },
    { width: 15.28, pdf: () => '', csv: (f) => estados[f.estado] },
  ];
}

/** `62,5` (a Spanish spreadsheet reads the comma as the decimal mark): a coverage in the annual reports' CSV files. */
export function csvPercent(value: number | null): string {
  return value === null ? '' : String(Math.round(value * 1000) / 10).replace('.', ',');
}

/** The report as CSV: a header row (in the reader's language), one row per colony and a totals row. */
export function memoriaCsv(memoria: MemoriaCer, formats: ReportFormats = reportFormats('es')): Buffer {
  const { texts } = formats;
  const header = texts.memoria.columnas;
  const cells = columns(formats);
  const rows = memoria.filas.map((f) => cells.map((c) => c.csv(f)));
  const t = memoria.totales;
  rows.push([texts.memoria.total, '', String(t.estimacion), '', String(t.esterilizados), csvPercent(t.cobertura_inicio), csvPercent(t.cobertura_fin), String(t.esterilizaciones), String(t.altas), String(t.bajas), String(t.quejas), '']);
  return Buffer.from(csvDocument([header, ...rows], ';'), 'utf8');
}

export async function renderMemoriaReport(report: ReportDocument, memoria: MemoriaCer, subtitle: string): Promise<void> {
  const { formats } = report;
  const { count, percent, date } = formats;
  const texts = formats.texts.memoria;
  const pct = (value: number | null) => (value === null ? '—' : percent(value * 100));
  const t = memoria.totales;
  report.paragraph(`${texts.titulo} ${memoria.anio}`, { font: 'Helvetica-Bold', size: 15, gap: 4 });
  report.paragraph(subtitle, { size: 10, gap: 2 });
  report.paragraph(fill(texts.periodo, { desde: date(memoria.desde), hasta: date(memoria.hasta), objetivo: percent(memoria.objetivo * 100) }), { size: 9, gap: 8 });
  report.paragraph(texts.resumen, { font: 'Helvetica-Bold', size: 11, gap: 3 });
  for (const line of [
    fill(texts.lineaColonias, { colonias: count(memoria.filas.length), estimacion: count(t.estimacion), registrados: count(t.registrados), esterilizados: count(t.esterilizados) }),
    fill(texts.lineaCobertura, { inicio: pct(t.cobertura_inicio), fin: pct(t.cobertura_fin) }),
    fill(texts.lineaAnio, { esterilizaciones: count(t.esterilizaciones), altas: count(t.altas), bajas: count(t.bajas), quejas: count(t.quejas) }),
  ]) {
    report.paragraph(line, { size: 9, gap: 2 });
  }
  report.y += 8;
  report.paragraph(texts.colonias, { font: 'Helvetica-Bold', size: 11, gap: 3 });
  const all = columns(formats);
  const pdfColumns: Column<Fila>[] = all.slice(0, -1).map((c, i) => ({ header: texts.columnas[i], width: c.width, value: c.pdf }));
  // The last column's width goes to the colony name, so the table spans the page.
  pdfColumns[0] = { ...pdfColumns[0], width: pdfColumns[0].width + CONTENT_WIDTH - all.reduce((acc, c) => acc + c.width, 0) + all.at(-1)!.width };
  const table = new Table(report, pdfColumns);
  table.begin();
  for (const fila of memoria.filas) {
    table.row(fila);
    await backpressure(report.doc);
  }
  table.row({ ...t, id: 0, nombre: texts.total, metodo: 'registro', ic95: null, estado: 'sin_datos' });
  table.end();
  report.paragraph(texts.metodo, { font: 'Helvetica-Bold', size: 11, gap: 3 });
  for (const paragraph of texts.metodoTexto) report.paragraph(paragraph, { size: 9, gap: 4 });
}
