/**
 * The intake's microchip check: a chip read before surgery is looked up in
 * this municipality (an active colony cat passes), in the others of the
 * installation and among the cats given baja as adopted (possibly owned).
 * Gatera holds no register of the council's own chips beyond its cats, so an
 * unknown chip is treated as not of this council: it also needs the check.
 * Until staff record what they consulted and decided, the booking's outcome
 * cannot be «operated» (registrarResultado's caller checks it).
 */
import type { Db } from '../../db/schema';
import { JORNADA_KEYS, type ComprobacionDecision, type ComprobacionResultado } from '../../../domain/jornadas';
import { leerMotivoBaja } from '../../../domain/bajas';
import { spanishText } from '../../../domain/i18n';
import { withScope } from '../../tenancy/scope';
import { recordAudit, type Actor } from '../../lib/audit';
import { nowIso } from '../../lib/time';

export interface Hallazgo {
  resultado: ComprobacionResultado;
  gato_id: number | null;
}

export async function buscarMicrochip(db: Db, microchip: string): Promise<Hallazgo> {
  const own = await db.selectFrom('gatos').select(['id', 'activo', 'baja_motivo']).where('codigo_identificacion', '=', microchip).executeTakeFirst();
  if (own) {
    const adoptado = own.baja_motivo !== null && leerMotivoBaja(own.baja_motivo).codigo === 'adoptado';
    return { resultado: own.activo === 1 && !adoptado ? 'gato_de_colonia' : 'posible_propietario', gato_id: own.id };
  }
  // Only whether another municipality has it, never which one nor its record.
  const elsewhere = await withScope('installation', () => db.selectFrom('gatos').select('id').where('codigo_identificacion', '=', microchip).executeTakeFirst());
  return { resultado: elsewhere ? 'posible_propietario' : 'desconocido', gato_id: null };
}

export const bloqueaOperado = (resultado: ComprobacionResultado | null) => resultado === 'posible_propietario' || resultado === 'desconocido';

/** Stores the look-up (and, when given, what staff consulted and decided) on the booking; the cat's history gets it too. */
export async function guardarComprobacion(
  db: Db,
  reserva: { id: number; jornada_id: number; gato_id: number | null },
  microchip: string,
  hallazgo: Hallazgo,
  decision: { consulta: string; decision: ComprobacionDecision } | null,
  actor: Actor,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const now = nowIso();
    await trx
      .updateTable('jornada_reservas')
      .set({ comprobacion_microchip: microchip, comprobacion_resultado: hallazgo.resultado, comprobacion_consulta: decision?.consulta ?? null, comprobacion_decision: decision?.decision ?? null, comprobacion_at: now })
      .where('id', '=', reserva.id)
      .execute();
    const detalle = `microchip ${microchip}: ${hallazgo.resultado}${decision ? `, ${decision.decision}: ${decision.consulta}` : ''}`;
    await recordAudit(trx, actor, 'editar', 'jornada_reservas', reserva.id, detalle);
    if (reserva.gato_id !== null) {
      const actividad = await trx
        .insertInto('actividades')
        .values({ tipo: spanishText(JORNADA_KEYS.actividadComprobacion), descripcion: `Jornada ${reserva.jornada_id}: ${detalle}.`, gato_id: reserva.gato_id, usuario_id: actor.id, created_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      await recordAudit(trx, actor, 'crear', 'actividades', actividad.id);
    }
  });
}
