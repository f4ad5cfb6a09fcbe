import fs from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { describeEachEngine, json } from '../helper';
import { tableChecksums } from '../checksum';
import { createColonia } from '../fixtures';
import { BACKUP_NAME_PATTERN, backupDisplayTime } from '../../../src/domain/backups';
import { BACKUP_TABLES } from '../../../src/server/backup/catalog';
import { parseHeader, parseTrailer } from '../../../src/server/backup/format';
import { schemaVersion } from '../../../src/server/db/migrations/index';
import type { Role } from '../../../src/domain/roles';
import { seedEveryTable, readBackup, type Seeded } from './support';

const CREATE = { method: 'POST' as const, url: '/api/backup/backup', payload: { backup_type: 'full', format: 'sql' } };

describeEachEngine('backups: create, list, download, restore', (t) => {
  let seeded: Seeded;

  async function create(): Promise<string> {
    const res = await t().request({ ...CREATE, as: 'admin' });
    expect(res.statusCode, res.body).toBe(200);
    return json(res).filename;
  }

  /** Checksums without the audit rows the backup operations add after the copy was taken. */
  async function dataChecksums(auditRows: number) {
    const sums = await tableChecksums(t().db);
    const audit = await t().db.selectFrom('audit_log').selectAll().orderBy('id').execute();
    return { ...sums, audit_log: JSON.stringify(audit.slice(0, audit.length - auditRows)) };
  }

  it('only administrators may use the backup calls', async () => {
    seeded = await seedEveryTable(t());
    for (const role of ['responsable', 'voluntario', 'veterinario', 'usuario'] as Role[]) {
      expect((await t().request({ ...CREATE, as: role })).statusCode).toBe(403);
      expect((await t().request({ method: 'GET', url: '/api/backup/backup/list', as: role })).statusCode).toBe(403);
      expect((await t().request({ method: 'POST', url: '/api/backup/restore?backup_filename=backup_full_20250329184512.sql', as: role })).statusCode).toBe(403);
    }
    expect((await t().request({ method: 'GET', url: '/api/backup/backup/list', as: null })).statusCode).toBe(401);
  });

  it('creates a backup named backup_full_<YYYYmmddHHMMSS>.sql with the documented header and trailer', async () => {
    const before = Date.now();
    const name = await create();
    expect(name).toMatch(BACKUP_NAME_PATTERN);
    const [, y, mo, d, h, mi, s] = BACKUP_NAME_PATTERN.exec(name)!.map(Number);
    const stamped = new Date(y, mo - 1, d, h, mi, s).getTime();
    expect(stamped).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000 - 1000);
    expect(stamped).toBeLessThanOrEqual(Date.now());
    expect(backupDisplayTime(name)).toBe(`${String(d).padStart(2, '0')}/${String(mo).padStart(2, '0')}/${y} ${String(h).padStart(2, '0')}:${String(mi).padStart(2, '0')}:${String(s).padStart(2, '0')}`);

    const text = readBackup(t(), name);
    const lines = text.split('\n');
    expect(parseHeader(lines[0])).toMatchObject({ format: 2, schema: schemaVersion(), engine: t().engine });
    expect(lines.at(-1)).toBe('');
    expect(parseTrailer(lines.at(-2)!)).not.toBeNull();
    for (const table of BACKUP_TABLES) expect(text).toContain(`INSERT INTO ${table.name} (${table.columns.map((c) => c.name).join(', ')}) VALUES`);
    // The photos and the attachment travel inside the file.
    for (const photo of [...seeded.photos, seeded.attachment]) expect(text).toContain(`INSERT INTO media (name, data) VALUES\n('${photo}', '`);
    const audit = await t().db.selectFrom('audit_log').selectAll().where('accion', '=', 'backup').execute();
    expect(audit.map((a) => a.entidad_id)).toContain(name);
  });

  it('lists the backups newest first, and nothing else in the folder', async () => {
    fs.writeFileSync(path.join(t().paths.backupDir, 'notas.txt'), 'no es una copia');
    fs.writeFileSync(path.join(t().paths.backupDir, 'backup_full_20200101000000.sql'), 'antigua');
    const newest = await create();
    const res = await t().request({ method: 'GET', url: '/api/backup/backup/list', as: 'admin' });
    expect(res.statusCode).toBe(200);
    const { backups } = json<{ backups: string[] }>(res);
    expect(backups[0]).toBe(newest);
    expect(backups.at(-1)).toBe('backup_full_20200101000000.sql');
    expect(backups).not.toContain('notas.txt');
    expect([...backups].sort().reverse()).toEqual(backups);
    expect(new Set(backups).size).toBe(backups.length);
  });

  it('downloads a backup under its own name, byte for byte', async () => {
    const name = await create();
    const res = await t().request({ method: 'GET', url: `/api/backup/backup/download/${name}`, as: 'admin' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${name}"`);
    expect(res.headers['content-type']).toMatch(/^application\/sql/);
    expect(res.rawPayload.equals(fs.readFileSync(path.join(t().paths.backupDir, name)))).toBe(true);
  });

  it('refuses names it did not make, and paths out of the folder, with 404', async () => {
    fs.writeFileSync(path.join(t().paths.dataDir, 'secreto.sql'), 'secreto');
    const names = ['..%2Fsecreto.sql', '..%2F..%2Fetc%2Fpasswd', 'secreto.sql', 'backup_full_20250329184512.sql.part', '%2Fetc%2Fpasswd', 'backup_full_29990101000000.sql', 'backup_full_2025032918451.sql'];
    for (const name of names) {
      const download = await t().request({ method: 'GET', url: `/api/backup/backup/download/${name}`, as: 'admin' });
      expect(download.statusCode, name).toBe(404);
      expect(download.body).not.toContain('secreto');
      const restore = await t().request({ method: 'POST', url: `/api/backup/restore?backup_filename=${name}`, as: 'admin' });
      expect(restore.statusCode, name).toBe(404);
      expect(json(restore).detail).toBe('No existe ninguna copia de seguridad con ese nombre.');
    }
    const traversal = await t().request({ method: 'GET', url: '/api/backup/backup/download/../../secreto.sql', as: 'admin' });
    expect(traversal.statusCode).toBe(404);
  });

  it('restores every row of every table and every uploaded file (round trip)', async () => {
    const name = await create();
    const expected = await dataChecksums(1);
    const media = Object.fromEntries([...seeded.photos, seeded.attachment].map((f) => [f, fs.readFileSync(path.join(t().paths.mediaDir, f))]));

    // Change everything: new rows, edited rows, deleted rows and files.
    await createColonia(t().db, { nombre: 'Colonia posterior' });
    await t().db.updateTable('gatos').set({ nombre: 'Cambiado' }).execute();
    await t().db.deleteFrom('campana_gatos').execute();
    await t().db.deleteFrom('actividades').execute();
    for (const f of Object.keys(media)) fs.rmSync(path.join(t().paths.mediaDir, f));
    expect(await dataChecksums(0)).not.toEqual(expected);
    const listed = async () => json<{ nombre: string }[]>(await t().request({ method: 'GET', url: '/api/colonias/colonias/?skip=0&limit=100', as: 'admin' })).map((c) => c.nombre);
    expect(await listed()).toContain('Colonia posterior');

    const auditBefore = await t().db.selectFrom('audit_log').selectAll().orderBy('id').execute();
    const res = await t().request({ method: 'POST', url: `/api/backup/restore?backup_filename=${name}`, as: 'admin' });
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res).message).toBe('Restauración completada');
    expect(json(res).copia_previa).toMatch(BACKUP_NAME_PATTERN);
    // Every table is the copy's; the audit log keeps every entry it had and adds the restore's own.
    const { audit_log: _expectedAudit, ...expectedData } = expected;
    const { audit_log: _restoredAudit, ...restoredData } = await dataChecksums(1);
    expect(restoredData).toEqual(expectedData);
    const auditAfter = await t().db.selectFrom('audit_log').selectAll().orderBy('id').execute();
    expect(auditAfter.slice(0, -1)).toEqual(auditBefore);
    // What the API answers comes from the restored data, not from an answer remembered before.
    expect(await listed()).not.toContain('Colonia posterior');
    for (const [f, bytes] of Object.entries(media)) expect(fs.readFileSync(path.join(t().paths.mediaDir, f)).equals(bytes)).toBe(true);
    const last = await t().db.selectFrom('audit_log').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(last).toMatchObject({ accion: 'restaurar', entidad: 'backup', entidad_id: name });
    // Who, when, which file, its checksum and the safety copy.
    const sha256 = parseTrailer(readBackup(t(), name).trimEnd().split('\n').at(-1)!)!.sha256;
    expect(last.username).toBe((await t().user('admin')).username);
    expect(Date.now() - Date.parse(last.at)).toBeLessThan(60_000);
    expect(last.detalle).toBe(`SHA-256 de la copia: ${sha256}; copia de seguridad previa: ${json(res).copia_previa}`);

    // The safety backup taken first holds the data as it was just before the restore.
    const list = json<{ backups: string[] }>(await t().request({ method: 'GET', url: '/api/backup/backup/list', as: 'admin' })).backups;
    expect(list).toContain(json(res).copia_previa);
    expect(readBackup(t(), json(res).copia_previa)).toContain("'Colonia posterior'");
  });

  it('new records after a restore get fresh ids (identity sequences moved past the restored ids)', async () => {
    const name = await create();
    const maxBefore = (await t().db.selectFrom('colonias').select((eb) => eb.fn.max('id').as('m')).executeTakeFirstOrThrow()).m as number;
    await t().db.deleteFrom('colonias').where('nombre', '=', 'Colonia posterior').execute();
    const restored = await t().request({ method: 'POST', url: `/api/backup/restore?backup_filename=${name}`, as: 'admin' });
    expect(restored.statusCode, restored.body).toBe(200);
    const fresh = await createColonia(t().db, { nombre: 'Colonia nueva tras restaurar' });
    expect(fresh.id).toBeGreaterThan(maxBefore);
    const audit = await t().db.insertInto('audit_log').values({ at: new Date().toISOString(), accion: 'crear', entidad: 'x', usuario_id: null, username: null, entidad_id: null, detalle: null }).returning('id').executeTakeFirstOrThrow();
    expect(audit.id).toBeGreaterThan(0);
  });

  it('accepts the call without a body and refuses another type or format', async () => {
    expect((await t().request({ method: 'POST', url: '/api/backup/backup', as: 'admin' })).statusCode).toBe(200);
    const wrong = await t().request({ method: 'POST', url: '/api/backup/backup', payload: { backup_type: 'incremental', format: 'sql' }, as: 'admin' });
    expect(wrong.statusCode).toBe(422);
    expect(json(wrong).detail).toContain('backup_type');
  });

  it('a restore request without a name is refused', async () => {
    const res = await t().request({ method: 'POST', url: '/api/backup/restore', as: 'admin' });
    expect(res.statusCode).toBe(422);
    expect(json(res).detail).toContain('backup_filename');
  });
});

