/**
 * An erasure survives every restore and import: the register of erasures
 * lives outside the backups, and each restored copy is erased again inside the
 * restore's own transaction. The answer says how many people it kept erased.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { describeEachEngine, json, TEST_PASSWORD, type TestApp, type TestUser } from '../helper';
import { assign, createColonia, createGato } from '../fixtures';
import { form, samplePng } from '../quejas/attachmentForm';
import { multipartFile, readBackup, reseal } from '../backup/support';
import { tracesOf } from '../vecinos/traces';
import { auditRows } from './dump';

interface Person {
  user: TestUser;
  nombre: string;
  incidencia: string;
  foto: string;
  solicitudId: number;
  /** A request filed without a session by someone else, anonymised on its own. */
  ajenaId: number;
  ajenaNombre: string;
}

async function personWithRecords(t: TestApp, tag: string): Promise<Person> {
  const nombre = `Olvido Restaurable ${tag}`;
  const user = await t.createUser('voluntario', { username: `olvido.${tag}`, nombre, email: `olvido.${tag}@correo.es` });
  const colonia = await createColonia(t.db, { nombre: `Colonia del Olvido ${tag}` });
  await assign(t.db, user.id, colonia.id);
  const incidencia = `Comedero roto; llamadme al 6001${tag}`;
  const visita = await t.request({
    method: 'POST',
    url: '/api/visitas/',
    as: user,
    payload: form({ colonia_id: colonia.id, comida: 'true', agua: 'true', client_id: crypto.randomUUID(), incidencia }, samplePng(), 'foto'),
  });
  expect(visita.statusCode, visita.body).toBe(200);
  const foto = (await t.db.selectFrom('visitas').select('foto').where('id', '=', json(visita).id).executeTakeFirstOrThrow()).foto!;
  expect((await t.request({ method: 'PUT', url: '/api/auth/idioma', as: user, payload: { idioma: 'gl' } })).statusCode).toBe(200);
  const gato = await createGato(t.db, colonia.id, { nombre: `Adoptable ${tag}`, adoptabilidad: 'Adoptable' });
  const pedir = (as: TestUser | null, persona: string, email: string) =>
    t.request({ method: 'POST', url: `/api/adopciones/${gato.id}/solicitudes`, as, payload: { nombre: persona, email, telefono: '600000000', mensaje: `Soy ${persona}`, acepta_privacidad: true } });
  const propia = await pedir(user, nombre, user.email);
  expect(propia.statusCode, propia.body).toBe(200);
  const ajenaNombre = `Tomás Ajeno ${tag}`;
  const ajena = await pedir(null, ajenaNombre, `tomas.${tag}@correo.es`);
  expect(ajena.statusCode, ajena.body).toBe(200);
  return { user, nombre, incidencia, foto, solicitudId: json(propia).id, ajenaId: json(ajena).id, ajenaNombre };
}

async function erase(t: TestApp, person: Person) {
  expect((await t.request({ method: 'POST', url: `/api/usuarios/${person.user.id}/anonimizar`, as: 'admin' })).statusCode).toBe(200);
  expect((await t.request({ method: 'POST', url: `/api/adopciones/solicitudes/${person.ajenaId}/anonimizar`, as: 'admin' })).statusCode).toBe(200);
}

async function backup(t: TestApp): Promise<string> {
  const res = await t.request({ method: 'POST', url: '/api/backup/backup', as: 'admin', payload: {} });
  expect(res.statusCode, res.body).toBe(200);
  return json<{ filename: string }>(res).filename;
}

/** Everything that shows the person erased, read back from the database and the media folder. */
async function expectErased(t: TestApp, person: Person) {
  const cuenta = await t.db.selectFrom('users').selectAll().where('id', '=', person.user.id).executeTakeFirstOrThrow();
  expect(cuenta).toMatchObject({ username: `anonimo-${person.user.id}`, email: `anonimo-${person.user.id}@anonimizado.invalid`, nombre: null, activo: 0 });
  const login = await t.request({ method: 'POST', url: '/api/auth/login', payload: { username: person.user.username, password: TEST_PASSWORD } });
  expect(login.statusCode).toBe(401);
  expect(fs.existsSync(path.join(t.paths.mediaDir, person.foto))).toBe(false);
  const solicitudes = await t.db.selectFrom('adopcion_solicitudes').select(['id', 'nombre', 'telefono', 'mensaje']).where('id', 'in', [person.solicitudId, person.ajenaId]).orderBy('id').execute();
  expect(solicitudes).toEqual([
    { id: person.solicitudId, nombre: 'Persona anonimizada', telefono: null, mensaje: '[anonimizado]' },
    { id: person.ajenaId, nombre: 'Persona anonimizada', telefono: null, mensaje: '[anonimizado]' },
  ]);
  expect(await t.db.selectFrom('idiomas_usuario').select('idioma').where('usuario_id', '=', person.user.id).execute()).toEqual([]);
  // Not a word of theirs anywhere (the audit log keeps the username it was written with, shown as anonimo-<id>).
  expect(await tracesOf(t, [person.nombre, person.user.email, person.incidencia, person.ajenaNombre, person.foto])).toEqual([]);
  return cuenta;
}

