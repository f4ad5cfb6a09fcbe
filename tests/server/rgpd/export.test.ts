/**
 * Which adoption requests are a person's: those filed while signed in to their
 * account. A request that merely carries their e-mail address (anyone can type
 * it) is not in their data export, nor erased with their account.
 */
import { expect, it } from 'vitest';
import { describeEachEngine, json, type TestApp, type TestUser } from '../helper';
import { createColonia, createGato } from '../fixtures';

async function fileRequest(t: TestApp, as: TestUser | null, nombre: string, email: string) {
  const colonia = await createColonia(t.db);
  const gato = await createGato(t.db, colonia.id, { nombre: `Gato de ${nombre}`, adoptabilidad: 'Adoptable' });
  const res = await t.request({ method: 'POST', url: `/api/adopciones/${gato.id}/solicitudes`, as, payload: { nombre, email, telefono: '611000111', mensaje: `Mensaje de ${nombre}`, acepta_privacidad: true } });
  expect(res.statusCode, res.body).toBe(200);
  return json<{ id: number }>(res).id;
}

describeEachEngine("RGPD: a person's adoption requests", (t) => {
  it('exports the requests filed while signed in, never one that only carries the same e-mail', async () => {
    const ana = await t().createUser('usuario', { username: 'ana.solicitante', email: 'ana.solicitante@correo.es', nombre: 'Ana Solicitante' });
    const propia = await fileRequest(t(), ana, 'Ana Solicitante', 'ana.solicitante@correo.es');
    // Someone else types Ana's address into the public form.
    const suplantada = await fileRequest(t(), null, 'Impostor Suplantador', 'ana.solicitante@correo.es');
    // A request another account files, with Ana's address.
    const otra = await t().createUser('usuario');
    const deOtra = await fileRequest(t(), otra, 'Otra Persona', 'ana.solicitante@correo.es');

    const res = await t().request({ method: 'GET', url: '/api/auth/me/datos', as: ana });
    expect(res.statusCode).toBe(200);
    const data = json(res);
    expect(data.solicitudes_adopcion).toEqual([
      expect.objectContaining({ id: propia, nombre: 'Ana Solicitante', email: 'ana.solicitante@correo.es', telefono: '611000111', mensaje: 'Mensaje de Ana Solicitante' }),
    ]);
    expect(JSON.stringify(data)).not.toContain('Impostor Suplantador');
    expect(JSON.stringify(data)).not.toContain('Otra Persona');
    const theirs = json(await t().request({ method: 'GET', url: '/api/auth/me/datos', as: otra }));
    expect(theirs.solicitudes_adopcion.map((s: { id: number }) => s.id)).toEqual([deOtra]);

    // Erasing Ana's account erases her own request only; the others stay as they were sent.
    expect((await t().request({ method: 'POST', url: `/api/usuarios/${ana.id}/anonimizar`, as: 'admin' })).statusCode).toBe(200);
    const rows = await t().db.selectFrom('adopcion_solicitudes').select(['id', 'nombre', 'anonimizada_at']).where('id', 'in', [propia, suplantada, deOtra]).orderBy('id').execute();
    expect(rows).toEqual([
      { id: propia, nombre: 'Persona anonimizada', anonimizada_at: expect.any(String) },
      { id: suplantada, nombre: 'Impostor Suplantador', anonimizada_at: null },
      { id: deOtra, nombre: 'Otra Persona', anonimizada_at: null },
    ]);
  });

  it('files a request with an expired or broken token as a visitor: stored, but in no account', async () => {
    const res = await t().request({
      method: 'POST',
      url: `/api/adopciones/${(await createGato(t().db, (await createColonia(t().db)).id, { adoptabilidad: 'Adoptable' })).id}/solicitudes`,
      headers: { authorization: 'Bearer no.es.un.token' },
      payload: { nombre: 'Con token roto', email: 'roto@correo.es', mensaje: 'Hola', acepta_privacidad: true },
    });
    expect(res.statusCode, res.body).toBe(200);
    const row = await t().db.selectFrom('adopcion_solicitudes').selectAll().where('id', '=', json(res).id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ nombre: 'Con token roto', usuario_id: null });
  });
});
