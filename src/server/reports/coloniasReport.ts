/**
 * The colonies report: a summary, then per colony its location, status,
 * responsible volunteer, number of cats and sterilised share, and a table of
 * its active cats. Cats are read a few colonies at a time.
 */
import { SEXOS, type Sexo } from '../../domain/types';
import { formatDate } from '../../domain/validation';
import { percentage } from '../modules/colonias/routes';
import { COLORS, backpressure, type ReportDocument } from './document';
import type { ColoniaResumen, GatoFila, ReportsRepository } from './repository';
import { formatCount, formatPercent, plural } from './spanish';
import { Table, type Column } from './table';

export const COLONIAS_TITLE = 'Informe de colonias felinas';
export const NO_COLONIAS = 'No hay colonias registradas.';
export const NO_GATOS = 'No hay gatos registrados en esta colonia.';

/** Colonies whose cats are read in one query: a few hundred rows, a synchronous SQLite query of a few milliseconds. */
const BATCH = 5;
const NONE = '—';

const GATO_COLUMNS: readonly Column<GatoFila>[] = [
  { header: 'Código', width: 80, value: (g) => g.codigo_identificacion ?? NONE },
  { header: 'Nombre', width: 105, value: (g) => g.nombre },
  { header: 'Sexo', width: 45, value: (g) => SEXOS[g.sexo as Sexo] ?? g.sexo },
  { header: 'Salud', width: 50, value: (g) => g.estado_salud ?? NONE },
  { header: 'Adoptabilidad', width: 95, value: (g) => g.adoptabilidad ?? NONE },
  { header: 'Vacunación', width: 68, value: (g) => formatDate(g.fecha_vacunacion) || NONE },
  { header: 'Esterilización', width: 72, value: (g) => formatDate(g.fecha_esterilizacion) || NONE },
];

function coordinates(c: ColoniaResumen): string {
  return c.latitude !== null && c.longitude !== null ? ` (${c.latitude.toFixed(5)}, ${c.longitude.toFixed(5)})` : '';
}

export function sterilisedLine(gatos: number, esterilizados: number): string {
  return `Gatos: ${formatCount(gatos)} · Esterilizados: ${formatCount(esterilizados)} (${formatPercent(percentage(esterilizados, gatos))})`;
}

function summary(report: ReportDocument, colonias: ColoniaResumen[], subtitle: string): void {
  const gatos = colonias.reduce((sum, c) => sum + c.gatos, 0);
  const esterilizados = colonias.reduce((sum, c) => sum + c.esterilizados, 0);
  report.paragraph(COLONIAS_TITLE, { font: 'Helvetica-Bold', size: 18, gap: 4 });
  report.paragraph(subtitle, { size: 11, color: COLORS.muted, gap: 8 });
  report.paragraph(`${plural(colonias.length, 'colonia', 'colonias')} · ${sterilisedLine(gatos, esterilizados)}`, { size: 10, gap: 14 });
}

async function colonySection(report: ReportDocument, colonia: ColoniaResumen, gatos: GatoFila[]): Promise<void> {
  // The heading, its three lines and the first rows of the table stay together.
  report.ensure(90);
  report.paragraph(colonia.nombre, { font: 'Helvetica-Bold', size: 12, color: COLORS.accent, gap: 3 });
  report.paragraph(`Ubicación: ${colonia.ubicacion}${coordinates(colonia)}`, { color: COLORS.muted });
  report.paragraph(`Estado: ${colonia.estado} · Responsable: ${colonia.responsable_voluntario ?? 'sin responsable asignado'}`, { color: COLORS.muted });
  report.paragraph(sterilisedLine(colonia.gatos, colonia.esterilizados), { color: COLORS.muted, gap: 5 });
  if (!gatos.length) {
    report.paragraph(NO_GATOS, { size: 9, gap: 12 });
    return;
  }
  const table = new Table(report, GATO_COLUMNS);
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
    report.paragraph(NO_COLONIAS);
    return;
  }
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
    for (const colonia of batch) await colonySection(report, colonia, byColonia.get(colonia.id) ?? []);
    await backpressure(report.doc);
  }
}
