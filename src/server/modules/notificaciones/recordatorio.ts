/**
 * The shift reminder: once a shift day begins (06:00, when the night slot of
 * the day before ends), everyone with a shift that day gets one notice
 * listing them, through the notifier (their devices, or as they chose). The
 * run goes municipality by municipality, each in its own scope. Each
 * person's notice of a day is one row of the shared queue (its key is the
 * day), so several processes, or a restart, send it once.
 */
import type { FastifyBaseLogger } from 'fastify';
import { diaSemana, isFranja, turnoDe } from '../../../domain/calle';
import type { Language } from '../../../domain/i18n/languages';
import type { Config } from '../../config';
import type { Db } from '../../db/schema';
import { MAIL_TEXTS } from '../../i18n/mails';
import { withScope } from '../../tenancy/scope';
import { municipiosRepository } from '../municipios/repository';
import type { Notificador } from './notificador';

/** How often the server looks for a day whose reminders are not out yet. */
export const RECORDATORIO_CHECK_MS = 10 * 60_000;

const only = (municipio: number) => ({ municipios: [municipio] });

interface TurnoDelDia {
  usuario_id: number;
  colonia: string;
  franja: string;
}

export interface RecordatorioTurnos {
  /** Queues the reminders of `fecha` (unless off); answers how many people were newly notified. */
  run(fecha: string): Promise<number>;
  tick(now?: Date): Promise<number>;
  start(): void;
  stop(): void;
}

function turnosEnTexto(turnos: TurnoDelDia[], language: Language): string {
  const franjas = MAIL_TEXTS[language].turnosSinVisita.franjas;
  return turnos.map((t) => `${t.colonia} (${isFranja(t.franja) ? franjas[t.franja] : t.franja})`).join('; ');
}

export function createRecordatorioTurnos(options: { db: Db; notificador: Notificador; config: Config; log: FastifyBaseLogger }): RecordatorioTurnos {
  const { db, notificador, config, log } = options;
  let timer: NodeJS.Timeout | null = null;
  /** The last day this process queued: the shared queue keeps other processes from repeating it. */
  let done: string | null = null;

  async function turnosDe(fecha: string): Promise<Map<number, TurnoDelDia[]>> {
    const rows = await db
      .selectFrom('turnos')
      .innerJoin('colonias', 'colonias.id', 'turnos.colonia_id')
      .innerJoin('users', 'users.id', 'turnos.usuario_id')
      .select(['turnos.usuario_id', 'colonias.nombre as colonia', 'turnos.franja'])
      .where('turnos.dia_semana', '=', diaSemana(fecha))
      .where('users.activo', '=', 1)
      .orderBy('turnos.usuario_id')
      .orderBy('turnos.franja')
      .orderBy('colonias.nombre_orden')
      .execute();
    const byPerson = new Map<number, TurnoDelDia[]>();
    for (const row of rows) byPerson.set(row.usuario_id, [...(byPerson.get(row.usuario_id) ?? []), row]);
    return byPerson;
  }

  async function run(fecha: string): Promise<number> {
    if (!config.avisosRecordatorioTurnos) return 0;
    let sent = 0;
    for (const municipio of await municipiosRepository(db).activeIds()) {
      const byPerson = await withScope(only(municipio), () => turnosDe(fecha));
      for (const [usuario, turnos] of byPerson) {
        const outcome = await notificador.avisar({
          municipio,
          destinatario: { usuario },
          tipo: 'turno_recordatorio',
          clave: fecha,
          datos: (language) => ({ turnos: turnosEnTexto(turnos, language) }),
          url: '/hoy',
        });
        if (outcome === 'push' || outcome === 'email') sent += 1;
      }
    }
    return sent;
  }

  async function tick(now = new Date()): Promise<number> {
    const { fecha } = turnoDe(now, config.municipio.zonaHoraria);
    if (done === fecha) return 0;
    const sent = await run(fecha);
    done = fecha;
    return sent;
  }

  const tickLogged = () => {
    tick().catch((error: unknown) => log.error({ err: error }, 'No se pudo preparar el recordatorio de turnos'));
  };

  return {
    run,
    tick,
    start() {
      if (!config.avisosRecordatorioTurnos || timer) return;
      timer = setInterval(tickLogged, RECORDATORIO_CHECK_MS);
      timer.unref();
      tickLogged();
    },
    stop() {
      if (timer) clearInterval(timer);
      timer = null;
    },
  };
}
