/**
 * Shift swaps: a voluntario's swap is a request the colleague accepts or
 * refuses (or staff approve); the rota changes only on acceptance; the one who
 * asked may withdraw it; every step is audited; staff swap at once.
 */
import { expect, it } from 'vitest';
import { describeEachEngine, json, type TestUser } from '../helper';
import { assign, createColonia } from '../fixtures';
import { CALLE_MESSAGES } from '../../../src/server/modules/calle/messages';
import { serverText } from '../../../src/server/i18n/index';

const base = (id: number) => `/api/colonias/colonias/${id}`;

describeEachEngine('shift swap requests (cambios de turno)', (t) => {
  async function rotaWithThree() {
    const colonia = await createColonia(t().db);
    const ana = await t().createUser('voluntario', { nombre: 'Ana Pérez' });
    const luis = await t().createUser('voluntario', { nombre: 'Luis Gil' });
    const marta = await t().createUser('voluntario', { nombre: 'Marta Ruiz' });
    for (const person of [ana, luis, marta]) await assign(t().db, person.id, colonia.id);
    const url = `${base(colonia.id)}/turnos`;
    const shift = async (dia_semana: number, franja: string, who: TestUser) =>
      json(await t().request({ method: 'POST', url, as: 'admin', payload: { dia_semana, franja, usuario_id: who.id } })) as { id: number };
    const mine = await shift(2, 'manana', ana);
    const his = await shift(5, 'tarde', luis);
    const hers = await shift(6, 'noche', marta);
    const holders = async () => {
      const rota = json(await t().request({ method: 'GET', url, as: 'admin' })) as { id: number; usuario_id: number }[];
      return Object.fromEntries(rota.map((x) => [x.id, x.usuario_id]));
    };
    const ask = (who: TestUser | 'responsable', from: number, to: number) => t().request({ method: 'POST', url: `${url}/${from}/cambio`, as: who, payload: { con_turno_id: to } });
    const pending = async (who: TestUser | 'responsable') => json(await t().request({ method: 'GET', url: '/api/turnos/cambios', as: who })) as { id: number }[];
    return { colonia, ana, luis, marta, mine, his, hers, holders, ask, pending };
  }
  const act = (who: TestUser | 'responsable' | 'admin', id: number, action: 'aceptar' | 'rechazar' | 'cancelar') => t().request({ method: 'POST', url: `/api/turnos/cambios/${id}/${action}`, as: who });
  const auditOf = (entidad: string, id: number) =>
    t().db.selectFrom('audit_log').select(['accion', 'usuario_id', 'detalle']).where('entidad', '=', entidad).where('entidad_id', '=', String(id)).orderBy('id').execute();

  it("a voluntario's swap is a request: the rota changes only when the colleague accepts, each step audited", async () => {
    const { colonia, ana, luis, marta, mine, his, holders, ask, pending } = await rotaWithThree();
    const before = await holders();
    const asked = await ask(ana, mine.id, his.id);
    expect(asked.statusCode).toBe(202);
    const cambio = json(asked);
    expect(cambio).toMatchObject({
      colonia_id: colonia.id, estado: 'pendiente', solicitante_id: ana.id, solicitante_nombre: 'Ana Pérez', destinatario_id: luis.id, destinatario_nombre: 'Luis Gil',
      turno: { id: mine.id, dia_semana: 2, franja: 'manana' }, con_turno: { id: his.id, dia_semana: 5, franja: 'tarde' },
    });
    expect(await holders()).toEqual(before);
    // The two people and staff see it; a third volunteer of the colony does not.
    for (const who of [ana, luis, 'responsable'] as const) expect((await pending(who)).map((c) => c.id)).toContain(cambio.id);
    expect((await pending(marta)).map((c) => c.id)).not.toContain(cambio.id);
    const twice = await ask(ana, mine.id, his.id);
    expect(twice.statusCode).toBe(409);
    expect(json(twice).detail).toBe(serverText('es', CALLE_MESSAGES.cambioRepetido));

    const accepted = await act(luis, cambio.id, 'aceptar');
    expect(accepted.statusCode).toBe(200);
    expect(await holders()).toEqual({ ...before, [mine.id]: luis.id, [his.id]: ana.id });
    expect(Object.fromEntries(json(accepted).map((x: { id: number; usuario_id: number }) => [x.id, x.usuario_id]))).toEqual(await holders());
    expect((await pending(luis)).map((c) => c.id)).not.toContain(cambio.id);
    expect(await auditOf('cambios_turno', cambio.id)).toEqual([
      { accion: 'crear', usuario_id: ana.id, detalle: expect.stringContaining(`turno ${mine.id} por el turno ${his.id}`) },
      { accion: 'editar', usuario_id: luis.id, detalle: `aceptado (colonia ${colonia.id})` },
    ]);
    expect(await auditOf('turnos', mine.id)).toContainEqual({ accion: 'editar', usuario_id: luis.id, detalle: expect.stringContaining(`cambio con el turno ${his.id}`) });
  });

  it('the colleague refuses or the one who asked withdraws: the rota stays; nobody else answers it', async () => {
    const { ana, luis, marta, mine, his, holders, ask } = await rotaWithThree();
    const before = await holders();
    const first = json(await ask(ana, mine.id, his.id));
    const own = await act(ana, first.id, 'aceptar');
    expect(own.statusCode).toBe(403);
    expect(json(own).detail).toBe(serverText('es', CALLE_MESSAGES.cambioAjeno));
    expect((await act(marta, first.id, 'aceptar')).statusCode).toBe(404);
    expect((await act(marta, first.id, 'rechazar')).statusCode).toBe(404);
    const notHis = await act(luis, first.id, 'cancelar');
    expect(notHis.statusCode).toBe(403);
    expect(json(notHis).detail).toBe(serverText('es', CALLE_MESSAGES.cambioNoSolicitante));

    const refused = await act(luis, first.id, 'rechazar');
    expect(refused.statusCode).toBe(200);
    expect(json(refused)).toMatchObject({ id: first.id, estado: 'rechazado' });
    const late = await act(luis, first.id, 'aceptar');
    expect(late.statusCode).toBe(409);
    expect(json(late).detail).toBe(serverText('es', CALLE_MESSAGES.cambioRespondido));

    const second = json(await ask(ana, mine.id, his.id));
    expect(second.id).not.toBe(first.id);
    expect(json(await act(ana, second.id, 'cancelar'))).toMatchObject({ estado: 'cancelado' });
    expect(await holders()).toEqual(before);
    expect((await auditOf('cambios_turno', first.id)).map((a) => a.detalle)).toEqual([expect.any(String), expect.stringMatching(/^rechazado/)]);
    expect((await auditOf('cambios_turno', second.id)).map((a) => a.detalle)).toEqual([expect.any(String), expect.stringMatching(/^cancelado/)]);
  });

  it('staff approve a request or swap at once; a swap voids the other requests about its shifts; a request whose shifts changed hands is voided', async () => {
    const { ana, luis, marta, mine, his, hers, holders, ask, pending } = await rotaWithThree();
    const before = await holders();
    const approved = json(await ask(ana, mine.id, his.id));
    const rival = json(await ask(marta, hers.id, his.id));
    expect((await act('responsable', approved.id, 'aceptar')).statusCode).toBe(200);
    expect(await holders()).toEqual({ ...before, [mine.id]: luis.id, [his.id]: ana.id });
    // Luis no longer holds the shift Marta asked for: her request is void.
    expect((await pending('responsable')).map((c) => c.id)).not.toContain(rival.id);
    const voided = await act(luis, rival.id, 'aceptar');
    expect(voided.statusCode).toBe(409);
    expect(json(voided).detail).toBe(serverText('es', CALLE_MESSAGES.cambioRespondido));

    // Staff swap at once, as before: the answer is the rota.
    const direct = await ask('responsable', hers.id, mine.id);
    expect(direct.statusCode).toBe(200);
    expect(await holders()).toEqual({ ...before, [mine.id]: marta.id, [his.id]: ana.id, [hers.id]: luis.id });

    // A shift that changed hands behind a request's back (here, written to the database) voids it when answered.
    const stale = json(await ask(ana, his.id, hers.id));
    await t().db.updateTable('turnos').set({ usuario_id: marta.id }).where('id', '=', hers.id).execute();
    const refused = await act(luis, stale.id, 'aceptar');
    expect(refused.statusCode).toBe(409);
    expect(json(refused).detail).toBe(serverText('es', CALLE_MESSAGES.cambioAnulado));
    const row = await t().db.selectFrom('cambios_turno').select('estado').where('id', '=', stale.id).executeTakeFirstOrThrow();
    expect(row.estado).toBe('anulado');
  });

  it('keeps the rules of a swap: only one of your own shifts, for another person, never a shift twice; other colonies 404', async () => {
    const { colonia, ana, mine, his, hers, ask } = await rotaWithThree();
    const notMine = await ask(ana, his.id, hers.id);
    expect(notMine.statusCode).toBe(422);
    expect(json(notMine).detail).toBe(serverText('es', CALLE_MESSAGES.cambioPropio));
    const same = await ask(ana, mine.id, mine.id);
    expect(json(same).detail).toBe(serverText('es', CALLE_MESSAGES.cambioMismo));
    // Luis also holds a Tuesday morning: taking Ana's would give him that shift twice.
    const luisId = (await t().db.selectFrom('turnos').select('usuario_id').where('id', '=', his.id).executeTakeFirstOrThrow()).usuario_id;
    await t().request({ method: 'POST', url: `${base(colonia.id)}/turnos`, as: 'admin', payload: { dia_semana: 2, franja: 'manana', usuario_id: luisId } });
    const twice = await ask(ana, mine.id, his.id);
    expect(twice.statusCode).toBe(409);
    expect(json(twice).detail).toBe(serverText('es', CALLE_MESSAGES.turnoDuplicado));
    const other = await createColonia(t().db);
    expect((await t().request({ method: 'GET', url: `/api/turnos/cambios?colonia_id=${other.id}`, as: ana })).statusCode).toBe(200);
    expect((await t().request({ method: 'POST', url: `${base(other.id)}/turnos/${mine.id}/cambio`, as: ana, payload: { con_turno_id: his.id } })).statusCode).toBe(404);
    expect((await t().request({ method: 'GET', url: '/api/turnos/cambios', as: 'veterinario' })).statusCode).toBe(403);
    expect((await act('admin', 999999, 'aceptar')).statusCode).toBe(404);
  });
});
