/**
 * The one way a notice reaches a person. A sender names the person (by
 * account or address), the kind, a key that makes the notice unique, the
 * push text's values and, when the kind has one, the mail the person got
 * before there were devices. The person's channel decides: a push row in the
 * queue, the mail, or nothing (domain/notificaciones.ts). The queue is shared
 * by every process: a notice queued twice exists once, a process reserves a
 * row before it sends it, a device the push service forgot (404/410) is
 * deleted, any other failure is tried again later, and a notice no device
 * took goes as its mail.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/schema';
import type { MailQueue } from '../../lib/mailQueue';
import { sendPush, type PushOutcome } from '../../lib/webPush';
import type { VapidKeys } from '../../lib/vapid';
import { serverText } from '../../i18n/index';
import { recipientLanguage } from '../../i18n/recipient';
import { withScope } from '../../tenancy/scope';
import { createQueueWorker, retryDelayMs } from '../../lib/queueWorker';
import { AVISOS, avisoKeys, type CanalAviso, type TipoAviso } from '../../../domain/notificaciones';
import type { Language } from '../../../domain/i18n/languages';
import type { Role } from '../../../domain/roles';
import { notificacionesRepository, type AvisoRow } from './repository';

export interface Aviso {
  municipio: number;
  destinatario: { usuario: number } | { email: string };
  tipo: TipoAviso;
  /** Unique per person and kind: the day of a daily notice, the record of one about a record. */
  clave: string;
  /** The values of the kind's push title and body, in the person's language. */
  datos: (language: Language) => Record<string, string | number>;
  /** Where a tap on the notice opens the app (a path of it), for the person's role when screens differ. */
  url: string | ((role: Role) => string);
  /** The mail queue's kind and destination of the mail this notice is (or falls back to); without it, the notice's own text by mail. */
  correo?: readonly [tipo: string, destinatario: string];
}

/** What became of a notice: its channel, or `repetido` when it was queued already. */
export type Avisado = CanalAviso | 'repetido';

export interface Notificador {
  avisar(aviso: Aviso): Promise<Avisado>;
  /** The VAPID public key browsers subscribe with. */
  clavePublica: string;
  /** Sends every push notice that is due; answers how many reached a device. */
  drain(): Promise<number>;
  start(): void;
  stop(): Promise<void>;
}

/** The mail of a notice whose kind has no mail of its own: its title, body and link (destination "<municipio> <id>"). */
export const AVISO_MAIL = 'aviso';

export const COLA_AVISOS = {
  pollMs: 5_000,
  reserveMs: 2 * 60_000,
  retryBaseMs: 30_000,
  retryMaxMs: 60 * 60_000,
  /** After this many rounds with no device reached, the notice goes as its mail. */
  maxAttempts: 8,
  /** Sent notices are kept this long, so the same one queued again is recognised. */
  keepMs: 90 * 24 * 60 * 60_000,
} as const;

const only = (municipio: number) => ({ municipios: [municipio] });
/** A push body stays short: the service limits the payload to about 4 kB, and a phone shows a few lines. */
const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

