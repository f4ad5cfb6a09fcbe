/** The programme's money: providers' prices, their invoices, and the cost ledger. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import tarifasRoutes from './tarifas';
import facturasRoutes from './facturas';
import libroRoutes from './libro';

const costesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(tarifasRoutes);
  await app.register(facturasRoutes);
  await app.register(libroRoutes);
};

export default costesRoutes;
