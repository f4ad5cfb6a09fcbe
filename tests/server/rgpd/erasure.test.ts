/**
 * RGPD erasure reaches the person by identity, never by searching for their
 * words: an adoption request anonymised changes that request only, an account
 * anonymised changes that account and the records linked to it by id, and the
 * audit log is never rewritten (an erased person shows as anonimo-<id> when it
 * is read).
 */
import { beforeAll, expect, it } from 'vitest';
import { describeEachEngine, json, type TestApp } from '../helper';
import { assign, createColonia, createGato } from '../fixtures';
import { seedDemo } from '../../../src/server/db/seed/demo';
import { auditRows, dumpDatabase, type Dump, type Row } from './dump';
import { sortKey } from '../../../src/domain/sortKey';

/** The table outside every backup where erasures are registered: compared on its own. */
const REGISTER = 'supresiones';

/** A row's identity: its id, or the key of the few tables without one. */
const keyOf = (row: Row) => String(row.id ?? row.client_id ?? row.usuario_id ?? JSON.stringify(row));

function withoutKeys(dump: Dump, owned: Map<string, Set<string>>): Dump {
  const out: Dump = {};
  for (const [table, rows] of Object.entries(dump)) {
    const mine = owned.get(table) ?? new Set();
    out[table] = rows.filter((row) => !mine.has(keyOf(row)));
  }
  return out;
}

async function adoptableCatId(t: TestApp): Promise<number> {
  const gallery = json<{ id: number }[]>(await t.request({ method: 'GET', url: '/api/adopciones/?limit=1' }));
  expect(gallery.length).toBe(1);
  return gallery[0].id;
}

