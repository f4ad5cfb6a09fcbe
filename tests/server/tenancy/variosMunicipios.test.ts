/**
 * Accounts that work in several municipalities: the province (or the
 * installation's administrator) lets an account of A work in B too; a request
 * names B in X-Municipio and then reads and writes B's records only; an
 * account naming a municipality that is not its own is refused; /auth/me lists
 * the account's municipalities; erasing the account erases what it wrote in B
 * too, also after B restores a copy made before; a restore of A drops what
 * A's accounts were granted elsewhere.
 */
import { expect, it } from 'vitest';
import { createTestApp, describeEachEngine, json, testEngines, type TestApp, type TestUser } from '../helper';
import { createColonia } from '../fixtures';
import { withScope } from '../../../src/server/tenancy/scope';
import { ERASED_TEXT } from '../../../src/server/modules/rgpd/anonymous';
import { serverSpanish } from '../../../src/server/i18n/es';

const B = { municipios: [2] } as const;
const MESSAGES = serverSpanish.municipios;
const cuentasDe = (municipio: number) => `/api/municipios/${municipio}/cuentas`;
const enB = { 'x-municipio': '2' };

async function colonias(t: TestApp, as: TestUser, headers: Record<string, string> = {}): Promise<string[]> {
  const res = await t.request({ method: 'GET', url: '/api/colonias/colonias/', as, headers });
  expect(res.statusCode, res.body).toBe(200);
  return json<{ nombre: string }[]>(res).map((c) => c.nombre);
}

