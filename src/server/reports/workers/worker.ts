/**
 * A report worker thread: opens its own read-only connection to the data
 * (db/reader.ts) and runs the jobs of workers/jobs.ts that the server's thread
 * sends it, one at a time, answering as workers/protocol.ts says. Its queries,
 * its drawing and its garbage collection never hold up the server's requests.
 */
import fs from 'node:fs';
import os from 'node:os';
import type { Readable } from 'node:stream';
import { parentPort, workerData } from 'node:worker_threads';
import type { DatabaseLocation } from '../../db/index';
import { openReader } from '../../db/reader';
import { FILE_CHUNK_BYTES, FILE_JOBS, VALUE_JOBS } from './jobs';
import { WORKER_UNACKED_BYTES, reportThreadNice, sendableError, type FromWorker, type ToWorker } from './protocol';
import { scopedTo } from '../../db/tenantPlugin';

/** Lowers this thread's priority below its process's (reportThreadNice). */
function yieldToRequests(): void {
  try {
    // `/proc/thread-self` names this thread's own id; setpriority() with it changes this thread alone.
    const tid = Number(fs.readlinkSync('/proc/thread-self').split('/').pop());
    if (tid) os.setPriority(tid, reportThreadNice(os.getPriority(tid)));
  } catch {
    // Not Linux: the thread keeps the process's priority.
  }
}
yieldToRequests();

const port = parentPort!;
const reader = openReader((workerData as { location: DatabaseLocation }).location);
// A connection that cannot open fails each job with its error, not the thread.
reader.catch(() => undefined);

const send = (message: FromWorker, transfer: ArrayBuffer[] = []) => port.postMessage(message, transfer);

/** The file being sent: how the server's thread steers it. */
let current: { ack(bytes: number): void; cancel(): void } | null = null;

port.on('message', (message: ToWorker) => {
  if (message.type === 'ack') current?.ack(message.bytes);
  else if (message.type === 'cancel') current?.cancel();
  else if (message.type === 'close') void close();
  else void run(message);
});

/** Ends the thread after closing its connection (PostgreSQL sees a goodbye, not a dropped socket). */
async function close(): Promise<void> {
  await reader.then((r) => r.destroy()).catch(() => undefined);
  port.close();
}

async function run(message: Extract<ToWorker, { type: 'value' | 'file' }>): Promise<void> {
  try {
    const db = scopedTo((await reader).db, message.scope);
    if (message.type === 'value') {
      send({ type: 'value', value: await VALUE_JOBS[message.job](db, message.params as never) });
      return;
    }
    const file = await FILE_JOBS[message.job](db, message.params as never);
    send({ type: 'start' });
    await sendFile(file);
    send({ type: 'end' });
  } catch (error) {
    send({ type: 'error', error: sendableError(error) });
  }
}

/**
 * Sends the file's bytes as they come, gathered into messages of FILE_CHUNK_BYTES (pdfkit writes a
 * PDF a few hundred bytes at a time: one message each would be thousands of turns of the server's
 * thread per report); pauses the file while too many are unread, ends it when cancelled.
 */
function sendFile(file: Readable): Promise<void> {
  let unacked = 0;
  let cancelled = false;
  let gathered: Buffer[] = [];
  let gatheredBytes = 0;
  const flush = () => {
    if (!gatheredBytes) return;
    // A copy of its own, moved (not cloned) to the other thread.
    const data = new Uint8Array(gatheredBytes);
    let at = 0;
    for (const chunk of gathered) {
      data.set(chunk, at);
      at += chunk.byteLength;
    }
    gathered = [];
    gatheredBytes = 0;
    unacked += data.byteLength;
    send({ type: 'chunk', data }, [data.buffer as ArrayBuffer]);
    // Paused, a PDF keeps what it draws, and the renderers' backpressure() waits until it is read.
    if (unacked > WORKER_UNACKED_BYTES) file.pause();
  };
  return new Promise<void>((resolve, reject) => {
    file.on('data', (chunk: Buffer) => {
      gathered.push(chunk);
      gatheredBytes += chunk.byteLength;
      if (gatheredBytes >= FILE_CHUNK_BYTES) flush();
    });
    file.once('end', () => {
      flush();
      resolve();
    });
    file.once('error', (error) => (cancelled ? resolve() : reject(error)));
    file.once('close', resolve);
    current = {
      ack(bytes) {
        unacked -= bytes;
        if (unacked <= WORKER_UNACKED_BYTES && !cancelled) file.resume();
      },
      cancel() {
        cancelled = true;
        file.destroy();
      },
    };
  }).finally(() => {
    current = null;
  });
}
