/**
 * Through the API, an account of municipality A never reaches B's records:
 * not in a list, not by id, not in a file built by a report thread, not in an
 * answer remembered for B's visitors.
 */
import { expect, it } from 'vitest';
import { describeEachEngine, json } from '../helper';
import { createColonia, createGato } from '../fixtures';
import { validCode } from '../gatos/support';
import { withScope } from '../../../src/server/tenancy/scope';

const B = { municipios: [2] } as const;

describeEachEngine('the API of one municipality', (t) => {
  let made = 0;
  /** A colony and a cat of municipality B, its microchip `validCode(900 + n)`. */
  async function inB() {
    made++;
    if (!(await t().db.selectFrom('municipios').select('id').where('id', '=', 2).executeTakeFirst())) {
      await t().db.insertInto('municipios').values({ id: 2, nombre: 'Atienza', slug: 'atienza', created_at: '2026-11-26T00:00:00.000Z' }).execute();
    }
    const colonia = await withScope(B, () => createColonia(t().db, { nombre: 'Colonia de Atienza' }));
    const gato = await withScope(B, () => createGato(t().db, colonia.id, { nombre: 'Gato de Atienza', codigo_identificacion: validCode(900 + made) }));
    return { colonia, gato, chip: validCode(900 + made) };
  }

  it('lists, searches and opens only its own cats and colonies; another municipality’s is a 404', async () => {
    const { colonia, gato, chip } = await inB();
    const mine = await createColonia(t().db, { nombre: 'Colonia de Sigüenza' });
    await createGato(t().db, mine.id, { nombre: 'Gato de Sigüenza', codigo_identificacion: validCode(950) });
    const list = json<{ nombre: string }[]>(await t().request({ method: 'GET', url: '/api/gatos/gatos/?limit=100', as: 'admin' }));
    expect(list.map((g) => g.nombre)).toContain('Gato de Sigüenza');
    expect(list.map((g) => g.nombre)).not.toContain('Gato de Atienza');
    const search = await t().request({ method: 'GET', url: `/api/gatos/buscar?q=${chip}`, as: 'admin' });
    expect(search.body).not.toContain('Gato de Atienza');
    expect((await t().request({ method: 'GET', url: `/api/gatos/gatos/${gato.id}/ficha`, as: 'admin' })).statusCode).toBe(404);
    expect((await t().request({ method: 'GET', url: `/api/colonias/colonias/${colonia.id}`, as: 'admin' })).statusCode).toBe(404);
    const colonias = json<{ nombre: string }[]>(await t().request({ method: 'GET', url: '/api/colonias/colonias/?limit=100', as: 'admin' }));
    expect(colonias.map((c) => c.nombre)).not.toContain('Colonia de Atienza');
  });

  it('cannot change or delete another municipality’s cat, which stays as it was', async () => {
    const { gato } = await inB();
    const edit = await t().request({ method: 'PUT', url: `/api/gatos/gatos/${gato.id}`, as: 'admin', payload: { nombre: 'Robado' } });
    expect(edit.statusCode).toBe(404);
    expect((await t().request({ method: 'DELETE', url: `/api/gatos/gatos/${gato.id}`, as: 'admin' })).statusCode).toBe(404);
    const stored = await t().db.selectFrom('gatos').select(['nombre', 'activo']).where('id', '=', gato.id).executeTakeFirstOrThrow();
    expect(stored).toEqual({ nombre: 'Gato de Atienza', activo: 1 });
  });

  it('builds the microchip register, in a report thread, of its own cats only', async () => {
    const { chip } = await inB();
    const mine = await createColonia(t().db, { nombre: 'Colonia del Registro' });
    await createGato(t().db, mine.id, { nombre: 'Registrado', codigo_identificacion: validCode(951) });
    const res = await t().request({ method: 'GET', url: '/api/gatos/gatos/registro-identificacion.csv', as: 'admin' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(validCode(951));
    expect(res.body).not.toContain(chip);
  });

  it('a visit or a census sent with a client id another municipality’s record holds is a conflict that shows nothing, and B’s record stays', async () => {
    const { colonia: enB } = await inB();
    const clientVisita = `0b5c9a52-3f7e-4f0e-9a55-1d2c3b4a5e${String(made).padStart(2, '0')}`;
    const clientCenso = `7d1e2f3a-4b5c-4d6e-8f70-8192a3b4c5${String(made).padStart(2, '0')}`;
    const now = new Date().toISOString();
    const ofB = await withScope(B, async () => {
      const voluntaria = await t().createUser('voluntario');
      await t().db.insertInto('visitas').values({ client_id: clientVisita, colonia_id: enB.id, comedero_id: null, usuario_id: voluntaria.id, fecha_hora: now, fecha: now.slice(0, 10), franja: 'tarde', comida: 1, agua: 1, gatos_vistos: 3, incidencia: 'Vista en Atienza', foto: null, parte_id: null, censo_id: null, created_at: now }).execute();
      await t().db.insertInto('censos').values({ colonia_id: enB.id, fecha: '2025-03-01', gatos_vistos: 9, crias: 0, marcados_vistos: 4, observaciones: 'Censo de Atienza', usuario_id: voluntaria.id, client_id: clientCenso, created_at: now, updated_at: now }).execute();
      return { visitas: await t().db.selectFrom('visitas').selectAll().execute(), censos: await t().db.selectFrom('censos').selectAll().execute() };
    });
    const mine = await createColonia(t().db, { nombre: 'Colonia de las Visitas' });
    const visita = await t().request({ method: 'POST', url: '/api/visitas/', as: 'admin', payload: { colonia_id: mine.id, comida: true, agua: false, client_id: clientVisita } });
    expect(visita.statusCode).toBe(409);
    expect(json(visita).detail).toBe('Ese identificador de visita ya lo usó otra persona.');
    const censo = await t().request({ method: 'POST', url: `/api/colonias/colonias/${mine.id}/censos`, as: 'admin', payload: { fecha: '2025-03-02', gatos_vistos: 2, crias: 0, marcados_vistos: 1, client_id: clientCenso } });
    expect(censo.statusCode).toBe(409);
    expect(json(censo).detail).toBe('Ese identificador de visita ya lo usó otra persona.');
    expect(visita.body + censo.body).not.toContain('Atienza');
    const after = await withScope(B, async () => ({ visitas: await t().db.selectFrom('visitas').selectAll().execute(), censos: await t().db.selectFrom('censos').selectAll().execute() }));
    expect(after).toEqual(ofB);
  });

  it('serves the public map of its visitors’ municipality, never another’s remembered one', async () => {
    await inB();
    const mapa = json<{ nombre: string }[]>(await t().request({ method: 'GET', url: '/api/colonias/colonias/mapa/colonias', as: null }));
    expect(mapa.map((c) => c.nombre)).not.toContain('Colonia de Atienza');
  });

  it('refuses, with the usual message, an account name or address another municipality already uses', async () => {
    await inB();
    const theirs = await withScope(B, () => t().createUser('voluntario', { username: 'lucia-atienza', email: 'lucia@atienza.es' }));
    for (const [field, value, detail] of [
      ['username', theirs.username, 'Ya existe un usuario con ese nombre de usuario.'],
      ['email', theirs.email, 'Ya existe un usuario con ese correo electrónico.'],
    ] as const) {
      const payload = { username: 'lucia-siguenza', email: 'lucia@siguenza.es', password: 'Prueba-Segura-1', role: 'voluntario', [field]: value };
      const res = await t().request({ method: 'POST', url: '/api/usuarios/', as: 'admin', payload });
      expect(res.statusCode, res.body).toBe(409);
      expect(json(res).detail).toBe(detail);
    }
  });
});