describeEachEngine('accounts that work in several municipalities', (t) => {
  let provincia: TestUser;
  let tecnica: TestUser;
  let adminB: TestUser;
  let coloniaB = 0;

  it('an account naming a municipality that is not its own is refused, and its own is served', async () => {
    await t().db.insertInto('municipios').values({ id: 2, nombre: 'Atienza', slug: 'atienza', created_at: '2026-11-26T00:00:00.000Z' }).execute();
    await createColonia(t().db, { nombre: 'Colonia de Sigüenza' });
    coloniaB = (await withScope(B, () => createColonia(t().db, { nombre: 'Colonia de Atienza' }))).id;
    provincia = await t().createUser('provincia');
    tecnica = await t().createUser('responsable', { nombre: 'Técnica de la comarca' });
    adminB = await withScope(B, () => t().createUser('admin'));

    for (const value of ['2', '02', 'dos', '2,1', '99']) {
      const res = await t().request({ method: 'GET', url: '/api/colonias/colonias/', as: tecnica, headers: { 'x-municipio': value } });
      expect(res.statusCode, value).toBe(403);
      expect(json(res).detail).toBe(MESSAGES.noEsDeLaCuenta);
    }
    expect(await colonias(t(), tecnica, { 'x-municipio': '1' })).toEqual(['Colonia de Sigüenza']);
    expect(await colonias(t(), tecnica)).toEqual(['Colonia de Sigüenza']);
    const me = json(await t().request({ method: 'GET', url: '/api/auth/me', as: tecnica }));
    expect(me.municipio).toMatchObject({ id: 1 });
    expect(me.municipios).toBeUndefined();
  });

  it('the province lets the account work in B; named there, it reads and writes B’s records only', async () => {
    const res = await t().request({ method: 'POST', url: cuentasDe(2), payload: { username: ` ${tecnica.username} ` }, as: provincia });
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res)).toEqual([{ id: tecnica.id, username: tecnica.username, nombre: 'Técnica de la comarca', role: 'responsable', municipio_id: 1, municipio_nombre: expect.any(String) }]);
    expect(json(await t().request({ method: 'GET', url: cuentasDe(2), as: provincia }))).toHaveLength(1);

    expect(await colonias(t(), tecnica, enB)).toEqual(['Colonia de Atienza']);
    expect(await colonias(t(), tecnica)).toEqual(['Colonia de Sigüenza']);
    // Another municipality's record by its id: not found, whichever is named.
    expect((await t().request({ method: 'GET', url: `/api/colonias/colonias/${coloniaB}`, as: tecnica })).statusCode).toBe(404);
    expect((await t().request({ method: 'GET', url: `/api/colonias/colonias/${coloniaB}`, as: tecnica, headers: enB })).statusCode).toBe(200);

    const censo = await t().request({
      method: 'POST',
      url: `/api/colonias/colonias/${coloniaB}/censos`,
      as: tecnica,
      headers: enB,
      payload: { fecha: '2026-11-20', gatos_vistos: 9, crias: 0, marcados_vistos: 3, observaciones: 'Visto por la técnica' },
    });
    expect(censo.statusCode, censo.body).toBe(200);
    const stored = await withScope('installation', () => t().db.selectFrom('censos').select(['usuario_id', 'municipio_id' as never]).where('id', '=', json(censo).id).executeTakeFirstOrThrow());
    expect(stored).toEqual({ usuario_id: tecnica.id, municipio_id: 2 });

    const me = json(await t().request({ method: 'GET', url: '/api/auth/me', as: tecnica, headers: enB }));
    expect(me.municipio).toEqual({ id: 2, nombre: 'Atienza', slug: 'atienza' });
    expect(me.municipios.map((m: { id: number }) => m.id)).toEqual([1, 2]);
    // The account's own record is written in its own municipality, whichever the request names.
    expect((await t().request({ method: 'PUT', url: '/api/auth/idioma', payload: { idioma: 'gl' }, as: tecnica, headers: enB })).statusCode).toBe(200);
    expect(json(await t().request({ method: 'GET', url: '/api/auth/me', as: tecnica })).idioma).toBe('gl');
  });

  it('what the province may not grant is refused with a reason, and changes nothing', async () => {
    const voluntaria = await t().createUser('voluntario');
    const apagada = await t().createUser('admin', { activo: 0 });
    const cases: [Record<string, unknown>, TestUser, number, string][] = [
      [{ username: 'nadie-con-este-nombre' }, provincia, 404, MESSAGES.cuentaNoExiste],
      [{ username: voluntaria.username }, provincia, 422, MESSAGES.cuentaRol],
      [{ username: apagada.username }, provincia, 422, MESSAGES.cuentaDesactivada],
      [{ username: adminB.username }, provincia, 409, MESSAGES.cuentaDelMunicipio],
      [{ username: tecnica.username }, provincia, 409, MESSAGES.cuentaYaTrabaja],
      [{ username: tecnica.username }, adminB, 403, MESSAGES.soloInstalacion],
    ];
    for (const [payload, as, status, detail] of cases) {
      const res = await t().request({ method: 'POST', url: cuentasDe(2), payload, as });
      expect(res.statusCode, JSON.stringify(payload)).toBe(status);
      expect(json(res).detail).toBe(detail);
    }
    expect((await t().request({ method: 'POST', url: cuentasDe(99), payload: { username: tecnica.username }, as: provincia })).statusCode).toBe(404);
    expect((await t().request({ method: 'GET', url: cuentasDe(2), as: adminB })).statusCode).toBe(403);
    expect(json(await t().request({ method: 'GET', url: cuentasDe(2), as: provincia })).map((c: { id: number }) => c.id)).toEqual([tecnica.id]);
  });

  it('erasing the account erases what it wrote in B too, and again after B restores a copy made before', async () => {
    const made = await t().request({ method: 'POST', url: '/api/backup/backup', payload: { backup_type: 'full', format: 'sql' }, as: adminB });
    expect(made.statusCode, made.body).toBe(200);
    const copy = json(made).filename as string;

    expect((await t().request({ method: 'POST', url: `/api/usuarios/${tecnica.id}/anonimizar`, as: 'admin' })).statusCode).toBe(200);
    const censosOf = () =>
      withScope('installation', () => t().db.selectFrom('censos').select(['usuario_id', 'observaciones']).where('colonia_id', '=', coloniaB).execute());
    expect(await censosOf()).toEqual([{ usuario_id: null, observaciones: ERASED_TEXT }]);
    // Its grants went with it.
    expect(json(await t().request({ method: 'GET', url: cuentasDe(2), as: provincia }))).toEqual([]);

    const restored = await t().request({ method: 'POST', url: `/api/backup/restore?backup_filename=${copy}`, as: adminB });
    expect(restored.statusCode, restored.body).toBe(200);
    expect(await censosOf()).toEqual([{ usuario_id: null, observaciones: ERASED_TEXT }]);
  });

  it('managing municipalities follows the account’s own municipality, not the one a request names', async () => {
    // B's administrator working in the first municipality too is still not the installation's administrator.
    expect((await t().request({ method: 'POST', url: cuentasDe(1), payload: { username: adminB.username }, as: provincia })).statusCode).toBe(200);
    const asGuest = await t().request({ method: 'GET', url: '/api/municipios/', as: adminB, headers: { 'x-municipio': '1' } });
    expect(asGuest.statusCode).toBe(403);
    expect(json(asGuest).detail).toBe(MESSAGES.soloInstalacion);
    expect((await t().request({ method: 'DELETE', url: `${cuentasDe(1)}/${adminB.id}`, as: provincia })).statusCode).toBe(200);
    // The first municipality's administrator working in B still manages them.
    const adminA = await t().createUser('admin');
    expect((await t().request({ method: 'POST', url: cuentasDe(2), payload: { username: adminA.username }, as: provincia })).statusCode).toBe(200);
    expect((await t().request({ method: 'GET', url: '/api/municipios/', as: adminA, headers: enB })).statusCode).toBe(200);
    expect((await t().request({ method: 'DELETE', url: `${cuentasDe(2)}/${adminA.id}`, as: adminA, headers: enB })).statusCode).toBe(200);
  });

  it('once the grant is taken away, naming B is refused again', async () => {
    const otra = await t().createUser('veterinario');
    expect((await t().request({ method: 'POST', url: cuentasDe(2), payload: { username: otra.username }, as: provincia })).statusCode).toBe(200);
    expect((await t().request({ method: 'GET', url: '/api/colonias/colonias/', as: otra, headers: enB })).statusCode).toBe(200);
    const res = await t().request({ method: 'DELETE', url: `${cuentasDe(2)}/${otra.id}`, as: provincia });
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res)).toEqual([]);
    expect((await t().request({ method: 'DELETE', url: `${cuentasDe(2)}/${otra.id}`, as: provincia })).statusCode).toBe(404);
    const refused = await t().request({ method: 'GET', url: '/api/colonias/colonias/', as: otra, headers: enB });
    expect(refused.statusCode).toBe(403);
    expect(json(refused).detail).toBe(MESSAGES.noEsDeLaCuenta);
  });
});

