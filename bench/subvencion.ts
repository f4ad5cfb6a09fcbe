/**
 * A grant of many acts for the report benches: a provider with its prices,
 * the three lines of the per-act template, `actos` acts of the synthetic
 * municipality's cats on them (sterilisations and microchips through 2025),
 * one in ten invoiced, ten acts to an invoice, each invoice with a PDF of its
 * own in the media folder (as the justification's ZIP gathers them).
 */
import crypto from 'node:crypto';
import type { Db } from '../src/server/db/schema';
import { PLANTILLAS_LINEAS } from '../src/domain/costes';
import { saveUpload } from '../src/server/lib/uploads';

const INVOICE_BYTES = 24 * 1024;

export async function sembrarSubvencion(db: Db, mediaDir: string, actos: number): Promise<number> {
  const now = new Date().toISOString();
  const proveedor = (
    await db.insertInto('proveedores').values({ nombre: 'Clínica del banco de pruebas', direccion: 'Calle Mayor, 1', veterinario: 'Ana Pérez', numero_colegiado: 'GU-0001', usuario_id: null, created_at: now }).returning('id').executeTakeFirstOrThrow()
  ).id;
  for (const [acto, base] of [['esterilizacion_hembra', 6500], ['esterilizacion_macho', 3500], ['microchip', 2000]] as const) {
    await db.insertInto('tarifas').values({ proveedor_id: proveedor, acto, importe_centimos: base, iva_porcentaje: 21, desde: '2024-01-01', hasta: null, created_at: now }).execute();
  }
  const subvencion = (
    await db
      .insertInto('subvenciones')
      .values({ convocatoria: 'Convocatoria del banco de pruebas', organismo: 'Diputación', referencia: 'BENCH-1', fecha: '2025-01-15', importe_concedido_centimos: 50_000_000, periodo_desde: '2025-01-01', periodo_hasta: '2025-12-31', created_at: now })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  const lineas = new Map<string, number>();
  for (const linea of PLANTILLAS_LINEAS.por_acto) {
    const id = (await db.insertInto('subvencion_lineas').values({ subvencion_id: subvencion, nombre: linea.nombre, conceptos: JSON.stringify(linea.conceptos), importe_centimos: null, created_at: now }).returning('id').executeTakeFirstOrThrow()).id;
    for (const c of linea.conceptos) lineas.set(c.concepto, id);
  }
  const gatos = await db.selectFrom('gatos').select(['id', 'colonia_id', 'sexo']).orderBy('id').limit(actos).execute();
  const facturas: number[] = [];
  for (let n = 0; n < Math.ceil(actos / 100); n++) {
    const archivo = await saveUpload(mediaDir, Buffer.concat([Buffer.from(`%PDF-1.4\n% factura ${n}\n`), crypto.randomBytes(INVOICE_BYTES), Buffer.from('\n%%EOF\n')]), 'application/pdf');
    facturas.push(
      (await db.insertInto('facturas').values({ proveedor_id: proveedor, numero: `F-2025/${String(n + 1).padStart(4, '0')}`, fecha: '2025-12-31', base_centimos: 0, iva_centimos: 0, total_centimos: 0, archivo, usuario_id: null, created_at: now }).returning('id').executeTakeFirstOrThrow()).id,
    );
  }
  const filas = Array.from({ length: actos }, (_, i) => {
    const gato = gatos[i % gatos.length];
    const concepto = i % 3 === 2 ? 'microchip' : gato.sexo === 'M' ? 'esterilizacion_macho' : 'esterilizacion_hembra';
    const invoiced = i % 10 === 0;
    return {
      fecha: `2025-${String((i % 12) + 1).padStart(2, '0')}-${String((i % 28) + 1).padStart(2, '0')}`,
      concepto,
      gato_id: gato.id,
      colonia_id: gato.colonia_id,
      proveedor_id: proveedor,
      reserva_id: null,
      campana_id: null,
      factura_id: invoiced ? facturas[Math.floor(i / 100)] : null,
      importe_centimos: invoiced ? 9680 : null,
      descripcion: null,
      linea_id: lineas.get(concepto)!,
      asignacion: 'auto' as const,
      usuario_id: null,
      created_at: now,
    };
  });
  for (let i = 0; i < filas.length; i += 500) await db.insertInto('costes').values(filas.slice(i, i + 500)).execute();
  return subvencion;
}
