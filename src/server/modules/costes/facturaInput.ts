/**
 * What an invoice stores, checked the same way when it arrives as a
 * multipart form (a new one, with its PDF) and as JSON (a correction): its
 * number, day and amounts, the total being the base plus the VAT, and the
 * acts it pays, each once, their lines adding up to no more than the total.
 */
import { COSTE_KEYS, IMPORTE_MAX_CENTIMOS, sumaCentimos } from '../../../domain/costes';
import { MAX_DB_ID } from '../../../domain/schemas/common';
import type { FacturaBody, LineaFactura } from '../../../domain/schemas/coste';
import { unprocessable } from '../../lib/errors';
import { fechaDe } from './entrada';

export const NUMERO_FACTURA_MAX = 60;

export type FacturaValues = Omit<FacturaBody, 'lineas'> & { lineas: LineaFactura[] };

export function facturaValues(body: FacturaBody): FacturaValues {
  const numero = body.numero.trim();
  if (!numero) throw unprocessable(COSTE_KEYS.numeroRequired);
  if (numero.length > NUMERO_FACTURA_MAX) throw unprocessable(COSTE_KEYS.numeroLargo);
  const fecha = fechaDe(body.fecha);
  if (body.base_centimos + body.iva_centimos !== body.total_centimos) throw unprocessable(COSTE_KEYS.totalInvalid);
  const ids = new Set(body.lineas.map((l) => l.coste_id));
  if (ids.size !== body.lineas.length) throw unprocessable(COSTE_KEYS.lineaRepetida);
  if (sumaCentimos(body.lineas.map((l) => l.importe_centimos)) > body.total_centimos) throw unprocessable(COSTE_KEYS.lineasSobreTotal);
  return { ...body, numero, fecha };
}

const isInteger = (value: unknown, min: number, max: number): value is number => Number.isSafeInteger(value) && (value as number) >= min && (value as number) <= max;

/** A whole non-negative amount of cents written in a form field. */
function centimosCampo(fields: Record<string, string>, name: string): number {
  const raw = (fields[name] ?? '').trim();
  if (!/^\d{1,10}$/.test(raw) || Number(raw) > IMPORTE_MAX_CENTIMOS) throw unprocessable(COSTE_KEYS.importeInvalid);
  return Number(raw);
}

/** The lines sent as the JSON text of a form field: `[{"coste_id": 1, "importe_centimos": 4840}, …]`. */
function lineasCampo(raw: string | undefined): LineaFactura[] {
  if (!raw?.trim()) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw unprocessable(COSTE_KEYS.lineasInvalid);
  }
  if (!Array.isArray(parsed) || parsed.length > 2000) throw unprocessable(COSTE_KEYS.lineasInvalid);
  return parsed.map((item: unknown) => {
    const { coste_id, importe_centimos } = (item ?? {}) as Record<string, unknown>;
    if (typeof item !== 'object' || !isInteger(coste_id, 1, MAX_DB_ID) || !isInteger(importe_centimos, 0, IMPORTE_MAX_CENTIMOS)) throw unprocessable(COSTE_KEYS.lineasInvalid);
    return { coste_id, importe_centimos };
  });
}

/** A new invoice's body from its multipart form's text fields. */
export function facturaDelFormulario(fields: Record<string, string>): FacturaBody {
  const proveedor = (fields.proveedor_id ?? '').trim();
  if (!/^\d{1,10}$/.test(proveedor) || !isInteger(Number(proveedor), 1, MAX_DB_ID)) throw unprocessable(COSTE_KEYS.proveedorRequired);
  const numero = (fields.numero ?? '').trim();
  if (!numero) throw unprocessable(COSTE_KEYS.numeroRequired);
  if (numero.length > NUMERO_FACTURA_MAX) throw unprocessable(COSTE_KEYS.numeroLargo);
  return {
    proveedor_id: Number(proveedor),
    numero,
    fecha: fields.fecha ?? '',
    base_centimos: centimosCampo(fields, 'base_centimos'),
    iva_centimos: centimosCampo(fields, 'iva_centimos'),
    total_centimos: centimosCampo(fields, 'total_centimos'),
    lineas: lineasCampo(fields.lineas),
  };
}
