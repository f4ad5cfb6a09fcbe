/** The demo town's money: a campaign with its budget, feeding costs, and a grant half justified by the costs on its lines. */
import { expect, it } from 'vitest';
import { describeEachEngine, json } from '../helper';
import { seedDemo } from '../../../src/server/db/seed/demo';

describeEachEngine('the demo’s money', (t) => {
  it('shows spent against budget, and a grant granted twice what its lines hold', async () => {
    await seedDemo({ db: t().db, mediaDir: t().paths.mediaDir, center: { lat: 41.0686, lon: -2.6427 }, zonaHoraria: 'Europe/Madrid' });
    const informe = json(await t().request({ method: 'GET', url: '/api/informes/informes/costes', as: 'admin' }));
    expect(informe.gastado_centimos).toBeGreaterThan(0);
    expect(informe.por_concepto.map((c: { concepto: string }) => c.concepto)).toContain('alimentacion');
    const presupuestada = informe.campanas.find((c: { presupuesto_centimos: number | null }) => c.presupuesto_centimos !== null);
    if (presupuestada) expect(presupuestada.presupuesto_centimos).toBe(150000);
    const subvencion = await t().db.selectFrom('subvenciones').selectAll().executeTakeFirstOrThrow();
    const lineas = await t().db.selectFrom('subvencion_lineas').select(['id', 'nombre']).where('subvencion_id', '=', subvencion.id).orderBy('id').execute();
    expect(lineas.map((l) => l.nombre)).toEqual(['Esterilización quirúrgica', 'Prevención: desparasitación, vacunación y control sanitario', 'Condiciones de vida y alimentación', 'Formación y sensibilización']);
    const alimentacion = await t().db.selectFrom('costes').select(['fecha', 'linea_id', 'importe_centimos']).where('concepto', '=', 'alimentacion').execute();
    // Feeding within the grant's year is on its living-conditions line; a month of the year before (in January) is on none.
    for (const coste of alimentacion) expect(coste.linea_id).toBe(coste.fecha >= subvencion.periodo_desde ? lineas[2].id : null);
    const enLineas = alimentacion.filter((c) => c.linea_id !== null).reduce((sum, c) => sum + (c.importe_centimos ?? 0), 0);
    expect(subvencion.importe_concedido_centimos).toBeGreaterThanOrEqual(2 * enLineas);
  });
});
