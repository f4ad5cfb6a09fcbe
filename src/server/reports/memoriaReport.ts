/**
 * The annual report of the CER programme (memoria del programa CER): one row per
 * colony with its estimate, coverage at the start and end of the year and what
 * happened in it, the totals, and the method in plain Spanish. The same table
 * goes out as CSV for a Spanish spreadsheet (UTF-8 with BOM, `;`).
 */
import { CER_ESTADO_LABELS, CER_METHOD_LABELS, MEMORIA_METHOD_TEXT } from '../../domain/cerTexts';
import type { MemoriaCer } from '../modules/cer/service';
import { formatDate } from '../../domain/validation';
import { CONTENT_WIDTH, backpressure, type ReportDocument } from './document';
import { formatCount, formatPercent } from './spanish';
import { Table, type Column } from './table';
import { REPORT_TEXTS, type ReportTexts } from './texts';

export const MEMORIA_TITLE = 'Memoria del programa CER';

type Fila = MemoriaCer['filas'][number];

const pct = (value: number | null) => (value === null ? '—' : formatPercent(value * 100));

/** The columns of both the PDF and the CSV, in order. */
const COLUMNS: { header: string; width: number; pdf: (f: Fila) => string; csv: (f: Fila) => string }[] = [
  { header: 'Colonia', width: 105, pdf: (f) => f.nombre, csv: (f) => f.nombre },
  // The totals row (id 0) has no method.
  { header: 'Método', width: 45, pdf: (f) => (f.id ? CER_METHOD_LABELS[f.metodo] : ''), csv: (f) => CER_METHOD_LABELS[f.metodo] },
  { header: 'Población estimada', width: 50, pdf: (f) => formatCount(f.estimacion), csv: (f) => String(f.estimacion) },
  { header: 'IC 95 %', width: 42, pdf: (f) => (f.ic95 ? `${f.ic95[0]}–${f.ic95[1]}` : '—'), csv: (f) => (f.ic95 ? `${f.ic95[0]}-${f.ic95[1]}` : '') },
  { header: 'Esterilizados', width: 42, pdf: (f) => formatCount(f.esterilizados), csv: (f) => String(f.esterilizados) },
  { header: 'Cobertura inicio', width: 42, pdf: (f) => pct(f.cobertura_inicio), csv: (f) => csvPercent(f.cobertura_inicio) },
  { header: 'Cobertura fin', width: 42, pdf: (f) => pct(f.cobertura_fin), csv: (f) => csvPercent(f.cobertura_fin) },
  { header: 'Esterilizaciones', width: 40, pdf: (f) => formatCount(f.esterilizaciones), csv: (f) => String(f.esterilizaciones) },
  { header: 'Altas', width: 30, pdf: (f) => formatCount(f.altas), csv: (f) => String(f.altas) },
  { header: 'Bajas', width: 30, pdf: (f) => formatCount(f.bajas), csv: (f) => String(f.bajas) },
  { header: 'Quejas', width: 32, pdf: (f) => formatCount(f.quejas), csv: (f) => String(f.quejas) },
  { header: 'Estado', width: 15.28, pdf: () => '', csv: (f) => CER_ESTADO_LABELS[f.estado] },
];

/** `62,5` (a Spanish spreadsheet reads the comma as the decimal mark). */
function csvPercent(value: number | null): string {
  return value === null ? '' : String(Math.round(value * 1000) / 10).replace('.', ',');
}

function csvCell(text: string): string {
  return /[;"\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The report as CSV: a header row (in the reader's language, issue 18), one row per colony and a totals row. */
export function memoriaCsv(memoria: MemoriaCer, texts: ReportTexts = REPORT_TEXTS.es): Buffer {
  const header = texts.memoriaCsv.columnas;
  const rows = memoria.filas.map((f) => COLUMNS.map((c) => c.csv(f)));
  const t = memoria.totales;
  rows.push([texts.memoriaCsv.total, '', String(t.estimacion), '', String(t.esterilizados), csvPercent(t.cobertura_inicio), csvPercent(t.cobertura_fin), String(t.esterilizaciones), String(t.altas), String(t.bajas), String(t.quejas), '']);
  const text = [header, ...rows].map((r) => r.map(csvCell).join(';')).join('\r\n');
  return Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(`${text}\r\n`, 'utf8')]);
}

export async function renderMemoriaReport(report: ReportDocument, memoria: MemoriaCer, subtitle: string): Promise<void> {
  const t = memoria.totales;
  report.paragraph(`${MEMORIA_TITLE} ${memoria.anio}`, { font: 'Helvetica-Bold', size: 15, gap: 4 });
  report.paragraph(subtitle, { size: 10, gap: 2 });
  report.paragraph(`Periodo: del ${formatDate(memoria.desde)} al ${formatDate(memoria.hasta)}. Objetivo de esterilización: ${formatPercent(memoria.objetivo * 100)}.`, { size: 9, gap: 8 });
  report.paragraph('Resumen', { font: 'Helvetica-Bold', size: 11, gap: 3 });
  for (const line of [
    `Colonias: ${formatCount(memoria.filas.length)}. Población estimada: ${formatCount(t.estimacion)} gatos; registrados: ${formatCount(t.registrados)}; esterilizados: ${formatCount(t.esterilizados)}.`,
    `Cobertura de esterilización: ${pct(t.cobertura_inicio)} al inicio del año y ${pct(t.cobertura_fin)} al final.`,
    `En el año: ${formatCount(t.esterilizaciones)} esterilizaciones, ${formatCount(t.altas)} altas, ${formatCount(t.bajas)} bajas y ${formatCount(t.quejas)} quejas.`,
  ]) {
    report.paragraph(line, { size: 9, gap: 2 });
  }
  report.y += 8;
  report.paragraph('Colonias', { font: 'Helvetica-Bold', size: 11, gap: 3 });
  const pdfColumns: Column<Fila>[] = COLUMNS.slice(0, -1).map((c) => ({ header: c.header, width: c.width, value: c.pdf }));
  // The last column's width goes to the colony name, so the table spans the page.
  pdfColumns[0] = { ...pdfColumns[0], width: pdfColumns[0].width + CONTENT_WIDTH - COLUMNS.reduce((acc, c) => acc + c.width, 0) + COLUMNS.at(-1)!.width };
  const table = new Table(report, pdfColumns);
  table.begin();
  for (const fila of memoria.filas) {
    table.row(fila);
    await backpressure(report.doc);
  }
  table.row({
    id: 0, nombre: 'Total', metodo: 'registro', estimacion: t.estimacion, ic95: null, registrados: t.registrados, esterilizados: t.esterilizados,
    cobertura_inicio: t.cobertura_inicio, cobertura_fin: t.cobertura_fin, estado: 'sin_datos', esterilizaciones: t.esterilizaciones, altas: t.altas, bajas: t.bajas, quejas: t.quejas,
  });
  table.end();
  report.paragraph('Método', { font: 'Helvetica-Bold', size: 11, gap: 3 });
  for (const paragraph of MEMORIA_METHOD_TEXT) report.paragraph(paragraph, { size: 9, gap: 4 });
}
