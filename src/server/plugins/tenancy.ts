/**
 * Every request runs in a scope of its own (tenancy/scope.ts), empty until it
 * knows whose data it may touch: the auth plugin sets it once it knows who
 * asks. A query of a municipality's table before that is refused.
 */
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { runUnscoped } from '../tenancy/scope';

export default fp(async function tenancyPlugin(app: FastifyInstance) {
  // A callback hook: what follows it (the other hooks, the handler, the reply) runs inside the scope.
  app.addHook('onRequest', (_request, _reply, done) => runUnscoped(done));
});
