/**
 * The PDF reports for administrators and responsables:
 * colonies, campaigns and the chart of cats per colony. Each answer is a PDF
 * streamed as it is drawn, under a download name with the date, e.g.
 * `informe_colonias_2025-03-29.pdf`. The public chart data
 * (GET /informes/informes/datos/colonias) lives with the colonies. Documents
 * are read and drawn in a worker thread, at most REPORTS_MAX_CONCURRENT at
 * once (reports/workers/), so the server keeps answering while they are built.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sendFile } from '../../reports/workers/answers';
import type { FileJob } from '../../reports/workers/jobs';
import { fileDate } from '../../reports/spanish';
import { informe, informeFileName, type InformeId } from '../../../domain/informes';
import { reportReader } from '../../reports/reader';
import { municipioSettings } from '../ajustes/settings';
import type { ReportTexts } from '../../reports/texts';

const ACCESS = 'informes.descargar' as const;
const schema = { tags: ['informes'], security: [{ bearer: [] }], produces: ['application/pdf'] };

const informesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { config, database } = app.gatera;
  const settings = municipioSettings(database.db, config);

  /** The report `id` in the reader's language, drawn by the worker job of the same name. */
  async function send(request: FastifyRequest, reply: FastifyReply, id: InformeId & FileJob, title: (texts: ReportTexts) => string) {
    const generatedAt = new Date();
    const reader = reportReader(request, (await settings.current()).municipio);
    return sendFile(app, request, reply, id, { frame: reader.frame(title(reader.texts), generatedAt), subtitle: reader.subtitle }, informeFileName(id, fileDate(generatedAt)));
  }

  app.get(informe('colonias').path.replace('/api', ''), { config: { access: ACCESS }, schema: { ...schema, summary: 'Informe PDF de colonias y sus gatos' } }, (request, reply) =>
    send(request, reply, 'colonias', (texts) => texts.colonias.titulo),
  );

  app.get(informe('campanas').path.replace('/api', ''), { config: { access: ACCESS }, schema: { ...schema, summary: 'Informe PDF de campañas de esterilización' } }, (request, reply) =>
    send(request, reply, 'campanas', (texts) => texts.campanas.titulo),
  );

  app.get(informe('grafico').path.replace('/api', ''), { config: { access: ACCESS }, schema: { ...schema, summary: 'Gráfico PDF de gatos por colonia' } }, (request, reply) =>
    send(request, reply, 'grafico', (texts) => texts.grafico.titulo),
  );
};

export default informesRoutes;
