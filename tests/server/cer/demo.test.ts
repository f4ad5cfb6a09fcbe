/** The demo town tells the CER story: two years of censuses per colony, sterilisations spread over the months, every estado. */
import { expect, it } from 'vitest';
import { describeEachEngine, json } from '../helper';
import { seedDemo } from '../../../src/server/db/seed/demo';
import { CER_ESTADOS } from '../../../src/domain/cer';

describeEachEngine('CER demo data', (t) => {
  it('has colonies in every estado, a census about every two months for two years, and sterilisations over many months', async () => {
    await seedDemo({ db: t().db, mediaDir: t().paths.mediaDir, center: { lat: 41.0686, lon: -2.6427 } });
    const panel = json(await t().request({ method: 'GET', url: '/api/informes/informes/panel', as: 'responsable' }));
    for (const estado of CER_ESTADOS) expect(panel.estados[estado], estado).toBeGreaterThan(0);
    expect(panel.serie.filter((m: { esterilizaciones: number }) => m.esterilizaciones > 0).length).toBeGreaterThanOrEqual(12);
    expect(panel.serie[0].registrados).toBeLessThan(panel.registrados);

    const colonias = await t().db.selectFrom('colonias').select('id').execute();
    const censos = await t().db.selectFrom('censos').select(['colonia_id', 'fecha']).execute();
    const counted = colonias.filter((c) => censos.some((s) => s.colonia_id === c.id));
    expect(counted.length).toBe(colonias.length - 1);
    for (const colonia of counted) {
      const fechas = censos.filter((s) => s.colonia_id === colonia.id).map((s) => s.fecha).sort();
      expect(fechas.length).toBeGreaterThanOrEqual(12);
      expect(Date.parse(fechas.at(-1)!) - Date.parse(fechas[0])).toBeGreaterThan(600 * 86_400_000);
    }
    // Litters in the spring counts, with their fates told for the older ones; the dashboard counts them and the newcomers.
    const camadas = await t().db.selectFrom('camadas').selectAll().execute();
    expect(camadas.length).toBeGreaterThanOrEqual(colonias.length - 1);
    expect(camadas.some((c) => c.madre_id !== null && c.en_colonia + c.adoptadas + c.fallecidas === c.crias)).toBe(true);
    const llegadas = json(await t().request({ method: 'GET', url: '/api/informes/informes/panel/camadas', as: 'responsable' }));
    expect(llegadas.anios.reduce((sum: number, a: { nacimientos: number }) => sum + a.nacimientos, 0)).toBe(camadas.reduce((sum, c) => sum + c.crias, 0));
    expect(llegadas.anios.some((a: { recien_llegados: number }) => a.recien_llegados > 0)).toBe(true);
    // Every sterilisation comes after the cat's registration.
    const gatos = await t().db.selectFrom('gatos').select(['created_at', 'fecha_esterilizacion']).where('fecha_esterilizacion', 'is not', null).execute();
    for (const gato of gatos) expect(gato.fecha_esterilizacion! >= gato.created_at.slice(0, 10)).toBe(true);
  });
});