it.each(testEngines())('a restore of A drops what A’s accounts were granted in other municipalities [$name]', async (engine) => {
  const t = await createTestApp(engine);
  try {
    await t.db.insertInto('municipios').values({ id: 2, nombre: 'Atienza', slug: 'atienza', created_at: '2026-11-26T00:00:00.000Z' }).execute();
    const provincia = await t.createUser('provincia');
    const tecnica = await t.createUser('responsable');
    const made = await t.request({ method: 'POST', url: '/api/backup/backup', payload: { backup_type: 'full', format: 'sql' }, as: 'admin' });
    expect(made.statusCode, made.body).toBe(200);
    expect((await t.request({ method: 'POST', url: cuentasDe(2), payload: { username: tecnica.username }, as: provincia })).statusCode).toBe(200);
    const kept = await withScope(B, () => t.createUser('admin'));
    expect((await t.request({ method: 'POST', url: `/api/backup/restore?backup_filename=${json(made).filename}`, as: 'admin' })).statusCode).toBe(200);
    expect(await withScope('installation', () => t.db.selectFrom('usuarios_municipios').selectAll().execute())).toEqual([]);
    expect((await t.request({ method: 'GET', url: '/api/auth/me', as: kept })).statusCode).toBe(200);
    const refused = await t.request({ method: 'GET', url: '/api/colonias/colonias/', as: tecnica, headers: enB });
    expect(refused.statusCode).toBe(403);
  } finally {
    await t.close();
  }
});
