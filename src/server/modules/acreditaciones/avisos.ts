/**
 * The reminders before an accreditation expires: AVISO_DIAS before its last
 * day (30 and 7), the caregiver and the responsables of its colonies (those
 * assigned to one of them, else every active responsable of the municipality)
 * get one notice each (their phone, or the mail, as each chose). A reminder is claimed by a row of
 * acreditacion_avisos (the accreditation, its expiry and which reminder) before
 * it is queued, so each goes once whatever the processes and restarts; a
 * renewed accreditation (a new expiry) gets its own. The server looks every
 * few minutes; the run goes municipality by municipality, each in its own scope.
 */
import type { FastifyBaseLogger } from 'fastify';
import { hoyEnEspana, diasDespues } from '../../../domain/cer';
import { AVISO_DIAS, avisoDebido, diasEntre } from '../../../domain/acreditaciones';
import { serverText } from '../../i18n/index';
import { recipientLanguage } from '../../i18n/recipient';
import { fill } from '../../reports/texts';
import type { Config } from '../../config';
import type { Db } from '../../db/schema';
import type { MailQueue } from '../../lib/mailQueue';
import type { Notificador } from '../notificaciones/notificador';
import { municipiosRepository } from '../municipios/repository';
import { withScope } from '../../tenancy/scope';
import { acreditacionesRepository } from './repository';

export const AVISO_ACREDITACION_MAIL = 'acreditacion_caduca';
/** How often the server looks for reminders due. */
export const AVISOS_ACREDITACIONES_CHECK_MS = 10 * 60_000;

const dmy = (fecha: string) => fecha.split('-').reverse().join('/');
const only = (municipio: number) => ({ municipios: [municipio] });

export interface AvisosAcreditaciones {
  /** Queues the reminders due on `fecha` not queued yet; answers how many mails were queued. */
  run(fecha: string): Promise<number>;
  start(): void;
  stop(): void;
}

export function createAvisosAcreditaciones(options: { db: Db; mailQueue: MailQueue; notificador: Notificador; config: Config; log: FastifyBaseLogger }): AvisosAcreditaciones {
  const { db, mailQueue, notificador, config, log } = options;
  const repo = acreditacionesRepository(db);
  let timer: NodeJS.Timeout | null = null;

  // A queued row: "<municipio> <acreditación> <AAAA-MM-DD of the run> correo@ejemplo.es"; the mail is built when sent.
  mailQueue.define(AVISO_ACREDITACION_MAIL, async (destinatario) => {
    const [municipio, id, fecha, email] = destinatario.split(' ');
    const acreditacion = await withScope(only(Number(municipio)), () => repo.find(Number(id), fecha));
    // Revoked or deleted meanwhile: nothing to remind of.
    if (!acreditacion || acreditacion.revocada_at !== null) return null;
    const language = await recipientLanguage(db, email, config.idiomas);
    const text = (key: string) => serverText(language, `acreditaciones.aviso.${key}`);
    const values = {
      persona: acreditacion.usuario_nombre,
      colonias: acreditacion.colonias.map((c) => c.nombre).join(', '),
      hasta: dmy(acreditacion.hasta),
      dias: String(Math.max(0, diasEntre(fecha, acreditacion.hasta))),
    };
    return {
      to: email,
      subject: fill(text('subject'), values),
      text: `${fill(text('text'), values)}\n\n${text('pie')}\n${config.publicUrl}/acreditaciones/${acreditacion.id}\n`,
    };
  });

  async function run(fecha: string): Promise<number> {
    if (!config.avisosAcreditaciones) return 0;
    let queued = 0;
    for (const municipio of await municipiosRepository(db).activeIds()) {
      queued += await withScope(only(municipio), async () => {
        let count = 0;
        for (const acreditacion of await repo.expiring(fecha, diasDespues(fecha, Math.max(...AVISO_DIAS)), fecha)) {
          const dias = avisoDebido(acreditacion.hasta, fecha);
          if (dias === null || !(await repo.claimAviso(acreditacion.id, acreditacion.hasta, dias))) continue;
          const emails = new Set([acreditacion.usuario_email, ...(await repo.responsablesDe(acreditacion.colonias.map((c) => c.id)))].map((e) => e.trim().toLowerCase()).filter(Boolean));
          for (const email of emails) {
            await notificador.avisar({
              municipio,
              destinatario: { email },
              tipo: 'acreditacion_caduca',
              clave: `${acreditacion.id} ${acreditacion.hasta} ${dias}`,
              datos: () => ({ nombre: acreditacion.usuario_nombre, fecha: dmy(acreditacion.hasta) }),
              url: `/acreditaciones/${acreditacion.id}`,
              correo: [AVISO_ACREDITACION_MAIL, `${municipio} ${acreditacion.id} ${fecha} ${email}`],
            });
          }
          count += emails.size;
        }
        return count;
      });
    }
    return queued;
  }

  const tickLogged = () => {
    run(hoyEnEspana()).catch((error: unknown) => log.error({ err: error }, 'No se pudieron preparar los avisos de acreditaciones por caducar'));
  };

  return {
    run,
    start() {
      if (!config.avisosAcreditaciones || timer) return;
      timer = setInterval(tickLogged, AVISOS_ACREDITACIONES_CHECK_MS);
      timer.unref();
      tickLogged();
    },
    stop() {
      if (timer) clearInterval(timer);
      timer = null;
    },
  };
}
