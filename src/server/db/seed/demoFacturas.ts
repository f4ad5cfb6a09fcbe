/**
 * The demo clinic's money: a price for every act (21 % VAT, from the first
 * day of the year of its past clinic day) and the invoice of that day's acts,
 * paying each its price, with a one-page PDF stored as an upload is. The
 * acts of the outcome still to record take their price until invoiced.
 */
import type { Db } from '../schema';
import { ACTOS_VETERINARIOS, conIva, ivaDe, sumaCentimos, type ActoVeterinario } from '../../../domain/costes';
import { saveUpload } from '../../lib/uploads';
import { loadPdfKit } from '../../lib/pdfkit';

const PRECIOS: Record<ActoVeterinario, number> = {
  esterilizacion_macho: 4500,
  esterilizacion_hembra: 7000,
  microchip: 2000,
  vacuna: 1800,
  desparasitacion: 900,
  test_felv_fiv: 2500,
  tratamiento: 1500,
  eutanasia: 6000,
};
const IVA = 21;

export interface DemoFacturasContext {
  mediaDir: string;
  proveedorId: number;
  /** The past clinic day, whose acts the invoice pays. */
  jornada: { id: number; fecha: string };
  fechaFactura: string;
  usuarioId: number;
  created: string;
}

/** A plain invoice page: who issues it, its number and day, one line per act and the totals. */
async function facturaPdf(numero: string, fecha: string, lineas: { texto: string; importe: number }[], base: number, iva: number): Promise<Buffer> {
  const PDFDocument = await loadPdfKit();
  const euros = (centimos: number) => `${(centimos / 100).toFixed(2).replace('.', ',')} €`;
  return new Promise((resolve, reject) => {
    // A fixed creation date: the demo's file is the same on every start of the same day.
    const pdf = new PDFDocument({ size: 'A4', margin: 56, info: { Title: `Factura ${numero}`, Author: 'Clínica Veterinaria Henares', CreationDate: new Date(`${fecha}T12:00:00Z`) } });
    const chunks: Buffer[] = [];
    pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
    pdf.font('Helvetica-Bold').fontSize(16).text('Clínica Veterinaria Henares');
    pdf.font('Helvetica').fontSize(10).text('Calle Mayor, 27 · Colegiada GU-0417');
    pdf.moveDown(1).fontSize(12).text(`Factura ${numero} · ${fecha}`);
    pdf.moveDown(0.5).fontSize(10);
    for (const linea of lineas) pdf.text(`${linea.texto}: ${euros(linea.importe)}`);
    pdf.moveDown(0.5).text(`Base imponible: ${euros(base)} · IVA ${IVA} %: ${euros(iva)} · Total: ${euros(base + iva)}`);
    pdf.end();
  });
}

export async function seedFacturasDemo(trx: Db, { mediaDir, proveedorId, jornada, fechaFactura, usuarioId, created }: DemoFacturasContext): Promise<void> {
  const desde = `${jornada.fecha.slice(0, 4)}-01-01`;
  for (const acto of ACTOS_VETERINARIOS) {
    await trx.insertInto('tarifas').values({ proveedor_id: proveedorId, acto, importe_centimos: PRECIOS[acto], iva_porcentaje: IVA, desde, hasta: null, created_at: created }).execute();
  }
  const actos = await trx
    .selectFrom('costes')
    .innerJoin('jornada_reservas as r', 'r.id', 'costes.reserva_id')
    .select(['costes.id', 'costes.concepto'])
    .where('r.jornada_id', '=', jornada.id)
    .orderBy('costes.id')
    .execute();
  if (actos.length === 0) return;
  const bases = actos.map((a) => PRECIOS[a.concepto as ActoVeterinario]);
  const base = sumaCentimos(bases);
  const iva = sumaCentimos(bases.map((b) => ivaDe(b, IVA)));
  const numero = `HEN-${fechaFactura.slice(0, 4)}-0417`;
  const pdf = await facturaPdf(numero, fechaFactura, actos.map((a, i) => ({ texto: a.concepto, importe: conIva(bases[i], IVA) })), base, iva);
  const archivo = await saveUpload(mediaDir, pdf, 'application/pdf');
  const factura = await trx
    .insertInto('facturas')
    .values({ proveedor_id: proveedorId, numero, fecha: fechaFactura, base_centimos: base, iva_centimos: iva, total_centimos: base + iva, archivo, usuario_id: usuarioId, created_at: created })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const [i, acto] of actos.entries()) {
    await trx.updateTable('costes').set({ factura_id: factura.id, importe_centimos: conIva(bases[i], IVA) }).where('id', '=', acto.id).execute();
  }
}
