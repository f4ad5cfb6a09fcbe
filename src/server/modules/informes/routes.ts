/**
 * The PDF reports of SPEC section 7, for administrators and responsables:
 * colonies, campaigns and the chart of cats per colony. Each answer is a PDF
 * streamed as it is drawn, under a download name with the date, e.g.
 * `informe_colonias_2025-03-29.pdf`. The public chart data
 * (GET /informes/informes/datos/colonias) lives with the colonies. Documents
 * are drawn in short slices and at most REPORTS_MAX_CONCURRENT at once
 * (reports/buildSlots.ts), so the server keeps answering while they are built.
 */
import { loadPdfKit } from '../../lib/pdfkit';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { campanasRepository } from '../campanas/repository';
import { ReportDocument } from '../../reports/document';
import { withBuildSlot } from '../../reports/buildSlots';
import { reportsRepository } from '../../reports/repository';
import { renderColoniasReport } from '../../reports/coloniasReport';
import { CAMPANAS_PAGE_SIZE, renderCampanasReport } from '../../reports/campanasReport';
import { renderGraficoReport } from '../../reports/graficoReport';
import { fileDate } from '../../reports/spanish';
import { informe, informeFileName, type InformeId } from '../../../domain/informes';
import { reportReader } from '../../reports/reader';
import type { ReportTexts } from '../../reports/texts';

const ACCESS = 'informes.descargar' as const;
const schema = { tags: ['informes'], security: [{ bearer: [] }], produces: ['application/pdf'] };

const informesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { config, database } = app.gatera;
  const reports = reportsRepository(database.db);
  const campanas = campanasRepository(database.db);
  const withSlot = (reply: FastifyReply, build: (free: () => void) => Promise<FastifyReply>) => withBuildSlot(app.gatera.reportSlots, reply, build);

  /**
   * Sends the document and draws it while it streams. What can fail before the
   * first byte (the first query) is read before, so it still answers `{detail}`.
   */
  async function stream(request: FastifyRequest, reply: FastifyReply, id: InformeId, title: (texts: ReportTexts) => string, draw: (report: ReportDocument, subtitle: string) => Promise<void>, free: () => void) {
    const generatedAt = new Date();
    const reader = reportReader(request, config.municipio);
    const report = new ReportDocument(reader.frame(title(reader.texts), generatedAt), await loadPdfKit());
    reply
      .header('Content-Type', 'application/pdf')
      .header('Content-Disposition', `attachment; filename="${informeFileName(id, fileDate(generatedAt))}"`)
      .header('Cache-Control', 'no-store');
    // Ended or destroyed (the client went away): the slot is free either way.
    report.doc.once('close', free);
    reply.send(report.doc);
    draw(report, reader.subtitle).then(
      () => report.end(),
      (error: unknown) => {
        request.log.error({ err: error }, 'El informe no se pudo completar');
        report.doc.destroy(error as Error);
      },
    );
    return reply;
  }

  app.get(informe('colonias').path.replace('/api', ''), { config: { access: ACCESS }, schema: { ...schema, summary: 'Informe PDF de colonias y sus gatos' } }, async (request, reply) => {
    return withSlot(reply, async (free) => {
      const colonias = await reports.colonias();
      return stream(request, reply, 'colonias', (texts) => texts.colonias.titulo, (report, subtitle) => renderColoniasReport(report, reports, colonias, subtitle), free);
    });
  });

  app.get(informe('campanas').path.replace('/api', ''), { config: { access: ACCESS }, schema: { ...schema, summary: 'Informe PDF de campañas de esterilización' } }, async (request, reply) => {
    return withSlot(reply, async (free) => {
      const { items } = await campanas.list({}, 0, CAMPANAS_PAGE_SIZE);
      return stream(request, reply, 'campanas', (texts) => texts.campanas.titulo, (report, subtitle) => renderCampanasReport(report, campanas, items, subtitle), free);
    });
  });

  app.get(informe('grafico').path.replace('/api', ''), { config: { access: ACCESS }, schema: { ...schema, summary: 'Gráfico PDF de gatos por colonia' } }, async (request, reply) => {
    return withSlot(reply, async (free) => {
      const colonias = await reports.colonias();
      return stream(request, reply, 'grafico', (texts) => texts.grafico.titulo, (report, subtitle) => renderGraficoReport(report, colonias, subtitle), free);
    });
  });
};

export default informesRoutes;
