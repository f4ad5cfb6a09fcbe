/**
 * How a route answers with a report built by a worker (workers/pool.ts): each
 * holds one of the REPORTS_MAX_CONCURRENT slots (reports/buildSlots.ts) while
 * it is built and sent, so above the cap it answers 503 with `Retry-After` at
 * once, before any work.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { withBuildSlot } from '../buildSlots';
import type { FileJob, FileParams } from './jobs';

/** The kinds of file a report is sent as. */
const CONTENT_TYPES = { pdf: 'application/pdf', csv: 'text/csv; charset=utf-8', zip: 'application/zip' } as const;

/**
 * Sends a file (a PDF, a CSV, a ZIP) as the worker makes it, as a download named `fileName`. What can fail
 * before the first byte (its first query) is read before the headers go, so it still answers
 * `{detail}`; a failure later cuts the download.
 */
export function sendFile<J extends FileJob>(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply, job: J, params: FileParams<J>, fileName: string): Promise<FastifyReply> {
  return withBuildSlot(app.gatera.reportSlots, reply, async () => {
    const file = await app.gatera.reportWorkers.file(job, params);
    file.once('error', (error) => request.log.error({ err: error }, 'El informe no se pudo completar'));
    // The client went away: the worker stops (nothing happens once the file has ended).
    reply.raw.once('close', () => file.destroy());
    return reply
      .header('Content-Type', CONTENT_TYPES[(/\.(csv|zip)$/.exec(fileName)?.[1] as 'csv' | 'zip' | undefined) ?? 'pdf'])
      .header('Content-Disposition', `attachment; filename="${fileName}"`)
      .header('Cache-Control', 'no-store')
      .send(file);
  });
}
