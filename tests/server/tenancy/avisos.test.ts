/**
 * The daily missed-shift notice of an installation that serves several
 * municipalities: each responsable gets the missed shifts of their own
 * municipality only (two municipalities with the same colony name), an
 * inactive municipality gets none, and the day still goes out once for the
 * whole installation however many processes try.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { describeEachEngine } from '../helper';
import { createColonia } from '../fixtures';
import { diaAnterior, diaSemana, turnoDe } from '../../../src/domain/calle';
import { AVISO_TURNOS_MAIL, createAvisosTurnos } from '../../../src/server/modules/calle/avisos';
import { withScope } from '../../../src/server/tenancy/scope';
import { nowIso } from '../../../src/server/lib/time';

const A = { municipios: [1] } as const;
const B = { municipios: [2] } as const;
const INACTIVO = { municipios: [3] } as const;

/** A finished day `back` days ago (yesterday is 1; the app's own timer may already have taken yesterday's). */
function daysAgo(back: number): string {
  let day = turnoDe(new Date(), 'Europe/Madrid').fecha;
  for (let i = 0; i < back; i += 1) day = diaAnterior(day);
  return day;
}

function outbox(dir: string): string[] {
  return fs.existsSync(dir) ? fs.readdirSync(dir).map((name) => fs.readFileSync(path.join(dir, name), 'utf8')) : [];
}

describeEachEngine('missed-shift notices per municipality', (t) => {
  async function municipio(id: number, nombre: string, activo: number) {
    await t().db.insertInto('municipios').values({ id, nombre, slug: nombre.toLowerCase(), activo, created_at: nowIso() }).execute();
  }

  /** In the scope's municipality: a colony of that name, a volunteer's shift on `fecha` nobody visited, and a responsable. */
  function missedShift(scope: { municipios: readonly number[] }, fecha: string, colonia: string, voluntario: string, responsable: string) {
    return withScope(scope, async () => {
      const c = await createColonia(t().db, { nombre: colonia });
      const vol = await t().createUser('voluntario', { nombre: voluntario });
      await t().db.insertInto('turnos').values({ colonia_id: c.id, dia_semana: diaSemana(fecha), franja: 'tarde', usuario_id: vol.id, created_at: nowIso() }).execute();
      await t().createUser('responsable', { email: responsable });
    });
  }

  it("mails each responsable their own municipality's missed shifts, once per day for the installation", async () => {
    await municipio(2, 'Atienza', 1);
    await municipio(3, 'Cerrado', 0);
    const fecha = daysAgo(3);
    // The same colony name in A and B: only the volunteer tells them apart.
    await missedShift(A, fecha, 'Plaza del Castillo', 'Ana de Sigüenza', 'resp.a@siguenza.test');
    await missedShift(B, fecha, 'Plaza del Castillo', 'Berta de Atienza', 'resp.b@atienza.test');
    await missedShift(INACTIVO, fecha, 'Plaza del Castillo', 'Carla de Cerrado', 'resp.c@cerrado.test');
    const options = { db: t().db, mailQueue: t().app.gatera.mailQueue, notificador: t().app.gatera.notificador, config: t().config, log: t().app.log };
    const before = outbox(t().paths.outboxDir).length;

    // Two processes at once: one of them queues the day.
    const queued = await Promise.all([createAvisosTurnos(options).run(fecha), createAvisosTurnos(options).run(fecha)]);
    expect(queued.filter((n) => n > 0)).toHaveLength(1);
    await t().app.gatera.mailQueue.drain();
    const mails = outbox(t().paths.outboxDir).slice(before);
    const to = (address: string) => mails.filter((m) => m.includes(`To: ${address}`));

    const toA = to('resp.a@siguenza.test');
    expect(toA).toHaveLength(1);
    expect(toA[0]).toContain('Plaza del Castillo');
    expect(toA[0]).toContain('Ana de Sig');
    expect(toA[0]).not.toContain('Berta de Atienza');
    expect(toA[0]).not.toContain('Carla de Cerrado');

    const toB = to('resp.b@atienza.test');
    expect(toB).toHaveLength(1);
    expect(toB[0]).toContain('Plaza del Castillo');
    expect(toB[0]).toContain('Berta de Atienza');
    expect(toB[0]).not.toContain('Ana de Sig');
    expect(toB[0]).not.toContain('Carla de Cerrado');
    // With several municipalities, each notice says whose shifts they are.
    expect(toB[0]).toMatch(/^Subject: Gatera: turnos sin visita del .* \(Atienza\)$/m);
    expect(toB[0]).toMatch(/^Municipio: Atienza$/m);

    // An inactive municipality's responsable gets nothing, nor does anyone hear of its shifts.
    expect(to('resp.c@cerrado.test')).toEqual([]);
    expect(mails.some((m) => m.includes('Carla de Cerrado'))).toBe(false);

    // Nothing goes twice: a later run, here or in another process, queues nothing.
    expect(await createAvisosTurnos(options).run(fecha)).toBe(0);
    await t().app.gatera.mailQueue.drain();
    expect(outbox(t().paths.outboxDir).length).toBe(before + mails.length);
  });

  it("a day missed in B only sends B's responsables its notice, and none to A's", async () => {
    const fecha = daysAgo(4);
    await missedShift(B, fecha, 'Ermita', 'Bea de Atienza', 'jefa.b@atienza.test');
    await withScope(A, () => t().createUser('responsable', { email: 'jefa.a@siguenza.test' }));
    const avisos = createAvisosTurnos({ db: t().db, mailQueue: t().app.gatera.mailQueue, notificador: t().app.gatera.notificador, config: t().config, log: t().app.log });
    const before = outbox(t().paths.outboxDir).length;

    await avisos.run(fecha);
    await t().app.gatera.mailQueue.drain();
    const mails = outbox(t().paths.outboxDir).slice(before);
    // Both of B's responsables (the one of the test above too), and no one else.
    const recipients = mails.map((m) => /^To: (.*)$/m.exec(m)?.[1]).sort();
    expect(recipients).toEqual(['jefa.b@atienza.test', 'resp.b@atienza.test']);
    expect(mails.every((m) => m.includes('Ermita') && m.includes('Bea de Atienza'))).toBe(true);
  });

  it('a notice queued before there were municipalities ("day address") is built for the first one', async () => {
    const fecha = daysAgo(3);
    const before = outbox(t().paths.outboxDir).length;
    await t().app.gatera.mailQueue.enqueue(AVISO_TURNOS_MAIL, `${fecha} resp.a@siguenza.test`);
    await t().app.gatera.mailQueue.drain();
    const mails = outbox(t().paths.outboxDir).slice(before);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain('To: resp.a@siguenza.test');
    expect(mails[0]).toContain('Ana de Sig');
    expect(mails[0]).not.toContain('Berta de Atienza');
  });
});
