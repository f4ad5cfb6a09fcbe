/** The shifts nobody visited on a hand-made week, and the notice written to the outbox for each responsable. */
import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';
import { expect, it } from 'vitest';
import { describeEachEngine, createTestApp, json, testEngines } from '../helper';
import { assign, createColonia } from '../fixtures';
import { diaAnterior, diaSemana, turnoDe } from '../../../src/domain/calle';
import { createAvisosTurnos } from '../../../src/server/modules/calle/avisos';

/** 10:00, 16:00 and 21:30 UTC are mañana, tarde and noche in Madrid, winter or summer. */
const AT = { manana: '10:00:00Z', tarde: '16:00:00Z', noche: '21:30:00Z' } as const;

/** The last six finished days, oldest first: all within the seven days a visit may be dated back. */
function lastDays(): string[] {
  let day = turnoDe(new Date(), 'Europe/Madrid').fecha;
  const out: string[] = [];
  for (let i = 0; i < 6; i += 1) {
    day = diaAnterior(day);
    out.unshift(day);
  }
  return out;
}

function outbox(dir: string): string[] {
  return fs.existsSync(dir) ? fs.readdirSync(dir).map((name) => fs.readFileSync(path.join(dir, name), 'utf8')) : [];
}

describeEachEngine('missed shifts (pendientes)', (t) => {
  async function week() {
    const days = lastDays();
    const norte = await createColonia(t().db, { nombre: 'Norte Pendientes' });
    const sur = await createColonia(t().db, { nombre: 'Sur Pendientes' });
    const ana = await t().createUser('voluntario', { nombre: 'Ana Pérez' });
    const luis = await t().createUser('voluntario', { nombre: 'Luis Gil' });
    for (const [u, c] of [[ana, norte], [luis, norte], [luis, sur]] as const) await assign(t().db, u.id, c.id);
    const shift = (c: { id: number }, dia: number, franja: string, u: { id: number }) =>
      t().request({ method: 'POST', url: `/api/colonias/colonias/${c.id}/turnos`, as: 'responsable', payload: { dia_semana: dia, franja, usuario_id: u.id } });
    const visit = (c: { id: number }, fecha: string, franja: keyof typeof AT, u: { id: number } & object) =>
      t().request({ method: 'POST', url: '/api/visitas/', as: u as never, payload: { colonia_id: c.id, comida: true, agua: true, client_id: crypto.randomUUID(), fecha_hora: `${fecha}T${AT[franja]}` } });
    // Every one of the six days: Ana feeds Norte in the morning, Luis Norte at night and Sur in the afternoon.
    for (const day of days) {
      const dia = diaSemana(day);
      await shift(norte, dia, 'manana', ana);
      await shift(norte, dia, 'noche', luis);
      await shift(sur, dia, 'tarde', luis);
    }
    // Day 0 all done; day 1 Norte's night missed; day 2 nothing done; day 3 Luis fed Norte in the morning (anyone's visit counts).
    await visit(norte, days[0], 'manana', ana);
    await visit(norte, days[0], 'noche', luis);
    await visit(sur, days[0], 'tarde', luis);
    await visit(norte, days[1], 'manana', ana);
    await visit(sur, days[1], 'tarde', luis);
    await visit(norte, days[3], 'manana', luis);
    await visit(norte, days[3], 'noche', luis);
    await visit(sur, days[3], 'tarde', luis);
    return { days, norte, sur, ana, luis };
  }

  it('lists for each day the shifts with no visit to that colony in their slot, with the volunteer and the colony', async () => {
    const { days, norte, sur } = await week();
    const of = async (day: string) =>
      json(await t().request({ method: 'GET', url: `/api/visitas/pendientes?fecha=${day}`, as: 'responsable' }))
        .filter((p: { colonia_id: number }) => p.colonia_id === norte.id || p.colonia_id === sur.id)
        .map((p: { colonia_nombre: string; franja: string; usuario_nombre: string; fecha: string }) => `${p.fecha} ${p.colonia_nombre} ${p.franja} ${p.usuario_nombre}`);
    expect(await of(days[0])).toEqual([]);
    expect(await of(days[1])).toEqual([`${days[1]} Norte Pendientes noche Luis Gil`]);
    expect(await of(days[2])).toEqual([`${days[2]} Norte Pendientes manana Ana Pérez`, `${days[2]} Norte Pendientes noche Luis Gil`, `${days[2]} Sur Pendientes tarde Luis Gil`]);
    expect(await of(days[3])).toEqual([]);

    const bad = await t().request({ method: 'GET', url: '/api/visitas/pendientes?fecha=2026-13-40', as: 'admin' });
    expect(bad.statusCode).toBe(422);
    for (const role of ['voluntario', 'veterinario', 'usuario'] as const) {
      expect((await t().request({ method: 'GET', url: `/api/visitas/pendientes?fecha=${days[2]}`, as: role })).statusCode).toBe(403);
    }
  });

  it("writes the day's missed shifts to the outbox once for each responsable; nothing for a day without misses", async () => {
    const { days } = await week();
    const jefa = await t().createUser('responsable', { email: 'jefa.turnos@ayto.es' });
    await t().createUser('responsable', { email: 'baja.turnos@ayto.es', activo: 0 });
    // A responsable who chose Euskara gets the notice in Basque.
    const euskaldun = await t().createUser('responsable', { email: 'arduraduna.turnos@ayto.es' });
    await t().db.insertInto('idiomas_usuario').values({ usuario_id: euskaldun.id, idioma: 'eu' }).execute();
    const avisos = createAvisosTurnos({ db: t().db, mailQueue: t().app.gatera.mailQueue, notificador: t().app.gatera.notificador, config: t().config, log: t().app.log });
    const before = outbox(t().paths.outboxDir).length;
    expect(await avisos.run(days[0])).toBe(0);
    const queued = await avisos.run(days[2]);
    expect(queued).toBeGreaterThanOrEqual(1);
    await t().app.gatera.mailQueue.drain();
    const mails = outbox(t().paths.outboxDir).slice(before);
    const toJefa = mails.filter((m) => m.includes('To: jefa.turnos@ayto.es'));
    expect(toJefa).toHaveLength(1);
    const dmy = days[2].split('-').reverse().join('/');
    expect(toJefa[0]).toContain(`Subject: Gatera: turnos sin visita del ${dmy}`);
    expect(toJefa[0]).toContain('Norte Pendientes');
    expect(toJefa[0]).toContain('Ana P');
    expect(toJefa[0]).toContain('Sur Pendientes');
    expect(mails.some((m) => m.includes('baja.turnos@ayto.es'))).toBe(false);
    const toEuskaldun = mails.filter((m) => m.includes('To: arduraduna.turnos@ayto.es'));
    expect(toEuskaldun).toHaveLength(1);
    expect(toEuskaldun[0]).toContain(`Subject: Gatera: bisitarik gabeko txandak (${dmy})`);
    expect(toEuskaldun[0]).toContain('Norte Pendientes');
    expect(toEuskaldun[0]).not.toContain('turnos sin visita');
    expect(jefa.email).toBe('jefa.turnos@ayto.es');
    // Once per day: a second run (or another process) queues nothing.
    expect(await avisos.run(days[2])).toBe(0);
    await t().app.gatera.mailQueue.drain();
    expect(outbox(t().paths.outboxDir).length).toBe(before + mails.length);
  });
});

for (const engine of testEngines()) {
  it(`AVISOS_TURNOS=false sends no notice (${engine.name})`, async () => {
    const t = await createTestApp(engine, { env: { AVISOS_TURNOS: 'false' } });
    try {
      const colonia = await createColonia(t.db);
      const vol = await t.createUser('voluntario');
      await t.createUser('responsable');
      await assign(t.db, vol.id, colonia.id);
      const day = lastDays()[2];
      await t.request({ method: 'POST', url: `/api/colonias/colonias/${colonia.id}/turnos`, as: 'admin', payload: { dia_semana: diaSemana(day), franja: 'tarde', usuario_id: vol.id } });
      const avisos = createAvisosTurnos({ db: t.db, mailQueue: t.app.gatera.mailQueue, notificador: t.app.gatera.notificador, config: t.config, log: t.app.log });
      expect(await avisos.run(day)).toBe(0);
      await t.app.gatera.mailQueue.drain();
      expect(outbox(t.paths.outboxDir)).toEqual([]);
      expect(json(await t.request({ method: 'GET', url: `/api/visitas/pendientes?fecha=${day}`, as: 'admin' }))).toHaveLength(1);
    } finally {
      await t.close();
    }
  });
}
