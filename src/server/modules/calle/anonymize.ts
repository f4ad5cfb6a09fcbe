/**
 * RGPD erasure of what the street work holds about a person, found by their
 * account id: their visits stay (the colony was fed that day) but lose the
 * link to the account, the incident text and the photo they wrote or took;
 * the parte and the census made from those visits (linked to them by
 * visitas.parte_id and censo_id) lose the text and the name they quoted; their
 * shifts leave the rota (an erased account does no more shifts and must not
 * show up as missed ones). Runs inside the erasure's transaction and answers
 * the photo files to delete once it has committed.
 */
import { CALLE_MESSAGES } from './messages';
import type { Db } from '../../db/schema';
import { ANONYMOUS_NAME, ERASED_TEXT } from '../rgpd/anonymous';

export async function anonymizeCalle(trx: Db, usuarioId: number): Promise<string[]> {
  const visitas = await trx
    .selectFrom('visitas')
    .innerJoin('colonias', 'colonias.id', 'visitas.colonia_id')
    .select(['visitas.id', 'visitas.foto', 'visitas.parte_id', 'visitas.censo_id', 'colonias.nombre as colonia_nombre'])
    .where('visitas.usuario_id', '=', usuarioId)
    .execute();
  for (const visita of visitas) {
    if (visita.parte_id !== null) {
      await trx
        .updateTable('partes')
        .set({ descripcion: CALLE_MESSAGES.parte(visita.colonia_nombre, ANONYMOUS_NAME, ERASED_TEXT), usuario_id: null })
        .where('id', '=', visita.parte_id)
        .execute();
    }
    if (visita.censo_id !== null) {
      await trx.updateTable('censos').set({ observaciones: CALLE_MESSAGES.censoObservaciones(ANONYMOUS_NAME) }).where('id', '=', visita.censo_id).execute();
    }
  }
  await trx
    .updateTable('visitas')
    .set((eb) => ({
      incidencia: eb.case().when('incidencia', 'is not', null).then(ERASED_TEXT).else(null).end(),
      foto: null,
      usuario_id: null,
    }))
    .where('usuario_id', '=', usuarioId)
    .execute();
  await trx.deleteFrom('turnos').where('usuario_id', '=', usuarioId).execute();
  return visitas.map((v) => v.foto).filter((foto): foto is string => foto !== null);
}
