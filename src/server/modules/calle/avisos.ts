/**
 * The missed-shift notice: once a shift day is over (its night slot ends at
 * 06:00 the next morning), each active responsable gets, through the mail
 * queue (SMTP or the outbox), the shifts of that day nobody visited. A row in
 * avisos_turnos makes it once per day across processes and restarts; the
 * message is built when it is sent, so a visit synced late still counts.
 */
import type { FastifyBaseLogger } from 'fastify';
import { diaAnterior, diaSemana, isFranja, turnoDe } from '../../../domain/calle';
import { MAIL_TEXTS } from '../../i18n/mails';
import { serverText } from '../../i18n/index';
import { recipientLanguage } from '../../i18n/recipient';
import { fill } from '../../reports/texts';
import type { Config } from '../../config';
import type { Db } from '../../db/schema';
import type { MailQueue } from '../../lib/mailQueue';
import { calleRepository } from './repository';

export const AVISO_TURNOS_MAIL = 'turnos_perdidos';
/** How often the server looks for a finished day whose notice is not out yet. */
export const AVISOS_CHECK_MS = 10 * 60_000;

const dmy = (fecha: string) => fecha.split('-').reverse().join('/');

export interface AvisosTurnos {
  /** Queues the notice of `fecha` unless it is off or already queued; answers how many mails were queued. */
  run(fecha: string): Promise<number>;
  /** The notice of the last finished shift day. */
  tick(now?: Date): Promise<number>;
  start(): void;
  stop(): void;
}

export function createAvisosTurnos(options: { db: Db; mailQueue: MailQueue; config: Config; log: FastifyBaseLogger }): AvisosTurnos {
  const { db, mailQueue, config, log } = options;
  const repo = calleRepository(db);
  let timer: NodeJS.Timeout | null = null;

  // The destination carries the day: "AAAA-MM-DD correo@ejemplo.es".
  mailQueue.define(AVISO_TURNOS_MAIL, async (destinatario) => {
    const [fecha, email] = destinatario.split(' ');
    const pendientes = await repo.pendientes(fecha, diaSemana(fecha));
    if (pendientes.length === 0) return null;
    // In the responsable's language, else the council's default.
    const language = await recipientLanguage(db, email, config.idiomas);
    const mail = MAIL_TEXTS[language].turnosSinVisita;
    const lines = pendientes.map((p) => `- ${p.colonia_nombre}, ${isFranja(p.franja) ? mail.franjas[p.franja] : p.franja}: ${p.usuario_nombre}`);
    return {
      to: email,
      subject: fill(mail.subject, { fecha: dmy(fecha) }),
      text: `${fill(mail.intro, { fecha: dmy(fecha) })}\n\n${lines.join('\n')}\n\n${serverText(language, 'calle.avisoPie')}\n${config.publicUrl}/visitas/pendientes\n`,
    };
  });

  async function run(fecha: string): Promise<number> {
    if (!config.avisosTurnos) return 0;
    if ((await repo.pendientes(fecha, diaSemana(fecha))).length === 0) return 0;
    if (!(await repo.claimAviso(fecha))) return 0;
    const responsables = await repo.responsables();
    for (const { email } of responsables) await mailQueue.enqueue(AVISO_TURNOS_MAIL, `${fecha} ${email}`);
    return responsables.length;
  }

  const tick = (now = new Date()) => run(diaAnterior(turnoDe(now, config.municipio.zonaHoraria).fecha));
  const tickLogged = () => {
    tick().catch((error: unknown) => log.error({ err: error }, 'No se pudo preparar el aviso de turnos sin visita'));
  };

  return {
    run,
    tick,
    start() {
      if (!config.avisosTurnos || timer) return;
      timer = setInterval(tickLogged, AVISOS_CHECK_MS);
      timer.unref();
      tickLogged();
    },
    stop() {
      if (timer) clearInterval(timer);
      timer = null;
    },
  };
}
