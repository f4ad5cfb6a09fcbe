/**
 * The shift swaps a person asked for or was asked to accept are personal data
 * (who wanted which shift, when, and the answer): both people find them in
 * their data export, and a third volunteer finds nothing of them.
 */
import { expect, it } from 'vitest';
import { describeEachEngine, json, type TestUser } from '../helper';
import { assign, createColonia } from '../fixtures';

describeEachEngine("RGPD: a person's shift swap requests", (t) => {
  it('are in the export of whoever asked and of whoever was asked, with the colony, the two shifts and the answer', async () => {
    const colonia = await createColonia(t().db, { nombre: 'Colonia de la Alameda' });
    const ana = await t().createUser('voluntario', { nombre: 'Ana Turnera' });
    const luis = await t().createUser('voluntario', { nombre: 'Luis Turnero' });
    const marta = await t().createUser('voluntario', { nombre: 'Marta Ajena' });
    for (const person of [ana, luis, marta]) await assign(t().db, person.id, colonia.id);
    const url = `/api/colonias/colonias/${colonia.id}/turnos`;
    const shift = async (dia_semana: number, franja: string, who: TestUser) => json<{ id: number }>(await t().request({ method: 'POST', url, as: 'admin', payload: { dia_semana, franja, usuario_id: who.id } }));
    const mine = await shift(2, 'manana', ana);
    const his = await shift(5, 'tarde', luis);
    const asked = await t().request({ method: 'POST', url: `${url}/${mine.id}/cambio`, as: ana, payload: { con_turno_id: his.id } });
    expect(asked.statusCode, asked.body).toBe(202);
    const cambio = json<{ id: number }>(asked);
    expect((await t().request({ method: 'POST', url: `/api/turnos/cambios/${cambio.id}/rechazar`, as: luis })).statusCode).toBe(200);

    const expected = {
      id: cambio.id,
      colonia_nombre: 'Colonia de la Alameda',
      turno: { dia_semana: 2, franja: 'manana' },
      con_turno: { dia_semana: 5, franja: 'tarde' },
      estado: 'rechazado',
      created_at: expect.any(String),
      resuelto_at: expect.any(String),
    };
    const exportOf = async (who: TestUser) => json(await t().request({ method: 'GET', url: '/api/auth/me/datos', as: who }));
    expect((await exportOf(ana)).cambios_turno).toEqual([{ ...expected, papel: 'solicitante' }]);
    expect((await exportOf(luis)).cambios_turno).toEqual([{ ...expected, papel: 'destinatario' }]);
    expect((await exportOf(marta)).cambios_turno).toEqual([]);
  });
});