describeEachEngine('RGPD: erasures survive restores and imports', (t) => {
  it('restoring a backup made before an erasure erases the person again, says how many it kept erased, and adds no audit entry but its own', async () => {
    const person = await personWithRecords(t(), 'r1');
    const tokenVersion = (await t().db.selectFrom('users').select('token_version').where('id', '=', person.user.id).executeTakeFirstOrThrow()).token_version;
    const older = await backup(t());
    expect(readBackup(t(), older)).toContain(person.nombre);
    await erase(t(), person);
    await expectErased(t(), person);
    const audit = await auditRows(t());

    const res = await t().request({ method: 'POST', url: `/api/backup/restore?backup_filename=${older}`, as: 'admin' });
    expect(res.statusCode, res.body).toBe(200);
    const answer = json(res);
    expect(Object.keys(answer).sort()).toEqual(['anonimizadas_mantenidas', 'backup', 'copia_previa', 'message']);
    expect(answer).toMatchObject({ message: 'Restauración completada', backup: older, anonimizadas_mantenidas: 2 });

    const cuenta = await expectErased(t(), person);
    expect(cuenta.token_version).toBeGreaterThan(tokenVersion);
    const after = await auditRows(t());
    expect(after.slice(0, audit.length)).toEqual(audit);
    expect(after.slice(audit.length).map((r) => r.accion)).toEqual(['restaurar']);

    // The safety copy taken before was already erased: restoring it keeps no one erased that was not.
    const again = await t().request({ method: 'POST', url: `/api/backup/restore?backup_filename=${answer.copia_previa}`, as: 'admin' });
    expect(again.statusCode, again.body).toBe(200);
    expect(json(again)).toMatchObject({ message: 'Restauración completada', anonimizadas_mantenidas: 0 });
    await expectErased(t(), person);
  }, 60_000);

  it('importing a copy made before an erasure erases the person again and says so', async () => {
    const person = await personWithRecords(t(), 'i2');
    const older = readBackup(t(), await backup(t()));
    await erase(t(), person);
    const { payload, headers } = await multipartFile('copia-antigua.sql', older);
    const res = await t().request({ method: 'POST', url: '/api/backup/backup/import', payload, headers, as: 'admin' });
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res)).toEqual({ message: 'Backup importado y restaurado correctamente', anonimizadas_mantenidas: 2 });
    await expectErased(t(), person);
  }, 60_000);

  it('a restore that goes back to before the person existed never gives their id to anyone else, and their audit entries keep the pseudonym', async () => {
    const before = await backup(t());
    const person = await personWithRecords(t(), 'p3');
    await erase(t(), person);
    const res = await t().request({ method: 'POST', url: `/api/backup/restore?backup_filename=${before}`, as: 'admin' });
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res).anonimizadas_mantenidas).toBe(0);
    expect(await t().db.selectFrom('users').select('id').where('id', '=', person.user.id).execute()).toEqual([]);

    const created = await t().request({ method: 'POST', url: '/api/usuarios/', as: 'admin', payload: { username: 'recien.llegada', email: 'recien.llegada@correo.es', role: 'voluntario', password: 'Clave-Segura-2025' } });
    expect(created.statusCode, created.body).toBe(200);
    expect(json(created).id).toBeGreaterThan(person.user.id);
    const filed = await t().request({ method: 'POST', url: `/api/adopciones/${(await createGato(t().db, (await createColonia(t().db)).id, { adoptabilidad: 'Adoptable' })).id}/solicitudes`, payload: { nombre: 'Nueva', email: 'nueva@correo.es', mensaje: 'Hola', acepta_privacidad: true } });
    expect(json(filed).id).toBeGreaterThan(person.ajenaId);

    const list = json<{ username: string }[]>(await t().request({ method: 'GET', url: `/api/auditoria/?usuario_id=${person.user.id}`, as: 'admin' }));
    expect(list.length).toBeGreaterThan(0);
    expect(new Set(list.map((r) => r.username))).toEqual(new Set([`anonimo-${person.user.id}`]));
  }, 60_000);

  it('keeps the register of erasures out of every backup: a copy never holds it and one that tries is refused, changing nothing', async () => {
    const person = await personWithRecords(t(), 'b4');
    await erase(t(), person);
    const text = readBackup(t(), await backup(t()));
    expect(text).toMatch(/^INSERT INTO users /m);
    expect(text).not.toMatch(/INSERT INTO supresiones/i);
    const register = await t().db.selectFrom('supresiones' as never).selectAll().execute();
    expect(register.length).toBeGreaterThanOrEqual(2);
    const forged = reseal(text.replace('INSERT INTO ', "INSERT INTO supresiones (entidad) VALUES ('users');\nINSERT INTO "), 1);
    const { payload, headers } = await multipartFile('falsa.sql', forged);
    const res = await t().request({ method: 'POST', url: '/api/backup/backup/import', payload, headers, as: 'admin' });
    expect(res.statusCode, res.body).toBe(422);
    expect(json(res).detail).toMatch(/«supresiones»/);
    expect(await t().db.selectFrom('supresiones' as never).selectAll().execute()).toEqual(register);
  }, 60_000);
});