describeEachEngine('RGPD: erasure by identity', (t) => {
  beforeAll(async () => {
    await seedDemo({ db: t().db, mediaDir: t().paths.mediaDir, center: { lat: 41.07, lon: -2.64 }, catCount: 16 });
    // Languages stored as the bare value 'es', which a search for the text 'es' would reach.
    const users = await t().db.selectFrom('users').select('id').execute();
    await t().db.insertInto('idiomas_usuario').values(users.slice(0, 3).map((u) => ({ usuario_id: u.id, idioma: 'es' }))).execute();
  });

  it('anonymising an adoption request named "es" with the phone "de la" changes that request and nothing else in the database', async () => {
    const gatoId = await adoptableCatId(t());
    const filed = await t().request({
      method: 'POST',
      url: `/api/adopciones/${gatoId}/solicitudes`,
      payload: { nombre: 'es', email: 'visitante@correo.es', telefono: 'de la', mensaje: 'Quiero adoptar de la colonia', acepta_privacidad: true },
    });
    expect(filed.statusCode, filed.body).toBe(200);
    const id = json<{ id: number }>(filed).id;
    const admin = await t().user('admin');
    const before = await dumpDatabase(t(), [REGISTER]);
    expect(before.colonias.map((c) => c.nombre)).toContain('Colonia de la Catedral');

    const res = await t().request({ method: 'POST', url: `/api/adopciones/solicitudes/${id}/anonimizar`, as: admin });
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res)).toMatchObject({ id, nombre: 'Persona anonimizada', telefono: null, mensaje: '[anonimizado]', anonimizada: true });

    const after = await dumpDatabase(t(), [REGISTER]);
    for (const table of Object.keys(before)) {
      if (table === 'audit_log' || table === 'adopcion_solicitudes') continue;
      expect(after[table], table).toEqual(before[table]);
    }
    expect(after.colonias.map((c) => c.nombre)).toContain('Colonia de la Catedral');
    // The audit log only gains the entry of the anonymisation.
    expect(after.audit_log).toHaveLength(before.audit_log.length + 1);
    expect(after.audit_log).toEqual(expect.arrayContaining(before.audit_log));
    // Of the requests, only this one changed: its person's fields, not its cat, state or dates.
    const others = (dump: Dump) => dump.adopcion_solicitudes.filter((r) => r.id !== id);
    expect(others(after)).toEqual(others(before));
    const was = before.adopcion_solicitudes.find((r) => r.id === id)!;
    const now = after.adopcion_solicitudes.find((r) => r.id === id)!;
    // The name's sort key follows the name (db/sortKeys.ts).
    expect(now).toEqual({ ...was, nombre: 'Persona anonimizada', nombre_orden: sortKey('Persona anonimizada'), email: `anonimizada-${id}@anonimizado.invalid`, telefono: null, mensaje: '[anonimizado]', anonimizada_at: expect.any(String) });
  });

  it("anonymising the demo volunteer changes their account and their own records only: everyone else's texts stay word for word", async () => {
    const admin = await t().user('admin');
    const lucia = await t().db.selectFrom('users').selectAll().where('username', '=', 'voluntario').executeTakeFirstOrThrow();
    const before = await dumpDatabase(t(), [REGISTER]);
    // Theirs: the account, every record that names it by id, and the parte and census made from their visits.
    const owned = new Map<string, Set<string>>();
    const own = (table: string, key: unknown) => owned.set(table, (owned.get(table) ?? new Set()).add(String(key)));
    own('users', lucia.id);
    for (const [table, rows] of Object.entries(before)) {
      if (table === 'audit_log') continue;
      for (const row of rows) if (row.usuario_id === lucia.id || row.voluntario_id === lucia.id) own(table, keyOf(row));
    }
    for (const visita of before.visitas.filter((v) => v.usuario_id === lucia.id)) {
      if (visita.parte_id !== null) own('partes', visita.parte_id);
      if (visita.censo_id !== null) own('censos', visita.censo_id);
    }
    // Their accreditation goes with its colonies and reminders: a card must not vouch for an erased person.
    const acreditaciones = new Set(before.acreditaciones.filter((a) => a.usuario_id === lucia.id).map((a) => a.id));
    for (const table of ['acreditacion_colonias', 'acreditacion_avisos']) {
      for (const row of before[table]) if (acreditaciones.has(row.acreditacion_id)) own(table, keyOf(row));
    }
    expect(owned.get('visitas')?.size).toBeGreaterThan(0);
    expect(owned.get('quejas')?.size).toBe(1);
    expect(acreditaciones.size).toBe(1);

    const res = await t().request({ method: 'POST', url: `/api/usuarios/${lucia.id}/anonimizar`, as: admin });
    expect(res.statusCode, res.body).toBe(200);
    const after = await dumpDatabase(t(), [REGISTER]);

    // Every row that is not theirs is exactly as it was; the audit log only gains the anonymisation's entry.
    const rest = (dump: Dump) => {
      const { audit_log: audit, ...others } = withoutKeys(dump, owned);
      return { others, audit };
    };
    expect(rest(after).others).toEqual(rest(before).others);
    expect(after.audit_log).toHaveLength(before.audit_log.length + 1);
    expect(after.audit_log).toEqual(expect.arrayContaining(before.audit_log));
    const quejas = after.quejas.map((q) => q.solucion_responsable);
    expect(quejas).toContain('Recordar a los voluntarios que retiren los restos');
    // Names other people wrote in their own records are theirs to keep.
    expect(after.colonias.filter((c) => c.responsable_voluntario === 'Lucía Serrano')).toHaveLength(2);
    expect(after.campanas.map((c) => c.voluntarios_involucrados)).toContain('Lucía Serrano, María López');

    // Their own records stay for the programme, without their link or their words.
    const cuenta = await t().db.selectFrom('users').selectAll().where('id', '=', lucia.id).executeTakeFirstOrThrow();
    expect(cuenta).toMatchObject({ username: `anonimo-${lucia.id}`, email: `anonimo-${lucia.id}@anonimizado.invalid`, nombre: null, activo: 0, role: 'voluntario', created_at: lucia.created_at });
    expect(cuenta.token_version).toBe(lucia.token_version + 1);
    const quejaAntes = before.quejas.find((q) => q.usuario_id === lucia.id)!;
    expect(after.quejas.find((q) => q.id === quejaAntes.id)).toEqual({ ...quejaAntes, descripcion: '[anonimizado]', usuario_id: null });
    const visitasAntes = before.visitas.filter((v) => v.usuario_id === lucia.id);
    for (const antes of visitasAntes) {
      expect(after.visitas.find((v) => v.id === antes.id)).toEqual({ ...antes, usuario_id: null, incidencia: antes.incidencia === null ? null : '[anonimizado]', foto: null });
    }
    for (const antes of before.censos.filter((c) => c.usuario_id === lucia.id)) {
      expect(after.censos.find((c) => c.id === antes.id)).toEqual({ ...antes, usuario_id: null, observaciones: antes.observaciones === null ? null : '[anonimizado]' });
    }
    // The tasks the staff gave them and the colonies they looked after are the council's records, kept as written.
    expect(after.actividades_voluntarios.filter((a) => a.voluntario_id === lucia.id).map((a) => a.descripcion)).toEqual(['Reparto de pienso en la Colonia de la Catedral los martes']);
    expect(after.asignaciones.filter((a) => a.usuario_id === lucia.id)).toEqual(before.asignaciones.filter((a) => a.usuario_id === lucia.id));
    // An erased account does no more shifts and has no language.
    expect(after.turnos.filter((r) => r.usuario_id === lucia.id)).toEqual([]);
    expect(after.idiomas_usuario.filter((r) => r.usuario_id === lucia.id)).toEqual([]);
    expect(after.acreditaciones.filter((a) => a.usuario_id === lucia.id)).toEqual([]);
    expect(after.acreditacion_colonias.filter((r) => acreditaciones.has(r.acreditacion_id))).toEqual([]);
  });

  it('keeps every audit row byte for byte, and shows the erased person as anonimo-<id> in the audit list and the cat history', async () => {
    const castillo = await createColonia(t().db, { nombre: 'Colonia del Foso' });
    const alameda = await createColonia(t().db, { nombre: 'Colonia del Puente' });
    const vecina = await t().createUser('voluntario', { username: 'rosa.auditada', nombre: 'Rosa Auditada' });
    await assign(t().db, vecina.id, castillo.id);
    await assign(t().db, vecina.id, alameda.id);
    const gato = await createGato(t().db, castillo.id, { nombre: 'Historiado' });
    expect((await t().request({ method: 'PUT', url: `/api/gatos/gatos/${gato.id}`, as: vecina, payload: { colonia_id: alameda.id } })).statusCode).toBe(200);
    expect((await t().request({ method: 'PUT', url: `/api/gatos/gatos/${gato.id}/baja`, as: vecina })).statusCode).toBe(200);
    const audited = (await auditRows(t())).filter((r) => r.usuario_id === vecina.id);
    expect(audited.map((r) => r.username)).toEqual(['rosa.auditada', 'rosa.auditada']);
    const before = await auditRows(t());

    const admin = await t().user('admin');
    expect((await t().request({ method: 'POST', url: `/api/usuarios/${vecina.id}/anonimizar`, as: admin })).statusCode).toBe(200);

    const after = await auditRows(t());
    expect(after.slice(0, before.length)).toEqual(before);
    expect(after.slice(before.length)).toEqual([expect.objectContaining({ usuario_id: admin.id, username: admin.username, accion: 'anonimizar', entidad: 'users', entidad_id: String(vecina.id) })]);

    const pseudonym = `anonimo-${vecina.id}`;
    const list = json<{ usuario_id: number | null; username: string | null }[]>(await t().request({ method: 'GET', url: `/api/auditoria/?usuario_id=${vecina.id}`, as: admin }));
    expect(list.map((r) => r.username)).toEqual([pseudonym, pseudonym]);
    const everyone = json<{ usuario_id: number | null; username: string | null }[]>(await t().request({ method: 'GET', url: '/api/auditoria/?limit=5', as: admin }));
    expect(everyone[0]).toMatchObject({ accion: 'anonimizar', username: admin.username });
    const historia = json<{ tipo: string; usuario: string | null }[]>(await t().request({ method: 'GET', url: `/api/gatos/gatos/${gato.id}/historia`, as: admin }));
    expect(historia.filter((e) => e.tipo === 'colonia' || e.tipo === 'baja').map((e) => e.usuario)).toEqual([pseudonym, pseudonym]);
    expect(JSON.stringify(list) + JSON.stringify(historia)).not.toContain('rosa.auditada');
  });
});
