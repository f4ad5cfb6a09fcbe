/**
 * The province's panel and map: every active municipality's programme,
 * read in a report worker while holding a report slot (the whole province's
 * colonies, like a municipality's panel), remembered until the next write.
 * The worker reads as the installation, kept to the municipalities of the
 * province's scope by the figures themselves (figures.ts says why).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { hoyEnEspana } from '../../../domain/cer';
import { MapaProvincia, PanelProvincia } from '../../../domain/schemas/provincia';
import { createVersionedCache } from '../../lib/versionedCache';
import { whileHoldingSlot } from '../../reports/buildSlots';
import { currentScope, withScope } from '../../tenancy/scope';
import { municipioSettings } from '../ajustes/settings';
import { withEffectiveNames } from '../municipios/names';

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
};

export default provinciaRoutes;
