/**
 * The province's annual report of the CER programme: the figures of every
 * municipality's own annual report (its summary: colonies, estimate, cats
 * registered and sterilised, coverage at the start and end of the year, and
 * what happened in it), one row each in the order given, their totals, and
 * the method, in the reader's language. The same table goes out as CSV for a
 * Spanish spreadsheet (UTF-8 with BOM, `;`), its counts as numbers.
 */
import { csvDocument, type CsvValue } from '../../domain/csv';
import type { MemoriaProvincia, MunicipioEnMemoria } from '../modules/provincia/memoria';
import { CONTENT_WIDTH, backpressure, type ReportDocument } from './document';
import { csvPercent } from './memoriaReport';
import { Table } from './table';
import { fill, reportFormats, type ReportFormats } from './texts';

type Fila = Pick<MunicipioEnMemoria, 'nombre' | 'colonias' | 'estimacion' | 'registrados' | 'esterilizados' | 'cobertura_inicio' | 'cobertura_fin' | 'esterilizaciones' | 'altas' | 'bajas' | 'quejas'>;

const NAME_WIDTH = 86;

/** The columns after the municipality's name, in the order of `memoriaProvincia.columnas`. */
const FIGURES: { pdf: (f: Fila, formats: ReportFormats) => string; csv: (f: Fila) => CsvValue }[] = [
  ...(['colonias', 'estimacion', 'registrados', 'esterilizados'] as const).map((key) => ({ pdf: (f: Fila, { count }: ReportFormats) => count(f[key]), csv: (f: Fila) => f[key] })),
  ...(['cobertura_inicio', 'cobertura_fin'] as const).map((key) => ({ pdf: (f: Fila, formats: ReportFormats) => shownPercent(f[key], formats), csv: (f: Fila) => csvPercent(f[key]) })),
  ...(['esterilizaciones', 'altas', 'bajas', 'quejas'] as const).map((key) => ({ pdf: (f: Fila, { count }: ReportFormats) => count(f[key]), csv: (f: Fila) => f[key] })),
];

const shownPercent = (value: number | null, { percent }: ReportFormats) => (value === null ? '—' : percent(value * 100));

const totalRow = (memoria: MemoriaProvincia, nombre: string): Fila => ({ ...memoria.total, nombre });

/** The report as CSV: a header row (in the reader's language), one row per municipality and a totals row. */
export function provinciaMemoriaCsv(memoria: MemoriaProvincia, formats: ReportFormats = reportFormats('es')): Buffer {
  const { texts } = formats;
  const rows = [...memoria.municipios, totalRow(memoria, texts.memoria.total)].map((f): CsvValue[] => [f.nombre, ...FIGURES.map((c) => c.csv(f))]);
  return Buffer.from(csvDocument([texts.memoriaProvincia.columnas, ...rows], ';'), 'utf8');
}

export async function renderProvinciaMemoriaReport(report: ReportDocument, memoria: MemoriaProvincia, subtitle: string): Promise<void> {
  const { formats } = report;
  const { count, date } = formats;
  const { memoria: texts, memoriaProvincia: own } = formats.texts;
  const t = memoria.total;
  report.paragraph(`${own.titulo} ${memoria.anio}`, { font: 'Helvetica-Bold', size: 15, gap: 4 });
  report.paragraph(subtitle, { size: 10, gap: 2 });
  report.paragraph(fill(own.periodo, { desde: date(memoria.desde), hasta: date(memoria.hasta) }), { size: 9, gap: 8 });
  report.paragraph(texts.resumen, { font: 'Helvetica-Bold', size: 11, gap: 3 });
  for (const line of [
    fill(own.lineaMunicipios, { municipios: count(t.municipios) }),
    fill(texts.lineaColonias, { colonias: count(t.colonias), estimacion: count(t.estimacion), registrados: count(t.registrados), esterilizados: count(t.esterilizados) }),
    fill(texts.lineaCobertura, { inicio: shownPercent(t.cobertura_inicio, formats), fin: shownPercent(t.cobertura_fin, formats) }),
    fill(texts.lineaAnio, { esterilizaciones: count(t.esterilizaciones), altas: count(t.altas), bajas: count(t.bajas), quejas: count(t.quejas) }),
  ]) {
    report.paragraph(line, { size: 9, gap: 2 });
  }
  report.y += 8;
  report.paragraph(own.municipios, { font: 'Helvetica-Bold', size: 11, gap: 3 });
  // The figures share what the name leaves of the page's width.
  const width = (CONTENT_WIDTH - NAME_WIDTH) / FIGURES.length;
  const table = new Table<Fila>(report, [
    { header: own.columnas[0], width: NAME_WIDTH, value: (f) => f.nombre },
    ...FIGURES.map((c, i) => ({ header: own.columnas[i + 1], width, value: (f: Fila) => c.pdf(f, formats) })),
  ]);
  table.begin();
  for (const fila of memoria.municipios) {
    table.row(fila);
    await backpressure(report.doc);
  }
  table.row(totalRow(memoria, texts.total));
  table.end();
  report.paragraph(texts.metodo, { font: 'Helvetica-Bold', size: 11, gap: 3 });
  for (const paragraph of texts.metodoTexto) report.paragraph(paragraph, { size: 9, gap: 4 });
}
