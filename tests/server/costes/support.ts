/** A clinic with its vet's account, its prices, and a past clinic day whose outcomes are recorded through the API. */
import { expect } from 'vitest';
import { json, type TestApp } from '../helper';
import { createColonia } from '../fixtures';
import { createJornada, createProveedor, dayFromToday } from '../jornadas/support';
import { validCode } from '../gatos/support';
import type { TestUser } from '../helper';

export { dayFromToday };

/** A clinic linked to `vet` (a veterinario's account). */
export async function clinica(t: TestApp, vet: TestUser, nombre = 'Clínica San Antón'): Promise<{ id: number }> {
  return createProveedor(t, { nombre, usuario_id: vet.id });
}

export async function addTarifa(t: TestApp, proveedorId: number, body: Record<string, unknown>) {
  return t.request({ method: 'POST', url: `/api/proveedores/${proveedorId}/tarifas`, as: 'responsable', payload: { iva_porcentaje: 21, desde: '2020-01-01', hasta: null, ...body } });
}

/**
 * A past day of the clinic with one female trapped in a new colony, operated, chipped and tested: its outcome,
 * recorded by the clinic's vet, makes three acts (surgery, microchip, FeLV/FIV test). Answers the acts' cost ids.
 */
export async function diaOperado(t: TestApp, proveedorId: number, vet: TestUser) {
  // Microchips are unique in a municipality, and the suite's database lives across its tests.
  const chip = 100_000 + Math.floor(Math.random() * 1e9);
  const jornada = await createJornada(t, 10, dayFromToday(1), proveedorId);
  const fecha = dayFromToday(-2);
  await t.db.updateTable('jornadas').set({ fecha }).where('id', '=', jornada.id).execute();
  const colonia = await createColonia(t.db, { nombre: `Colonia del Lavadero ${chip}` });
  const reserva = await t.db
    .insertInto('jornada_reservas')
    .values({ jornada_id: jornada.id, gato_id: null, colonia_id: colonia.id, sexo: 'desconocido', cachorro: 0, peso: 2, usuario_id: null, created_at: new Date().toISOString() })
    .returning('id')
    .executeTakeFirstOrThrow();
  const res = await t.request({
    method: 'PUT',
    url: `/api/jornadas/${jornada.id}/reservas/${reserva.id}/resultado`,
    as: vet,
    payload: { presentado: true, operado: true, sexo_encontrado: 'H', corte_oreja: true, felv: 'negativo', fiv: 'negativo', gestante: false, lactante: false, nombre: `Canela ${chip}`, microchip: validCode(chip), microchip_accion: 'implantado' },
  });
  expect(res.statusCode, res.body).toBe(200);
  const costes = await t.db.selectFrom('costes').select(['id', 'concepto']).where('reserva_id', '=', reserva.id).orderBy('id').execute();
  return { fecha, colonia, chip: validCode(chip), nombre: `Canela ${chip}`, gatoId: json(res).gato_id as number, reservaId: reserva.id, costes: Object.fromEntries(costes.map((c) => [c.concepto, c.id])) as Record<string, number> };
}
