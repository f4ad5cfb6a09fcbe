/**
 * The missed-shift notice: once a shift day is over (its night slot ends at
 * 06:00 the next morning), each active responsable gets, through the
 * notifier (their devices, or the mail queue as always), the shifts of that
 * day nobody visited in their own municipality. The run goes municipality by municipality, each in its
 * own scope (every active one of the installation), so a mail names no colony
 * or person of another. A row in avisos_turnos makes it once per day for the
 * whole installation, across processes and restarts; the message is built
 * when it is sent, so a visit synced late still counts.
 */
import type { FastifyBaseLogger } from 'fastify';
import { diaAnterior, diaSemana, isFranja, turnoDe } from '../../../domain/calle';
import { MAIL_TEXTS } from '../../i18n/mails';
import { serverText } from '../../i18n/index';
import { recipientLanguage } from '../../i18n/recipient';
import { fill } from '../../reports/texts';
import type { Config } from '../../config';
import type { Language } from '../../../domain/i18n/languages';
import type { Db } from '../../db/schema';
import type { MailQueue } from '../../lib/mailQueue';
import type { Notificador } from '../notificaciones/notificador';
import { municipiosRepository } from '../municipios/repository';
import { municipioSettings } from '../ajustes/settings';
import { withScope } from '../../tenancy/scope';
import { FIRST_MUNICIPIO } from '../../db/tenantTables';
import { calleRepository, type Pendiente } from './repository';

export const AVISO_TURNOS_MAIL = 'turnos_perdidos';
/** How often the server looks for a finished day whose notice is not out yet. */
export const AVISOS_CHECK_MS = 10 * 60_000;

const dmy = (fecha: string) => fecha.split('-').reverse().join('/');

/** A queued notice's destination: "AAAA-MM-DD <municipio> correo@ejemplo.es". */
const destination = (fecha: string, municipio: number, email: string) => `${fecha} ${municipio} ${email}`;

/** Reads a destination; one queued before municipalities ("AAAA-MM-DD correo") is the first municipality's, the only one there was. */
function parseDestination(destinatario: string): { fecha: string; municipio: number; email: string } {
  const parts = destinatario.split(' ');
  if (parts.length === 2) return { fecha: parts[0], municipio: FIRST_MUNICIPIO, email: parts[1] };
  return { fecha: parts[0], municipio: Number(parts[1]), email: parts[2] };
}

const only = (municipio: number) => ({ municipios: [municipio] });

export interface AvisosTurnos {
  /** Queues the notice of `fecha` unless it is off or already queued; answers how many mails were queued. */
  run(fecha: string): Promise<number>;
  /** The notice of the last finished shift day. */
  tick(now?: Date): Promise<number>;
  start(): void;
  stop(): void;
}

/** The push text's list of missed shifts: "Colonia (franja): persona; …". */
function turnosEnTexto(pendientes: Pendiente[], language: Language): string {
  const franjas = MAIL_TEXTS[language].turnosSinVisita.franjas;
  return pendientes.map((p) => `${p.colonia_nombre} (${isFranja(p.franja) ? franjas[p.franja] : p.franja}): ${p.usuario_nombre}`).join('; ');
}

export function createAvisosTurnos(options: { db: Db; mailQueue: MailQueue; notificador: Notificador; config: Config; log: FastifyBaseLogger }): AvisosTurnos {
  const { db, mailQueue, notificador, config, log } = options;
  const repo = calleRepository(db);
  const settings = municipioSettings(db, config);
  let timer: NodeJS.Timeout | null = null;

  // The destination carries the day and the municipality; the queue builds it in the installation's scope.
  mailQueue.define(AVISO_TURNOS_MAIL, async (destinatario) => {
    const { fecha, municipio, email } = parseDestination(destinatario);
    const pendientes = await withScope(only(municipio), () => repo.pendientes(fecha, diaSemana(fecha)));
    if (pendientes.length === 0) return null;
    // In the responsable's language, else the council's default (an address is one account's in the whole installation).
    const language = await recipientLanguage(db, email, config.idiomas);
    const mail = MAIL_TEXTS[language].turnosSinVisita;
    const lines = pendientes.map((p) => `- ${p.colonia_nombre}, ${isFranja(p.franja) ? mail.franjas[p.franja] : p.franja}: ${p.usuario_nombre}`);
    // With several municipalities a responsable may work in more than one: the notice says whose shifts they are.
    const nombre = (await municipiosRepository(db).list()).length > 1 ? (await settings.of(municipio)).municipio.nombre : null;
    return {
      to: email,
      subject: `${fill(mail.subject, { fecha: dmy(fecha) })}${nombre ? ` (${nombre})` : ''}`,
      text: `${nombre ? `${fill(mail.municipio, { nombre })}\n\n` : ''}${fill(mail.intro, { fecha: dmy(fecha) })}\n\n${lines.join('\n')}\n\n${serverText(language, 'calle.avisoPie')}\n${config.publicUrl}/visitas/pendientes\n`,
    };
  });

  async function run(fecha: string): Promise<number> {
    if (!config.avisosTurnos || (await repo.avisoClaimed(fecha))) return 0;
    const dia = diaSemana(fecha);
    const missed = new Map<number, Pendiente[]>();
    for (const municipio of await municipiosRepository(db).activeIds()) {
      const pendientes = await withScope(only(municipio), () => repo.pendientes(fecha, dia));
      if (pendientes.length > 0) missed.set(municipio, pendientes);
    }
    if (missed.size === 0 || !(await repo.claimAviso(fecha))) return 0;
    let queued = 0;
    for (const [municipio, pendientes] of missed) {
      const responsables = await withScope(only(municipio), () => repo.responsables());
      for (const { email } of responsables) {
        const sent = await notificador.avisar({
          municipio,
          destinatario: { email },
          tipo: 'turno_perdido',
          clave: fecha,
          datos: (language) => ({ fecha: dmy(fecha), turnos: turnosEnTexto(pendientes, language) }),
          url: '/visitas/pendientes',
          correo: [AVISO_TURNOS_MAIL, destination(fecha, municipio, email)],
        });
        if (sent === 'push' || sent === 'email') queued += 1;
      }
    }
    return queued;
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
