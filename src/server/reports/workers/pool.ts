/**
 * Where the heavy reads run (workers/jobs.ts): in worker threads, each with its
 * own read-only connection (db/reader.ts), so a report of 60,000 cats never
 * holds up /api/health or any other request. At most `size` threads
 * (REPORTS_MAX_CONCURRENT: the report slots, reports/buildSlots.ts, already
 * bound the jobs running at once), started on the first report and ended
 * after a while without work, so an idle server carries none.
 *
 * SQLite without WAL (a file system without shared memory) cannot have a
 * reader beside the writer without making the server's writes wait on it, so
 * there the jobs run in the server's own thread, as before, in short slices
 * (ReportDocument.breathe).
 *
 * The worker's entry is `./reportWorker.mjs` from this module's URL: beside
 * this file when the server runs from its sources (it loads worker.ts through
 * tsx), and beside dist/server/main.mjs once bundled (the bundle of worker.ts).
 */
import { Readable } from 'node:stream';
import { Worker } from 'node:worker_threads';
import type { DatabaseHandle, DatabaseLocation } from '../../db/index';
import type { Db } from '../../db/schema';
import { FILE_JOBS, VALUE_JOBS, type FileJob, type FileParams, type ValueJob, type ValueOf, type ValueParams } from './jobs';
import { receivedError, type FromWorker, type ToWorker } from './protocol';
import { currentScope } from '../../tenancy/scope';
import { scopedTo } from '../../db/tenantPlugin';

/**
 * A thread without work for this long ends, and gives back its memory (an idle thread never collects
 * the garbage of its last report, and the thread itself costs some 40 MB); the next report starts one
 * again, which costs it some 20 ms. With 10 s, `npm run bench` peaked at 211 MB; with 1 s, 203 MB.
 */
export const WORKER_IDLE_MS = 1000;

/** How long an idle thread is given to close its connection before it is ended. */
const CLOSE_GRACE_MS = 2000;

export interface ReportWorkers {
  /** Runs a job whose answer is one value (the dashboard's figures). */
  value<J extends ValueJob>(job: J, params: ValueParams<J>): Promise<ValueOf<J>>;
  /** Starts a file (a PDF, a CSV): resolves once its first query has been read, with the stream of its bytes as they are made. */
  file<J extends FileJob>(job: J, params: FileParams<J>): Promise<Readable>;
  /** 'threads', or 'inline' where no worker can read the data. */
  readonly mode: 'threads' | 'inline';
  /** Threads started and not yet ended. */
  readonly threads: number;
  close(): Promise<void>;
}

export function createReportWorkers(database: DatabaseHandle, size: number): ReportWorkers {
  const { location } = database;
  return location.engine === 'postgres' || location.wal ? threadReportWorkers(location, size) : inlineReportWorkers(database.db);
}

