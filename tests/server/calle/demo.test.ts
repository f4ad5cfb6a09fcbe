/** The demo town's street work: feeding points on the staff map, a rota for the demo volunteers, and a past week with every shift visited. */
import { expect, it } from 'vitest';
import { describeEachEngine, json } from '../helper';
import { seedDemo } from '../../../src/server/db/seed/demo';
import { diaAnterior, turnoDe } from '../../../src/domain/calle';

describeEachEngine('street demo data', (t) => {
  it('has feeding points, a rota for the volunteers and last week visited, so no missed-shift notice goes out', async () => {
    await seedDemo({ db: t().db, mediaDir: t().paths.mediaDir, center: { lat: 41.0686, lon: -2.6427 }, zonaHoraria: 'Europe/Madrid' });
    const mapa = json(await t().request({ method: 'GET', url: '/api/colonias/comederos', as: 'responsable' }));
    expect(mapa.length).toBeGreaterThanOrEqual(6);
    expect(new Set(mapa.map((c: { colonia_id: number }) => c.colonia_id)).size).toBeGreaterThanOrEqual(5);

    const voluntario = await t().db.selectFrom('users').select('id').where('username', '=', 'voluntario').executeTakeFirstOrThrow();
    const turnos = await t().db.selectFrom('turnos').select(['usuario_id', 'franja']).execute();
    expect(turnos.filter((x) => x.usuario_id === voluntario.id).length).toBeGreaterThan(0);
    expect(turnos.some((x) => x.franja === 'noche')).toBe(false);

    const visitas = json(await t().request({ method: 'GET', url: '/api/visitas/?limit=500', as: 'responsable' }));
    expect(visitas.length).toBeGreaterThan(5);
    expect(visitas.some((v: { incidencia: string | null }) => v.incidencia)).toBe(true);
    // Every shift of the past days has its visit: the missed-shift screen (and the morning e-mail) have nothing to say.
    let fecha = turnoDe(new Date(), 'Europe/Madrid').fecha;
    for (let back = 1; back <= 6; back++) {
      fecha = diaAnterior(fecha);
      expect(json(await t().request({ method: 'GET', url: `/api/visitas/pendientes?fecha=${fecha}`, as: 'responsable' })), fecha).toEqual([]);
    }
  });
});
