/** Census CRUD, its roles and audit, the population estimate and the 24-month history of one colony. */
import { expect, it } from 'vitest';
import { describeEachEngine, json } from '../helper';
import { assign, createColonia, createGato } from '../fixtures';
import { CER_API_MESSAGES, hoyEnEspana, lastMonths } from '../../../src/domain/cer';
import { diasEntre, intervaloVigente } from '../../../src/domain/cerVigencia';

const today = hoyEnEspana();
const base = (id: number) => `/api/colonias/colonias/${id}`;
const censo = { fecha: '2026-01-10', gatos_vistos: 22, crias: 2, marcados_vistos: 2, observaciones: 'Tarde soleada' };

describeEachEngine('CER censuses', (t) => {
  it('creates, lists newest first, edits and deletes a census, each write audited', async () => {
    const colonia = await createColonia(t().db);
    const first = await t().request({ method: 'POST', url: `${base(colonia.id)}/censos`, as: 'responsable', payload: censo });
    expect(first.statusCode).toBe(200);
    const created = json(first);
    expect(created).toMatchObject({ ...censo, colonia_id: colonia.id });
    expect(created.id).toBeGreaterThan(0);
    const second = json(await t().request({ method: 'POST', url: `${base(colonia.id)}/censos`, as: 'admin', payload: { ...censo, fecha: '2026-02-01', observaciones: null } }));

    const list = json(await t().request({ method: 'GET', url: `${base(colonia.id)}/censos`, as: 'veterinario' }));
    expect(list.map((c: { id: number }) => c.id)).toEqual([second.id, created.id]);

    const edited = await t().request({ method: 'PUT', url: `${base(colonia.id)}/censos/${created.id}`, as: 'responsable', payload: { ...censo, gatos_vistos: 30 } });
    expect(edited.statusCode).toBe(200);
    expect(json(edited).gatos_vistos).toBe(30);

    const deleted = await t().request({ method: 'DELETE', url: `${base(colonia.id)}/censos/${second.id}`, as: 'responsable' });
    expect(deleted.statusCode).toBe(200);
    expect(json(await t().request({ method: 'GET', url: `${base(colonia.id)}/censos`, as: 'admin' }))).toHaveLength(1);

    const audit = await t().db.selectFrom('audit_log').select(['accion', 'entidad_id']).where('entidad', '=', 'censos').orderBy('id').execute();
    expect(audit).toEqual([
      { accion: 'crear', entidad_id: String(created.id) },
      { accion: 'crear', entidad_id: String(second.id) },
      { accion: 'editar', entidad_id: String(created.id) },
      { accion: 'eliminar', entidad_id: String(second.id) },
    ]);
  });

  it('refuses bad input with a Spanish detail naming the field, storing nothing', async () => {
    const colonia = await createColonia(t().db);
    const tomorrow = new Date(Date.parse(`${today}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    const cases: [Record<string, unknown>, string][] = [
      [{ ...censo, fecha: tomorrow }, CER_API_MESSAGES.fechaFutura],
      [{ ...censo, fecha: '31/01/2026' }, CER_API_MESSAGES.fechaInvalida],
      [{ ...censo, crias: 23 }, CER_API_MESSAGES.crias],
      [{ ...censo, marcados_vistos: 21 }, CER_API_MESSAGES.marcados],
    ];
    for (const [payload, detail] of cases) {
      const res = await t().request({ method: 'POST', url: `${base(colonia.id)}/censos`, as: 'responsable', payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
      expect(json(res).detail).toBe(detail);
    }
    const negative = await t().request({ method: 'POST', url: `${base(colonia.id)}/censos`, as: 'responsable', payload: { ...censo, gatos_vistos: -1 } });
    expect(negative.statusCode).toBe(422);
    expect(json(negative).detail).toContain('«gatos_vistos»');
    const missing = await t().request({ method: 'POST', url: `${base(colonia.id)}/censos`, as: 'responsable', payload: { fecha: '2026-01-01' } });
    expect(json(missing).detail).toMatch(/«(gatos_vistos|crias|marcados_vistos)» es obligatorio/);

    const ok = json(await t().request({ method: 'POST', url: `${base(colonia.id)}/censos`, as: 'responsable', payload: censo }));
    const badEdit = await t().request({ method: 'PUT', url: `${base(colonia.id)}/censos/${ok.id}`, as: 'responsable', payload: { ...censo, marcados_vistos: 99 } });
    expect(badEdit.statusCode).toBe(422);
    const rows = await t().db.selectFrom('censos').selectAll().where('colonia_id', '=', colonia.id).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0].marcados_vistos).toBe(2);
  });

  it('refuses a census of more cats than one colony holds (the 100,000-cat census), in each language, the municipal estimate unchanged', async () => {
    const colonia = await createColonia(t().db);
    const voluntario = await t().createUser('voluntario');
    await assign(t().db, voluntario.id, colonia.id);
    for (let i = 0; i < 8; i += 1) await createGato(t().db, colonia.id, { fecha_esterilizacion: '2025-06-01' });
    const kept = json(await t().request({ method: 'POST', url: `${base(colonia.id)}/censos`, as: voluntario, payload: { ...censo, gatos_vistos: 10, crias: 0, marcados_vistos: 6 } }));
    const panel = async () => json(await t().request({ method: 'GET', url: '/api/informes/informes/panel', as: 'admin' })).poblacion_estimada;
    const before = await panel();

    const huge = { ...censo, gatos_vistos: 100_000, crias: 0, marcados_vistos: 1 };
    const refused = await t().request({ method: 'POST', url: `${base(colonia.id)}/censos`, as: voluntario, payload: huge });
    expect(refused.statusCode).toBe(422);
    expect(json(refused).detail).toBe('El campo «gatos_vistos» debe ser un número entero entre 0 y 500.');
    const english = await t().request({ method: 'POST', url: `${base(colonia.id)}/censos`, as: voluntario, payload: huge, headers: { 'accept-language': 'en' } });
    expect(json(english).detail).toBe('The «gatos_vistos» field must be a whole number between 0 and 500.');
    const basque = await t().request({ method: 'POST', url: `${base(colonia.id)}/censos`, as: voluntario, payload: { ...huge, gatos_vistos: 501 }, headers: { 'accept-language': 'eu' } });
    expect(json(basque).detail).toBe('«gatos_vistos» eremuak 0 eta 500 arteko zenbaki oso bat izan behar du.');
    const edit = await t().request({ method: 'PUT', url: `${base(colonia.id)}/censos/${kept.id}`, as: voluntario, payload: huge });
    expect(edit.statusCode).toBe(422);
    expect(await panel()).toBe(before);
    expect(json(await t().request({ method: 'GET', url: `${base(colonia.id)}/censos`, as: voluntario }))).toEqual([expect.objectContaining({ id: kept.id, gatos_vistos: 10 })]);

    const largest = await t().request({ method: 'POST', url: `${base(colonia.id)}/censos`, as: voluntario, payload: { ...censo, fecha: today, gatos_vistos: 500, crias: 0, marcados_vistos: 6 } });
    expect(largest.statusCode).toBe(200);
  });

  it('a voluntario writes only the censuses of their colonies; others are 404; usuario 403; veterinario reads only', async () => {
    const own = await createColonia(t().db);
    const other = await createColonia(t().db);
    const vol = await t().createUser('voluntario');
    await assign(t().db, vol.id, own.id);
    expect((await t().request({ method: 'POST', url: `${base(own.id)}/censos`, as: vol, payload: censo })).statusCode).toBe(200);
    expect((await t().request({ method: 'GET', url: `${base(own.id)}/poblacion`, as: vol })).statusCode).toBe(200);
    const staffCenso = json(await t().request({ method: 'POST', url: `${base(other.id)}/censos`, as: 'admin', payload: censo }));
    for (const [method, url] of [
      ['POST', `${base(other.id)}/censos`],
      ['GET', `${base(other.id)}/censos`],
      ['PUT', `${base(other.id)}/censos/${staffCenso.id}`],
      ['DELETE', `${base(other.id)}/censos/${staffCenso.id}`],
      ['GET', `${base(other.id)}/poblacion`],
      ['GET', `${base(other.id)}/historia`],
    ] as const) {
      const res = await t().request({ method, url, as: vol, payload: method === 'POST' || method === 'PUT' ? censo : undefined });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    expect((await t().request({ method: 'GET', url: `${base(own.id)}/censos`, as: 'usuario' })).statusCode).toBe(403);
    expect((await t().request({ method: 'POST', url: `${base(own.id)}/censos`, as: 'veterinario', payload: censo })).statusCode).toBe(403);
    expect((await t().request({ method: 'GET', url: `${base(own.id)}/poblacion`, as: 'veterinario' })).statusCode).toBe(200);
    // A census of another colony is not reached through this one.
    expect((await t().request({ method: 'PUT', url: `${base(own.id)}/censos/${staffCenso.id}`, as: 'admin', payload: censo })).statusCode).toBe(404);
    expect(await t().db.selectFrom('censos').select('id').where('colonia_id', '=', other.id).execute()).toHaveLength(1);
  });

  it('estimates the population with Chapman from the latest census (M=4, C=20, R=2 gives N=34)', async () => {
    const colonia = await createColonia(t().db);
    for (let i = 0; i < 6; i += 1) await createGato(t().db, colonia.id, { fecha_esterilizacion: i < 4 ? '2025-06-01' : null });
    await createGato(t().db, colonia.id, { activo: 0, fecha_esterilizacion: '2025-06-01' });
    const url = `${base(colonia.id)}/poblacion`;
    const sinCenso = json(await t().request({ method: 'GET', url, as: 'responsable' }));
    expect(sinCenso).toMatchObject({ registrados: 6, esterilizados: 4, censo: null, estimacion: { metodo: 'registro', n: 6, ic95: null }, cobertura: 0.6667, estado: 'en_progreso', objetivo: 0.75 });

    await t().request({ method: 'POST', url: `${base(colonia.id)}/censos`, as: 'responsable', payload: { ...censo, fecha: '2025-12-01', gatos_vistos: 5, crias: 0, marcados_vistos: 0 } });
    const latest = json(await t().request({ method: 'POST', url: `${base(colonia.id)}/censos`, as: 'responsable', payload: censo }));
    const answer = json(await t().request({ method: 'GET', url, as: 'responsable' }));
    expect(answer).toEqual({
      colonia_id: colonia.id,
      registrados: 6,
      esterilizados: 4,
      censo: { id: latest.id, fecha: '2026-01-10', gatos_vistos: 22, crias: 2, marcados_vistos: 2 },
      estimacion: { metodo: 'chapman', n: 34, ic95: [20, 54] },
      cobertura: 0.1176,
      objetivo: 0.75,
      estado: 'insuficiente',
      por_esterilizar: 22,
      fecha_censo: '2026-01-10',
      dias_desde_censo: diasEntre('2026-01-10', today),
      obsoleta: diasEntre('2026-01-10', today) > 180,
      intervalo_vigente: intervaloVigente({ ic95: [20, 54], diasDesdeCenso: diasEntre('2026-01-10', today), vigenciaDias: 180, mermaAnual: 0.13, registrados: 6 }),
    });
  });

  it('a census older than newer registrations: the register wins, without an interval', async () => {
    const colonia = await createColonia(t().db);
    for (let i = 0; i < 4; i += 1) await createGato(t().db, colonia.id, { fecha_esterilizacion: '2025-06-01' });
    // 10 adults, 2 marked with M = 4: N = 5·11/3 − 1 = 17.3 → 17 ...
    await t().request({ method: 'POST', url: `${base(colonia.id)}/censos`, as: 'responsable', payload: { fecha: '2025-07-01', gatos_vistos: 10, crias: 0, marcados_vistos: 2 } });
    expect(json(await t().request({ method: 'GET', url: `${base(colonia.id)}/poblacion`, as: 'responsable' })).estimacion).toEqual({ metodo: 'chapman', n: 17, ic95: [10, 27] });
    // ... then 26 more cats are registered: 30 known cats, more than the old estimate.
    for (let i = 0; i < 26; i += 1) await createGato(t().db, colonia.id);
    const answer = json(await t().request({ method: 'GET', url: `${base(colonia.id)}/poblacion`, as: 'responsable' }));
    expect(answer).toMatchObject({ registrados: 30, esterilizados: 4, estimacion: { metodo: 'registro', n: 30, ic95: null }, cobertura: 0.1333, estado: 'insuficiente' });
  });

  it('with no cats and no census there are no data', async () => {
    const colonia = await createColonia(t().db);
    const answer = json(await t().request({ method: 'GET', url: `${base(colonia.id)}/poblacion`, as: 'admin' }));
    expect(answer).toMatchObject({ estimacion: { metodo: 'registro', n: 0, ic95: null }, cobertura: null, estado: 'sin_datos' });
  });

  it('draws 24 months of history: register at each month end, sterilisations, new cats, bajas and censuses', async () => {
    const colonia = await createColonia(t().db);
    const meses = lastMonths(today, 24);
    const [m0, m1, m2] = [meses[20], meses[21], meses[22]];
    await createGato(t().db, colonia.id, { created_at: `${m0}-05T10:00:00.000Z`, fecha_esterilizacion: `${m1}-03` });
    await createGato(t().db, colonia.id, { created_at: `${m0}-06T10:00:00.000Z` });
    await createGato(t().db, colonia.id, { created_at: `${m1}-02T10:00:00.000Z`, activo: 0, updated_at: `${m2}-15T10:00:00.000Z` });
    await t().request({ method: 'POST', url: `${base(colonia.id)}/censos`, as: 'admin', payload: { fecha: `${m1}-20`, gatos_vistos: 6, crias: 1, marcados_vistos: 1 } });
    const res = await t().request({ method: 'GET', url: `${base(colonia.id)}/historia`, as: 'veterinario' });
    expect(res.statusCode).toBe(200);
    const historia = json(res);
    expect(historia.meses).toHaveLength(24);
    expect(historia.meses.map((m: { mes: string }) => m.mes)).toEqual(meses);
    const byMes = Object.fromEntries(historia.meses.map((m: { mes: string }) => [m.mes, m]));
    expect(byMes[meses[19]]).toMatchObject({ registrados: 0, altas: 0, censo: null, estimacion: 0, cobertura: null });
    expect(byMes[m0]).toMatchObject({ registrados: 2, esterilizados: 0, altas: 2, esterilizaciones: 0, bajas: 0 });
    // M=1, C=5, R=1: N = 2·6/2 − 1 = 5.
    expect(byMes[m1]).toMatchObject({ registrados: 3, esterilizados: 1, altas: 1, esterilizaciones: 1, censo: { gatos_vistos: 6, crias: 1, marcados_vistos: 1 }, estimacion: 5, cobertura: 0.2 });
    expect(byMes[m2]).toMatchObject({ registrados: 2, bajas: 1, censo: null, estimacion: 5 });
  });
});
