/**
 * The messages between the server's thread and a report worker (workers/pool.ts
 * and workers/worker.ts). A worker runs one job at a time. A file's bytes go
 * out in chunks; the worker stops sending (and a PDF stops being drawn) while
 * more than WORKER_UNACKED_BYTES of them have not been taken by the answer's
 * stream, so a slow client keeps memory bounded and the server's thread never
 * handles more than a chunk at a time.
 */
import type { FileJob, ValueJob } from './jobs';
import type { TenantScope } from '../../tenancy/scope';

export const WORKER_UNACKED_BYTES = 1024 * 1024;

/**
 * How much nicer a report thread is than its process (Linux gives each thread its own nice value,
 * 19 at most): when the machine's cores are busy, the thread that answers requests gets the
 * processor first (nice 0 weighs about ten times nice 10), and the report takes what is left.
 */
export const REPORT_THREAD_NICENESS = 10;

/** A report thread's nice value in a process of nice value `process`. */
export const reportThreadNice = (process: number) => Math.min(19, process + REPORT_THREAD_NICENESS);

export type ToWorker =
  /** `scope`: whose records the job reads (the scope of the request that asked for it). */
  | { type: 'value'; job: ValueJob; params: unknown; scope: TenantScope }
  | { type: 'file'; job: FileJob; params: unknown; scope: TenantScope }
  /** `bytes` of the file were taken by the answer's stream. */
  | { type: 'ack'; bytes: number }
  /** The client went away: stop. */
  | { type: 'cancel' }
  /** No more work: close the connection and end the thread. */
  | { type: 'close' };

export type FromWorker =
  | { type: 'value'; value: unknown }
  /** The file's first query was read: its bytes follow. */
  | { type: 'start' }
  | { type: 'chunk'; data: Uint8Array }
  /** The file is complete (or was cancelled); the worker is free. */
  | { type: 'end' }
  | { type: 'error'; error: SentError };

/** An error as it crosses threads: its message and the code the server's error handler classifies by (e.g. 503 for a database outage). */
export interface SentError {
  message: string;
  code?: string;
  stack?: string;
}

export function sendableError(error: unknown): SentError {
  const e = error as { message?: unknown; code?: unknown; stack?: unknown };
  return { message: String(e?.message ?? error), code: typeof e?.code === 'string' ? e.code : undefined, stack: typeof e?.stack === 'string' ? e.stack : undefined };
}

export function receivedError(sent: SentError): Error {
  const error = new Error(sent.message) as Error & { code?: string };
  if (sent.code) error.code = sent.code;
  if (sent.stack) error.stack = sent.stack;
  return error;
}
