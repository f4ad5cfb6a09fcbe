/**
 * The street work of the demo town: feeding points beside the
 * colonies, a weekly rota for the three demo volunteers (mornings and
 * afternoons) and the visits of the past week, every shift done (so no missed
 * shift notice goes out on a fresh demo), a few with cats counted or an
 * incident. /hoy, the staff map, /visitas and the rota are not empty on first start.
 */
import crypto from 'node:crypto';
import { diaAnterior, diaSemana, turnoDe, type Franja } from '../../../domain/calle';
import type { Db } from '../schema';

/** Feeding points by colony position in the demo's list: a name, a note, and a small offset from the colony. */
const COMEDEROS: [number, string, string | null, number, number][] = [
  [0, 'Comedero de la verja del obispado', 'Detrás de la verja, a la izquierda', 0.0002, -0.0001],
  [0, 'Bebedero del callejón de los canónigos', null, -0.0002, 0.0002],
  [1, 'Comedero del quiosco', 'Bajo el banco de piedra', 0.0001, 0.0002],
  [1, 'Comedero de la fuente', 'Junto a la fuente de los caños', -0.0002, -0.0002],
  [2, 'Comedero de la muralla', 'En el hueco de la muralla, subiendo la cuesta', 0.0002, 0.0001],
  [3, 'Comedero del patio del 14', null, 0.0001, -0.0002],
  [4, 'Comedero del solar', 'Entrada por la valla rota de la fábrica', -0.0002, 0.0001],
  [5, 'Comedero del andén', 'Al fondo del andén de mercancías', 0.0001, 0.0002],
];

/** The rota: volunteer, colony position, weekdays (1 = lunes) and slot. Never at night, and none in the shifts the browser tests make. */
const TURNOS: [string, number, number[], Franja][] = [
  ['voluntario', 1, [1, 3, 5], 'manana'],
  ['voluntario', 1, [6], 'tarde'],
  ['maria.lopez', 2, [2, 4, 6], 'manana'],
  ['maria.lopez', 3, [1, 3, 5, 7], 'tarde'],
  ['javier.ortega', 4, [2, 4, 6], 'tarde'],
  ['javier.ortega', 4, [7], 'manana'],
];

/** A moment inside the slot on that day (UTC; Spain is one or two hours ahead). */
const HORA_UTC: Partial<Record<Franja, string>> = { manana: '07:40', tarde: '16:20' };

const INCIDENCIAS = ['Cuenco de agua volcado; repuesto.', 'Un gato con la oreja marcada cojea un poco.', 'Restos de comida de otra persona retirados.'];

export async function seedCalleDemo(trx: Db, options: { coloniaIds: number[]; userIds: Record<string, number>; zonaHoraria: string; created: string }): Promise<void> {
  const { coloniaIds, userIds, zonaHoraria, created } = options;
  const posiciones = await trx.selectFrom('colonias').select(['id', 'latitude', 'longitude']).where('id', 'in', coloniaIds).execute();
  const comederosDe = new Map<number, number[]>();
  for (const [index, nombre, descripcion, dLat, dLon] of COMEDEROS) {
    const colonia = posiciones.find((c) => c.id === coloniaIds[index]);
    if (!colonia || colonia.latitude === null || colonia.longitude === null) continue;
    const row = await trx
      .insertInto('comederos')
      .values({
        colonia_id: colonia.id,
        nombre,
        latitude: Number((colonia.latitude + dLat).toFixed(6)),
        longitude: Number((colonia.longitude + dLon).toFixed(6)),
        descripcion,
        activo: 1,
        created_at: created,
        updated_at: created,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    comederosDe.set(colonia.id, [...(comederosDe.get(colonia.id) ?? []), row.id]);
  }

  for (const [username, index, dias, franja] of TURNOS) {
    for (const dia_semana of dias) {
      await trx.insertInto('turnos').values({ colonia_id: coloniaIds[index], dia_semana, franja, usuario_id: userIds[username], created_at: created }).execute();
    }
  }

  // The past six days: every shift has its visit.
  let fecha = turnoDe(new Date(), zonaHoraria).fecha;
  let n = 0;
  for (let back = 1; back <= 6; back++) {
    fecha = diaAnterior(fecha);
    for (const [username, index, dias, franja] of TURNOS) {
      if (!dias.includes(diaSemana(fecha))) continue;
      const at = new Date(`${fecha}T${HORA_UTC[franja]}:00Z`);
      const slot = turnoDe(at, zonaHoraria);
      const coloniaId = coloniaIds[index];
      n += 1;
      await trx
        .insertInto('visitas')
        .values({
          client_id: crypto.randomUUID(),
          colonia_id: coloniaId,
          comedero_id: comederosDe.get(coloniaId)?.[n % 2] ?? null,
          usuario_id: userIds[username],
          fecha_hora: at.toISOString(),
          fecha: slot.fecha,
          franja: slot.franja,
          comida: 1,
          agua: n % 3 === 0 ? 0 : 1,
          gatos_vistos: n % 2 === 0 ? 4 + (n % 5) : null,
          incidencia: n % 4 === 1 ? INCIDENCIAS[n % INCIDENCIAS.length] : null,
          urgente: 0,
          foto: null,
          parte_id: null,
          censo_id: null,
          created_at: at.toISOString(),
        })
        .execute();
    }
  }
}
