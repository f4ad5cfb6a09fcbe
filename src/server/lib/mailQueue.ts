/**
 * Outgoing mail that must not be lost: a row in `mail_queue` first, the
 * message built and sent afterwards by the mailer (SMTP or the outbox). The
 * request that queues it answers at once, so its timing says nothing about the
 * mail; a failed send is retried with a growing wait; rows left by a stopped
 * process are sent when the next one starts. Several processes may share the
 * queue: each row is reserved by one before it is sent.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/schema';
import type { Mailer, MailMessage } from './mailer';
import { createQueueWorker, retryDelayMs } from './queueWorker';

/** Builds the message of a queued row; null when there is nothing to send (e.g. an unknown address). */
export type MailComposer = (destinatario: string) => Promise<MailMessage | null>;

export interface MailQueue {
  /** Registers how rows of a kind become a message. */
  define(tipo: string, compose: MailComposer): void;
  enqueue(tipo: string, destinatario: string): Promise<void>;
  /** Sends every row that is due now; answers how many were sent. */
  drain(): Promise<number>;
  start(): void;
  stop(): Promise<void>;
}

export const MAIL_QUEUE = {
  /** How often due rows are looked for (retries and rows of other processes). */
  pollMs: 5_000,
  /** How long a process holds a row it is sending. */
  reserveMs: 2 * 60_000,
  /** Wait before retry n: 30 s, 1 min, 2 min… at most one hour. */
  retryBaseMs: 30_000,
  retryMaxMs: 60 * 60_000,
  /** After this many failures the row is dropped and the failure logged. */
  maxAttempts: 12,
} as const;

export function createMailQueue(options: { db: Db; mailer: Mailer; log: FastifyBaseLogger; now?: () => number }): MailQueue {
  const { db, mailer, log } = options;
  const now = options.now ?? Date.now;
  const composers = new Map<string, MailComposer>();

  async function sendOne(id: number): Promise<boolean> {
    const at = now();
    const reserved = await db
      .updateTable('mail_queue')
      .set({ reservado_hasta: new Date(at + MAIL_QUEUE.reserveMs).toISOString() })
      .where('id', '=', id)
      .where((eb) => eb.or([eb('reservado_hasta', 'is', null), eb('reservado_hasta', '<', new Date(at).toISOString())]))
      .returningAll()
      .executeTakeFirst();
    if (!reserved) return false; // another process has it
    try {
      const compose = composers.get(reserved.tipo);
      if (!compose) throw new Error(`Tipo de correo desconocido: ${reserved.tipo}`);
      const message = await compose(reserved.destinatario);
      if (message) await mailer.send(message);
      await db.deleteFrom('mail_queue').where('id', '=', id).execute();
      return message !== null;
    } catch (error) {
      const attempts = reserved.intentos + 1;
      const reason = error instanceof Error ? error.message : String(error);
      if (attempts >= MAIL_QUEUE.maxAttempts) {
        log.error({ id, tipo: reserved.tipo, reason }, `Correo descartado tras ${attempts} intentos`);
        await db.deleteFrom('mail_queue').where('id', '=', id).execute();
        return false;
      }
      log.warn({ id, tipo: reserved.tipo, reason }, `No se pudo enviar un correo (intento ${attempts}); se reintentará`);
      await db
        .updateTable('mail_queue')
        .set({
          intentos: attempts,
          ultimo_error: reason.slice(0, 500),
          reservado_hasta: null,
          siguiente_intento: new Date(now() + retryDelayMs(attempts, MAIL_QUEUE.retryBaseMs, MAIL_QUEUE.retryMaxMs)).toISOString(),
        })
        .where('id', '=', id)
        .execute();
      return false;
    }
  }

  async function due(limit: number): Promise<number[]> {
    const rows = await db.selectFrom('mail_queue').select('id').where('siguiente_intento', '<=', new Date(now()).toISOString()).orderBy('id').limit(limit).execute();
    return rows.map((r) => r.id);
  }

  const worker = createQueueWorker({ due, send: sendOne, pollMs: MAIL_QUEUE.pollMs, log, failure: 'Error al procesar la cola de correo' });

  return {
    define(tipo, compose) {
      composers.set(tipo, compose);
    },
    async enqueue(tipo, destinatario) {
      const at = new Date(now()).toISOString();
      await db.insertInto('mail_queue').values({ tipo, destinatario, intentos: 0, siguiente_intento: at, created_at: at }).execute();
      // The request does not wait for the mail: it is sent once the answer is on its way.
      worker.wake();
    },
    drain: worker.drain,
    start: worker.start,
    stop: worker.stop,
  };
}
