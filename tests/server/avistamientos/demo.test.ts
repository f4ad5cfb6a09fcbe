/** The demo town's sightings: one linked to a colony with its photo, one possible new colony, one accepted, each tracked by its code. */
import { expect, it } from 'vitest';
import sharp from 'sharp';
import { describeEachEngine, json } from '../helper';
import { seedDemo } from '../../../src/server/db/seed/demo';
import { approximate } from '../../../src/server/lib/coordinates';

describeEachEngine('sightings demo data', (t) => {
  it('shows a linked sighting with its photo, a possible new colony and an accepted one with its public answer', async () => {
    await seedDemo({ db: t().db, mediaDir: t().paths.mediaDir, center: { lat: 41.0686, lon: -2.6427 }, zonaHoraria: 'Europe/Madrid' });
    const responsable = await t().db.selectFrom('users').select(['id', 'username', 'email']).where('username', '=', 'responsable').executeTakeFirstOrThrow();
    const as = { ...responsable, role: 'responsable' as const, password: '' };
    const list = json<{ tipo: string; estado: string; colonia_nombre: string | null; posible_nueva_colonia: boolean; foto: string | null; destino: string | null; codigo_seguimiento: string; latitude: number; longitude: number }[]>(
      await t().request({ method: 'GET', url: '/api/avistamientos/', as }),
    );
    expect(list.map((a) => [a.tipo, a.estado, a.colonia_nombre, a.posible_nueva_colonia, a.destino])).toEqual(
      expect.arrayContaining([
        ['marcado', 'nuevo', 'Colonia de la Catedral', false, null],
        ['camada', 'nuevo', null, true, null],
        ['apuros', 'aceptado', 'Colonia de la Alameda', false, 'historia'],
      ]),
    );
    const withPhoto = list.find((a) => a.tipo === 'marcado')!;
    const photo = await t().request({ method: 'GET', url: withPhoto.foto! });
    expect(photo.statusCode).toBe(200);
    expect((await sharp(photo.rawPayload).metadata()).format).toBe('jpeg');
    const accepted = list.find((a) => a.estado === 'aceptado')!;
    const tracked = json(await t().request({ method: 'GET', url: `/api/avistamientos/seguimiento/${accepted.codigo_seguimiento}` }));
    expect(tracked).toMatchObject({ estado: 'aceptado', respuesta_publica: 'Gracias por avisar: la cuidadora de la colonia ya lo está vigilando.', latitude: approximate(accepted.latitude) });
  });
});
