/**
 * A cap on the reports one process builds at once: every PDF report, the CER
 * annual reports (a municipality's and the province's, PDF and CSV), the microchip register CSV and the CER dashboard
 * figures. Each is built in a worker thread (reports/workers/pool.ts), and the
 * cap bounds how many threads work at once (and the memory they hold), so
 * however many reports are asked for, above the cap a request answers 503 with
 * a Spanish `detail` and `Retry-After` (set for every 503 by plugins/errors.ts)
 * at once instead of queueing more work.
 */
import type { FastifyReply } from 'fastify';
import { HttpError } from '../lib/errors';
import { SERVER_KEYS } from '../i18n/keys';

export const REPORTS_BUSY_MESSAGE = SERVER_KEYS.fields.reportsBusy;

export class ReportsBusyError extends HttpError {
  constructor() {
    super(503, REPORTS_BUSY_MESSAGE);
  }
}

export interface BuildSlots {
  /** Takes a slot or throws ReportsBusyError; the returned function frees it (once, however often called). */
  acquire(): () => void;
  readonly inUse: number;
}

export function createBuildSlots(max: number): BuildSlots {
  let inUse = 0;
  return {
    acquire() {
      if (inUse >= max) throw new ReportsBusyError();
      inUse += 1;
      let freed = false;
      return () => {
        if (freed) return;
        freed = true;
        inUse -= 1;
      };
    },
    get inUse() {
      return inUse;
    },
  };
}

/**
 * Runs a report's build holding a slot (or answers 503 above the cap) from its
 * first query until the answer has been sent or abandoned by the client.
 * `build` may free the slot earlier (when the document itself has ended).
 */
export async function withBuildSlot<T>(slots: BuildSlots, reply: FastifyReply, build: (free: () => void) => Promise<T>): Promise<T> {
  const free = holdBuildSlot(slots, reply);
  try {
    return await build(free);
  } catch (error) {
    free();
    throw error;
  }
}

/** Runs `build` holding a slot (or throws ReportsBusyError above the cap), freed when it is done: for answers kept in memory. */
export async function whileHoldingSlot<T>(slots: BuildSlots, build: () => Promise<T>): Promise<T> {
  const free = slots.acquire();
  try {
    return await build();
  } finally {
    free();
  }
}

/** Takes a slot (or throws ReportsBusyError) that is freed when the answer has been sent or abandoned. */
function holdBuildSlot(slots: BuildSlots, reply: FastifyReply): () => void {
  const free = slots.acquire();
  reply.raw.once('close', free);
  return free;
}
