/**
 * A report worker thread: opens its own read-only connection to the data
 * (db/reader.ts) and runs the jobs of workers/jobs.ts that the server's thread
 * sends it, one at a time, answering as workers/protocol.ts says. Its queries,
 * its drawing and its garbage collection never hold up the server's requests.
 */
import { parentPort, workerData } from 'node:worker_threads';
import type { DatabaseLocation } from '../../db/index';
import { openReader } from '../../db/reader';
import { loadPdfKit } from '../../lib/pdfkit';
import { ReportDocument } from '../document';
import { DOCUMENT_JOBS, VALUE_JOBS, type DocumentParams, type Draw } from './jobs';
import { WORKER_UNACKED_BYTES, sendableError, type FromWorker, type ToWorker } from './protocol';

const port = parentPort!;
const reader = openReader((workerData as { location: DatabaseLocation }).location);
// A connection that cannot open fails each job with its error, not the thread.
reader.catch(() => undefined);

const send = (message: FromWorker, transfer: ArrayBuffer[] = []) => port.postMessage(message, transfer);

/** The document being streamed: how the server's thread steers it. */
let current: { ack(bytes: number): void; cancel(): void } | null = null;

port.on('message', (message: ToWorker) => {
  if (message.type === 'ack') current?.ack(message.bytes);
  else if (message.type === 'cancel') current?.cancel();
  else void run(message);
});

async function run(message: Extract<ToWorker, { type: 'value' | 'document' }>): Promise<void> {
  try {
    const { db } = await reader;
    if (message.type === 'value') {
      send({ type: 'value', value: await VALUE_JOBS[message.job](db, message.params as never) });
      return;
    }
    const params = message.params as DocumentParams;
    const draw = await DOCUMENT_JOBS[message.job](db, params as never);
    const report = new ReportDocument(params.frame, await loadPdfKit());
    send({ type: 'start' });
    await stream(report, draw);
    send({ type: 'end' });
  } catch (error) {
    send({ type: 'error', error: sendableError(error) });
  }
}

/** Draws the document, sending its bytes as they come; pauses while too many are unread, stops when cancelled. */
async function stream(report: ReportDocument, draw: Draw): Promise<void> {
  const { doc } = report;
  let unacked = 0;
  let cancelled = false;
  const finished = new Promise<void>((resolve) => {
    doc.once('end', resolve);
    doc.once('close', resolve);
  });
  doc.on('data', (chunk: Buffer) => {
    // A copy of its own, moved (not cloned) to the other thread: a chunk may be a view of a larger shared buffer.
    const data = new Uint8Array(chunk);
    unacked += data.byteLength;
    send({ type: 'chunk', data }, [data.buffer as ArrayBuffer]);
    // Paused, the document keeps what it draws, and the renderers' backpressure() waits for it to be read.
    if (unacked > WORKER_UNACKED_BYTES) doc.pause();
  });
  current = {
    ack(bytes) {
      unacked -= bytes;
      if (unacked <= WORKER_UNACKED_BYTES && !cancelled) doc.resume();
    },
    cancel() {
      cancelled = true;
      doc.destroy();
    },
  };
  try {
    await draw(report);
    if (!cancelled) report.end();
  } catch (error) {
    if (!cancelled) {
      doc.destroy();
      throw error;
    }
  } finally {
    await finished;
    current = null;
  }
}