describeEachEngine('backups: retention', (t) => {
  it('keeps only the newest BACKUP_KEEP backups', async () => {
    const made: string[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await t().request({ ...CREATE, as: 'admin' });
      expect(res.statusCode).toBe(200);
      made.push(json(res).filename);
    }
    const { backups } = json<{ backups: string[] }>(await t().request({ method: 'GET', url: '/api/backup/backup/list', as: 'admin' }));
    expect(backups).toEqual([made[2], made[1]]);
    expect(fs.existsSync(path.join(t().paths.backupDir, made[0]))).toBe(false);
  });
}, { env: { BACKUP_KEEP: '2' } });

describeEachEngine('backups: sessions after a restore', (t) => {
  it('a session whose user id belongs to someone else in the restored data is refused, never promoted', async () => {
    const jefa = await t().createUser('admin', { username: 'jefa' });
    const name = json(await t().request({ ...CREATE, as: 'admin' })).filename as string;
    // After the backup the administrator's account goes, and a citizen's new account gets her id.
    await t().db.deleteFrom('users').where('id', '=', jefa.id).execute();
    await t().db.insertInto('users').values({ id: jefa.id, username: 'vecino', email: 'vecino@prueba.es', nombre: null, password_hash: 'x', role: 'usuario', created_at: new Date().toISOString() }).execute();
    const vecinoToken = await t().token({ ...jefa, username: 'vecino', role: 'usuario' });
    expect((await t().request({ method: 'GET', url: '/api/backup/backup/list', headers: { authorization: `Bearer ${vecinoToken}` } })).statusCode).toBe(403);

    expect((await t().request({ method: 'POST', url: `/api/backup/restore?backup_filename=${name}`, as: 'admin' })).statusCode).toBe(200);
    // The citizen's token names the id that is the administrator's again: refused, not an administrator's session.
    const after = await t().request({ method: 'GET', url: '/api/backup/backup/list', headers: { authorization: `Bearer ${vecinoToken}` } });
    expect(after.statusCode).toBe(401);
    const jefaSession = await t().request({ method: 'GET', url: '/api/auth/me', as: jefa });
    expect(json(jefaSession).username).toBe('jefa');
  });
});
