/**
 * The daily reminder of overdue loans: each morning, everyone who has an item
 * past its return date, and the responsables of its colony (those assigned
 * to it, else every active responsable of the municipality), get through the
 * notifier (their devices, or the mail queue as always) one notice listing
 * the overdue items that concern them. The run
 * goes municipality by municipality, each in its own scope, so a mail names
 * nothing of another. A row in avisos_equipos makes it once per day for the
 * whole installation, across processes and restarts; the mail is built when
 * it is sent, so an item returned meanwhile is left out (and no mail goes if
 * none is left).
 */
import type { FastifyBaseLogger } from 'fastify';
import { hoyEnEspana } from '../../../domain/cer';
import { MAIL_TEXTS } from '../../i18n/mails';
import { serverText } from '../../i18n/index';
import { recipientLanguage } from '../../i18n/recipient';
import { fill } from '../../reports/texts';
import type { Config } from '../../config';
import type { Db } from '../../db/schema';
import type { MailQueue } from '../../lib/mailQueue';
import type { Notificador } from '../notificaciones/notificador';
import { municipiosRepository } from '../municipios/repository';
import { withScope } from '../../tenancy/scope';
import { equipoPath } from '../../../domain/equipos';
import { equiposRepository, type PrestamoRow } from './repository';

export const AVISO_EQUIPOS_MAIL = 'equipos_vencidos';
/** How often the server looks for a day whose reminders are not out yet. */
export const AVISOS_EQUIPOS_CHECK_MS = 10 * 60_000;

const dmy = (fecha: string) => fecha.split('-').reverse().join('/');
const only = (municipio: number) => ({ municipios: [municipio] });

/** A queued reminder's destination: "AAAA-MM-DD <municipio> correo@ejemplo.es". */
const destination = (fecha: string, municipio: number, email: string) => `${fecha} ${municipio} ${email}`;

/** Who each overdue loan concerns: its borrower and its colony's responsables, by address. */
async function concerned(repo: ReturnType<typeof equiposRepository>, loans: PrestamoRow[]): Promise<Map<string, PrestamoRow[]>> {
  const byEmail = new Map<string, PrestamoRow[]>();
  const add = (email: string, loan: PrestamoRow) => {
    const key = email.trim().toLowerCase();
    if (!key) return;
    const list = byEmail.get(key) ?? [];
    if (!list.includes(loan)) list.push(loan);
    byEmail.set(key, list);
  };
  const responsables = new Map<number | null, string[]>();
  for (const loan of loans) {
    if (loan.usuario_email) add(loan.usuario_email, loan);
    if (!responsables.has(loan.colonia_id)) responsables.set(loan.colonia_id, await repo.responsablesDe(loan.colonia_id));
    for (const email of responsables.get(loan.colonia_id)!) add(email, loan);
  }
  return byEmail;
}

export interface AvisosEquipos {
  /** Queues the reminders of `fecha` unless they are off or already queued; answers how many mails were queued. */
  run(fecha: string): Promise<number>;
  tick(now?: Date): Promise<number>;
  start(): void;
  stop(): void;
}

export function createAvisosEquipos(options: { db: Db; mailQueue: MailQueue; notificador: Notificador; config: Config; log: FastifyBaseLogger }): AvisosEquipos {
  const { db, mailQueue, notificador, config, log } = options;
  const repo = equiposRepository(db);
  let timer: NodeJS.Timeout | null = null;

  mailQueue.define(AVISO_EQUIPOS_MAIL, async (destinatario) => {
    const [fecha, municipio, email] = destinatario.split(' ');
    const loans = await withScope(only(Number(municipio)), async () => (await concerned(repo, await repo.vencidos(fecha))).get(email) ?? []);
    if (loans.length === 0) return null;
    const language = await recipientLanguage(db, email, config.idiomas);
    const mail = MAIL_TEXTS[language].equiposVencidos;
    const lines = loans.map((p) =>
      fill(mail.linea, { codigo: `${p.equipo_codigo} (${config.publicUrl}${equipoPath(p.equipo_id)})`, colonia: p.colonia_nombre ?? '—', persona: p.usuario_nombre ?? '—', hasta: dmy(p.devolver_antes_de) }),
    );
    return {
      to: email,
      subject: fill(mail.subject, { fecha: dmy(fecha) }),
      text: `${mail.intro}\n\n${lines.join('\n')}\n\n${serverText(language, 'equipos.avisoPie')}\n${config.publicUrl}/equipos\n`,
    };
  });

  async function run(fecha: string): Promise<number> {
    if (!config.avisosEquipos || (await repo.avisoClaimed(fecha))) return 0;
    const due = new Map<number, Map<string, PrestamoRow[]>>();
    for (const municipio of await municipiosRepository(db).activeIds()) {
      const byEmail = await withScope(only(municipio), async () => concerned(repo, await repo.vencidos(fecha)));
      if (byEmail.size > 0) due.set(municipio, byEmail);
    }
    if (due.size === 0 || !(await repo.claimAviso(fecha))) return 0;
    let queued = 0;
    for (const [municipio, byEmail] of due) {
      for (const [email, loans] of byEmail) {
        const sent = await notificador.avisar({
          municipio,
          destinatario: { email },
          tipo: 'equipo_vencido',
          clave: fecha,
          datos: () => ({ equipos: loans.map((p) => `${p.equipo_codigo} (${p.colonia_nombre ?? '—'}, ${dmy(p.devolver_antes_de)})`).join('; ') }),
          url: loans.length === 1 ? equipoPath(loans[0].equipo_id) : '/equipos',
          correo: [AVISO_EQUIPOS_MAIL, destination(fecha, municipio, email)],
        });
        if (sent === 'push' || sent === 'email') queued += 1;
      }
    }
    return queued;
  }

  const tick = (now = new Date()) => run(hoyEnEspana(now));
  const tickLogged = () => {
    tick().catch((error: unknown) => log.error({ err: error }, 'No se pudo preparar el recordatorio de equipos vencidos'));
  };

  return {
    run,
    tick,
    start() {
      if (!config.avisosEquipos || timer) return;
      timer = setInterval(tickLogged, AVISOS_EQUIPOS_CHECK_MS);
      timer.unref();
      tickLogged();
    },
    stop() {
      if (timer) clearInterval(timer);
      timer = null;
    },
  };
}
