/**
 * The trap bank: staff keep the inventory; a voluntario borrows an item on
 * the shelf for one of their colonies, for themselves, and returns it; an
 * item out, not cleaned, broken or lost is refused with its reason; the
 * overdue list, each item's history and the audit log follow every change.
 */
import { expect, it } from 'vitest';
import { describeEachEngine, json, type TestUser } from '../helper';
import { assign, createColonia } from '../fixtures';
import { serverText } from '../../../src/server/i18n/index';
import { EQUIPO_MESSAGES } from '../../../src/server/modules/equipos/messages';
import { hoyEnEspana } from '../../../src/domain/cer';
import type { Equipo, HistorialEquipo, Prestamo } from '../../../src/domain/schemas/equipo';

const es = (key: string) => serverText('es', key);
let serial = 0;
const code = () => `T-${++serial}-${Math.random().toString(36).slice(2, 6).toUpperCase()}`;
const inDays = (days: number) => {
  const d = new Date(`${hoyEnEspana()}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

describeEachEngine('trap bank (equipos)', (t) => {
  const create = async (values: Record<string, unknown> = {}) => {
    const res = await t().request({ method: 'POST', url: '/api/equipos/', as: 'admin', payload: { codigo: code(), tipo: 'jaula_trampa', ...values } });
    expect(res.statusCode).toBe(200);
    return json<Equipo>(res);
  };
  async function volunteerWithColony(nombre = 'Ana Pérez') {
    const colonia = await createColonia(t().db, { nombre: `Colonia de ${nombre}` });
    const ana = await t().createUser('voluntario', { nombre });
    await assign(t().db, ana.id, colonia.id);
    return { colonia, ana };
  }
  const lend = (who: TestUser | 'admin' | 'responsable', id: number, payload: Record<string, unknown>) => t().request({ method: 'POST', url: `/api/equipos/${id}/prestamos`, as: who, payload });
  const giveBack = (who: TestUser | 'admin' | 'responsable', id: number, payload: Record<string, unknown>) => t().request({ method: 'POST', url: `/api/equipos/${id}/devolucion`, as: who, payload });
  const estado = async (id: number) => (await t().db.selectFrom('equipos').select('estado').where('id', '=', id).executeTakeFirstOrThrow()).estado;
  const auditOf = (entidad: string) => t().db.selectFrom('audit_log').select(['accion', 'entidad_id', 'detalle']).where('entidad', '=', entidad).orderBy('id').execute();

  it('a voluntario borrows a trap for their colony and returns it cleaned; it can be lent again', async () => {
    const { colonia, ana } = await volunteerWithColony();
    const trampa = await create({ descripcion: 'Jaula grande' });
    expect(trampa).toMatchObject({ estado: 'disponible', prestamo: null, tipo: 'jaula_trampa', descripcion: 'Jaula grande' });

    const opciones = json(await t().request({ method: 'GET', url: '/api/equipos/opciones', as: ana }));
    expect(opciones).toEqual({ usuarios: [{ id: ana.id, nombre: 'Ana Pérez' }], colonias: [{ id: colonia.id, nombre: colonia.nombre }] });

    const lent = await lend(ana, trampa.id, { usuario_id: ana.id, colonia_id: colonia.id, devolver_antes_de: inDays(7), fianza_centimos: 2000 });
    expect(lent.statusCode).toBe(200);
    expect(json<Equipo>(lent)).toMatchObject({ estado: 'prestada', prestamo: { usuario_id: ana.id, usuario_nombre: 'Ana Pérez', colonia_id: colonia.id, fianza_centimos: 2000, vencido: false, devolver_antes_de: inDays(7) } });

    const back = await giveBack(ana, trampa.id, { limpiado: true, notas: 'Desinfectada con lejía' });
    expect(back.statusCode).toBe(200);
    expect(json<Equipo>(back)).toMatchObject({ estado: 'disponible', prestamo: null });
    expect((await lend(ana, trampa.id, { usuario_id: ana.id, colonia_id: colonia.id, devolver_antes_de: inDays(3) })).statusCode).toBe(200);

    const historial = json<HistorialEquipo>(await t().request({ method: 'GET', url: `/api/equipos/${trampa.id}/historial`, as: 'responsable' }));
    expect(historial.prestamos).toHaveLength(2);
    expect(historial.prestamos[1]).toMatchObject({ usuario_id: ana.id, notas: 'Desinfectada con lejía', devuelto_at: expect.any(String), limpiado_at: expect.any(String) });
    expect(historial.prestamos[0]).toMatchObject({ devuelto_at: null, limpiado_at: null });
    expect(historial.cambios.map((c) => c.accion)).toEqual(['crear']);
    expect((await auditOf('prestamos_equipo')).filter((a) => a.detalle?.includes(`(${trampa.id})`)).map((a) => a.accion)).toEqual(['prestar', 'devolver', 'prestar']);
  });

  it('an item out, not cleaned, broken or lost is refused with its reason in Spanish, and nothing changes', async () => {
    const { colonia, ana } = await volunteerWithColony('Berta Gil');
    const otra = await volunteerWithColony('Carmen Ruiz');
    const trampa = await create();
    const body = (who: TestUser, c = colonia.id) => ({ usuario_id: who.id, colonia_id: c, devolver_antes_de: inDays(5) });
    expect((await lend('responsable', trampa.id, body(ana))).statusCode).toBe(200);

    const out = await lend('admin', trampa.id, body(otra.ana, otra.colonia.id));
    expect(out.statusCode).toBe(409);
    expect(json(out).detail).toBe(es(EQUIPO_MESSAGES.yaPrestado));

    // Back without cleaning: in cleaning, and not lendable until the cleaning is recorded.
    expect(json<Equipo>(await giveBack(ana, trampa.id, { limpiado: false })).estado).toBe('en_limpieza');
    const dirty = await lend('admin', trampa.id, body(otra.ana, otra.colonia.id));
    expect(dirty.statusCode).toBe(409);
    expect(json(dirty).detail).toBe(es(EQUIPO_MESSAGES.sinLimpiar));
    expect(await t().db.selectFrom('prestamos_equipo').select('id').where('equipo_id', '=', trampa.id).execute()).toHaveLength(1);
    // Who returned it records the cleaning later; then it is lent.
    const cleaned = await giveBack(ana, trampa.id, { limpiado: true, notas: 'Limpia' });
    expect(json<Equipo>(cleaned).estado).toBe('disponible');
    const [ultimo] = json<HistorialEquipo>(await t().request({ method: 'GET', url: `/api/equipos/${trampa.id}/historial`, as: 'admin' })).prestamos;
    expect(ultimo).toMatchObject({ limpiado_at: expect.any(String), notas: 'Limpia' });
    expect((await lend('admin', trampa.id, body(otra.ana, otra.colonia.id))).statusCode).toBe(200);

    for (const [estadoManual, message] of [['averiada', EQUIPO_MESSAGES.averiado], ['perdida', EQUIPO_MESSAGES.perdido]] as const) {
      const item = await create({ estado: estadoManual });
      const refused = await lend(ana, item.id, body(ana));
      // A voluntario does not even see a broken or lost item.
      expect(refused.statusCode).toBe(404);
      const byStaff = await lend('admin', item.id, body(ana));
      expect(byStaff.statusCode).toBe(409);
      expect(json(byStaff).detail).toBe(es(message));
      expect(await estado(item.id)).toBe(estadoManual);
    }
  });

  it('checks the borrower, the colony and the date; a voluntario borrows only for themselves', async () => {
    const { colonia, ana } = await volunteerWithColony('Dolores Sanz');
    const luis = await volunteerWithColony('Luis Mora');
    const trampa = await create();
    const cases: [TestUser | 'admin', Record<string, unknown>, number, string][] = [
      [ana, { usuario_id: luis.ana.id, colonia_id: colonia.id, devolver_antes_de: inDays(2) }, 422, EQUIPO_MESSAGES.paraOtro],
      [ana, { usuario_id: ana.id, colonia_id: luis.colonia.id, devolver_antes_de: inDays(2) }, 422, EQUIPO_MESSAGES.colonia],
      ['admin', { usuario_id: ana.id, colonia_id: luis.colonia.id, devolver_antes_de: inDays(2) }, 422, EQUIPO_MESSAGES.colonia],
      ['admin', { usuario_id: 987654, colonia_id: colonia.id, devolver_antes_de: inDays(2) }, 422, EQUIPO_MESSAGES.usuario],
      [ana, { usuario_id: ana.id, colonia_id: colonia.id, devolver_antes_de: '2026-02-30' }, 422, EQUIPO_MESSAGES.fecha],
      [ana, { usuario_id: ana.id, colonia_id: colonia.id, devolver_antes_de: inDays(-1) }, 422, EQUIPO_MESSAGES.fechaPasada],
      [ana, { usuario_id: ana.id, colonia_id: colonia.id, devolver_antes_de: inDays(400) }, 422, EQUIPO_MESSAGES.fechaLejana],
    ];
    for (const [who, payload, status, message] of cases) {
      const res = await lend(who, trampa.id, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(status);
      expect(json(res).detail).toBe(es(message));
    }
    const bad = await lend(ana, trampa.id, { usuario_id: ana.id, colonia_id: colonia.id, devolver_antes_de: inDays(2), fianza_centimos: -5 });
    expect(bad.statusCode).toBe(422);
    expect(typeof json(bad).detail).toBe('string');
    expect(await estado(trampa.id)).toBe('disponible');
    expect(await t().db.selectFrom('prestamos_equipo').select('id').where('equipo_id', '=', trampa.id).execute()).toHaveLength(0);
  });

  it('a voluntario sees what is on the shelf and what they hold, returns only their own, and manages nothing', async () => {
    const { colonia, ana } = await volunteerWithColony('Elena Soto');
    const luis = await volunteerWithColony('Fermín Díaz');
    const suya = await create();
    const ajena = await create();
    const libre = await create();
    await lend('admin', suya.id, { usuario_id: ana.id, colonia_id: colonia.id, devolver_antes_de: inDays(4) });
    await lend('admin', ajena.id, { usuario_id: luis.ana.id, colonia_id: luis.colonia.id, devolver_antes_de: inDays(4) });

    const listed = await t().request({ method: 'GET', url: '/api/equipos/?limit=500', as: ana });
    expect(listed.statusCode, listed.body).toBe(200);
    const visible = json<Equipo[]>(listed).map((e) => e.id);
    expect(visible).toEqual(expect.arrayContaining([suya.id, libre.id]));
    expect(visible).not.toContain(ajena.id);
    expect((await t().request({ method: 'GET', url: `/api/equipos/${ajena.id}`, as: ana })).statusCode).toBe(404);
    expect((await giveBack(ana, ajena.id, { limpiado: true })).statusCode).toBe(404);
    expect(json<Equipo[]>(await t().request({ method: 'GET', url: '/api/equipos/?limit=500', as: 'responsable' })).map((e) => e.id)).toEqual(expect.arrayContaining([suya.id, ajena.id, libre.id]));

    for (const [method, url, payload] of [
      ['POST', '/api/equipos/', { codigo: code(), tipo: 'otro' }],
      ['PUT', `/api/equipos/${libre.id}`, { codigo: libre.codigo, tipo: 'otro' }],
      ['DELETE', `/api/equipos/${libre.id}`, undefined],
      ['GET', '/api/equipos/vencidos', undefined],
      ['GET', '/api/equipos/etiquetas', undefined],
      ['GET', `/api/equipos/${suya.id}/historial`, undefined],
    ] as const) {
      expect((await t().request({ method, url, as: ana, payload })).statusCode, `${method} ${url}`).toBe(403);
    }
    for (const role of ['usuario', 'veterinario'] as const) expect((await t().request({ method: 'GET', url: '/api/equipos/', as: role })).statusCode).toBe(403);
  });

  it('staff keep the inventory: codes unique and upper case, states by hand but not «prestada», no deletion while out; all audited', async () => {
    const { colonia, ana } = await volunteerWithColony('Gema León');
    const c = code();
    const item = await create({ codigo: ` ${c.toLowerCase()} `, tipo: 'transportin' });
    expect(item.codigo).toBe(c);
    // Found by a piece of its code, whatever the case; a «%» is a character, not a wildcard.
    const found = json<Equipo[]>(await t().request({ method: 'GET', url: `/api/equipos/?q=${encodeURIComponent(c.slice(2).toLowerCase())}`, as: 'responsable' }));
    expect(found.map((e) => e.id)).toEqual([item.id]);
    expect(json<Equipo[]>(await t().request({ method: 'GET', url: '/api/equipos/?q=%25', as: 'responsable' }))).toEqual([]);
    const dup = await t().request({ method: 'POST', url: '/api/equipos/', as: 'responsable', payload: { codigo: c, tipo: 'otro' } });
    expect(dup.statusCode).toBe(409);
    expect(json(dup).detail).toBe(es(EQUIPO_MESSAGES.codigoOcupado));
    for (const [payload, message] of [
      [{ codigo: 'ñ a', tipo: 'otro' }, EQUIPO_MESSAGES.codigo],
      [{ codigo: code(), tipo: 'nevera' }, EQUIPO_MESSAGES.tipo],
      [{ codigo: code(), tipo: 'otro', estado: 'prestada' }, EQUIPO_MESSAGES.estado],
    ] as const) {
      const res = await t().request({ method: 'POST', url: '/api/equipos/', as: 'admin', payload });
      expect(res.statusCode).toBe(422);
      expect(json(res).detail).toBe(es(message));
    }
    const put = await t().request({ method: 'PUT', url: `/api/equipos/${item.id}`, as: 'responsable', payload: { codigo: c, tipo: 'transportin', estado: 'averiada' } });
    expect(json<Equipo>(put).estado).toBe('averiada');
    await t().request({ method: 'PUT', url: `/api/equipos/${item.id}`, as: 'responsable', payload: { codigo: c, tipo: 'transportin', estado: 'disponible' } });
    await lend('admin', item.id, { usuario_id: ana.id, colonia_id: colonia.id, devolver_antes_de: inDays(1) });
    const whileOut = await t().request({ method: 'PUT', url: `/api/equipos/${item.id}`, as: 'admin', payload: { codigo: c, tipo: 'transportin', estado: 'disponible' } });
    expect(whileOut.statusCode).toBe(409);
    expect(json(whileOut).detail).toBe(es(EQUIPO_MESSAGES.estadoPrestado));
    const del = await t().request({ method: 'DELETE', url: `/api/equipos/${item.id}`, as: 'admin' });
    expect(del.statusCode).toBe(409);
    expect(json(del).detail).toBe(es(EQUIPO_MESSAGES.eliminarPrestado));
    await giveBack('admin', item.id, { limpiado: true });
    expect((await t().request({ method: 'DELETE', url: `/api/equipos/${item.id}`, as: 'admin' })).statusCode).toBe(200);
    expect((await t().request({ method: 'GET', url: `/api/equipos/${item.id}`, as: 'admin' })).statusCode).toBe(404);
    const audit = (await auditOf('equipos')).filter((a) => a.entidad_id === String(item.id));
    expect(audit.map((a) => a.accion)).toEqual(['crear', 'editar', 'editar', 'eliminar']);
    expect(audit[1].detalle).toContain('disponible → averiada');
  });

  it('lists the overdue loans, the longest overdue first', async () => {
    const { colonia, ana } = await volunteerWithColony('Hugo Vidal');
    const [a, b, c] = [await create(), await create(), await create()];
    for (const item of [a, b, c]) await lend('admin', item.id, { usuario_id: ana.id, colonia_id: colonia.id, devolver_antes_de: inDays(1) });
    // Their dates passed (as if lent weeks ago).
    await t().db.updateTable('prestamos_equipo').set({ devolver_antes_de: inDays(-3) }).where('equipo_id', '=', a.id).execute();
    await t().db.updateTable('prestamos_equipo').set({ devolver_antes_de: inDays(-10) }).where('equipo_id', '=', b.id).execute();
    const vencidos = json<Prestamo[]>(await t().request({ method: 'GET', url: '/api/equipos/vencidos', as: 'responsable' })).filter((p) => [a.id, b.id, c.id].includes(p.equipo_id));
    expect(vencidos.map((p) => p.equipo_codigo)).toEqual([b.codigo, a.codigo]);
    expect(vencidos[0]).toMatchObject({ vencido: true, usuario_nombre: 'Hugo Vidal', colonia_nombre: colonia.nombre });
    expect(json<Equipo>(await t().request({ method: 'GET', url: `/api/equipos/${a.id}`, as: ana })).prestamo?.vencido).toBe(true);
  });

  it('two loans of the same item at once: one is made, the other refused', async () => {
    const { colonia, ana } = await volunteerWithColony('Irene Mas');
    const item = await create();
    const body = { usuario_id: ana.id, colonia_id: colonia.id, devolver_antes_de: inDays(2) };
    const answers = await Promise.all([lend('admin', item.id, body), lend('responsable', item.id, body), lend(ana, item.id, body)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    expect(await t().db.selectFrom('prestamos_equipo').select('id').where('equipo_id', '=', item.id).execute()).toHaveLength(1);
  });
});

describeEachEngine('trap bank demo data', (t) => {
  it('has traps on the shelf, some out and one overdue, and the demo voluntario can borrow one', async () => {
    const { seedDemo } = await import('../../../src/server/db/seed/demo');
    await seedDemo({ db: t().db, mediaDir: t().paths.mediaDir, center: { lat: 41.0686, lon: -2.6427 }, zonaHoraria: 'Europe/Madrid' });
    const all = json<Equipo[]>(await t().request({ method: 'GET', url: '/api/equipos/', as: 'responsable' }));
    expect(all.filter((e) => e.estado === 'prestada').length).toBeGreaterThanOrEqual(2);
    expect(all.filter((e) => e.estado === 'disponible').length).toBeGreaterThanOrEqual(3);
    const vencidos = json<Prestamo[]>(await t().request({ method: 'GET', url: '/api/equipos/vencidos', as: 'responsable' }));
    expect(vencidos).toHaveLength(1);
    // The demo's own voluntario account: its colonies are in the loan form, and what is on the shelf is theirs to take.
    const row = await t().db.selectFrom('users').select(['id', 'username', 'email']).where('username', '=', 'voluntario').executeTakeFirstOrThrow();
    const lucia: TestUser = { ...row, role: 'voluntario', password: '' };
    const mine = json<Equipo[]>(await t().request({ method: 'GET', url: '/api/equipos/', as: lucia }));
    expect(mine.length).toBeGreaterThan(0);
    // On the shelf, and the carrier Lucía brought back uncleaned.
    expect(new Set(mine.map((e) => e.estado))).toEqual(new Set(['disponible', 'en_limpieza']));
    expect(mine.filter((e) => e.estado === 'en_limpieza').map((e) => e.codigo)).toEqual(['TR-01']);
    const opciones = json<{ usuarios: { id: number }[]; colonias: { id: number }[] }>(await t().request({ method: 'GET', url: '/api/equipos/opciones', as: lucia }));
    expect(opciones.usuarios).toEqual([{ id: lucia.id, nombre: 'Lucía Serrano' }]);
    expect(opciones.colonias).toHaveLength(2);
    const libre = mine.find((e) => e.estado === 'disponible')!;
    const lent = await t().request({ method: 'POST', url: `/api/equipos/${libre.id}/prestamos`, as: lucia, payload: { usuario_id: lucia.id, colonia_id: opciones.colonias[0].id, devolver_antes_de: inDays(3) } });
    expect(lent.statusCode).toBe(200);
  });
});

describeEachEngine('trap bank and personal data (RGPD)', (t) => {
  it('a borrower’s loans are in their data export, and stay in the item’s history without them once their account is erased', async () => {
    const colonia = await createColonia(t().db, { nombre: 'Colonia del Pósito' });
    const ana = await t().createUser('voluntario', { nombre: 'Julia Prado' });
    await assign(t().db, ana.id, colonia.id);
    const item = json<Equipo>(await t().request({ method: 'POST', url: '/api/equipos/', as: 'admin', payload: { codigo: 'RG-01', tipo: 'jaula_trampa' } }));
    expect((await t().request({ method: 'POST', url: `/api/equipos/${item.id}/prestamos`, as: ana, payload: { usuario_id: ana.id, colonia_id: colonia.id, devolver_antes_de: inDays(2), fianza_centimos: 1500 } })).statusCode).toBe(200);

    const datos = json(await t().request({ method: 'GET', url: '/api/auth/me/datos', as: ana }));
    expect(datos.prestamos_equipo).toMatchObject([{ equipo_codigo: 'RG-01', colonia_nombre: 'Colonia del Pósito', fianza_centimos: 1500, devuelto_at: null }]);

    expect((await t().request({ method: 'POST', url: `/api/usuarios/${ana.id}/anonimizar`, as: 'admin' })).statusCode).toBe(200);
    const { prestamos } = json<HistorialEquipo>(await t().request({ method: 'GET', url: `/api/equipos/${item.id}/historial`, as: 'admin' }));
    expect(prestamos).toMatchObject([{ usuario_id: null, usuario_nombre: null, colonia_nombre: 'Colonia del Pósito', fianza_centimos: 1500 }]);
  });
});
