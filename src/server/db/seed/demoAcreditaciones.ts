/**
 * The demo town's accredited caregivers: a training course two months ago
 * that three volunteers attended, Lucía's accreditation for her two colonies
 * (valid for most of a year, and a member of the partner association), and
 * Pedro's for his colony, which expires within the reminder window, so the
 * «por caducar» state and its reminder have something to show.
 */
import type { Db } from '../schema';
import { CODE_PREFIX } from '../../../domain/seguimiento';
import { randomCode } from '../../lib/codes';

const DAY = 86_400_000;
const isoDay = (today: Date, days: number) => new Date(today.getTime() + days * DAY).toISOString().slice(0, 10);

export async function seedAcreditacionesDemo(trx: Db, options: { today: Date; coloniaIds: number[]; userIds: Record<string, number>; entidadId: number; created: string }): Promise<void> {
  const { today, coloniaIds, userIds, created } = options;
  const curso = await trx
    .insertInto('cursos')
    .values({ titulo: 'Gestión ética de colonias felinas (método CER)', fecha: isoDay(today, -60), horas: 6, lugar: 'Centro Cívico Municipal', descripcion: 'Bienestar animal, captura y retorno, alimentación y limpieza de los puntos, convivencia vecinal.', created_at: created })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const username of ['voluntario', 'usuario', 'maria.lopez']) {
    await trx.insertInto('curso_asistentes').values({ curso_id: curso.id, usuario_id: userIds[username] }).execute();
  }
  await trx.updateTable('users').set({ entidad_id: options.entidadId }).where('id', '=', userIds.voluntario).execute();

  const caregivers: { username: string; desde: number; hasta: number; colonias: number[] }[] = [
    { username: 'voluntario', desde: -60, hasta: 300, colonias: [0, 1] },
    { username: 'usuario', desde: -350, hasta: 12, colonias: [1] },
  ];
  for (const c of caregivers) {
    const { id } = await trx
      .insertInto('acreditaciones')
      .values({
        usuario_id: userIds[c.username],
        curso_id: c.username === 'voluntario' ? curso.id : null,
        desde: isoDay(today, c.desde),
        hasta: isoDay(today, c.hasta),
        codigo: randomCode(CODE_PREFIX.acreditacion),
        foto: null,
        revocada_at: null,
        motivo_revocacion: null,
        created_at: created,
        updated_at: created,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const index of c.colonias) await trx.insertInto('acreditacion_colonias').values({ acreditacion_id: id, colonia_id: coloniaIds[index] }).execute();
  }
}
