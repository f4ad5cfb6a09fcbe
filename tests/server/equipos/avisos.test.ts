/**
 * The daily reminder of overdue loans: the borrower and the colony's
 * responsable each get one mail naming the overdue items that concern them,
 * in their municipality only; the day goes out once for the whole
 * installation however many processes try; an item returned in time is
 * left out.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { describeEachEngine } from '../helper';
import { assign, createColonia } from '../fixtures';
import { AVISO_EQUIPOS_MAIL, createAvisosEquipos } from '../../../src/server/modules/equipos/avisos';
import { withScope } from '../../../src/server/tenancy/scope';
import { nowIso } from '../../../src/server/lib/time';

function outbox(dir: string): string[] {
  return fs.existsSync(dir) ? fs.readdirSync(dir).map((name) => fs.readFileSync(path.join(dir, name), 'utf8')) : [];
}

describeEachEngine('overdue loan reminders', (t) => {
  /** In `municipio`: a colony with its responsable, a volunteer holding an item due before `hasta`. */
  function overdue(municipio: number, codigo: string, hasta: string, who: { voluntario: string; responsable: string; colonia: string }) {
    return withScope({ municipios: [municipio] }, async () => {
      const colonia = await createColonia(t().db, { nombre: who.colonia });
      const vol = await t().createUser('voluntario', { nombre: `Voluntaria ${codigo}`, email: who.voluntario });
      const resp = await t().createUser('responsable', { email: who.responsable });
      await assign(t().db, vol.id, colonia.id);
      await assign(t().db, resp.id, colonia.id);
      const now = nowIso();
      const equipo = (await t().db.insertInto('equipos').values({ codigo, tipo: 'jaula_trampa', descripcion: null, estado: 'prestada', created_at: now, updated_at: now }).returning('id').executeTakeFirstOrThrow()).id;
      await t().db.insertInto('prestamos_equipo').values({ equipo_id: equipo, usuario_id: vol.id, colonia_id: colonia.id, prestado_at: now, devolver_antes_de: hasta, fianza_centimos: null, devuelto_at: null, limpiado_at: null, notas: null }).execute();
      return equipo;
    });
  }

  it('mails the borrower and the colony’s responsable once a day for the installation, each municipality its own', async () => {
    await t().db.insertInto('municipios').values({ id: 2, nombre: 'Atienza', slug: 'atienza', activo: 1, created_at: nowIso() }).execute();
    // A day far ahead, which the app's own timer never takes: every loan due before it is overdue then.
    const fecha = '2031-06-15';
    await overdue(1, 'JT-A1', '2031-06-01', { voluntario: 'vol.a@siguenza.test', responsable: 'resp.a@siguenza.test', colonia: 'Plaza Mayor' });
    const devuelta = await overdue(1, 'JT-A2', '2031-06-10', { voluntario: 'vol.a2@siguenza.test', responsable: 'resp.a2@siguenza.test', colonia: 'Alameda' });
    await overdue(2, 'JT-B1', '2031-06-01', { voluntario: 'vol.b@atienza.test', responsable: 'resp.b@atienza.test', colonia: 'Plaza Mayor' });
    const options = { db: t().db, mailQueue: t().app.gatera.mailQueue, notificador: t().app.gatera.notificador, config: t().config, log: t().app.log };
    const before = outbox(t().paths.outboxDir).length;

    // Returned in time: nobody is reminded of it.
    await withScope({ municipios: [1] }, () => t().db.updateTable('prestamos_equipo').set({ devuelto_at: nowIso() }).where('equipo_id', '=', devuelta).execute());

    const queued = await Promise.all([createAvisosEquipos(options).run(fecha), createAvisosEquipos(options).run(fecha), createAvisosEquipos(options).run(fecha)]);
    expect(queued.filter((n) => n > 0)).toEqual([4]);
    await t().app.gatera.mailQueue.drain();
    expect(await t().db.selectFrom('mail_queue').select('destinatario').where('tipo', '=', AVISO_EQUIPOS_MAIL).execute()).toEqual([]);
    const mails = outbox(t().paths.outboxDir).slice(before);
    const to = (address: string) => mails.filter((m) => m.includes(`To: ${address}`));

    for (const address of ['vol.a@siguenza.test', 'resp.a@siguenza.test']) {
      expect(to(address)).toHaveLength(1);
      expect(to(address)[0]).toMatch(/^Subject: Gatera: equipos prestados sin devolver \(15\/06\/2031\)$/m);
      expect(to(address)[0]).toContain('JT-A1');
      expect(to(address)[0]).toContain('Plaza Mayor');
      expect(to(address)[0]).toContain('01/06/2031');
      expect(to(address)[0]).not.toContain('JT-B1');
    }
    for (const address of ['vol.b@atienza.test', 'resp.b@atienza.test']) {
      expect(to(address)).toHaveLength(1);
      expect(to(address)[0]).toContain('JT-B1');
      expect(to(address)[0]).not.toContain('JT-A1');
    }
    expect(to('vol.a2@siguenza.test')).toHaveLength(0);
    expect(to('resp.a2@siguenza.test')).toHaveLength(0);

    // Later the same day, in any process: nothing more.
    expect(await createAvisosEquipos(options).run(fecha)).toBe(0);
  });

  it('AVISOS_EQUIPOS=false sends nothing', async () => {
    const options = { db: t().db, mailQueue: t().app.gatera.mailQueue, notificador: t().app.gatera.notificador, config: { ...t().config, avisosEquipos: false }, log: t().app.log };
    await overdue(1, 'JT-OFF', '2032-01-01', { voluntario: 'vol.off@siguenza.test', responsable: 'resp.off@siguenza.test', colonia: 'Apagada' });
    expect(await createAvisosEquipos(options).run('2032-02-01')).toBe(0);
    expect(await t().db.selectFrom('avisos_equipos').select('fecha').where('fecha', '=', '2032-02-01').execute()).toHaveLength(0);
  });
});
