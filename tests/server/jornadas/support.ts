/** A provider and a clinic day made through the API, for the clinic-day tests. */
import { expect } from 'vitest';
import { json, type TestApp } from '../helper';

/** A day `offset` days from today (negative: past). */
export function dayFromToday(offset: number): string {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + offset);
  return date.toISOString().slice(0, 10);
}

export async function createProveedor(t: TestApp, overrides: Record<string, unknown> = {}): Promise<{ id: number }> {
  const res = await t.request({
    method: 'POST',
    url: '/api/proveedores/',
    as: 'responsable',
    payload: { nombre: 'Clínica Veterinaria San Antón', direccion: 'Calle Mayor, 12', veterinario: 'Marta Ruiz', numero_colegiado: 'GU-1234', ...overrides },
  });
  expect(res.statusCode, res.body).toBe(200);
  return json(res);
}

export async function createJornada(t: TestApp, capacidad: number, fecha = dayFromToday(7), proveedor?: number): Promise<{ id: number }> {
  const proveedor_id = proveedor ?? (await createProveedor(t)).id;
  const res = await t.request({ method: 'POST', url: '/api/jornadas/', as: 'responsable', payload: { proveedor_id, fecha, capacidad } });
  expect(res.statusCode, res.body).toBe(200);
  return json(res);
}
