/**
 * The worked grant of the justification tests, its figures computed by hand:
 *
 * Grant 1 Jan – 30 Jun 2025. Lines: "Esterilización de hembras" (female sterilisation, cap 80,00 € a unit) and
 * "Identificación con microchip" (microchip, cap 30,00 €). The provider's prices: female sterilisation 50,00 € + 21 %
 * VAT = 60,50 €; microchip 20,00 € + 21 % = 24,20 €.
 *
 *   act                         date        amount            line       eligible   not eligible
 *   female sterilisation (cat A) 2025-02-10  6050 (price)      hembras    6050       0
 *   microchip (cat A)            2025-03-05  2420 (price)      microchip  2420       0
 *   female sterilisation (cat B) 2025-08-20  6050 (price)      hembras*   0          6050  fuera_de_periodo (*put there by hand)
 *   female sterilisation (cat C) 2025-04-15  9680 (F-001)      hembras    8000       1680  sobre_tope
 *   microchip (cat C)            2025-05-20  2500 (F 2025/002) microchip  2500       0     (invoiced, its price was 2420)
 *
 *   hembras:   3 acts, amount 6050 + 6050 + 9680 = 21780, eligible 6050 + 0 + 8000 = 14050, not 6050 + 1680 = 7730
 *   microchip: 2 acts, amount 2420 + 2500 = 4920, eligible 4920, not 0
 *   total:     5 acts, amount 26700, eligible 18970, not eligible 7730
 */
import { expect } from 'vitest';
import { json, type TestApp } from '../helper';
import { createColonia, createGato } from '../fixtures';
import { nowIso } from '../../../src/server/lib/time';
import { saveUpload } from '../../../src/server/lib/uploads';
import type { SubvencionDetalle } from '../../../src/domain/schemas/subvencion';

export const PERIODO = { periodo_desde: '2025-01-01', periodo_hasta: '2025-06-30' };

export const SUBVENCION = {
  convocatoria: 'Ayudas a entidades locales para la gestión de colonias felinas 2025',
  organismo: 'Diputación Provincial de Guadalajara',
  referencia: 'EXP-2025/017',
  fecha: '2025-03-01',
  importe_concedido_centimos: 1_500_000,
  ...PERIODO,
};

export const ESPERADO = {
  hembras: { costes: 3, importe_centimos: 21780, elegible_centimos: 14050, no_elegible_centimos: 7730 },
  microchip: { costes: 2, importe_centimos: 4920, elegible_centimos: 4920, no_elegible_centimos: 0 },
  total: { costes: 5, importe_centimos: 26700, elegible_centimos: 18970, no_elegible_centimos: 7730 },
};

/** Some PDF bytes of its own for each invoice, so a ZIP's entry can be told apart. */
export const pdfDe = (marca: string) => Buffer.from(`%PDF-1.4\n% ${marca}\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n`, 'latin1');

export async function createSubvencion(t: TestApp, overrides: Record<string, unknown> = {}): Promise<SubvencionDetalle> {
  const res = await t.request({ method: 'POST', url: '/api/subvenciones/', as: 'responsable', payload: { ...SUBVENCION, ...overrides } });
  expect(res.statusCode, res.body).toBe(200);
  return json(res);
}

export interface WorkedGrant {
  subvencion: SubvencionDetalle;
  hembras: number;
  microchip: number;
  costes: Record<'c1' | 'c2' | 'c3' | 'c4' | 'c5', number>;
  facturas: { numero: string; bytes: Buffer }[];
  /** The microchips of cats A, B and C. */
  chips: string[];
}

let serie = 0;

