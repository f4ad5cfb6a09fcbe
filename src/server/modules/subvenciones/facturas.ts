/**
 * The invoices behind a grant's justification: each invoice of a cost on its
 * lines, once, with its PDF (a file of the media folder), named in the ZIP by
 * its number made safe as a file name and unique within the ZIP.
 */
import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { Zip, ZipPassThrough } from 'fflate';
import type { Db } from '../../db/schema';
import { isStoredName } from '../../lib/uploads';

export interface FacturaDelPaquete {
  id: number;
  numero: string;
  archivo: string;
}

/** The invoices with a PDF of the costs on grant `id`'s lines, by number. */
export async function facturasDeSubvencion(db: Db, id: number): Promise<FacturaDelPaquete[]> {
  const rows = await db
    .selectFrom('facturas as f')
    .select(['f.id', 'f.numero', 'f.archivo'])
    .where('f.archivo', 'is not', null)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('costes as c')
          .innerJoin('subvencion_lineas as l', 'l.id', 'c.linea_id')
          .whereRef('c.factura_id', '=', 'f.id')
          .where('l.subvencion_id', '=', id)
          .select('c.id'),
      ),
    )
    .orderBy('f.numero')
    .orderBy('f.id')
    .execute();
  return rows.filter((r): r is FacturaDelPaquete => r.archivo !== null && isStoredName(r.archivo));
}

/** Longest name, before `.pdf`, an invoice's file takes in the ZIP. */
const NOMBRE_MAX = 80;

/** A file name from an invoice number: letters, digits, `.`, `_` and `-` only ("F 2025/001" → "F_2025_001"). */
export function nombreSeguro(numero: string): string {
  const clean = numero
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9._-]+/g, '_')
    .replace(/^[._]+|[._]+$/g, '')
    .slice(0, NOMBRE_MAX);
  return clean || 'factura';
}

/** Each invoice's name in the ZIP: its safe number, `_2`, `_3`… after it when another took it (names compared as a case-blind file system would). */
export function nombresDeArchivo(facturas: readonly { numero: string }[]): string[] {
  const taken = new Set<string>();
  return facturas.map((f) => {
    const base = nombreSeguro(f.numero);
    let name = `${base}.pdf`;
    for (let n = 2; taken.has(name.toLowerCase()); n++) name = `${base}_${n}.pdf`;
    taken.add(name.toLowerCase());
    return name;
  });
}

/** Bytes the ZIP may hold unread before it reads the next invoice. */
const UNREAD_MAX = 4 * 1024 * 1024;

/**
 * The ZIP of the invoices' PDFs, stored as they are (a PDF is already compressed), made one file at a
 * time as the answer is read: its memory stays within a few invoices however many there are.
 */
export function facturasZip(mediaDir: string, facturas: readonly FacturaDelPaquete[]): Readable {
  let wake: (() => void) | null = null;
  const out = new Readable({
    read() {
      wake?.();
      wake = null;
    },
    destroy(error, callback) {
      wake?.();
      callback(error);
    },
  });
  const zip = new Zip((error, chunk, final) => {
    if (error) return void out.destroy(error);
    if (!out.destroyed) out.push(Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength));
    if (final && !out.destroyed) out.push(null);
  });
  const names = nombresDeArchivo(facturas);
  (async () => {
    for (const [i, factura] of facturas.entries()) {
      if (out.destroyed) return;
      const bytes = await fs.promises.readFile(path.join(mediaDir, factura.archivo));
      const entry = new ZipPassThrough(names[i]);
      zip.add(entry);
      entry.push(bytes, true);
      while (out.readableLength > UNREAD_MAX && !out.destroyed) await new Promise<void>((resolve) => (wake = resolve));
    }
    zip.end();
  })().catch((error: unknown) => out.destroy(error as Error));
  return out;
}
