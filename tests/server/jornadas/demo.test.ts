/** The demo town's clinic days: a past day with its outcomes recorded, and a coming one with free slots, seen by the demo's vet. */
import { expect, it } from 'vitest';
import { describeEachEngine, json } from '../helper';
import { seedDemo } from '../../../src/server/db/seed/demo';

describeEachEngine('clinic days demo data', (t) => {
  it('a past day with outcomes and a coming day with free slots, both the demo vet’s', async () => {
    await seedDemo({ db: t().db, mediaDir: t().paths.mediaDir, center: { lat: 41.0686, lon: -2.6427 }, zonaHoraria: 'Europe/Madrid' });
    const vet = await t().db.selectFrom('users').select(['id', 'username', 'email', 'role']).where('username', '=', 'veterinario').executeTakeFirstOrThrow();
    const as = { ...vet, role: 'veterinario' as const, password: '' };
    const days = json<{ id: number; fecha: string; libres: number; reservas: number }[]>(await t().request({ method: 'GET', url: '/api/jornadas/', as }));
    const today = new Date().toISOString().slice(0, 10);
    const coming = days.filter((d) => d.fecha >= today);
    const past = days.filter((d) => d.fecha < today);
    expect(coming).toHaveLength(1);
    expect(coming[0].libres).toBeGreaterThan(0);
    expect(past).toHaveLength(1);
    const reservas = json<{ resultado_at: string | null; operado: boolean | null; gato_id: number | null }[]>(await t().request({ method: 'GET', url: `/api/jornadas/${past[0].id}/reservas`, as }));
    expect(reservas.filter((r) => r.resultado_at !== null)).toHaveLength(2);
    const operated = reservas.find((r) => r.operado)!;
    const gato = await t().db.selectFrom('gatos').select(['fecha_esterilizacion']).where('id', '=', operated.gato_id!).executeTakeFirstOrThrow();
    expect(gato.fecha_esterilizacion).toBe(past[0].fecha);
    const actividades = await t().db.selectFrom('actividades').select('tipo').where('gato_id', '=', operated.gato_id!).execute();
    expect(actividades.map((a) => a.tipo)).toContain('Esterilización en jornada');
  });
});

describeEachEngine('the demo clinic\'s prices and invoice', (t) => {
  it('every act priced with 21 % VAT, and the past day\'s acts paid by an invoice whose PDF its vet opens', async () => {
    await seedDemo({ db: t().db, mediaDir: t().paths.mediaDir, center: { lat: 41.0686, lon: -2.6427 }, zonaHoraria: 'Europe/Madrid' });
    const vet = await t().db.selectFrom('users').select(['id', 'username', 'email', 'role']).where('username', '=', 'veterinario').executeTakeFirstOrThrow();
    const as = { ...vet, role: 'veterinario' as const, password: '' };
    const proveedor = await t().db.selectFrom('proveedores').select('id').where('usuario_id', '=', vet.id).executeTakeFirstOrThrow();
    const tarifas = json<{ acto: string; iva_porcentaje: number; hasta: string | null }[]>(await t().request({ method: 'GET', url: `/api/proveedores/${proveedor.id}/tarifas`, as }));
    expect(tarifas.map((p) => p.acto)).toEqual(['esterilizacion_macho', 'esterilizacion_hembra', 'microchip', 'vacuna', 'desparasitacion', 'test_felv_fiv', 'tratamiento', 'eutanasia']);
    expect(tarifas.every((p) => p.iva_porcentaje === 21 && p.hasta === null)).toBe(true);
    const facturas = json<{ id: number }[]>(await t().request({ method: 'GET', url: '/api/facturas/', as }));
    expect(facturas).toHaveLength(1);
    const factura = json<{ total_centimos: number; archivo: string; lineas: { concepto: string; importe_centimos: number }[] }>(await t().request({ method: 'GET', url: `/api/facturas/${facturas[0].id}`, as }));
    // The operated cat's surgery, its microchip and its FeLV/FIV test, each at its price with VAT.
    expect(factura.lineas.map((l) => l.concepto).sort()).toEqual(['microchip', 'test_felv_fiv', expect.stringMatching(/^esterilizacion_/)].sort());
    expect(factura.lineas.reduce((sum, l) => sum + l.importe_centimos, 0)).toBe(factura.total_centimos);
    const pdf = await t().request({ method: 'GET', url: new URL(factura.archivo).pathname });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });
});