export async function workedGrant(t: TestApp): Promise<WorkedGrant> {
  const { db } = t;
  const now = nowIso();
  // Each world alone: an earlier world's grant lines would take this one's acts (the oldest grant's line first).
  await db.deleteFrom('costes').execute();
  await db.deleteFrom('subvencion_lineas').execute();
  await db.deleteFrom('subvenciones').execute();
  const colonia = await createColonia(db, { nombre: 'El Lavadero' });
  serie += 1;
  const chips = [1, 2, 3].map((n) => `9410000${String(serie).padStart(4, '0')}000${n}`);
  const [a, b, c] = await Promise.all(chips.map((codigo_identificacion) => createGato(db, colonia.id, { codigo_identificacion })));
  const proveedor = (
    await db.insertInto('proveedores').values({ nombre: 'Clínica San Antón', direccion: 'Calle Mayor, 12', veterinario: 'Marta Ruiz', numero_colegiado: 'GU-1234', usuario_id: null, created_at: now }).returning('id').executeTakeFirstOrThrow()
  ).id;
  for (const [acto, base] of [['esterilizacion_hembra', 5000], ['microchip', 2000]] as const) {
    await db.insertInto('tarifas').values({ proveedor_id: proveedor, acto, importe_centimos: base, iva_porcentaje: 21, desde: '2024-01-01', hasta: null, created_at: now }).execute();
  }
  const facturas = [
    { numero: 'F-001', bytes: pdfDe('F-001'), total: 9680 },
    { numero: 'F 2025/002', bytes: pdfDe('F 2025/002'), total: 2500 },
  ];
  const facturaIds: number[] = [];
  for (const f of facturas) {
    const archivo = await saveUpload(t.paths.mediaDir, f.bytes, 'application/pdf');
    const base = Math.round(f.total / 1.21);
    facturaIds.push(
      (await db.insertInto('facturas').values({ proveedor_id: proveedor, numero: f.numero, fecha: '2025-06-30', base_centimos: base, iva_centimos: f.total - base, total_centimos: f.total, archivo, usuario_id: null, created_at: now }).returning('id').executeTakeFirstOrThrow()).id,
    );
  }
  const coste = async (gato: number, fecha: string, concepto: string, factura_id: number | null, importe_centimos: number | null) =>
    (
      await db
        .insertInto('costes')
        .values({ fecha, concepto, gato_id: gato, colonia_id: colonia.id, proveedor_id: proveedor, reserva_id: null, campana_id: null, factura_id, importe_centimos, descripcion: null, linea_id: null, asignacion: null, usuario_id: null, created_at: now })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  const costes = {
    c1: await coste(a.id, '2025-02-10', 'esterilizacion_hembra', null, null),
    c2: await coste(a.id, '2025-03-05', 'microchip', null, null),
    c3: await coste(b.id, '2025-08-20', 'esterilizacion_hembra', null, null),
    c4: await coste(c.id, '2025-04-15', 'esterilizacion_hembra', facturaIds[0], 9680),
    c5: await coste(c.id, '2025-05-20', 'microchip', facturaIds[1], 2500),
  };
  const creada = await createSubvencion(t);
  const lineas = async (payload: object) => {
    const res = await t.request({ method: 'POST', url: `/api/subvenciones/${creada.id}/lineas`, as: 'responsable', payload });
    expect(res.statusCode, res.body).toBe(200);
    return json<SubvencionDetalle>(res);
  };
  await lineas({ nombre: 'Esterilización de hembras', conceptos: [{ concepto: 'esterilizacion_hembra', tope_centimos: 8000 }] });
  const subvencion = await lineas({ nombre: 'Identificación con microchip', conceptos: [{ concepto: 'microchip', tope_centimos: 3000 }] });
  const [hembras, microchip] = subvencion.lineas.map((l) => l.id);
  // Outside the grant's period, the rule leaves it alone: a person puts it on the line (its cost is then not eligible).
  await db.updateTable('costes').set({ linea_id: hembras, asignacion: 'manual' }).where('id', '=', costes.c3).execute();
  const res = await t.request({ method: 'GET', url: `/api/subvenciones/${creada.id}`, as: 'admin' });
  return { subvencion: json(res), hembras, microchip, costes, facturas, chips };
}

/** Cents from an amount as printed or exported ("1.234,50 €", "217,80", "1 234,50"). */
export function centimosDe(text: string): number {
  const match = /^(-?)([\d.\s\u00a0\u202f]+),(\d{2})\s*€?$/.exec(text.trim());
  if (!match) throw new Error(`No es un importe: «${text}»`);
  return (match[1] ? -1 : 1) * (Number(match[2].replace(/[.\s\u00a0\u202f]/g, '')) * 100 + Number(match[3]));
}
