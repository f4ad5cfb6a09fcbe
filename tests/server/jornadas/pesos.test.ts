/**
 * The slots a booked cat takes of a clinic day are the municipality's setting: its administrator saves them
 * with its other settings, the day's page reads them with the day, and the booking counts by them; a booking
 * keeps the weight it was made with. Another municipality's weights are its own.
 */
import { expect, it } from 'vitest';
import { describeEachEngine, json, type TestApp, type TestUser } from '../helper';
import { createColonia, createGato } from '../fixtures';
import { withScope } from '../../../src/server/tenancy/scope';
import { createJornada, dayFromToday } from './support';

const PESOS = ['peso_reserva_macho', 'peso_reserva_hembra', 'peso_reserva_desconocido', 'peso_reserva_cachorro'] as const;
const INSTALACION = { macho: 1, hembra: 2, desconocido: 2, cachorro: 0.5 };
const B = { municipios: [2] } as const;

const save = (t: TestApp, payload: Record<string, unknown>, headers: Record<string, string> = {}) => t.request({ method: 'PUT', url: '/api/ajustes', as: 'admin', payload, headers });
const savedWeights = (t: TestApp, municipio = 1) => t.db.selectFrom('municipios').select([...PESOS]).where('id', '=', municipio).executeTakeFirstOrThrow();
const auditCount = async (t: TestApp) => (await t.db.selectFrom('audit_log').select('id').where('entidad', '=', 'ajustes').execute()).length;

