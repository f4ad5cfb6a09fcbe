/**
 * Correcting and removing providers and clinic days: the same checks as
 * creating them, and a 409 saying why for what may not change or go, with
 * the database left as it was; every change audited.
 */
import { expect, it } from 'vitest';
import { describeEachEngine, json, type TestApp } from '../helper';
import { createColonia, createGato } from '../fixtures';
import { createJornada, createProveedor, dayFromToday } from './support';

const snapshot = async (t: TestApp) => ({
  proveedores: await t.db.selectFrom('proveedores').selectAll().orderBy('id').execute(),
  jornadas: await t.db.selectFrom('jornadas').selectAll().orderBy('id').execute(),
  reservas: await t.db.selectFrom('jornada_reservas').selectAll().orderBy('id').execute(),
});

const auditOf = (t: TestApp, entidad: string, id: number) =>
  t.db.selectFrom('audit_log').select(['accion', 'detalle']).where('entidad', '=', entidad).where('entidad_id', '=', String(id)).orderBy('id').execute();

const day = (t: TestApp, id: number) => t.request({ method: 'GET', url: `/api/jornadas/${id}`, as: 'admin' });

describeEachEngine('jornadas de quirófano: correcting and removing providers and days', (t) => {
  it('a provider is corrected with the create checks; the vet linked stays when the body leaves them out', async () => {
    const vet = await t().user('veterinario');
    const proveedor = await createProveedor(t(), { usuario_id: vet.id });
    const url = `/api/proveedores/${proveedor.id}`;
    const res = await t().request({ method: 'PUT', url, as: 'responsable', payload: { nombre: ' Clínica San Antón ', direccion: 'Calle Mayor, 21', veterinario: 'Marta Ruiz', numero_colegiado: 'GU-1234' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res)).toMatchObject({ id: proveedor.id, nombre: 'Clínica San Antón', direccion: 'Calle Mayor, 21', usuario_id: vet.id });
    const listed = json<{ id: number; direccion: string }[]>(await t().request({ method: 'GET', url: '/api/proveedores/', as: 'admin' }));
    expect(listed.find((p) => p.id === proveedor.id)?.direccion).toBe('Calle Mayor, 21');
    const audit = await auditOf(t(), 'proveedores', proveedor.id);
    expect(audit.at(-1)).toEqual({ accion: 'editar', detalle: 'nombre: Clínica Veterinaria San Antón → Clínica San Antón, direccion: Calle Mayor, 12 → Calle Mayor, 21' });

    const before = await snapshot(t());
    const cases: [Record<string, unknown>, number, string][] = [
      [{ nombre: '  ', direccion: 'Calle', numero_colegiado: '1' }, 422, 'El nombre de la clínica es obligatorio.'],
      [{ nombre: 'Clínica', direccion: '', numero_colegiado: '1' }, 422, 'La dirección de la clínica es obligatoria.'],
      [{ nombre: 'Clínica', direccion: 'Calle', numero_colegiado: ' ' }, 422, 'El número de colegiado del veterinario es obligatorio.'],
      [{ nombre: 'Clínica', direccion: 'Calle', numero_colegiado: '1', usuario_id: (await t().user('voluntario')).id }, 422, 'La cuenta del veterinario no existe o no es de un veterinario.'],
    ];
    for (const [payload, status, detail] of cases) {
      const refused = await t().request({ method: 'PUT', url, as: 'admin', payload });
      expect(refused.statusCode, JSON.stringify(payload)).toBe(status);
      expect(json(refused).detail).toBe(detail);
    }
    const missing = await t().request({ method: 'PUT', url: '/api/proveedores/999999', as: 'admin', payload: { nombre: 'Clínica', direccion: 'Calle', numero_colegiado: '1' } });
    expect(missing.statusCode).toBe(404);
    expect(json(missing).detail).toBe('El proveedor veterinario no existe.');
    expect(await snapshot(t())).toEqual(before);

    const unlinked = await t().request({ method: 'PUT', url, as: 'admin', payload: { nombre: 'Clínica San Antón', direccion: 'Calle Mayor, 21', numero_colegiado: 'GU-1234', usuario_id: null } });
    expect(json(unlinked)).toMatchObject({ usuario_id: null, veterinario: 'Marta Ruiz' });
  });

  it('a provider with clinic days is not deleted (409); without them it is, audited', async () => {
    const conDias = await createProveedor(t());
    await createJornada(t(), 4, dayFromToday(20), conDias.id);
    const before = await snapshot(t());
    const refused = await t().request({ method: 'DELETE', url: `/api/proveedores/${conDias.id}`, as: 'responsable' });
    expect(refused.statusCode).toBe(409);
    expect(json(refused).detail).toBe('El proveedor veterinario tiene jornadas de quirófano: no puede borrarse mientras las tenga.');
    expect(await snapshot(t())).toEqual(before);

    const sinDias = await createProveedor(t(), { nombre: 'Clínica cerrada' });
    const res = await t().request({ method: 'DELETE', url: `/api/proveedores/${sinDias.id}`, as: 'admin' });
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res)).toEqual({ message: 'Proveedor veterinario borrado.' });
    const ids = json<{ id: number }[]>(await t().request({ method: 'GET', url: '/api/proveedores/', as: 'admin' })).map((p) => p.id);
    expect(ids).not.toContain(sinDias.id);
    expect(ids).toContain(conDias.id);
    expect((await auditOf(t(), 'proveedores', sinDias.id)).at(-1)).toEqual({ accion: 'eliminar', detalle: 'Clínica cerrada (GU-1234)' });
    expect((await t().request({ method: 'DELETE', url: `/api/proveedores/${sinDias.id}`, as: 'admin' })).statusCode).toBe(404);
  });

  it('a day moves, changes clinic and capacity, keeps its campaign; the create checks answer the same', async () => {
    const campana = await t().db.insertInto('campanas').values({ nombre: 'Primavera', fecha_inicio: '2020-01-01', fecha_fin: null, estatus: 'en progreso', voluntarios_involucrados: null, gatos_objetivo: 5, created_at: new Date().toISOString() }).returning('id').executeTakeFirstOrThrow();
    const primera = await createProveedor(t());
    const otra = await createProveedor(t(), { nombre: 'Clínica del Puente' });
    const created = await t().request({ method: 'POST', url: '/api/jornadas/', as: 'admin', payload: { proveedor_id: primera.id, fecha: dayFromToday(9), capacidad: 5, campana_id: campana.id } });
    const jornada = json<{ id: number }>(created);
    const url = `/api/jornadas/${jornada.id}`;
    const res = await t().request({ method: 'PUT', url, as: 'responsable', payload: { proveedor_id: otra.id, fecha: dayFromToday(11), capacidad: 8 } });
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res)).toMatchObject({ id: jornada.id, proveedor_id: otra.id, proveedor_nombre: 'Clínica del Puente', fecha: dayFromToday(11), capacidad: 8, libres: 8, campana_id: campana.id });
    expect((await auditOf(t(), 'jornadas', jornada.id)).at(-1)).toEqual({ accion: 'editar', detalle: `proveedor_id: ${primera.id} → ${otra.id}, fecha: ${dayFromToday(9)} → ${dayFromToday(11)}, capacidad: 5 → 8` });

    const before = await snapshot(t());
    const cases: [Record<string, unknown>, number, string][] = [
      [{ proveedor_id: otra.id, fecha: '2025-02-30', capacidad: 4 }, 422, 'La fecha de la jornada no es válida: usa el formato AAAA-MM-DD.'],
      [{ proveedor_id: otra.id, fecha: dayFromToday(3), capacidad: 0 }, 422, 'La capacidad debe ser un número entero de plazas entre 1 y 200.'],
      [{ proveedor_id: otra.id, fecha: dayFromToday(3), capacidad: 201 }, 422, 'La capacidad debe ser un número entero de plazas entre 1 y 200.'],
      [{ proveedor_id: otra.id, fecha: dayFromToday(3), capacidad: 2.5 }, 422, 'El campo «capacidad» debe ser un número entero.'],
      [{ proveedor_id: 999999, fecha: dayFromToday(3), capacidad: 4 }, 404, 'El proveedor veterinario no existe.'],
      [{ proveedor_id: otra.id, fecha: dayFromToday(3), capacidad: 4, campana_id: 999999 }, 404, 'La campaña no existe.'],
    ];
    for (const [payload, status, detail] of cases) {
      const refused = await t().request({ method: 'PUT', url, as: 'admin', payload });
      expect(refused.statusCode, JSON.stringify(payload)).toBe(status);
      expect(json(refused).detail).toBe(detail);
    }
    const missing = await t().request({ method: 'PUT', url: '/api/jornadas/999999', as: 'admin', payload: { proveedor_id: otra.id, fecha: dayFromToday(3), capacidad: 4 } });
    expect(missing.statusCode).toBe(404);
    expect(json(missing).detail).toBe('La jornada no existe.');
    expect(await snapshot(t())).toEqual(before);

    // A day typed with the wrong date may be moved into the past while it has no outcomes.
    const pasado = await t().request({ method: 'PUT', url, as: 'admin', payload: { proveedor_id: otra.id, fecha: dayFromToday(-2), capacidad: 8, campana_id: null } });
    expect(pasado.statusCode, pasado.body).toBe(200);
    expect(json(pasado)).toMatchObject({ fecha: dayFromToday(-2), campana_id: null });
  });

  it('a day’s capacity never drops below the slots booked (409, nothing changed)', async () => {
    const colonia = await createColonia(t().db, { nombre: 'Colonia de la Ermita' });
    const jornada = await createJornada(t(), 6);
    const proveedor_id = json<{ proveedor_id: number }>(await day(t(), jornada.id)).proveedor_id;
    const fecha = dayFromToday(7);
    for (const sexo of ['hembra', 'macho']) {
      const booked = await t().request({ method: 'POST', url: `/api/jornadas/${jornada.id}/reservas`, as: 'responsable', payload: { colonia_id: colonia.id, sexo } });
      expect(booked.statusCode, booked.body).toBe(200);
    }
    const before = await snapshot(t());
    const refused = await t().request({ method: 'PUT', url: `/api/jornadas/${jornada.id}`, as: 'admin', payload: { proveedor_id, fecha, capacidad: 2 } });
    expect(refused.statusCode).toBe(409);
    expect(json(refused).detail).toBe('La capacidad no puede ser menor que las plazas ya reservadas en la jornada.');
    expect(await snapshot(t())).toEqual(before);
    const justo = await t().request({ method: 'PUT', url: `/api/jornadas/${jornada.id}`, as: 'admin', payload: { proveedor_id, fecha, capacidad: 3 } });
    expect(justo.statusCode, justo.body).toBe(200);
    expect(json(justo)).toMatchObject({ capacidad: 3, ocupadas: 3, libres: 0 });
  });

  it('a day with outcomes keeps its date, clinic and campaign and is not deleted; its capacity may still change', async () => {
    const colonia = await createColonia(t().db, { nombre: 'Colonia del Parque' });
    const hoy = dayFromToday(0);
    const jornada = await createJornada(t(), 6, hoy);
    const proveedor_id = json<{ proveedor_id: number }>(await day(t(), jornada.id)).proveedor_id;
    const reserva = json<{ id: number }>(await t().request({ method: 'POST', url: `/api/jornadas/${jornada.id}/reservas`, as: 'responsable', payload: { colonia_id: colonia.id, sexo: 'macho' } }));
    const outcome = await t().request({ method: 'PUT', url: `/api/jornadas/${jornada.id}/reservas/${reserva.id}/resultado`, as: 'admin', payload: { presentado: false } });
    expect(outcome.statusCode, outcome.body).toBe(200);

    const before = await snapshot(t());
    const moved = await t().request({ method: 'PUT', url: `/api/jornadas/${jornada.id}`, as: 'admin', payload: { proveedor_id, fecha: dayFromToday(3), capacidad: 6 } });
    expect(moved.statusCode).toBe(409);
    expect(json(moved).detail).toBe('La jornada ya tiene resultados registrados: solo puede cambiarse su capacidad.');
    const deleted = await t().request({ method: 'DELETE', url: `/api/jornadas/${jornada.id}`, as: 'admin' });
    expect(deleted.statusCode).toBe(409);
    expect(json(deleted).detail).toBe('La jornada ya tiene resultados registrados: no puede borrarse.');
    expect(await snapshot(t())).toEqual(before);

    const capacidad = await t().request({ method: 'PUT', url: `/api/jornadas/${jornada.id}`, as: 'admin', payload: { proveedor_id, fecha: hoy, capacidad: 10 } });
    expect(capacidad.statusCode, capacidad.body).toBe(200);
    expect(json(capacidad)).toMatchObject({ capacidad: 10, fecha: hoy });
  });

  it('deleting a coming day frees its bookings in the same transaction, each audited; the cat can be booked again', async () => {
    const colonia = await createColonia(t().db, { nombre: 'Colonia del Castillo' });
    const gato = await createGato(t().db, colonia.id, { nombre: 'Canela', sexo: 'H' });
    const jornada = await createJornada(t(), 6, dayFromToday(4));
    const reservas = [];
    for (const payload of [{ gato_id: gato.id }, { colonia_id: colonia.id, sexo: 'desconocido', cachorro: true }]) {
      reservas.push(json<{ id: number }>(await t().request({ method: 'POST', url: `/api/jornadas/${jornada.id}/reservas`, as: 'responsable', payload })).id);
    }
    const res = await t().request({ method: 'DELETE', url: `/api/jornadas/${jornada.id}`, as: 'responsable' });
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res)).toEqual({ message: 'Jornada borrada.' });
    expect((await day(t(), jornada.id)).statusCode).toBe(404);
    expect(await t().db.selectFrom('jornada_reservas').select('id').where('id', 'in', reservas).execute()).toEqual([]);
    for (const id of reservas) expect(await auditOf(t(), 'jornada_reservas', id)).toEqual([{ accion: 'crear', detalle: `jornada ${jornada.id}` }, { accion: 'eliminar', detalle: `jornada ${jornada.id} borrada` }]);
    expect((await auditOf(t(), 'jornadas', jornada.id)).at(-1)?.accion).toBe('eliminar');
    expect((await auditOf(t(), 'jornadas', jornada.id)).at(-1)?.detalle).toContain('2 reservas anuladas');

    const otra = await createJornada(t(), 4, dayFromToday(6));
    const again = await t().request({ method: 'POST', url: `/api/jornadas/${otra.id}/reservas`, as: 'responsable', payload: { gato_id: gato.id } });
    expect(again.statusCode, again.body).toBe(200);
  });

  it('a past day with bookings still waiting for their outcomes is not deleted; a past day without bookings is', async () => {
    const colonia = await createColonia(t().db, { nombre: 'Colonia de las Eras' });
    const jornada = await createJornada(t(), 6, dayFromToday(2));
    const proveedor_id = json<{ proveedor_id: number }>(await day(t(), jornada.id)).proveedor_id;
    await t().request({ method: 'POST', url: `/api/jornadas/${jornada.id}/reservas`, as: 'responsable', payload: { colonia_id: colonia.id, sexo: 'macho' } });
    expect((await t().request({ method: 'PUT', url: `/api/jornadas/${jornada.id}`, as: 'admin', payload: { proveedor_id, fecha: dayFromToday(-1), capacidad: 6 } })).statusCode).toBe(200);
    const before = await snapshot(t());
    const refused = await t().request({ method: 'DELETE', url: `/api/jornadas/${jornada.id}`, as: 'admin' });
    expect(refused.statusCode).toBe(409);
    expect(json(refused).detail).toBe('La jornada ya pasó y tiene reservas: registra sus resultados (o que el gato no se presentó) en lugar de borrarla.');
    expect(await snapshot(t())).toEqual(before);

    const vacia = await createJornada(t(), 3, dayFromToday(-5));
    expect((await t().request({ method: 'DELETE', url: `/api/jornadas/${vacia.id}`, as: 'admin' })).statusCode).toBe(200);
    expect((await day(t(), vacia.id)).statusCode).toBe(404);
  });

  it('only staff correct or remove: a voluntario and a veterinario get 403 and nothing changes', async () => {
    const vet = await t().user('veterinario');
    const proveedor = await createProveedor(t(), { usuario_id: vet.id });
    const jornada = await createJornada(t(), 4, dayFromToday(8), proveedor.id);
    const before = await snapshot(t());
    for (const as of ['voluntario', 'veterinario'] as const) {
      const calls = [
        { method: 'PUT' as const, url: `/api/proveedores/${proveedor.id}`, payload: { nombre: 'Otra', direccion: 'Otra calle', numero_colegiado: '9' } },
        { method: 'DELETE' as const, url: `/api/proveedores/${proveedor.id}` },
        { method: 'PUT' as const, url: `/api/jornadas/${jornada.id}`, payload: { proveedor_id: proveedor.id, fecha: dayFromToday(9), capacidad: 9 } },
        { method: 'DELETE' as const, url: `/api/jornadas/${jornada.id}` },
      ];
      for (const call of calls) expect((await t().request({ ...call, as })).statusCode, `${as} ${call.method} ${call.url}`).toBe(403);
    }
    expect(await snapshot(t())).toEqual(before);
  });
});
