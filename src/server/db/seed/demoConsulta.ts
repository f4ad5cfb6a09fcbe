/**
 * The demo's partner network: a partner vet clinic, the partner vet's account
 * belonging to it (the `profesional` demo account), and a few of its lookups
 * in the log: one of a colony cat, one of a chip that is not. It answers the
 * partner association, which the demo's caregivers belong to.
 */
import type { Db } from '../schema';

/** A chip no demo cat has: the lookup answers «no consta». */
export const DEMO_CHIP_DESCONOCIDO = '941000000123456';

export async function seedConsultaDemo(trx: Db, options: { userIds: Record<string, number>; created: string; today: Date }): Promise<{ asociacionId: number }> {
  const { userIds, created, today } = options;
  const entidad = await trx
    .insertInto('entidades')
    .values({ nombre: 'Clínica Veterinaria San Roque', tipo: 'clinica', numero_registro: null, email: 'sanroque@demo.gatera.es', telefono: '949 000 111', created_at: created })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx.updateTable('users').set({ entidad_id: entidad.id }).where('id', '=', userIds.profesional).execute();
  const asociacion = await trx
    .insertInto('entidades')
    .values({ nombre: 'Asociación Felina del Castillo', tipo: 'asociacion', numero_registro: 'RNEPA-19-0042', email: 'felinas@demo.gatera.es', telefono: null, created_at: created })
    .returning('id')
    .executeTakeFirstOrThrow();
  const gato = await trx.selectFrom('gatos').select(['id', 'colonia_id', 'codigo_identificacion']).where('activo', '=', 1).where('codigo_identificacion', 'is not', null).orderBy('id').executeTakeFirstOrThrow();
  const hoursAgo = (hours: number) => new Date(today.getTime() - hours * 3_600_000).toISOString();
  for (const [hours, found] of [[50, true], [26, false], [3, true]] as const) {
    await trx
      .insertInto('consultas_microchip')
      .values({
        consultado_at: hoursAgo(hours),
        microchip: found ? gato.codigo_identificacion! : DEMO_CHIP_DESCONOCIDO,
        colonia: found ? 1 : 0,
        colonia_id: found ? gato.colonia_id : null,
        gato_id: found ? gato.id : null,
        usuario_id: userIds.profesional,
        entidad_id: entidad.id,
        clave_id: null,
      })
      .execute();
  }
  return { asociacionId: asociacion.id };
}
