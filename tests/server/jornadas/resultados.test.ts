import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { describeEachEngine, json, type TestApp } from '../helper';
import { createColonia, createGato } from '../fixtures';
import { createJornada, createProveedor, dayFromToday } from './support';
import { validCode } from '../gatos/support';

/** A past day (outcomes are recorded from the day on) with its bookings made straight in the database. */
async function pastDay(t: TestApp, campana_id: number | null = null) {
  const clinica = await createProveedor(t, { usuario_id: (await t.user('veterinario')).id });
  const jornada = await createJornada(t, 10, dayFromToday(1), clinica.id);
  const fecha = dayFromToday(-1);
  await t.db.updateTable('jornadas').set({ fecha, campana_id }).where('id', '=', jornada.id).execute();
  return { id: jornada.id, fecha };
}

async function reservar(t: TestApp, jornadaId: number, values: { gato_id?: number | null; colonia_id: number; sexo?: string }) {
  const row = await t.db
    .insertInto('jornada_reservas')
    .values({ jornada_id: jornadaId, gato_id: values.gato_id ?? null, colonia_id: values.colonia_id, sexo: values.sexo ?? 'desconocido', cachorro: 0, peso: 2, usuario_id: null, created_at: new Date().toISOString() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

const operado = { presentado: true, operado: true, sexo_encontrado: 'H', corte_oreja: true, felv: 'negativo', fiv: 'positivo', gestante: false, lactante: true, edad_meses: 18, peso_kg: 3.2 };

describeEachEngine('jornadas de quirófano: outcomes and the intake microchip check', (t) => {
  it('an unidentified cat operated is created in its colony, with its activity and its campaign, all audited', async () => {
    const colonia = await createColonia(t().db, { nombre: 'Colonia del Molino', ubicacion: 'Camino del Molino' });
    const campana = await t().db.insertInto('campanas').values({ nombre: 'Otoño', fecha_inicio: '2020-01-01', fecha_fin: null, estatus: 'en progreso', voluntarios_involucrados: null, gatos_objetivo: 5, created_at: new Date().toISOString() }).returning('id').executeTakeFirstOrThrow();
    const jornada = await pastDay(t(), campana.id);
    const reservaId = await reservar(t(), jornada.id, { colonia_id: colonia.id });
    const chip = validCode(7001);
    const res = await t().request({
      method: 'PUT',
      url: `/api/jornadas/${jornada.id}/reservas/${reservaId}/resultado`,
      as: 'veterinario',
      payload: { ...operado, nombre: 'Harina', microchip: chip, microchip_accion: 'implantado', complicaciones: 'Ninguna', fecha_retorno: dayFromToday(1) },
    });
    expect(res.statusCode, res.body).toBe(200);
    const reserva = json(res);
    expect(reserva).toMatchObject({ presentado: true, operado: true, sexo_encontrado: 'H', microchip: chip, corte_oreja: true, felv: 'negativo', fiv: 'positivo', lactante: true, edad_meses: 18, peso_kg: 3.2, gato_nombre: 'Harina' });
    const gato = await t().db.selectFrom('gatos').selectAll().where('id', '=', reserva.gato_id).executeTakeFirstOrThrow();
    expect(gato).toMatchObject({ nombre: 'Harina', sexo: 'H', colonia_id: colonia.id, ubicacion: 'Camino del Molino', fecha_esterilizacion: jornada.fecha, codigo_identificacion: chip, fecha_identificacion: jornada.fecha, edad_num: 18, edad_unidad: 'meses' });
    const actividades = await t().db.selectFrom('actividades').select(['tipo', 'descripcion']).where('gato_id', '=', gato.id).execute();
    expect(actividades).toHaveLength(1);
    expect(actividades[0].tipo).toBe('Esterilización en jornada');
    expect(actividades[0].descripcion).toContain('FeLV: negativo; FIV: positivo.');
    expect(await t().db.selectFrom('campana_gatos').select('gato_id').where('campana_id', '=', campana.id).execute()).toEqual([{ gato_id: gato.id }]);
    const audit = await t().db.selectFrom('audit_log').select(['accion', 'entidad']).where('detalle', 'in', [`jornada ${jornada.id}`, 'operado', `gato ${gato.id}`]).execute();
    expect(audit).toEqual(expect.arrayContaining([{ accion: 'crear', entidad: 'gatos' }, { accion: 'asignar', entidad: 'campanas' }, { accion: 'editar', entidad: 'jornada_reservas' }]));

    const again = await t().request({ method: 'PUT', url: `/api/jornadas/${jornada.id}/reservas/${reservaId}/resultado`, as: 'veterinario', payload: operado });
    expect(again.statusCode).toBe(409);
    expect(json(again).detail).toBe('La reserva ya tiene su resultado registrado: no puede cambiarse.');
  });

  it('a no-show writes nothing but its mark, and leaves the cat free for the next day', async () => {
    const colonia = await createColonia(t().db);
    const gato = await createGato(t().db, colonia.id, { sexo: 'M' });
    const jornada = await pastDay(t());
    const reservaId = await reservar(t(), jornada.id, { gato_id: gato.id, colonia_id: colonia.id, sexo: 'macho' });
    const res = await t().request({ method: 'PUT', url: `/api/jornadas/${jornada.id}/reservas/${reservaId}/resultado`, as: 'responsable', payload: { presentado: false } });
    expect(json(res)).toMatchObject({ presentado: false, operado: false });
    expect(await t().db.selectFrom('actividades').select('id').where('gato_id', '=', gato.id).execute()).toEqual([]);
    const next = await createJornada(t(), 3, dayFromToday(4));
    const booked = await t().request({ method: 'POST', url: `/api/jornadas/${next.id}/reservas`, as: 'responsable', payload: { gato_id: gato.id } });
    expect(booked.statusCode, booked.body).toBe(200);
  });

  it('a failure halfway leaves nothing written: no cat, no activity, no membership, the booking still open', async () => {
    const colonia = await createColonia(t().db);
    const jornada = await pastDay(t());
    const reservaId = await reservar(t(), jornada.id, { colonia_id: colonia.id });
    const gatos = async () => Number((await t().db.selectFrom('gatos').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
    const before = await gatos();
    // The activity is written after the cat: a trigger refuses it, as a lost connection or full disk would.
    if (t().engine === 'postgres') {
      await sql`CREATE OR REPLACE FUNCTION falla_actividad() RETURNS trigger AS $$ BEGIN IF NEW.descripcion LIKE '%FALLO-PRUEBA%' THEN RAISE EXCEPTION 'fallo de prueba'; END IF; RETURN NEW; END $$ LANGUAGE plpgsql`.execute(t().db);
      await sql`CREATE TRIGGER falla_actividad BEFORE INSERT ON actividades FOR EACH ROW EXECUTE FUNCTION falla_actividad()`.execute(t().db);
    } else {
      await sql`CREATE TRIGGER falla_actividad BEFORE INSERT ON actividades WHEN NEW.descripcion LIKE '%FALLO-PRUEBA%' BEGIN SELECT RAISE(ABORT, 'fallo de prueba'); END`.execute(t().db);
    }
    try {
      const res = await t().request({ method: 'PUT', url: `/api/jornadas/${jornada.id}/reservas/${reservaId}/resultado`, as: 'veterinario', payload: { ...operado, complicaciones: 'FALLO-PRUEBA' } });
      expect(res.statusCode).toBeGreaterThanOrEqual(500);
    } finally {
      await sql`DROP TRIGGER falla_actividad${t().engine === 'postgres' ? sql` ON actividades` : sql``}`.execute(t().db);
    }
    expect(await gatos()).toBe(before);
    const reserva = await t().db.selectFrom('jornada_reservas').select(['resultado_at', 'gato_id']).where('id', '=', reservaId).executeTakeFirstOrThrow();
    expect(reserva).toEqual({ resultado_at: null, gato_id: null });
    expect(await t().db.selectFrom('audit_log').select('id').where('detalle', '=', `jornada ${jornada.id}`).execute()).toEqual([]);
  });

  it('refuses a bad outcome in Spanish, and one before the day', async () => {
    const colonia = await createColonia(t().db);
    const jornada = await pastDay(t());
    const reservaId = await reservar(t(), jornada.id, { colonia_id: colonia.id });
    const url = `/api/jornadas/${jornada.id}/reservas/${reservaId}/resultado`;
    const cases: [object, string][] = [
      [{ presentado: true, operado: false, sexo_encontrado: 'H' }, 'Indica por qué no se operó al gato.'],
      [{ ...operado, sexo_encontrado: 'X' }, 'Indica el sexo encontrado (M o H).'],
      [{ ...operado, microchip: '123' , microchip_accion: 'implantado' }, 'El microchip debe tener 15 dígitos.'],
      [{ ...operado, microchip: validCode(7002) }, 'Indica si el microchip se implantó o se leyó.'],
      [{ ...operado, felv: 'dudoso' }, 'El resultado de FeLV/FIV debe ser negativo, positivo o no realizado.'],
      [{ ...operado, fecha_retorno: '2000-01-01' }, 'La fecha de retorno no es válida o es anterior a la jornada.'],
    ];
    for (const [payload, detail] of cases) {
      const res = await t().request({ method: 'PUT', url, as: 'veterinario', payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
      expect(json(res).detail).toBe(detail);
    }
    const propia = await createProveedor(t(), { usuario_id: (await t().user('veterinario')).id });
    const coming = await createJornada(t(), 3, dayFromToday(3), propia.id);
    const comingReserva = await reservar(t(), coming.id, { colonia_id: colonia.id });
    const early = await t().request({ method: 'PUT', url: `/api/jornadas/${coming.id}/reservas/${comingReserva}/resultado`, as: 'veterinario', payload: operado });
    expect(json(early).detail).toBe('El resultado se registra el día de la jornada o después.');
    expect((await t().request({ method: 'PUT', url, as: 'voluntario', payload: operado })).statusCode).toBe(403);
  });

  it('a chip read at intake that is not a colony cat of this council blocks «operated» until staff record the check', async () => {
    const colonia = await createColonia(t().db);
    const adoptado = await createGato(t().db, colonia.id, { codigo_identificacion: validCode(7101), activo: 0, baja_motivo: 'adoptado' });
    const deColonia = await createGato(t().db, colonia.id, { codigo_identificacion: validCode(7102) });
    const jornada = await pastDay(t());
    const check = (reserva: number, payload: object, as: 'veterinario' | 'responsable' = 'veterinario') =>
      t().request({ method: 'POST', url: `/api/jornadas/${jornada.id}/reservas/${reserva}/comprobacion-microchip`, as, payload });
    const outcome = (reserva: number, microchip: string) =>
      t().request({ method: 'PUT', url: `/api/jornadas/${jornada.id}/reservas/${reserva}/resultado`, as: 'veterinario', payload: { ...operado, microchip, microchip_accion: 'leido' } });

    const colonyCat = await reservar(t(), jornada.id, { gato_id: deColonia.id, colonia_id: colonia.id });
    expect((await outcome(colonyCat, validCode(7102))).statusCode).toBe(409);
    expect(json(await check(colonyCat, { microchip: validCode(7102) }))).toMatchObject({ resultado: 'gato_de_colonia', aviso: null, bloquea_operado: false, gato_id: deColonia.id });
    expect((await outcome(colonyCat, validCode(7102))).statusCode).toBe(200);

    const owned = await reservar(t(), jornada.id, { colonia_id: colonia.id });
    const found = json(await check(owned, { microchip: validCode(7101) }));
    expect(found).toMatchObject({ resultado: 'posible_propietario', bloquea_operado: true, aviso: 'Posible gato con propietario: consulte el registro de identificación antes de intervenir.', gato_id: adoptado.id });
    const blocked = await outcome(owned, validCode(7101));
    expect(blocked.statusCode).toBe(409);
    expect(json(blocked).detail).toBe('Posible gato con propietario: consulte el registro de identificación antes de intervenir. Registre la comprobación antes de marcarlo como operado.');
    // The vet reads the chip; deciding is staff's.
    expect((await check(owned, { microchip: validCode(7101), consulta: 'REIAC', decision: 'intervenir' })).statusCode).toBe(403);
    expect(json(await check(owned, { microchip: validCode(7101), consulta: 'REIAC' }, 'responsable')).detail).toBe('Para registrar la comprobación indica qué se consultó y la decisión (intervenir o no intervenir).');
    expect(json(await check(owned, { microchip: validCode(7101), consulta: 'Consultado el REIAC: sin titular desde 2021', decision: 'no_intervenir' }, 'responsable'))).toMatchObject({ bloquea_operado: true });
    expect(json(await outcome(owned, validCode(7101))).detail).toBe('La comprobación del microchip decidió no intervenir: el gato no puede marcarse como operado.');
    const decided = json(await check(owned, { microchip: validCode(7101), consulta: 'Titular localizado: renuncia y autoriza', decision: 'intervenir' }, 'responsable'));
    expect(decided).toMatchObject({ bloquea_operado: false, reserva: { comprobacion_decision: 'intervenir', comprobacion_consulta: 'Titular localizado: renuncia y autoriza' } });
    // The chip is the adopted cat's: it cannot be given to a new one.
    expect(json(await outcome(owned, validCode(7101))).detail).toBe('El microchip ya pertenece a otro gato de este municipio.');

    const unknown = await reservar(t(), jornada.id, { colonia_id: colonia.id });
    expect(json(await check(unknown, { microchip: validCode(7199) }))).toMatchObject({ resultado: 'desconocido', bloquea_operado: true });
    expect((await outcome(unknown, validCode(7199))).statusCode).toBe(409);
    const history = await t().db.selectFrom('actividades').select('tipo').where('gato_id', '=', deColonia.id).orderBy('id').execute();
    expect(history.map((a) => a.tipo)).toEqual(['Comprobación de microchip en la recepción', 'Esterilización en jornada']);
    expect(json(await check(unknown, { microchip: '12' })).detail).toBe('El microchip debe tener 15 dígitos.');
  });
});

describeEachEngine('jornadas de quirófano: the figures', (t) => {
  it('the coming days with their free slots, the cats waiting per colony, the operated cats tested for FeLV/FIV', async () => {
    const colonia = await createColonia(t().db, { nombre: 'Colonia del Resumen' });
    const coming = await createJornada(t(), 6, dayFromToday(2));
    await t().request({ method: 'POST', url: `/api/jornadas/${coming.id}/reservas`, as: 'responsable', payload: { colonia_id: colonia.id, sexo: 'hembra' } });
    const jornada = await pastDay(t());
    for (const felv of ['negativo', 'no_realizado']) {
      const reservaId = await reservar(t(), jornada.id, { colonia_id: colonia.id });
      const res = await t().request({ method: 'PUT', url: `/api/jornadas/${jornada.id}/reservas/${reservaId}/resultado`, as: 'veterinario', payload: { ...operado, felv, fiv: 'no_realizado' } });
      expect(res.statusCode, res.body).toBe(200);
    }
    const resumen = json(await t().request({ method: 'GET', url: '/api/jornadas/resumen', as: 'responsable' }));
    expect(resumen.proximas).toEqual(expect.arrayContaining([expect.objectContaining({ id: coming.id, capacidad: 6, libres: 4 })]));
    expect(resumen.proximas.map((j: { id: number }) => j.id)).not.toContain(jornada.id);
    expect(resumen.esperando).toEqual(expect.arrayContaining([{ colonia_id: colonia.id, colonia_nombre: 'Colonia del Resumen', gatos: 1 }]));
    const mine = json(await t().request({ method: 'GET', url: '/api/jornadas/resumen', as: 'veterinario' }));
    expect(mine).toMatchObject({ operados: 2, operados_con_prueba: 1 });
  });
});
