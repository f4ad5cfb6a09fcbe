import { expect, it } from 'vitest';
import { describeEachEngine, json } from '../helper';
import { createColonia, createGato } from '../fixtures';
import { createJornada, createProveedor, dayFromToday } from './support';

describeEachEngine('jornadas de quirófano: providers, days and bookings', (t) => {
  it('a provider and a day round-trip; the day shows its free capacity; every change is audited', async () => {
    const proveedor = await createProveedor(t());
    expect(proveedor).toMatchObject({ nombre: 'Clínica Veterinaria San Antón', direccion: 'Calle Mayor, 12', veterinario: 'Marta Ruiz', numero_colegiado: 'GU-1234', usuario_id: null });
    const fecha = dayFromToday(10);
    const res = await t().request({ method: 'POST', url: '/api/jornadas/', as: 'admin', payload: { proveedor_id: proveedor.id, fecha: `${fecha}T08:00:00.000Z`, capacidad: 6 } });
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res)).toMatchObject({ proveedor_id: proveedor.id, proveedor_nombre: 'Clínica Veterinaria San Antón', fecha, capacidad: 6, ocupadas: 0, libres: 6, reservas: 0 });
    const listed = await t().request({ method: 'GET', url: '/api/jornadas/', as: 'responsable' });
    expect(json<{ id: number }[]>(listed).map((j) => j.id)).toContain(json(res).id);
    const audit = await t().db.selectFrom('audit_log').select(['accion', 'entidad']).where('entidad', 'in', ['proveedores', 'jornadas']).where('entidad_id', 'in', [String(proveedor.id), String(json(res).id)]).execute();
    expect(audit).toEqual(expect.arrayContaining([{ accion: 'crear', entidad: 'proveedores' }, { accion: 'crear', entidad: 'jornadas' }]));
  });

  it('refuses bad input in Spanish and stores nothing', async () => {
    const count = async () => Number((await t().db.selectFrom('jornadas').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
    const before = await count();
    const proveedor = await createProveedor(t());
    const cases: [Record<string, unknown>, number, string][] = [
      [{ proveedor_id: proveedor.id, fecha: '2025-02-30', capacidad: 4 }, 422, 'La fecha de la jornada no es válida: usa el formato AAAA-MM-DD.'],
      [{ proveedor_id: proveedor.id, fecha: dayFromToday(3), capacidad: 0 }, 422, 'La capacidad debe ser un número entero de plazas entre 1 y 200.'],
      [{ proveedor_id: proveedor.id, fecha: dayFromToday(3), capacidad: 2.5 }, 422, 'El campo «capacidad» debe ser un número entero.'],
      [{ proveedor_id: 999999, fecha: dayFromToday(3), capacidad: 4 }, 404, 'El proveedor veterinario no existe.'],
    ];
    for (const [payload, status, detail] of cases) {
      const res = await t().request({ method: 'POST', url: '/api/jornadas/', as: 'admin', payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(status);
      expect(json(res).detail).toBe(detail);
    }
    expect(await count()).toBe(before);
    const sinColegiado = await t().request({ method: 'POST', url: '/api/proveedores/', as: 'admin', payload: { nombre: 'Clínica', direccion: 'Calle', numero_colegiado: '  ' } });
    expect(sinColegiado.statusCode).toBe(422);
    expect(json(sinColegiado).detail).toBe('El número de colegiado del veterinario es obligatorio.');
    const noVet = await t().request({ method: 'POST', url: '/api/proveedores/', as: 'admin', payload: { nombre: 'Clínica', direccion: 'Calle', numero_colegiado: '1', usuario_id: (await t().user('voluntario')).id } });
    expect(json(noVet).detail).toBe('La cuenta del veterinario no existe o no es de un veterinario.');
  });

  it('books by weight (male 1, female or unknown 2, kitten 0.5) until full; the next booking is 409 in Spanish', async () => {
    const colonia = await createColonia(t().db, { nombre: 'Colonia del Lavadero' });
    const macho = await createGato(t().db, colonia.id, { nombre: 'Tigre', sexo: 'M' });
    const hembra = await createGato(t().db, colonia.id, { nombre: 'Luna', sexo: 'H' });
    const jornada = await createJornada(t(), 4);
    const url = `/api/jornadas/${jornada.id}/reservas`;
    const book = (payload: object) => t().request({ method: 'POST', url, as: 'responsable', payload });

    const first = await book({ gato_id: macho.id });
    expect(first.statusCode, first.body).toBe(200);
    expect(json(first)).toMatchObject({ gato_id: macho.id, gato_nombre: 'Tigre', colonia_id: colonia.id, colonia_nombre: 'Colonia del Lavadero', sexo: 'macho', peso: 1, resultado_at: null });
    expect(json(await book({ gato_id: hembra.id }))).toMatchObject({ sexo: 'hembra', peso: 2 });
    expect(json(await book({ colonia_id: colonia.id, sexo: 'desconocido', cachorro: true }))).toMatchObject({ gato_id: null, sexo: 'desconocido', cachorro: true, peso: 0.5 });
    const day = json(await t().request({ method: 'GET', url: `/api/jornadas/${jornada.id}`, as: 'responsable' }));
    expect(day).toMatchObject({ ocupadas: 3.5, libres: 0.5, reservas: 3 });

    const full = await book({ colonia_id: colonia.id, sexo: 'macho' });
    expect(full.statusCode).toBe(409);
    expect(json(full).detail).toBe('La jornada está completa: no quedan plazas libres suficientes para esta reserva.');
    expect(json(await book({ colonia_id: colonia.id, sexo: 'hembra', cachorro: true }))).toMatchObject({ peso: 0.5 });
    const list = json<{ peso: number }[]>(await t().request({ method: 'GET', url, as: 'admin' }));
    expect(list.map((r) => r.peso).sort()).toEqual([0.5, 0.5, 1, 2]);
  });

  it('a veterinario sees only the days of the clinic linked to their account', async () => {
    const vet = await t().user('veterinario');
    const suya = await createProveedor(t(), { nombre: 'Clínica del veterinario', usuario_id: vet.id });
    const ajena = await createJornada(t(), 3);
    const propia = await createJornada(t(), 3, dayFromToday(5), suya.id);
    const ids = json<{ id: number }[]>(await t().request({ method: 'GET', url: '/api/jornadas/', as: 'veterinario' })).map((j) => j.id);
    expect(ids).toContain(propia.id);
    expect(ids).not.toContain(ajena.id);
    expect((await t().request({ method: 'GET', url: `/api/jornadas/${ajena.id}/reservas`, as: 'veterinario' })).statusCode).toBe(404);
    expect((await t().request({ method: 'GET', url: `/api/jornadas/${propia.id}/reservas`, as: 'veterinario' })).statusCode).toBe(200);
    expect((await t().request({ method: 'POST', url: `/api/jornadas/${propia.id}/reservas`, as: 'veterinario', payload: { colonia_id: 1, sexo: 'macho' } })).statusCode).toBe(403);
    expect((await t().request({ method: 'POST', url: '/api/jornadas/', as: 'voluntario', payload: { proveedor_id: suya.id, fecha: dayFromToday(1), capacidad: 2 } })).statusCode).toBe(403);
  });

  it('refuses a cat already booked, sterilised or removed, a past day, and a mixed booking; cancelling frees the slots', async () => {
    const colonia = await createColonia(t().db);
    const gato = await createGato(t().db, colonia.id, { sexo: 'H' });
    const esterilizado = await createGato(t().db, colonia.id, { fecha_esterilizacion: '2024-05-01' });
    const baja = await createGato(t().db, colonia.id, { activo: 0 });
    const a = await createJornada(t(), 4);
    const b = await createJornada(t(), 4, dayFromToday(14));
    const pasada = await createJornada(t(), 4, dayFromToday(-2));
    const reserva = json(await t().request({ method: 'POST', url: `/api/jornadas/${a.id}/reservas`, as: 'responsable', payload: { gato_id: gato.id } }));
    const cases: [number, object, number, string][] = [
      [b.id, { gato_id: gato.id }, 409, 'El gato ya tiene una reserva pendiente en otra jornada.'],
      [b.id, { gato_id: esterilizado.id }, 409, 'El gato ya está esterilizado.'],
      [b.id, { gato_id: baja.id }, 422, 'El gato está dado de baja.'],
      [b.id, { gato_id: gato.id, colonia_id: colonia.id, sexo: 'macho' }, 422, 'Indica un gato (gato_id) o una colonia (colonia_id) con el sexo del gato a capturar, no ambos.'],
      [b.id, {}, 422, 'Indica un gato (gato_id) o una colonia (colonia_id) con el sexo del gato a capturar, no ambos.'],
      [b.id, { colonia_id: colonia.id, sexo: 'gata' }, 422, 'El sexo del gato a capturar debe ser macho, hembra o desconocido.'],
      [b.id, { colonia_id: 999999, sexo: 'macho' }, 404, 'La colonia no existe.'],
      [pasada.id, { colonia_id: colonia.id, sexo: 'macho' }, 422, 'La jornada ya ha pasado: no admite reservas.'],
    ];
    for (const [jornada, payload, status, detail] of cases) {
      const res = await t().request({ method: 'POST', url: `/api/jornadas/${jornada}/reservas`, as: 'responsable', payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(status);
      expect(json(res).detail).toBe(detail);
    }
    const cancelled = await t().request({ method: 'DELETE', url: `/api/jornadas/${a.id}/reservas/${reserva.id}`, as: 'responsable' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(json(cancelled)).toMatchObject({ ocupadas: 0, libres: 4, reservas: 0 });
    const audit = await t().db.selectFrom('audit_log').select('accion').where('entidad', '=', 'jornada_reservas').where('entidad_id', '=', String(reserva.id)).orderBy('id').execute();
    expect(audit).toEqual([{ accion: 'crear' }, { accion: 'eliminar' }]);
    expect(json(await t().request({ method: 'POST', url: `/api/jornadas/${b.id}/reservas`, as: 'responsable', payload: { gato_id: gato.id } }))).toMatchObject({ gato_id: gato.id });
    expect((await t().request({ method: 'DELETE', url: `/api/jornadas/${a.id}/reservas/${reserva.id}`, as: 'responsable' })).statusCode).toBe(404);
  });

  it('two responsables booking at once never overbook the day by weight', async () => {
    const colonia = await createColonia(t().db);
    const otro = await t().createUser('responsable', { username: `resp-${Date.now()}` });
    const jornada = await createJornada(t(), 5);
    const attempts = Array.from({ length: 12 }, (_, i) =>
      t().request({ method: 'POST', url: `/api/jornadas/${jornada.id}/reservas`, as: i % 2 ? otro : 'responsable', payload: { colonia_id: colonia.id, sexo: 'hembra' } }),
    );
    const answers = await Promise.all(attempts);
    const ok = answers.filter((r) => r.statusCode === 200);
    expect(ok).toHaveLength(2);
    expect(answers.filter((r) => r.statusCode === 409)).toHaveLength(10);
    const day = json(await t().request({ method: 'GET', url: `/api/jornadas/${jornada.id}`, as: 'admin' }));
    expect(day).toMatchObject({ ocupadas: 4, libres: 1, reservas: 2 });
  });
});
