/**
 * The campaigns report: per campaign its dates, status, volunteers, target and
 * progress (its cats sterilised between its dates, the rule of the campaigns
 * API), a progress bar, and the table of its cats, read a page at a time.
 */
import type { EstatusCampana, Sexo } from '../../domain/types';
import { percentage } from '../modules/colonias/routes';
import type { CampanaGato, CampanaRecord, campanasRepository } from '../modules/campanas/repository';
import { COLORS, PAGE, backpressure, type ReportDocument } from './document';
import { fill, reportFormats, REPORT_TEXTS, type ReportFormats } from './texts';
import { Table, type Column } from './table';

const SPANISH = REPORT_TEXTS.es.campanas;
export const CAMPANAS_TITLE = SPANISH.titulo;
export const NO_CAMPANAS = SPANISH.ninguna;
export const NO_GATOS_CAMPANA = SPANISH.sinGatos;

type CampanasRepository = ReturnType<typeof campanasRepository>;

const PAGE_SIZE = 500;
const NONE = '—';

function gatoColumns({ texts, date }: ReportFormats): readonly Column<CampanaGato>[] {
  const header = texts.campanas.columnas;
  return [
    { header: header.codigo, width: 80, value: (g) => g.codigo_identificacion ?? NONE },
    { header: header.nombre, width: 95, value: (g) => g.nombre },
    { header: header.colonia, width: 120, value: (g) => g.colonia_nombre ?? NONE },
    { header: header.sexo, width: 45, value: (g) => texts.sexos[g.sexo as Sexo] ?? g.sexo },
    { header: header.esterilizacion, width: 68, value: (g) => date(g.fecha_esterilizacion) || NONE },
    { header: header.enCampana, width: 55, value: (g) => (g.esterilizado_en_campana ? texts.si : texts.no) },
    { header: header.estado, width: 52, value: (g) => (g.activo ? texts.campanas.activo : texts.campanas.deBaja) },
  ];
}

export function datesLine(c: Pick<CampanaRecord, 'fecha_inicio' | 'fecha_fin'>, { texts, date }: ReportFormats = reportFormats('es')): string {
  const inicio = date(c.fecha_inicio);
  return c.fecha_fin ? fill(texts.campanas.fechas, { inicio, fin: date(c.fecha_fin) }) : fill(texts.campanas.fechasSinFin, { inicio });
}

export function progressLine(c: Pick<CampanaRecord, 'gatos_objetivo' | 'gatos_esterilizados'>, formats: ReportFormats = reportFormats('es')): string {
  const { texts, count, percent, plural } = formats;
  if (c.gatos_objetivo > 0) {
    return fill(texts.campanas.progreso, { esterilizados: count(c.gatos_esterilizados), objetivo: count(c.gatos_objetivo), pct: percent(percentage(c.gatos_esterilizados, c.gatos_objetivo)) });
  }
  return fill(texts.campanas.progresoSinObjetivo, { esterilizados: plural(c.gatos_esterilizados, texts.campanas.gatoEsterilizado) });
}

function progressBar(report: ReportDocument, c: CampanaRecord): void {
  if (c.gatos_objetivo <= 0) return;
  const width = 220;
  const share = Math.min(1, c.gatos_esterilizados / c.gatos_objetivo);
  const y = report.y + 1;
  report.doc.rect(PAGE.margin, y, width, 7).fill(COLORS.headerFill);
  if (share > 0) report.doc.rect(PAGE.margin, y, width * share, 7).fill(COLORS.barSterilised);
  report.doc.fillColor(COLORS.text);
  report.y += 13;
}

async function campaignSection(report: ReportDocument, repository: CampanasRepository, campana: CampanaRecord, columns: readonly Column<CampanaGato>[]): Promise<void> {
  const { formats } = report;
  const texts = formats.texts.campanas;
  const estado = texts.estatus[campana.estatus as EstatusCampana] ?? campana.estatus;
  report.ensure(110);
  report.paragraph(campana.nombre, { font: 'Helvetica-Bold', size: 12, color: COLORS.accent, gap: 3 });
  report.paragraph(`${datesLine(campana, formats)} · ${fill(texts.estado, { estado })}`, { color: COLORS.muted });
  report.paragraph(fill(texts.voluntarios, { voluntarios: campana.voluntarios_involucrados?.trim() || texts.sinVoluntarios }), { color: COLORS.muted });
  report.paragraph(fill(texts.objetivo, { objetivo: formats.plural(campana.gatos_objetivo, formats.texts.gato), gatos: formats.count(campana.numero_gatos) }), { color: COLORS.muted });
  report.paragraph(progressLine(campana, formats), { color: COLORS.muted, gap: 4 });
  progressBar(report, campana);
  if (campana.numero_gatos === 0) {
    report.paragraph(texts.sinGatos, { gap: 12 });
    return;
  }
  const table = new Table(report, columns);
  table.begin();
  for (let skip = 0; ; skip += PAGE_SIZE) {
    const { items } = await repository.listGatos(campana, skip, PAGE_SIZE);
    for (const gato of items) {
      table.row(gato);
      await report.breathe();
    }
    await backpressure(report.doc);
    if (items.length < PAGE_SIZE) break;
  }
  table.end(14);
}

export async function renderCampanasReport(report: ReportDocument, repository: CampanasRepository, first: CampanaRecord[], subtitle: string): Promise<void> {
  const texts = report.formats.texts.campanas;
  report.paragraph(texts.titulo, { font: 'Helvetica-Bold', size: 18, gap: 4 });
  report.paragraph(subtitle, { size: 11, color: COLORS.muted, gap: 14 });
  if (!first.length) {
    report.paragraph(texts.ninguna);
    return;
  }
  const columns = gatoColumns(report.formats);
  const stream = report.doc as unknown as { destroyed: boolean };
  let page = first;
  for (let skip = 0; page.length; ) {
    for (const campana of page) {
      if (stream.destroyed) return;
      await campaignSection(report, repository, campana, columns);
    }
    if (page.length < PAGE_SIZE) break;
    skip += PAGE_SIZE;
    page = (await repository.list({}, skip, PAGE_SIZE)).items;
  }
}

export { PAGE_SIZE as CAMPANAS_PAGE_SIZE };
