/**
 * The colonies report: a summary, then per colony its location, status,
 * responsible volunteer, number of cats and sterilised share, and a table of
 * its active cats. Cats are read a few colonies at a time.
 */
import type { Sexo } from '../../domain/types';
import { gatoValueLabel } from '../../domain/i18n/gatoValueLabels';
import { formatDate } from '../../domain/validation';
import { percentage } from '../modules/colonias/routes';
import { COLORS, backpressure, type ReportDocument } from './document';
import type { ColoniaResumen, GatoFila, ReportsRepository } from './repository';
import { fill, reportFormats, REPORT_TEXTS, type ReportFormats } from './texts';
import { Table, type Column } from './table';

const SPANISH = REPORT_TEXTS.es.colonias;
export const COLONIAS_TITLE = SPANISH.titulo;
export const NO_COLONIAS = SPANISH.ninguna;
export const NO_GATOS = SPANISH.sinGatos;

/** Colonies whose cats are read in one query: a few hundred rows, a synchronous SQLite query of a few milliseconds. */
const BATCH = 5;
const NONE = '—';

function gatoColumns({ texts }: ReportFormats): readonly Column<GatoFila>[] {
  const header = texts.colonias.columnas;
  return [
    { header: header.codigo, width: 80, value: (g) => g.codigo_identificacion ?? NONE },
    { header: header.nombre, width: 105, value: (g) => g.nombre },
    { header: header.sexo, width: 45, value: (g) => texts.sexos[g.sexo as Sexo] ?? g.sexo },
    { header: header.salud, width: 50, value: (g) => gatoValueLabel(texts.valores.salud, g.estado_salud) ?? NONE },
    { header: header.adoptabilidad, width: 95, value: (g) => gatoValueLabel(texts.valores.adoptabilidad, g.adoptabilidad) ?? NONE },
    { header: header.vacunacion, width: 68, value: (g) => formatDate(g.fecha_vacunacion) || NONE },
    { header: header.esterilizacion, width: 72, value: (g) => formatDate(g.fecha_esterilizacion) || NONE },
  ];
}

function coordinates(c: ColoniaResumen): string {
  return c.latitude !== null && c.longitude !== null ? ` (${c.latitude.toFixed(5)}, ${c.longitude.toFixed(5)})` : '';
}

export function sterilisedLine(gatos: number, esterilizados: number, formats: ReportFormats = reportFormats('es')): string {
  return fill(formats.texts.colonias.gatosLinea, { gatos: formats.count(gatos), esterilizados: formats.count(esterilizados), pct: formats.percent(percentage(esterilizados, gatos)) });
}

function summary(report: ReportDocument, colonias: ColoniaResumen[], subtitle: string): void {
  const { formats } = report;
  const gatos = colonias.reduce((sum, c) => sum + c.gatos, 0);
  const esterilizados = colonias.reduce((sum, c) => sum + c.esterilizados, 0);
  report.paragraph(formats.texts.colonias.titulo, { font: 'Helvetica-Bold', size: 18, gap: 4 });
  report.paragraph(subtitle, { size: 11, color: COLORS.muted, gap: 8 });
  report.paragraph(`${formats.plural(colonias.length, formats.texts.colonia)} · ${sterilisedLine(gatos, esterilizados, formats)}`, { size: 10, gap: 14 });
}

async function colonySection(report: ReportDocument, colonia: ColoniaResumen, gatos: GatoFila[], columns: readonly Column<GatoFila>[]): Promise<void> {
  const { formats } = report;
  const texts = formats.texts.colonias;
  // The heading, its three lines and the first rows of the table stay together.
  report.ensure(90);
  report.paragraph(colonia.nombre, { font: 'Helvetica-Bold', size: 12, color: COLORS.accent, gap: 3 });
  report.paragraph(fill(texts.ubicacion, { ubicacion: `${colonia.ubicacion}${coordinates(colonia)}` }), { color: COLORS.muted });
  report.paragraph(`${fill(texts.estado, { estado: colonia.estado })} · ${fill(texts.responsable, { responsable: colonia.responsable_voluntario ?? texts.sinResponsable })}`, { color: COLORS.muted });
  report.paragraph(sterilisedLine(colonia.gatos, colonia.esterilizados, formats), { color: COLORS.muted, gap: 5 });
  if (!gatos.length) {
    report.paragraph(texts.sinGatos, { size: 9, gap: 12 });
    return;
  }
  const table = new Table(report, columns);
  table.begin();
  for (const gato of gatos) {
    table.row(gato);
    await report.breathe();
  }
  table.end(14);
}

export async function renderColoniasReport(report: ReportDocument, repository: ReportsRepository, colonias: ColoniaResumen[], subtitle: string): Promise<void> {
  summary(report, colonias, subtitle);
  if (!colonias.length) {
    report.paragraph(report.formats.texts.colonias.ninguna);
    return;
  }
  const columns = gatoColumns(report.formats);
  const stream = report.doc as unknown as { destroyed: boolean };
  for (let start = 0; start < colonias.length; start += BATCH) {
    const batch = colonias.slice(start, start + BATCH);
    const gatos = await repository.gatosDe(batch.filter((c) => c.gatos > 0).map((c) => c.id));
    if (stream.destroyed) return;
    const byColonia = new Map<number, GatoFila[]>();
    for (const gato of gatos) {
      const own = byColonia.get(gato.colonia_id);
      if (own) own.push(gato);
      else byColonia.set(gato.colonia_id, [gato]);
    }
    for (const colonia of batch) await colonySection(report, colonia, byColonia.get(colonia.id) ?? [], columns);
    await backpressure(report.doc);
  }
}
