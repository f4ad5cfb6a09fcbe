/**
 * The campaigns report: per campaign its dates, status, volunteers, target and
 * progress (its cats sterilised between its dates, the rule of the campaigns
 * API), a progress bar, and the table of its cats, read a page at a time.
 */
import { SEXOS, type Sexo } from '../../domain/types';
import { formatDate } from '../../domain/validation';
import { percentage } from '../modules/colonias/routes';
import type { CampanaGato, CampanaRecord, campanasRepository } from '../modules/campanas/repository';
import { COLORS, PAGE, backpressure, type ReportDocument } from './document';
import { formatCount, formatPercent, plural } from './spanish';
import { Table, type Column } from './table';

export const CAMPANAS_TITLE = 'Informe de campañas de esterilización';
export const NO_CAMPANAS = 'No hay campañas registradas.';
export const NO_GATOS_CAMPANA = 'No hay gatos en esta campaña.';

type CampanasRepository = ReturnType<typeof campanasRepository>;

const PAGE_SIZE = 500;
const NONE = '—';

const GATO_COLUMNS: readonly Column<CampanaGato>[] = [
  { header: 'Código', width: 80, value: (g) => g.codigo_identificacion ?? NONE },
  { header: 'Nombre', width: 95, value: (g) => g.nombre },
  { header: 'Colonia', width: 120, value: (g) => g.colonia_nombre ?? NONE },
  { header: 'Sexo', width: 45, value: (g) => SEXOS[g.sexo as Sexo] ?? g.sexo },
  { header: 'Esterilización', width: 68, value: (g) => formatDate(g.fecha_esterilizacion) || NONE },
  { header: 'En campaña', width: 55, value: (g) => (g.esterilizado_en_campana ? 'Sí' : 'No') },
  { header: 'Estado', width: 52, value: (g) => (g.activo ? 'Activo' : 'De baja') },
];

export function datesLine(c: Pick<CampanaRecord, 'fecha_inicio' | 'fecha_fin'>): string {
  return c.fecha_fin ? `Fechas: del ${formatDate(c.fecha_inicio)} al ${formatDate(c.fecha_fin)}` : `Fechas: desde el ${formatDate(c.fecha_inicio)}, sin fecha de fin`;
}

export function progressLine(c: Pick<CampanaRecord, 'gatos_objetivo' | 'gatos_esterilizados'>): string {
  if (c.gatos_objetivo > 0) {
    return `Progreso: ${formatCount(c.gatos_esterilizados)} de ${formatCount(c.gatos_objetivo)} gatos esterilizados durante la campaña (${formatPercent(percentage(c.gatos_esterilizados, c.gatos_objetivo))})`;
  }
  return `Progreso: ${plural(c.gatos_esterilizados, 'gato esterilizado', 'gatos esterilizados')} durante la campaña (sin objetivo fijado)`;
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

async function campaignSection(report: ReportDocument, repository: CampanasRepository, campana: CampanaRecord): Promise<void> {
  report.ensure(110);
  report.paragraph(campana.nombre, { font: 'Helvetica-Bold', size: 12, color: COLORS.accent, gap: 3 });
  report.paragraph(`${datesLine(campana)} · Estado: ${campana.estatus}`, { color: COLORS.muted });
  report.paragraph(`Voluntarios: ${campana.voluntarios_involucrados?.trim() || 'sin voluntarios indicados'}`, { color: COLORS.muted });
  report.paragraph(`Objetivo: ${plural(campana.gatos_objetivo, 'gato', 'gatos')} · Gatos en la campaña: ${formatCount(campana.numero_gatos)}`, { color: COLORS.muted });
  report.paragraph(progressLine(campana), { color: COLORS.muted, gap: 4 });
  progressBar(report, campana);
  if (campana.numero_gatos === 0) {
    report.paragraph(NO_GATOS_CAMPANA, { gap: 12 });
    return;
  }
  const table = new Table(report, GATO_COLUMNS);
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
  report.paragraph(CAMPANAS_TITLE, { font: 'Helvetica-Bold', size: 18, gap: 4 });
  report.paragraph(subtitle, { size: 11, color: COLORS.muted, gap: 14 });
  if (!first.length) {
    report.paragraph(NO_CAMPANAS);
    return;
  }
  const stream = report.doc as unknown as { destroyed: boolean };
  let page = first;
  for (let skip = 0; page.length; ) {
    for (const campana of page) {
      if (stream.destroyed) return;
      await campaignSection(report, repository, campana);
    }
    if (page.length < PAGE_SIZE) break;
    skip += PAGE_SIZE;
    page = (await repository.list({}, skip, PAGE_SIZE)).items;
  }
}

export { PAGE_SIZE as CAMPANAS_PAGE_SIZE };
