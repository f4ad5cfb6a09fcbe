/**
 * The e-mails of a sighting: the receipt with its tracking link and the
 * decision with the council's answer go to the e-mail the citizen gave (a
 * failed one is logged, never undoes the sighting: the sender is the
 * complaints' sendNotice); the notice to the linked colony's responsables
 * goes through the notices (their phone, or the mail built when it is sent,
 * in each one's language, as each chose).
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/schema';
import type { Config } from '../../config';
import type { MailQueue } from '../../lib/mailQueue';
import type { Notificador } from '../notificaciones/notificador';
import { AVISTAMIENTO_MAILS } from '../../i18n/avistamientoMails';
import { serverText } from '../../i18n/index';
import { recipientLanguage } from '../../i18n/recipient';
import { fill } from '../../reports/texts';
import { isLanguage, type Language } from '../../../domain/i18n/languages';
import { avistamientoSeguimientoPath, isAvistamientoTipo, type AvistamientoEstado } from '../../../domain/avistamientos';
import { withScope } from '../../tenancy/scope';
import { avistamientosRepository, type AvistamientoRow } from './repository';

export const AVISO_AVISTAMIENTO_MAIL = 'avistamiento_colonia';

const languageOfRow = (row: Pick<AvistamientoRow, 'idioma'>): Language => (isLanguage(row.idioma) ? row.idioma : 'es');

type Notice = Pick<AvistamientoRow, 'codigo_seguimiento' | 'tipo' | 'idioma' | 'estado' | 'respuesta_publica'> & { email: string };

/** The receipt, in the language the sighting was filed in. `site`: where its municipality's public pages start. */
export function receiptMessage(site: string, row: Notice) {
  const mail = AVISTAMIENTO_MAILS[languageOfRow(row)];
  const link = `${site}${avistamientoSeguimientoPath(row.codigo_seguimiento)}`;
  const tipo = isAvistamientoTipo(row.tipo) ? mail.tipos[row.tipo] : row.tipo;
  return { to: row.email, subject: fill(mail.recibido.subject, { codigo: row.codigo_seguimiento }), text: fill(mail.recibido.text, { codigo: row.codigo_seguimiento, tipo, link }) };
}

/** The decision and the public answer, in the language the sighting was filed in. */
export function decisionMessage(site: string, row: Notice) {
  const mail = AVISTAMIENTO_MAILS[languageOfRow(row)];
  const link = `${site}${avistamientoSeguimientoPath(row.codigo_seguimiento)}`;
  const estado = mail.estados[row.estado as AvistamientoEstado] ?? row.estado;
  const respuesta = row.respuesta_publica ? fill(mail.decidido.respuesta, { respuesta: row.respuesta_publica }) : '';
  return {
    to: row.email,
    subject: fill(mail.decidido.subject, { codigo: row.codigo_seguimiento, estado }),
    text: fill(mail.decidido.text, { codigo: row.codigo_seguimiento, estado, respuesta, link }),
  };
}

/** A queued notice's destination: "<municipio> <avistamiento> correo@ejemplo.es". */
const destination = (municipio: number, id: number, email: string) => `${municipio} ${id} ${email}`;

export interface AvisosAvistamiento {
  /** Queues the notice of a new sighting to each responsable of its colony. */
  queue(municipio: number, row: AvistamientoRow): Promise<number>;
}

export function createAvisosAvistamiento(options: { db: Db; mailQueue: MailQueue; notificador: Notificador; config: Config; log: FastifyBaseLogger }): AvisosAvistamiento {
  const { db, mailQueue, notificador, config } = options;
  const repo = avistamientosRepository(db);

  mailQueue.define(AVISO_AVISTAMIENTO_MAIL, async (destinatario) => {
    const [municipio, id, email] = destinatario.split(' ');
    const row = await withScope({ municipios: [Number(municipio)] }, () => repo.findById(Number(id)));
    // A sighting decided or erased meanwhile, or moved off the colony, needs no notice any more.
    if (!row || row.colonia_id === null || row.estado !== 'nuevo' || row.anonimizado_at !== null) return null;
    const language = await recipientLanguage(db, email, config.idiomas);
    const mail = AVISTAMIENTO_MAILS[language];
    const params = {
      colonia: row.colonia_nombre ?? '',
      tipo: isAvistamientoTipo(row.tipo) ? mail.tipos[row.tipo] : row.tipo,
      distancia: row.distancia_m ?? 0,
      descripcion: row.descripcion,
      codigo: row.codigo_seguimiento,
    };
    return {
      to: email,
      subject: fill(mail.colonia.subject, params),
      text: `${fill(mail.colonia.text, params)}\n${serverText(language, 'avistamientos.avisoPie')}\n${config.publicUrl}/avistamientos/${row.id}\n`,
    };
  });

  return {
    async queue(municipio, row) {
      if (row.colonia_id === null) return 0;
      const emails = await repo.responsablesDe(row.colonia_id);
      for (const email of emails) {
        await notificador.avisar({
          municipio,
          destinatario: { email },
          tipo: 'avistamiento_nuevo',
          clave: String(row.id),
          datos: () => ({ colonia: row.colonia_nombre ?? '', descripcion: row.descripcion }),
          url: `/avistamientos/${row.id}`,
          correo: [AVISO_AVISTAMIENTO_MAIL, destination(municipio, row.id, email)],
        });
      }
      return emails.length;
    },
  };
}

export { languageOfRow };
