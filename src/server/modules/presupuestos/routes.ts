/**
 * Budgets: a campaign's budget (read and set) with what is committed, spent
 * and left, and the year's costs with the projection to the coverage target.
 * Staff only: volunteers, citizens and vets see none of the money.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CONCEPTOS_COSTE, COSTE_KEYS, IMPORTE_MAX_CENTIMOS } from '../../../domain/costes';
import { CAMPANA_KEYS } from '../../../domain/campanas';
import { hoyEnEspana } from '../../../domain/cer';
import { InformeCostes, InformeCostesQuery, PresupuestoCampanaBody, PresupuestoCampanaCifras } from '../../../domain/schemas/presupuesto';
import { recordAudit } from '../../lib/audit';
import { notFound, unprocessable } from '../../lib/errors';
import { IdParams } from '../../lib/schemas';
import { nowIso } from '../../lib/time';
import { municipioSettings } from '../ajustes/settings';
import { cerRepository } from '../cer/repository';
import { cerService } from '../cer/service';
import { cifrasDe, presupuestosRepository } from './repository';
import { proyeccion } from './proyeccion';

const tags = ['presupuestos'];
const security = [{ bearer: [] }];

const presupuestosRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.gatera.database.db;
  const repo = presupuestosRepository(db);
  const settings = municipioSettings(db, app.gatera.config);

  async function campanaOr404(id: number) {
    const campana = await db.selectFrom('campanas').select(['id', 'nombre']).where('id', '=', id).executeTakeFirst();
    if (!campana) throw notFound(CAMPANA_KEYS.notFound);
    return campana;
  }

  async function cifrasCampana(id: number) {
    const [presupuesto, gastos, comprometidos] = await Promise.all([repo.presupuestoDe(id), repo.gastos({ campana_id: id }), repo.comprometidos({ campana_id: id })]);
    return { campana_id: id, ...cifrasDe(presupuesto, gastos, comprometidos) };
  }

  app.get(
    '/campanas/campanas/:id/presupuesto',
    { config: { access: 'presupuestos.leer' }, schema: { tags, security, params: IdParams, response: { 200: PresupuestoCampanaCifras }, summary: 'Presupuesto de una campaña: comprometido, gastado, restante y coste por gato esterilizado' } },
    async (request) => cifrasCampana((await campanaOr404(request.params.id)).id),
  );

  app.put(
    '/campanas/campanas/:id/presupuesto',
    { config: { access: 'presupuestos.gestionar' }, schema: { tags, security, params: IdParams, body: PresupuestoCampanaBody, response: { 200: PresupuestoCampanaCifras }, summary: 'Fija (o quita, con null) el presupuesto de una campaña' } },
    async (request) => {
      const campana = await campanaOr404(request.params.id);
      const importe = request.body.importe_centimos;
      if (importe !== null && (!Number.isSafeInteger(importe) || importe < 0 || importe > IMPORTE_MAX_CENTIMOS)) throw unprocessable(COSTE_KEYS.importeInvalid);
      await db.transaction().execute(async (trx) => {
        await repo.guardarPresupuesto(trx, campana.id, importe, nowIso());
        await recordAudit(trx, request.auth, 'editar', 'campanas', campana.id, importe === null ? 'presupuesto quitado' : `presupuesto ${importe} céntimos`);
      });
      return cifrasCampana(campana.id);
    },
  );

  app.get(
    '/informes/informes/costes',
    { config: { access: 'presupuestos.leer' }, schema: { tags: ['informes'], security, querystring: InformeCostesQuery, response: { 200: InformeCostes }, summary: 'Costes del año: presupuesto, comprometido, gastado, coste por gato esterilizado y proyección al objetivo de cobertura' } },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const today = hoyEnEspana();
      const anio = request.query.anio ?? Number(today.slice(0, 4));
      const [campanas, gastos, comprometidos, tarifas, { cerObjetivo }] = await Promise.all([
        repo.campanasDelAnio(anio),
        repo.gastos({ anio }),
        repo.comprometidos({ anio }),
        repo.tarifasEsterilizacion(today),
        settings.current(),
      ]);
      const porCampana = await Promise.all(
        campanas.map(async (c) => {
          const [g, comp] = await Promise.all([repo.gastos({ campana_id: c.id }), repo.comprometidos({ campana_id: c.id })]);
          return { id: c.id, nombre: c.nombre, ...cifrasDe(c.presupuesto, g, comp) };
        }),
      );
      const presupuesto = campanas.some((c) => c.presupuesto !== null) ? campanas.reduce((sum, c) => sum + (c.presupuesto ?? 0), 0) : null;
      const cifras = cifrasDe(presupuesto, gastos, comprometidos);
      const cer = cerService(cerRepository(db), cerObjetivo);
      const [colonias, estimateOf] = await Promise.all([cerRepository(db).colonias(), cer.estimatesOn(null)]);
      return {
        anio,
        ...cifras,
        por_concepto: porConcepto(gastos),
        campanas: porCampana,
        proyeccion: proyeccion(cerObjetivo, cifras, tarifas, colonias.map((c) => ({ ...c, ...estimateOf(c.id) }))),
      };
    },
  );
};

/** The year's costs by concept, in the catalogue's order. */
function porConcepto(gastos: readonly { concepto: string; importe: number | null }[]) {
  const by = new Map<string, { costes: number; importe_centimos: number }>();
  for (const g of gastos) {
    const entry = by.get(g.concepto) ?? { costes: 0, importe_centimos: 0 };
    entry.costes += 1;
    entry.importe_centimos += g.importe ?? 0;
    by.set(g.concepto, entry);
  }
  return CONCEPTOS_COSTE.filter((c) => by.has(c)).map((concepto) => ({ concepto, ...by.get(concepto)! }));
}

export default presupuestosRoutes;
