/**
 * The whole installation's backup: only the installation's administrator makes, lists, restores and imports
 * it; it holds every municipality (their rows, the accounts that work in several, the municipalities
 * themselves) and a restore brings all of them back exactly as they were; restored into a fresh
 * installation it is that installation; and a municipality's file and the installation's are never taken
 * for each other.
 */
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { createTestApp, describeEachEngine, json, testEngines, type TestApp, type TestUser } from '../helper';
import { createColonia, createGato } from '../fixtures';
import { validCode } from '../gatos/support';
import { multipartFile } from '../backup/support';
import { withScope } from '../../../src/server/tenancy/scope';
import { INSTALLATION_BACKUP_TABLES } from '../../../src/server/backup/catalog';
import { createBackupService } from '../../../src/server/modules/backup/service';
import { listBackups } from '../../../src/server/backup/store';

const B = { municipios: [2] } as const;
const INSTALACION = 'alcance=instalacion';
const MUNICIPIO = sql.ref<number>('municipio_id');

/** Every row of every table a restore replaces, the municipalities and their ids included (the audit log only grows). */
async function everything(t: TestApp): Promise<Record<string, unknown[]>> {
  const out: Record<string, unknown[]> = {};
  for (const table of INSTALLATION_BACKUP_TABLES.filter((spec) => spec.name !== 'audit_log')) {
    let query = t.db.selectFrom(table.name).selectAll();
    for (const column of table.key) query = query.orderBy(column as never);
    out[table.name] = await query.execute();
  }
  return out;
}

