/**
 * How a route answers with a report built by a worker (workers/pool.ts): each
 * holds one of the REPORTS_MAX_CONCURRENT slots (reports/buildSlots.ts) while
 * it is built and sent, so above the cap it answers 503 with `Retry-After` at
 * once, before any work.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { withBuildSlot } from '../buildSlots';
import type { DocumentJob, DocumentParamsOf, ValueJob, ValueOf, ValueParams } from './jobs';

/**
 * Sends a PDF as it is drawn. What can fail before the first byte (its first query) is read
 * before the headers go, so it still answers `{detail}`; a failure later cuts the download.
 */
export function sendDocument<J extends DocumentJob>(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply, job: J, params: DocumentParamsOf<J>, fileName: string): Promise<FastifyReply> {
  return withBuildSlot(app.gatera.reportSlots, reply, async () => {
    const pdf = await app.gatera.reportWorkers.document(job, params);
    pdf.once('error', (error) => request.log.error({ err: error }, 'El informe no se pudo completar'));
    // The client went away: the worker stops drawing (nothing happens once the document has ended).
    reply.raw.once('close', () => pdf.destroy());
    return reply
      .header('Content-Type', 'application/pdf')
      .header('Content-Disposition', `attachment; filename="${fileName}"`)
      .header('Cache-Control', 'no-store')
      .send(pdf);
  });
}

/** Sends a CSV file built by a worker, as a download named `fileName`. */
export function sendCsv<J extends ValueJob>(app: FastifyInstance, reply: FastifyReply, job: J, params: ValueParams<J>, fileName: string): Promise<FastifyReply> {
  return withBuildSlot(app.gatera.reportSlots, reply, async () => {
    const csv = (await app.gatera.reportWorkers.value(job, params)) as ValueOf<J>;
    return reply
      .header('Content-Type', 'text/csv; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="${fileName}"`)
      .header('Cache-Control', 'no-store')
      .send(csv);
  });
}