export function createNotificador(options: { db: Db; mailQueue: MailQueue; config: Config; log: FastifyBaseLogger; vapid: VapidKeys; now?: () => number }): Notificador {
  const { db, mailQueue, config, log, vapid } = options;
  const now = options.now ?? Date.now;
  const repo = notificacionesRepository(db);
  const subject = `mailto:${config.contactEmail}`;

  /** The channel the person's notice takes now: their choice or the kind's default, and e-mail when push has no device to reach. */
  async function canalDe(usuarioId: number, tipo: TipoAviso): Promise<CanalAviso> {
    const elegido = (await repo.preferencias(usuarioId)).get(tipo);
    const canal = elegido ?? AVISOS[tipo].porDefecto;
    if (canal === 'push' && !(await repo.tieneSuscripcion(usuarioId))) return elegido !== undefined || AVISOS[tipo].correoSinDispositivo ? 'email' : 'ninguno';
    return canal;
  }

  const mailOf = (row: { municipio_id: number; id: number; correo_tipo: string | null; correo_destino: string | null }): [string, string] =>
    row.correo_tipo !== null && row.correo_destino !== null ? [row.correo_tipo, row.correo_destino] : [AVISO_MAIL, `${row.municipio_id} ${row.id}`];

  mailQueue.define(AVISO_MAIL, async (destinatario) => {
    const [municipio, id] = destinatario.split(' ').map(Number);
    const row = await withScope(only(municipio), () =>
      db.selectFrom('cola_avisos').innerJoin('users', 'users.id', 'cola_avisos.usuario_id').select(['users.email', 'titulo', 'cuerpo', 'url']).where('cola_avisos.id', '=', id).executeTakeFirst(),
    );
    if (!row?.email) return null;
    return { to: row.email, subject: `Gatera: ${row.titulo}`, text: `${row.cuerpo}\n\n${config.publicUrl}${row.url}\n` };
  });

  async function avisar(aviso: Aviso): Promise<Avisado> {
    const { tipo, correo } = aviso;
    const queued = await withScope(only(aviso.municipio), async (): Promise<Avisado | [string, string]> => {
      const persona = await repo.persona(aviso.destinatario);
      // Whoever has no account of the kind here gets what they always got.
      if (!persona || !AVISOS[tipo].roles.includes(persona.role as never)) return correo ? [...correo] : 'ninguno';
      const canal = await canalDe(persona.id, tipo);
      if (canal === 'ninguno') return 'ninguno';
      const language = await recipientLanguage(db, persona.email, config.idiomas);
      const datos = aviso.datos(language);
      const keys = avisoKeys(tipo);
      const inserted = await repo.encolar(
        {
          usuario_id: persona.id,
          tipo,
          clave: aviso.clave,
          canal,
          titulo: clip(serverText(language, keys.titulo, datos), 120),
          cuerpo: clip(serverText(language, keys.cuerpo, datos), 600),
          url: typeof aviso.url === 'string' ? aviso.url : aviso.url(persona.role as Role),
          correo_tipo: correo?.[0] ?? null,
          correo_destino: correo?.[1] ?? null,
        },
        new Date(now()).toISOString(),
      );
      if (inserted === null) return 'repetido';
      return canal === 'email' ? mailOf({ municipio_id: aviso.municipio, id: inserted, correo_tipo: correo?.[0] ?? null, correo_destino: correo?.[1] ?? null }) : 'push';
    });
    if (Array.isArray(queued)) {
      await mailQueue.enqueue(queued[0], queued[1]);
      return 'email';
    }
    if (queued === 'push') worker.wake();
    return queued;
  }

  /** Sends the notice to every device of its person; what to do with the row after. */
  async function deliver(row: AvisoRow): Promise<{ reached: boolean; retry: string | null }> {
    const payload = JSON.stringify({ titulo: row.titulo, cuerpo: row.cuerpo, url: row.url, etiqueta: `${row.tipo}:${row.clave}` });
    let reached = false;
    let retry: string | null = null;
    for (const device of await repo.suscripciones(row.usuario_id)) {
      const outcome: PushOutcome = await sendPush(device, payload, { ...vapid, subject });
      if (outcome.kind === 'ok') {
        reached = true;
        await repo.exito(device.id);
      } else if (outcome.kind === 'gone') {
        await repo.olvidar(device.id);
      } else {
        retry = outcome.reason;
      }
    }
    return { reached, retry };
  }

  async function sendOne(id: number): Promise<boolean> {
    const at = now();
    const row = await db
      .updateTable('cola_avisos')
      .set({ reservado_hasta: new Date(at + COLA_AVISOS.reserveMs).toISOString() })
      .where('id', '=', id)
      .where('enviado_at', 'is', null)
      .where((eb) => eb.or([eb('reservado_hasta', 'is', null), eb('reservado_hasta', '<', new Date(at).toISOString())]))
      .returningAll()
      .executeTakeFirst();
    if (!row) return false; // another process has it, or sent it
    const { reached, retry } = await withScope(only(row.municipio_id), () => deliver(row));
    const attempts = row.intentos + 1;
    if (!reached && retry !== null && attempts < COLA_AVISOS.maxAttempts) {
      log.warn({ id, tipo: row.tipo, reason: retry }, `No se pudo entregar un aviso (intento ${attempts}); se reintentará`);
      await db
        .updateTable('cola_avisos')
        .set({ intentos: attempts, ultimo_error: retry.slice(0, 500), reservado_hasta: null, siguiente_intento: new Date(now() + retryDelayMs(attempts, COLA_AVISOS.retryBaseMs, COLA_AVISOS.retryMaxMs)).toISOString() })
        .where('id', '=', id)
        .execute();
      return false;
    }
    // No device took it (none left, or none for good): the person gets it by mail instead.
    const fallback = !reached;
    await db
      .updateTable('cola_avisos')
      .set({ enviado_at: new Date(now()).toISOString(), reservado_hasta: null, intentos: attempts, canal: fallback ? 'email' : row.canal, ultimo_error: retry?.slice(0, 500) ?? null })
      .where('id', '=', id)
      .execute();
    if (fallback) await mailQueue.enqueue(...mailOf(row));
    return reached;
  }

  /** The due notices; those sent long ago are forgotten first. */
  async function due(limit: number): Promise<number[]> {
    await db.deleteFrom('cola_avisos').where('enviado_at', '<', new Date(now() - COLA_AVISOS.keepMs).toISOString()).execute();
    const rows = await db.selectFrom('cola_avisos').select('id').where('enviado_at', 'is', null).where('siguiente_intento', '<=', new Date(now()).toISOString()).orderBy('id').limit(limit).execute();
    return rows.map((r) => r.id);
  }

  const worker = createQueueWorker({ due, send: sendOne, pollMs: COLA_AVISOS.pollMs, log, failure: 'Error al procesar la cola de avisos' });

  return {
    avisar,
    clavePublica: vapid.publicKey,
    drain: worker.drain,
    start: worker.start,
    stop: worker.stop,
  };
}