describeEachEngine('the whole installation’s backup', (t) => {
  let adminB: TestUser;
  let file = '';
  let before: Record<string, unknown[]> = {};

  it('is the installation administrator’s alone, in a folder of its own, and holds every municipality', async () => {
    await t().db.insertInto('municipios').values({ id: 2, nombre: 'Atienza', slug: 'atienza', created_at: '2026-11-26T00:00:00.000Z' }).execute();
    const mine = await createColonia(t().db, { nombre: 'Colonia del Castillo', ubicacion: 'Calle de Sigüenza' });
    await createGato(t().db, mine.id, { nombre: 'Mora de Sigüenza', codigo_identificacion: validCode(701) });
    const theirs = await withScope(B, () => createColonia(t().db, { nombre: 'Colonia del Castillo', ubicacion: 'Calle de Atienza' }));
    await withScope(B, () => createGato(t().db, theirs.id, { nombre: 'Tizón de Atienza', codigo_identificacion: validCode(701) }));
    adminB = await withScope(B, () => t().createUser('admin'));
    // A vet of the first municipality who also works in Atienza.
    const vet = await t().createUser('veterinario');
    await t().db.insertInto('usuarios_municipios').values({ usuario_id: vet.id, municipio_id: 2, created_at: '2026-11-26T00:00:00.000Z' }).execute();

    const me = json(await t().request({ method: 'GET', url: '/api/auth/me', as: 'admin' }));
    expect(me.administra_instalacion).toBe(true);
    expect(json(await t().request({ method: 'GET', url: '/api/auth/me', as: adminB })).administra_instalacion).toBeUndefined();

    for (const call of [
      { method: 'GET' as const, url: `/api/backup/backup/list?${INSTALACION}` },
      { method: 'POST' as const, url: '/api/backup/backup', payload: { alcance: 'instalacion' } },
      { method: 'POST' as const, url: `/api/backup/restore?backup_filename=backup_full_20260101000000.sql&${INSTALACION}` },
      { method: 'GET' as const, url: `/api/backup/backup/download/backup_full_20260101000000.sql?${INSTALACION}` },
    ]) {
      const refused = await t().request({ ...call, as: adminB });
      expect(refused.statusCode, call.url).toBe(403);
      expect(json(refused).detail).toMatch(/^Solo el administrador de la instalación/);
    }
    // Working in the first municipality does not make B's administrator the installation's.
    await t().db.insertInto('usuarios_municipios').values({ usuario_id: adminB.id, municipio_id: 1, created_at: '2026-11-26T00:00:00.000Z' }).execute();
    const asGuest = await t().request({ method: 'GET', url: `/api/backup/backup/list?${INSTALACION}`, as: adminB, headers: { 'x-municipio': '1' } });
    expect(asGuest.statusCode).toBe(403);

    const created = await t().request({ method: 'POST', url: '/api/backup/backup', payload: { backup_type: 'full', format: 'sql', alcance: 'instalacion' }, as: 'admin' });
    expect(created.statusCode, created.body).toBe(200);
    file = json(created).filename;
    const text = fs.readFileSync(path.join(t().paths.backupDir, 'instalacion', file), 'utf8');
    expect(text.split('\n')[0]).toMatch(/ alcance=instalacion$/);
    for (const expected of ['Mora de Sigüenza', 'Tizón de Atienza', 'Calle de Atienza', adminB.username, 'INSERT INTO usuarios_municipios', "'atienza'"]) expect(text).toContain(expected);

    const list = json<{ backups: string[] }>(await t().request({ method: 'GET', url: `/api/backup/backup/list?${INSTALACION}`, as: 'admin' })).backups;
    expect(list).toEqual([file]);
    // Not among the first municipality's own.
    expect(json<{ backups: string[] }>(await t().request({ method: 'GET', url: '/api/backup/backup/list', as: 'admin' })).backups).not.toContain(file);
    const download = await t().request({ method: 'GET', url: `/api/backup/backup/download/${file}?${INSTALACION}`, as: 'admin' });
    expect(download.statusCode).toBe(200);
    expect(download.body).toBe(text);
    before = await everything(t());
  });

  it('a restore brings every municipality back as it was, and new records still get ids of their own', async () => {
    await createColonia(t().db, { nombre: 'Colonia posterior a la copia' });
    await withScope(B, () => createColonia(t().db, { nombre: 'Colonia posterior de Atienza' }));
    await withScope(B, () => t().createUser('voluntario'));
    await t().db.updateTable('municipios').set({ nombre: 'Atienza cambiada', slug: 'atienza-2' }).where('id', '=', 2).execute();
    await t().db.insertInto('municipios').values({ id: 3, nombre: 'Jadraque', slug: 'jadraque', created_at: '2026-11-26T00:00:00.000Z' }).execute();
    await t().db.deleteFrom('usuarios_municipios').execute();

    const res = await t().request({ method: 'POST', url: `/api/backup/restore?backup_filename=${file}&${INSTALACION}`, as: 'admin' });
    expect(res.statusCode, res.body).toBe(200);
    expect(await everything(t())).toEqual(before);
    // The safety copy is the whole installation's too, with what the restore replaced.
    const safety = fs.readFileSync(path.join(t().paths.backupDir, 'instalacion', json(res).copia_previa), 'utf8');
    expect(safety).toContain('Jadraque');
    expect(safety).toContain('Colonia posterior de Atienza');

    const colonia = await withScope(B, () => createColonia(t().db, { nombre: 'Colonia nueva de Atienza' }));
    expect(await t().db.selectFrom('colonias').select('id').where('id', '=', colonia.id).execute()).toHaveLength(1);
    const account = await t().request({ method: 'POST', url: '/api/usuarios/', as: adminB, payload: { username: 'nueva-de-atienza', email: 'nueva@atienza.test', password: 'Prueba-Segura-1', role: 'voluntario' } });
    expect(account.statusCode, account.body).toBe(200);
    const municipio = await t().request({
      method: 'POST',
      url: '/api/municipios/',
      as: 'admin',
      payload: { nombre: 'Cifuentes', slug: 'cifuentes', administrador: { username: 'admin-cifuentes', email: 'admin@cifuentes.test', password: 'Prueba-Segura-1', nombre: 'Administración' } },
    });
    expect(municipio.statusCode, municipio.body).toBe(200);
  });

  it('is never taken for a municipality’s file, nor the reverse: refused with a reason, nothing changed', async () => {
    const now = await everything(t());
    const whole = fs.readFileSync(path.join(t().paths.backupDir, 'instalacion', file));
    const asMunicipio = await multipartFile('instalacion.sql', whole);
    const refused = await t().request({ method: 'POST', url: '/api/backup/backup/import', ...asMunicipio, as: 'admin' });
    expect(refused.statusCode).toBe(422);
    expect(json(refused).detail).toMatch(/es la copia de toda la instalación, que se restaura desde «Copias de toda la instalación»/);

    const own = json(await t().request({ method: 'POST', url: '/api/backup/backup', payload: {}, as: 'admin' })).filename;
    const asInstallation = await multipartFile('municipio.sql', fs.readFileSync(path.join(t().paths.backupDir, own)));
    const reverse = await t().request({ method: 'POST', url: `/api/backup/backup/import?${INSTALACION}`, ...asInstallation, as: 'admin' });
    expect(reverse.statusCode).toBe(422);
    expect(json(reverse).detail).toMatch(/es la copia de un municipio y no la de toda la instalación/);
    expect(await everything(t())).toEqual(now);
  });

  it('imported into a fresh installation, it is that installation: every municipality, its pages and its accounts', async () => {
    const engine = testEngines().find((e) => e.name === t().engine)!;
    const fresh = await createTestApp(engine);
    try {
      const upload = await multipartFile('instalacion.sql', fs.readFileSync(path.join(t().paths.backupDir, 'instalacion', file)));
      const res = await fresh.request({ method: 'POST', url: `/api/backup/backup/import?${INSTALACION}`, ...upload, as: 'admin' });
      expect(res.statusCode, res.body).toBe(200);
      const gatos = await fresh.db.selectFrom('gatos').select(['nombre', MUNICIPIO.as('municipio_id')]).orderBy('nombre').execute();
      expect(gatos).toEqual([{ nombre: 'Mora de Sigüenza', municipio_id: 1 }, { nombre: 'Tizón de Atienza', municipio_id: 2 }]);
      const mapa = await fresh.request({ method: 'GET', url: '/api/m/atienza/colonias/colonias/mapa/colonias' });
      expect(mapa.statusCode, mapa.body).toBe(200);
      expect(mapa.body).toContain('Calle de Atienza');
      expect(mapa.body).not.toContain('Calle de Sigüenza');
      const grants = await fresh.db.selectFrom('usuarios_municipios').select('municipio_id').orderBy('municipio_id').execute();
      expect(grants).toEqual([{ municipio_id: 1 }, { municipio_id: 2 }]);
    } finally {
      await fresh.close();
    }
  });

  it('is among the daily automatic backups, beside each municipality’s', async () => {
    await t().db.deleteFrom('rate_limits').execute();
    const folders = [t().paths.backupDir, path.join(t().paths.backupDir, 'municipios', '2'), path.join(t().paths.backupDir, 'instalacion')];
    for (const folder of folders) for (const name of await listBackups(folder)) fs.rmSync(path.join(folder, name));
    const made = await createBackupService(t().app.gatera, t().app.log).daily();
    expect(made.length).toBeGreaterThanOrEqual(3);
    for (const folder of folders) expect(await listBackups(folder), folder).toHaveLength(1);
    const [daily] = await listBackups(path.join(t().paths.backupDir, 'instalacion'));
    expect(fs.readFileSync(path.join(t().paths.backupDir, 'instalacion', daily), 'utf8')).toContain('Tizón de Atienza');
  });
});
