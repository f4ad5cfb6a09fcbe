/**
 * The worker of a queue table shared by every process (the mail queue, the
 * notices' queue): it looks for due rows on a timer and when woken, runs one
 * drain at a time in this process (a wake during a drain runs one more after
 * it), in the installation's scope (each row finds its own municipality), and
 * logs a failed drain without stopping. Written here because the queues live
 * in our own database tables, shared by processes, which no job library we
 * use drives.
 */
import type { FastifyBaseLogger } from 'fastify';
import { withScope } from '../tenancy/scope';

export interface QueueWorker {
  /** Sends every row that is due now; answers how many were sent. */
  drain(): Promise<number>;
  /** A row was queued: once started, the worker drains soon, without making the caller wait. */
  wake(): void;
  start(): void;
  stop(): Promise<void>;
}

/** Wait before retry n: `baseMs`, twice that, four times… at most `maxMs`. */
export function retryDelayMs(attempts: number, baseMs: number, maxMs: number): number {
  return Math.min(maxMs, baseMs * 2 ** Math.max(0, attempts - 1));
}

/** Rows looked at in one pass; a pass that finds more runs again at the next poll. */
export const QUEUE_BATCH = 100;

export interface QueueWorkerOptions {
  /** The ids of up to `limit` rows due now, oldest first. */
  due: (limit: number) => Promise<number[]>;
  /** Reserves and sends one row; answers whether it reached its person. */
  send: (id: number) => Promise<boolean>;
  pollMs: number;
  log: FastifyBaseLogger;
  failure: string;
}

export function createQueueWorker(options: QueueWorkerOptions): QueueWorker {
  const { due, send, pollMs, log, failure } = options;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<number> | null = null;
  let again = false;

  async function drainOnce(): Promise<number> {
    let sent = 0;
    for (const id of await due(QUEUE_BATCH)) if (await send(id)) sent += 1;
    return sent;
  }

  function drain(): Promise<number> {
    if (running) {
      again = true;
      return running;
    }
    running = withScope('installation', async () => {
      let sent = 0;
      do {
        again = false;
        sent += await drainOnce();
      } while (again);
      return sent;
    }).finally(() => {
      running = null;
    });
    return running;
  }

  function drainLogged(): void {
    drain().catch((error: unknown) => log.error({ err: error }, failure));
  }

  return {
    drain,
    wake() {
      if (timer) setImmediate(drainLogged);
    },
    start() {
      if (timer) return;
      timer = setInterval(drainLogged, pollMs);
      timer.unref();
      drainLogged();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      await running?.catch(() => undefined);
    },
  };
}
