/**
 * The demo town's trap bank: traps, carriers and a recovery cage, most on
 * the shelf (the demo voluntario can borrow one at once), two out with
 * volunteers, one of them overdue (the overdue list, the dashboard's figure
 * and the morning reminder have something to show), one back without
 * cleaning and one broken; each loan and return is in the item's history.
 */
import { hoyEnEspana } from '../../../domain/cer';
import type { EstadoEquipo, TipoEquipo } from '../../../domain/equipos';
import type { Db } from '../schema';

const ITEMS: [codigo: string, tipo: TipoEquipo, descripcion: string | null, estado: EstadoEquipo][] = [
  ['JT-01', 'jaula_trampa', 'Jaula trampa grande, puerta de guillotina', 'disponible'],
  ['JT-02', 'jaula_trampa', 'Jaula trampa grande, puerta de guillotina', 'prestada'],
  ['JT-03', 'jaula_trampa', 'Jaula trampa mediana', 'prestada'],
  ['JT-04', 'jaula_trampa', 'Jaula trampa mediana', 'disponible'],
  ['JT-05', 'jaula_trampa', 'Jaula trampa de dos puertas', 'disponible'],
  ['JT-06', 'jaula_trampa', 'Muelle de la puerta roto', 'averiada'],
  ['TR-01', 'transportin', 'Transportín de plástico con rejilla', 'en_limpieza'],
  ['TR-02', 'transportin', 'Transportín de plástico con rejilla', 'disponible'],
  ['JR-01', 'jaula_recuperacion', 'Jaula de recuperación postoperatoria', 'disponible'],
];

/** Loans: item, borrower, colony position, lent and due (days from today), returned (days from today, null: still out), cleaned. */
const LOANS: [codigo: string, username: string, colonia: number, lent: number, due: number, returned: number | null, cleaned: boolean, notas: string | null][] = [
  ['JT-01', 'voluntario', 0, -40, -30, -31, true, 'Devuelta limpia y desinfectada.'],
  ['TR-01', 'voluntario', 1, -12, -2, -3, false, 'Pendiente de lavar: traía restos de comida.'],
  ['JT-02', 'maria.lopez', 2, -3, 6, null, false, null],
  ['JT-03', 'javier.ortega', 4, -18, -4, null, false, null],
];

const dayFrom = (today: string, days: number) => {
  const d = new Date(`${today}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

export async function seedEquiposDemo(trx: Db, options: { coloniaIds: number[]; userIds: Record<string, number>; created: string }): Promise<void> {
  const today = hoyEnEspana();
  const ids = new Map<string, number>();
  for (const [codigo, tipo, descripcion, estado] of ITEMS) {
    const row = await trx.insertInto('equipos').values({ codigo, tipo, descripcion, estado, created_at: options.created, updated_at: options.created }).returning('id').executeTakeFirstOrThrow();
    ids.set(codigo, row.id);
  }
  for (const [codigo, username, colonia, lent, due, returned, cleaned, notas] of LOANS) {
    const at = (days: number) => `${dayFrom(today, days)}T09:30:00.000Z`;
    await trx
      .insertInto('prestamos_equipo')
      .values({
        equipo_id: ids.get(codigo)!,
        usuario_id: options.userIds[username],
        colonia_id: options.coloniaIds[colonia],
        prestado_at: at(lent),
        devolver_antes_de: dayFrom(today, due),
        fianza_centimos: codigo.startsWith('JT') ? 2000 : null,
        devuelto_at: returned === null ? null : at(returned),
        limpiado_at: returned !== null && cleaned ? at(returned) : null,
        notas,
      })
      .execute();
  }
}