export function threadReportWorkers(location: DatabaseLocation, size: number, idleMs = WORKER_IDLE_MS): ReportWorkers {
  const entry = new URL('./reportWorker.mjs', import.meta.url);
  const idle: { worker: Worker; timer: NodeJS.Timeout }[] = [];
  const waiting: ((worker: Worker) => void)[] = [];
  const all = new Set<Worker>();
  let closed = false;

  function spawn(): Worker {
    const worker = new Worker(entry, { workerData: { location } });
    // An idle thread never keeps the process alive.
    worker.unref();
    // A job hears of a failure by its own listener; a thread that fails without one just ends.
    worker.on('error', () => undefined);
    all.add(worker);
    worker.once('exit', () => {
      all.delete(worker);
      const at = idle.findIndex((i) => i.worker === worker);
      if (at >= 0) idle.splice(at, 1);
      // A thread that died (its job answered with the error) is replaced for whoever waits.
      if (!closed && waiting.length) waiting.shift()!(spawn());
    });
    return worker;
  }

  async function take(): Promise<Worker> {
    if (closed) throw new Error('Los informes se están cerrando');
    const free = idle.pop();
    if (free) {
      clearTimeout(free.timer);
      return free.worker;
    }
    if (all.size < size) return spawn();
    return new Promise((resolve) => waiting.push(resolve));
  }

  /** Ends an idle thread: it closes its connection and ends by itself, or is ended after CLOSE_GRACE_MS. */
  function retire(worker: Worker): Promise<void> {
    const at = idle.findIndex((i) => i.worker === worker);
    if (at >= 0) {
      clearTimeout(idle[at].timer);
      idle.splice(at, 1);
    }
    return new Promise((resolve) => {
      const ended = setTimeout(() => void worker.terminate(), CLOSE_GRACE_MS);
      ended.unref();
      worker.once('exit', () => {
        clearTimeout(ended);
        resolve();
      });
      worker.postMessage({ type: 'close' } satisfies ToWorker);
    });
  }

  function release(worker: Worker): void {
    if (closed || !all.has(worker)) return;
    const next = waiting.shift();
    if (next) return next(worker);
    const timer = setTimeout(() => retire(worker), idleMs);
    timer.unref();
    idle.push({ worker, timer });
  }

  /**
   * Sends `start` to a worker and hands its answers to `onMessage` until it says it is done (true).
   * A thread that fails or ends meanwhile fails the job with `onFailure`.
   */
  async function run(start: ToWorker, onMessage: (message: FromWorker, worker: Worker) => boolean, onFailure: (error: Error) => void): Promise<void> {
    const worker = await take();
    const detach = () => {
      worker.off('message', message);
      worker.off('error', failed);
      worker.off('exit', exited);
    };
    const message = (m: FromWorker) => {
      if (!onMessage(m, worker)) return;
      detach();
      release(worker);
    };
    const failed = (error: Error) => {
      detach();
      onFailure(error);
    };
    const exited = (code: number) => failed(new Error(`El proceso de informes terminó (${code})`));
    worker.on('message', message);
    worker.once('error', failed);
    worker.once('exit', exited);
    worker.postMessage(start);
  }

  return {
    mode: 'threads',
    get threads() {
      return all.size;
    },

    value(job, params) {
      return new Promise((resolve, reject) => {
        run(
          { type: 'value', job, params, scope: currentScope() },
          (m) => {
            if (m.type === 'value') resolve(m.value as never);
            else if (m.type === 'error') reject(receivedError(m.error));
            else return false;
            return true;
          },
          reject,
        ).catch(reject);
      });
    },

    file(job, params) {
      return new Promise((resolve, reject) => {
        let started = false;
        let ended = false;
        let owner: Worker | null = null;
        // Bytes pushed past the stream's buffer: acknowledged when the answer reads again.
        let unacked = 0;
        const ack = (bytes: number) => owner?.postMessage({ type: 'ack', bytes } satisfies ToWorker);
        const bytes = new Readable({
          read() {
            if (!unacked) return;
            ack(unacked);
            unacked = 0;
          },
          destroy(error, callback) {
            if (!ended) owner?.postMessage({ type: 'cancel' } satisfies ToWorker);
            callback(error);
          },
        });
        const fail = (error: Error) => {
          ended = true;
          if (started) bytes.destroy(error);
          else reject(error);
        };
        run(
          { type: 'file', job, params, scope: currentScope() },
          (m, worker) => {
            owner = worker;
            if (m.type === 'start') {
              started = true;
              resolve(bytes);
            } else if (m.type === 'chunk') {
              const chunk = Buffer.from(m.data.buffer, m.data.byteOffset, m.data.byteLength);
              if (bytes.destroyed || bytes.push(chunk)) ack(chunk.byteLength);
              else unacked += chunk.byteLength;
            } else if (m.type === 'end') {
              ended = true;
              bytes.push(null);
              return true;
            } else if (m.type === 'error') {
              fail(receivedError(m.error));
              return true;
            }
            return false;
          },
          fail,
        ).catch(reject);
      });
    },

    async close() {
      closed = true;
      const idleWorkers = idle.map((i) => i.worker);
      // Busy threads are ended at once (their jobs fail with it); idle ones close their connections first.
      await Promise.all([...all].map((worker) => (idleWorkers.includes(worker) ? retire(worker) : worker.terminate().then(() => undefined))));
    },
  };
}

/** The jobs in the server's own thread, on its connection. */
export function inlineReportWorkers(db: Db): ReportWorkers {
  return {
    mode: 'inline',
    threads: 0,
    value: (job, params) => VALUE_JOBS[job](scopedTo(db, currentScope()), params as never) as Promise<never>,
    file: (job, params) => FILE_JOBS[job](scopedTo(db, currentScope()), params as never),
    async close() {},
  };
}
