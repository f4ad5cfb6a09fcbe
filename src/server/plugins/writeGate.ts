/**
 * Puts every write request of the API through the process's write gate
 * (lib/writeGate.ts): while a restore runs, a write answers 503 with a Spanish
 * `detail` and `Retry-After`; a write admitted before keeps the gate from
 * closing until its answer is ready. Routes that order themselves behind the
 * restore (the backup calls) say `writeGate: false`; a read that writes (a
 * certificate records its verification code) says `writeGate: true`.
 */
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { RESTORE_GATE_MESSAGE, RESTORE_RETRY_AFTER_SECONDS, type WriteGate } from '../lib/writeGate';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * false: this write route is not held by the write gate (it queues behind the restore itself);
     * true: this GET route writes and is held like a write.
     */
    writeGate?: boolean;
  }
  interface FastifyRequest {
    heldByWriteGate?: boolean;
  }
}

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export default fp<{ gate: WriteGate }>(async function writeGatePlugin(app: FastifyInstance, { gate }) {
  const release = async (request: FastifyRequest) => {
    if (!request.heldByWriteGate) return;
    request.heldByWriteGate = false;
    gate.leave();
  };

  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    if (!request.routeOptions.url?.startsWith('/api/')) return;
    const declared = request.routeOptions.config?.writeGate;
    if (declared === false || (READ_METHODS.has(request.method) && declared !== true)) return;
    if (!gate.enter()) {
      reply.header('Retry-After', String(RESTORE_RETRY_AFTER_SECONDS)).status(503).type('application/json; charset=utf-8').send({ detail: RESTORE_GATE_MESSAGE });
      return reply;
    }
    request.heldByWriteGate = true;
    // A client that leaves before its answer (a closed tab, a balancer's timeout) may leave neither onSend nor
    // onResponse to run: the closed connection releases the write too. A write still running then is ordered
    // by the database lock the restore takes (lib/writeGate.ts), and its answer reaches no one.
    reply.raw.once('close', () => void release(request));
  });
  // The handler's work is done once its answer is ready; onResponse covers an answer that never reached onSend.
  app.addHook('onSend', async (request) => release(request));
  app.addHook('onResponse', async (request) => release(request));
});
