/**
 * The chart report: one horizontal bar per colony (its active cats), the
 * sterilised part in a darker colour, with the same integer scale on every
 * page so that bars on different pages compare; as many pages as the colonies need.
 */
import { percentage } from '../modules/colonias/routes';
import { COLORS, CONTENT_WIDTH, PAGE, backpressure, type ReportDocument } from './document';
import type { ColoniaResumen } from './repository';
import { fill, REPORT_TEXTS } from './texts';

export const GRAFICO_TITLE = REPORT_TEXTS.es.grafico.titulo;
export const NO_COLONIAS_GRAFICO = REPORT_TEXTS.es.grafico.ninguna;

const LABEL_WIDTH = 165;
const VALUE_WIDTH = 80;
const BAR_X = PAGE.margin + LABEL_WIDTH + 6;
const BAR_WIDTH = CONTENT_WIDTH - LABEL_WIDTH - 6 - VALUE_WIDTH;
const ROW = 14;
const BAR = 9;
const AXIS = 18;

/** A step of 1, 2 or 5 times a power of ten giving at most `ticks` intervals up to `max`. */
export function niceStep(max: number, ticks = 5): number {
  const raw = Math.max(1, max) / ticks;
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 5, 10].map((m) => m * power).find((s) => s >= raw) ?? 10 * power;
  return Math.max(1, Math.round(step));
}

function axis(report: ReportDocument, scaleMax: number, step: number, rows: number): void {
  const { doc } = report;
  const top = report.y;
  const height = AXIS + rows * ROW;
  doc.font('Helvetica').fontSize(7).fillColor(COLORS.muted);
  for (let value = 0; value <= scaleMax; value += step) {
    const x = BAR_X + (value / scaleMax) * BAR_WIDTH;
    const label = report.formats.count(value);
    report.place(label, x - doc.widthOfString(label) / 2, top);
    doc.moveTo(x, top + 10).lineTo(x, top + height).lineWidth(0.3).strokeColor(COLORS.rule).stroke();
  }
  doc.fillColor(COLORS.text);
  report.y += AXIS;
}

function legend(report: ReportDocument): void {
  const { doc } = report;
  const texts = report.formats.texts.grafico;
  const y = report.y;
  doc.font('Helvetica').fontSize(8);
  // The second key follows the first one's label, never closer than the Spanish layout.
  const second = PAGE.margin + Math.max(110, 14 + doc.widthOfString(texts.leyendaEsterilizados) + 16);
  doc.rect(PAGE.margin, y, 10, 8).fill(COLORS.barSterilised);
  doc.rect(second, y, 10, 8).fill(COLORS.bar);
  doc.fillColor(COLORS.text);
  report.place(texts.leyendaEsterilizados, PAGE.margin + 14, y);
  report.place(texts.leyendaSinEsterilizar, second + 14, y);
  report.y += 16;
}

function bar(report: ReportDocument, colonia: ColoniaResumen, scaleMax: number): void {
  const { doc } = report;
  const y = report.y;
  doc.font('Helvetica').fontSize(8).fillColor(COLORS.text);
  report.place(report.fit(colonia.nombre, LABEL_WIDTH - 4, 8), PAGE.margin, y + 1.5);
  const total = (colonia.gatos / scaleMax) * BAR_WIDTH;
  const sterilised = (colonia.esterilizados / scaleMax) * BAR_WIDTH;
  if (total > 0) doc.rect(BAR_X, y + 1, total, BAR).fill(COLORS.bar);
  if (sterilised > 0) doc.rect(BAR_X, y + 1, sterilised, BAR).fill(COLORS.barSterilised);
  doc.fillColor(COLORS.text);
  const { count, texts } = report.formats;
  report.place(fill(texts.grafico.barra, { gatos: count(colonia.gatos), esterilizados: count(colonia.esterilizados) }), BAR_X + total + 4, y + 1.5);
  report.y += ROW;
}

export async function renderGraficoReport(report: ReportDocument, colonias: ColoniaResumen[], subtitle: string): Promise<void> {
  const gatos = colonias.reduce((sum, c) => sum + c.gatos, 0);
  const esterilizados = colonias.reduce((sum, c) => sum + c.esterilizados, 0);
  const { texts, plural, count, percent } = report.formats;
  report.paragraph(texts.grafico.titulo, { font: 'Helvetica-Bold', size: 18, gap: 4 });
  report.paragraph(subtitle, { size: 11, color: COLORS.muted, gap: 8 });
  report.paragraph(
    fill(texts.grafico.resumen, { colonias: plural(colonias.length, texts.colonia), gatos: plural(gatos, texts.gato), esterilizados: count(esterilizados), pct: percent(percentage(esterilizados, gatos)) }),
    { size: 10, gap: 10 },
  );
  if (!colonias.length) {
    report.paragraph(texts.grafico.ninguna);
    return;
  }
  legend(report);
  const step = niceStep(Math.max(...colonias.map((c) => c.gatos)));
  const scaleMax = Math.max(step, Math.ceil(Math.max(...colonias.map((c) => c.gatos)) / step) * step);
  let index = 0;
  while (index < colonias.length) {
    if (report.y + AXIS + ROW > report.bottom) report.newPage();
    const rows = Math.min(colonias.length - index, Math.floor((report.bottom - report.y - AXIS) / ROW));
    axis(report, scaleMax, step, rows);
    for (let r = 0; r < rows; r++) {
      bar(report, colonias[index++], scaleMax);
      await report.breathe();
    }
    await backpressure(report.doc);
    if (index < colonias.length) report.newPage();
  }
}
