/**
 * The province's panel and map: every active municipality's programme,
 * read in a report worker while holding a report slot (the whole province's
 * colonies, like a municipality's panel), remembered until the next write.
 * The worker reads as the installation, kept to the municipalities of the
 * province's scope by the figures themselves (figures.ts says why).
 * And its annual report (PDF or CSV), built in a report worker like a
 * municipality's, from each municipality's own annual report (memoria.ts).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { hoyEnEspana } from '../../../domain/cer';
import { MapaProvincia, PanelProvincia } from '../../../domain/schemas/provincia';
import { createVersionedCache } from '../../lib/versionedCache';
import { whileHoldingSlot } from '../../reports/buildSlots';
import { currentScope, withScope } from '../../tenancy/scope';
import { municipioSettings } from '../ajustes/settings';
import { withEffectiveNames } from '../municipios/names';
import { MemoriaQuery } from '../cer/schemas';
import { memoriaAnio } from '../cer/memoriaAnio';
import { sortByText } from '../../../domain/collation';
import { reportReader } from '../../reports/reader';
import { fileDate } from '../../reports/spanish';
import { sendFile } from '../../reports/workers/answers';
import { fill } from '../../reports/texts';
import { municipiosSeen } from './figures';

const CONFIG = { access: 'provincia.panel' as const };
const SCHEMA = { tags: ['provincia'], security: [{ bearer: [] }] };

/** The municipalities the work running now reads. */
function municipiosRead(): number[] {
  const scope = currentScope();
  return scope === 'installation' ? [] : [...scope.municipios];
}

const provinciaRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { database, config, reportSlots, reportWorkers } = app.gatera;
  const answers = createVersionedCache(database.dataVersion, 4);
  const settings = municipioSettings(database.db, config);

  app.get('/informes/informes/provincia', { config: CONFIG, schema: { ...SCHEMA, response: { 200: PanelProvincia } } }, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    const today = hoyEnEspana();
    return answers.get(
      `panel:${today}`,
      async () => {
        const municipios = municipiosRead();
        const panel = await whileHoldingSlot(reportSlots, () => withScope('installation', () => reportWorkers.value('provinciaPanel', { today, objetivo: config.cerObjetivo, municipios })));
        return { ...panel, municipios: await withEffectiveNames(panel.municipios, (id) => settings.of(id)) };
      },
      request.dataVersionOnArrival,
    );
  });

  app.get('/informes/informes/provincia/mapa', { config: CONFIG, schema: { ...SCHEMA, response: { 200: MapaProvincia } } }, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return answers.get(
      'mapa',
      () => {
        const municipios = municipiosRead();
        return whileHoldingSlot(reportSlots, () => withScope('installation', () => reportWorkers.value('provinciaMapa', { objetivo: config.cerObjetivo, municipios })));
      },
      request.dataVersionOnArrival,
    );
  });

  app.get(
    '/informes/informes/provincia/memoria',
    { config: CONFIG, schema: { ...SCHEMA, querystring: MemoriaQuery, produces: ['application/pdf', 'text/csv'] } },
    async (request, reply) => {
      const { anio, today } = memoriaAnio(request.query.anio);
      const generatedAt = new Date();
      const provincia = config.municipio.provincia;
      const reader = reportReader(request, { nombre: provincia, provincia });
      // Each municipality with its name as its pages show it and its own target, as its own annual report has them, in the reader's order.
      const named = await withEffectiveNames(await municipiosSeen(database.db, municipiosRead()), (id) => settings.of(id));
      const withTargets = await Promise.all(named.map(async (m) => ({ id: m.id, nombre: m.nombre ?? '', objetivo: (await settings.of(m.id)).cerObjetivo })));
      const municipios = sortByText(withTargets, (m) => m.nombre, reader.language);
      const fileName = `memoria_cer_provincia_${anio}_${fileDate(generatedAt)}`;
      // Built in a worker reading as the installation (memoria.ts), counted in REPORTS_MAX_CONCURRENT with every other report.
      return withScope('installation', () => {
        if (request.query.formato === 'csv') return sendFile(app, request, reply, 'provinciaMemoriaCsv', { anio, today, municipios, language: reader.language }, `${fileName}.csv`);
        const entidad = fill(reader.texts.memoriaProvincia.entidad, { provincia });
        const frame = { ...reader.frame(`${reader.texts.memoriaProvincia.titulo} ${anio}`, generatedAt), entidad };
        return sendFile(app, request, reply, 'provinciaMemoria', { anio, today, municipios, frame, subtitle: entidad }, `${fileName}.pdf`);
      });
    },
  );
};

export default provinciaRoutes;