describeEachEngine('clinic-day weights, a municipality setting', (t) => {
  it('the administrator saves the four weights: the settings and the clinic day give them back, empty keeps the installation’s, each save audited', async () => {
    const jornada = await createJornada(t(), 6);
    const day = async () => json(await t().request({ method: 'GET', url: `/api/jornadas/${jornada.id}`, as: 'responsable' }));
    expect(json(await t().request({ method: 'GET', url: '/api/ajustes', as: 'admin' }))).toMatchObject({ peso_reserva_macho: null, peso_reserva_hembra: null, peso_reserva_desconocido: null, peso_reserva_cachorro: null });
    expect((await day()).pesos).toEqual(INSTALACION);

    const saved = await save(t(), { peso_reserva_macho: 1.5, peso_reserva_hembra: 3, peso_reserva_desconocido: 2.5, peso_reserva_cachorro: 1 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(json(saved)).toMatchObject({ peso_reserva_macho: 1.5, peso_reserva_hembra: 3, peso_reserva_desconocido: 2.5, peso_reserva_cachorro: 1 });
    expect(json(await t().request({ method: 'GET', url: '/api/ajustes', as: 'admin' }))).toMatchObject({ peso_reserva_macho: 1.5, peso_reserva_hembra: 3, peso_reserva_desconocido: 2.5, peso_reserva_cachorro: 1 });
    expect((await day()).pesos).toEqual({ macho: 1.5, hembra: 3, desconocido: 2.5, cachorro: 1 });
    const listed = json<{ id: number; pesos: unknown }[]>(await t().request({ method: 'GET', url: '/api/jornadas/', as: 'veterinario' }));
    expect(listed.every((j) => JSON.stringify(j.pesos) === JSON.stringify({ macho: 1.5, hembra: 3, desconocido: 2.5, cachorro: 1 }))).toBe(true);
    const audit = await t().db.selectFrom('audit_log').select(['accion', 'entidad_id', 'detalle']).where('entidad', '=', 'ajustes').orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(audit).toMatchObject({ accion: 'editar', detalle: PESOS.join(', ') });
    expect(String(audit.entidad_id)).toBe('1');

    // One cleared: that case weighs the installation's again, the others stay.
    expect((await save(t(), { peso_reserva_hembra: null })).statusCode).toBe(200);
    expect((await day()).pesos).toEqual({ macho: 1.5, hembra: 2, desconocido: 2.5, cachorro: 1 });
    expect((await save(t(), { peso_reserva_macho: null, peso_reserva_desconocido: null, peso_reserva_cachorro: null })).statusCode).toBe(200);
    expect((await day()).pesos).toEqual(INSTALACION);
    expect(await savedWeights(t())).toEqual({ peso_reserva_macho: null, peso_reserva_hembra: null, peso_reserva_desconocido: null, peso_reserva_cachorro: null });
  });

  it('refuses a weight of nothing, below nothing, above ten or not in half slots, naming the case in the reader’s language; nothing changes', async () => {
    expect((await save(t(), { peso_reserva_cachorro: 1 })).statusCode).toBe(200);
    const before = { weights: await savedWeights(t()), audit: await auditCount(t()) };
    const cases: [Record<string, unknown>, string][] = [
      [{ peso_reserva_macho: 0 }, 'Las plazas que ocupa un macho en una jornada de quirófano deben ser un número mayor que 0 y no mayor que 10, en medias plazas (por ejemplo 1 o 1.5).'],
      [{ peso_reserva_hembra: -2 }, 'Las plazas que ocupa una hembra en una jornada de quirófano deben ser un número mayor que 0 y no mayor que 10, en medias plazas (por ejemplo 2 o 2.5).'],
      [{ peso_reserva_desconocido: 10.5 }, 'Las plazas que ocupa un gato de sexo desconocido en una jornada de quirófano deben ser un número mayor que 0 y no mayor que 10, en medias plazas (por ejemplo 2 o 2.5).'],
      [{ peso_reserva_cachorro: 0.3 }, 'Las plazas que ocupa un cachorro en una jornada de quirófano deben ser un número mayor que 0 y no mayor que 10, en medias plazas (por ejemplo 0.5 o 1).'],
      // A bad weight with good ones: none is saved.
      [{ peso_reserva_macho: 2, peso_reserva_hembra: 1.25 }, 'Las plazas que ocupa una hembra en una jornada de quirófano deben ser un número mayor que 0 y no mayor que 10, en medias plazas (por ejemplo 2 o 2.5).'],
    ];
    for (const [payload, detail] of cases) {
      const refused = await save(t(), payload);
      expect(refused.statusCode, JSON.stringify(payload)).toBe(422);
      expect(json(refused).detail).toBe(detail);
    }
    const english = await save(t(), { peso_reserva_cachorro: 11 }, { 'accept-language': 'en' });
    expect(english.statusCode).toBe(422);
    expect(json(english).detail).toBe('The slots a kitten takes on a clinic day must be a number greater than 0 and not greater than 10, in half slots (for example 0.5 or 1).');
    const text = await save(t(), { peso_reserva_macho: 'dos' });
    expect(text.statusCode).toBeGreaterThanOrEqual(400);
    expect(text.statusCode).toBeLessThan(500);
    expect(json(text).detail).toContain('peso_reserva_macho');
    expect({ weights: await savedWeights(t()), audit: await auditCount(t()) }).toEqual(before);
    expect((await save(t(), { peso_reserva_cachorro: null })).statusCode).toBe(200);
  });

  it('a male weighing 2 fills a day of 4 with two males and the third is refused; a later change leaves the bookings made as they were', async () => {
    expect((await save(t(), { peso_reserva_macho: 2 })).statusCode).toBe(200);
    const colonia = await createColonia(t().db, { nombre: 'Colonia de la Fuente' });
    const tigre = await createGato(t().db, colonia.id, { nombre: 'Tigre', sexo: 'M' });
    const jornada = await createJornada(t(), 4, dayFromToday(9));
    const url = `/api/jornadas/${jornada.id}/reservas`;
    const book = (payload: object) => t().request({ method: 'POST', url, as: 'responsable', payload });

    expect(json(await book({ gato_id: tigre.id }))).toMatchObject({ gato_nombre: 'Tigre', sexo: 'macho', peso: 2 });
    expect(json(await book({ colonia_id: colonia.id, sexo: 'macho' }))).toMatchObject({ sexo: 'macho', peso: 2 });
    const third = await book({ colonia_id: colonia.id, sexo: 'macho' });
    expect(third.statusCode).toBe(409);
    expect(json(third).detail).toBe('La jornada está completa: no quedan plazas libres suficientes para esta reserva.');
    const full = json(await t().request({ method: 'GET', url: `/api/jornadas/${jornada.id}`, as: 'responsable' }));
    expect(full).toMatchObject({ ocupadas: 4, libres: 0, reservas: 2, pesos: { ...INSTALACION, macho: 2 } });

    // Back to the installation's 1: the two bookings keep their 2, so the day is still full for a male.
    expect((await save(t(), { peso_reserva_macho: null })).statusCode).toBe(200);
    expect(json<{ peso: number }[]>(await t().request({ method: 'GET', url, as: 'responsable' })).map((r) => r.peso)).toEqual([2, 2]);
    expect((await book({ colonia_id: colonia.id, sexo: 'macho' })).statusCode).toBe(409);
    const resumen = json(await t().request({ method: 'GET', url: '/api/jornadas/resumen', as: 'responsable' }));
    expect(resumen.proximas.find((j: { id: number }) => j.id === jornada.id)).toMatchObject({ capacidad: 4, libres: 0 });

    // Cancelling one frees its 2 slots, which now take two males of 1.
    const [first] = json<{ id: number }[]>(await t().request({ method: 'GET', url, as: 'responsable' }));
    expect((await t().request({ method: 'DELETE', url: `${url}/${first.id}`, as: 'responsable' })).statusCode).toBe(200);
    expect(json(await book({ colonia_id: colonia.id, sexo: 'macho' }))).toMatchObject({ peso: 1 });
    expect(json(await book({ colonia_id: colonia.id, sexo: 'macho' }))).toMatchObject({ peso: 1 });
    expect((await book({ colonia_id: colonia.id, sexo: 'macho', cachorro: true })).statusCode).toBe(409);
    const after = json(await t().request({ method: 'GET', url: '/api/jornadas/resumen', as: 'responsable' }));
    expect(after.proximas.find((j: { id: number }) => j.id === jornada.id)).toMatchObject({ libres: 0 });
  });

  it('another municipality books with its own weights, and its change leaves the first’s as they were', async () => {
    await t().db.insertInto('municipios').values({ id: 2, nombre: 'Atienza', slug: 'atienza', created_at: '2026-11-26T00:00:00.000Z' }).execute();
    const adminB: TestUser = await withScope(B, () => t().createUser('admin'));
    const responsableB: TestUser = await withScope(B, () => t().createUser('responsable'));
    const saved = await t().request({ method: 'PUT', url: '/api/ajustes', as: adminB, payload: { peso_reserva_hembra: 4, peso_reserva_cachorro: 2 } });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await savedWeights(t(), 2)).toEqual({ peso_reserva_macho: null, peso_reserva_hembra: 4, peso_reserva_desconocido: null, peso_reserva_cachorro: 2 });
    expect(await savedWeights(t(), 1)).toEqual({ peso_reserva_macho: null, peso_reserva_hembra: null, peso_reserva_desconocido: null, peso_reserva_cachorro: null });

    const proveedor = json(await t().request({ method: 'POST', url: '/api/proveedores/', as: responsableB, payload: { nombre: 'Clínica de Atienza', direccion: 'Plaza del Trigo, 2', numero_colegiado: 'GU-2002' } }));
    const jornadaB = json(await t().request({ method: 'POST', url: '/api/jornadas/', as: responsableB, payload: { proveedor_id: proveedor.id, fecha: dayFromToday(12), capacidad: 6 } }));
    expect(jornadaB.pesos).toEqual({ macho: 1, hembra: 4, desconocido: 2, cachorro: 2 });
    const coloniaB = await withScope(B, () => createColonia(t().db, { nombre: 'Colonia del Castillo' }));
    const bookB = (payload: object) => t().request({ method: 'POST', url: `/api/jornadas/${jornadaB.id}/reservas`, as: responsableB, payload });
    expect(json(await bookB({ colonia_id: coloniaB.id, sexo: 'hembra' }))).toMatchObject({ peso: 4 });
    expect(json(await bookB({ colonia_id: coloniaB.id, sexo: 'desconocido', cachorro: true }))).toMatchObject({ peso: 2 });
    expect((await bookB({ colonia_id: coloniaB.id, sexo: 'macho' })).statusCode).toBe(409);

    // The first municipality still books with the installation's weights.
    const jornadaA = await createJornada(t(), 3, dayFromToday(12));
    expect(json(await t().request({ method: 'GET', url: `/api/jornadas/${jornadaA.id}`, as: 'responsable' })).pesos).toEqual(INSTALACION);
    const coloniaA = await createColonia(t().db, { nombre: 'Colonia de la Alameda' });
    expect(json(await t().request({ method: 'POST', url: `/api/jornadas/${jornadaA.id}/reservas`, as: 'responsable', payload: { colonia_id: coloniaA.id, sexo: 'hembra' } }))).toMatchObject({ peso: 2 });
  });
});
