/**
 * The demo town's citizens' sightings: a new one next to the first colony,
 * with its photo (linked to it, so its responsables were told), one far from
 * every colony (a possible new colony), and one accepted into the second
 * colony's history with the council's public answer. Each has its tracking
 * code, so the public tracking page has something to show.
 */
import type { Db } from '../schema';
import { AVISTAMIENTO_FOTO_LADO_MAX, distanceMeters } from '../../../domain/avistamientos';
import { CODE_PREFIX } from '../../../domain/seguimiento';
import { randomCode } from '../../lib/codes';
import { cleanPhoto } from '../../lib/photos';
import { saveUpload } from '../../lib/uploads';
import { drawCatPortrait, PORTRAIT_STYLES } from './catPortrait';

/** About 30 m north of a point, and about 2.2 km north-east (far from the demo colonies). */
const NEAR = 30 / 111_195;
const FAR = 0.02;

export async function seedAvistamientosDemo(trx: Db, options: { mediaDir: string; coloniaIds: number[]; userIds: Record<string, number>; created: string }): Promise<void> {
  const colonias = await trx.selectFrom('colonias').select(['id', 'latitude', 'longitude']).where('id', 'in', options.coloniaIds.slice(0, 2)).orderBy('id').execute();
  const [first, second] = colonias;
  if (!first?.latitude || !first.longitude || !second?.latitude || !second.longitude) return;
  const foto = await saveUpload(options.mediaDir, await cleanPhoto(drawCatPortrait(PORTRAIT_STYLES[0], 640), AVISTAMIENTO_FOTO_LADO_MAX), 'image/jpeg');
  const base = {
    email: null, idioma: 'es', foto: null, destino: null, censo_id: null, gato_id: null, respuesta_publica: null, nota: null, usuario_id: null,
    decidido_por: null, decidido_at: null, anonimizado_at: null, created_at: options.created, updated_at: options.created,
  } as const;
  const near = { latitude: Number((first.latitude + NEAR).toFixed(6)), longitude: first.longitude };
  await trx
    .insertInto('avistamientos')
    .values([
      {
        ...base, ...near, codigo_seguimiento: randomCode(CODE_PREFIX.avistamiento), tipo: 'marcado', estado: 'nuevo', foto, email: 'lucia.vecina@ejemplo.invalid',
        descripcion: 'Un gato atigrado con la oreja izquierda cortada, tomando el sol junto a la fuente.', colonia_id: first.id, distancia_m: Math.round(distanceMeters(near, first as { latitude: number; longitude: number })),
      },
      {
        ...base, latitude: Number((first.latitude + FAR).toFixed(6)), longitude: Number((first.longitude + FAR).toFixed(6)), codigo_seguimiento: randomCode(CODE_PREFIX.avistamiento),
        tipo: 'camada', estado: 'nuevo', descripcion: 'Una gata con cuatro crías detrás de la nave abandonada; nadie les pone comida.', colonia_id: null, distancia_m: null,
      },
      {
        ...base, latitude: second.latitude, longitude: second.longitude, codigo_seguimiento: randomCode(CODE_PREFIX.avistamiento), tipo: 'apuros', estado: 'aceptado',
        descripcion: 'Un gato negro cojea de la pata trasera.', colonia_id: second.id, distancia_m: 0, destino: 'historia',
        nota: 'Gato negro cojo: la cuidadora lo vigila y, si no mejora, se lleva a la clínica en la próxima jornada.',
        respuesta_publica: 'Gracias por avisar: la cuidadora de la colonia ya lo está vigilando.', decidido_por: options.userIds.responsable ?? null, decidido_at: options.created,
      },
    ])
    .execute();
}
