import fs from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { describeEachEngine, json, type TestApp } from '../helper';
import { tableChecksums } from '../checksum';
import { seedEveryTable, multipartFile, readBackup, reseal, pngBytes, type Seeded } from './support';

const NOTHING_CHANGED = 'No se ha modificado ningún dato.';

async function createBackup(t: TestApp): Promise<string> {
  const res = await t.request({ method: 'POST', url: '/api/backup/backup', payload: { backup_type: 'full', format: 'sql' }, as: 'admin' });
  expect(res.statusCode, res.body).toBe(200);
  return json(res).filename;
}

async function importFile(t: TestApp, name: string, content: Buffer | string, field = 'file') {
  const { payload, headers } = await multipartFile(name, content, field);
  return t.request({ method: 'POST', url: '/api/backup/backup/import', payload, headers, as: 'admin' });
}

async function backupNames(t: TestApp): Promise<string[]> {
  return json<{ backups: string[] }>(await t.request({ method: 'GET', url: '/api/backup/backup/list', as: 'admin' })).backups;
}

describeEachEngine('backups: import', (t) => {
  let seeded: Seeded;
  let good: string;

  it('imports a downloaded backup and restores its data and files', async () => {
    seeded = await seedEveryTable(t());
    const name = await createBackup(t());
    good = readBackup(t(), name);
    const expected = await tableChecksums(t().db);

    await t().db.deleteFrom('campana_gatos').execute();
    await t().db.updateTable('colonias').set({ nombre: 'Otra' }).execute();
    fs.rmSync(path.join(t().paths.mediaDir, seeded.photos[0]));
    const before = await backupNames(t());

    const res = await importFile(t(), 'copia-del-ayuntamiento.sql', good);
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res).message).toBe('Backup importado y restaurado correctamente');
    const after = await tableChecksums(t().db);
    // Same data; the audit log holds one more row: the import itself.
    expect({ ...after, audit_log: '' }).toEqual({ ...expected, audit_log: '' });
    const last = await t().db.selectFrom('audit_log').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(last).toMatchObject({ accion: 'importar', entidad: 'backup', entidad_id: 'copia-del-ayuntamiento.sql' });
    expect(fs.existsSync(path.join(t().paths.mediaDir, seeded.photos[0]))).toBe(true);
    // A safety backup was taken first; the uploaded file itself is not kept.
    const list = await backupNames(t());
    expect(list.length).toBe(before.length + 1);
    expect(fs.readdirSync(t().paths.backupDir).filter((f) => f.endsWith('.part'))).toEqual([]);
  });

  const refusals: { title: string; name?: string; field?: string; content: () => string | Buffer; status: number; detail: RegExp }[] = [
    { title: 'a truncated file', content: () => good.slice(0, Math.floor(good.length / 2)), status: 422, detail: /incompleta/ },
    { title: 'a file cut at a statement boundary', content: () => good.slice(0, good.indexOf('INSERT INTO gatos')), status: 422, detail: /incompleta/ },
    { title: 'a file with DROP TABLE', content: () => reseal(good.replace('INSERT INTO campanas', 'DROP TABLE gatos;\nINSERT INTO campanas')), status: 422, detail: /sentencia no permitida/ },
    { title: 'a DROP TABLE after a statement on its line', content: () => reseal(good.replace(/\);\nINSERT INTO campanas/, '); DROP TABLE gatos;\nINSERT INTO campanas')), status: 422, detail: /texto después del final/ },
    { title: 'a file with an unknown table', content: () => reseal(good.replace('INSERT INTO partes (', "INSERT INTO sqlite_master (type) VALUES ('x');\nINSERT INTO partes (")), status: 422, detail: /la tabla «sqlite_master» no existe/ },
    { title: 'a file with an unknown column', content: () => reseal(good.replace('INSERT INTO partes (id,', 'INSERT INTO partes (id, extra,')), status: 422, detail: /columnas de la tabla «partes»/ },
    { title: 'a function call instead of a literal', content: () => reseal(good.replace(/(INSERT INTO partes \([^)]*\) VALUES\n\()\d+/, '$1abs(1)')), status: 422, detail: /solo se admiten NULL/ },
    { title: 'an edited file whose checksum no longer matches', content: () => good.replace("'Campaña de otoño'", "'Campaña de invierno'"), status: 422, detail: /suma de comprobación/ },
    { title: 'a file of another schema version', content: () => reseal(good.replace(/schema=\w+/, 'schema=9999_futuro')), status: 422, detail: /esquema/ },
    { title: 'rows that break a reference', content: () => reseal(good.replace(/INSERT INTO campana_gatos \(campana_id, gato_id, created_at\) VALUES\n\(\d+/, 'INSERT INTO campana_gatos (campana_id, gato_id, created_at) VALUES\n(999999')), status: 422, detail: /hace referencia/ },
    { title: 'a non-SQL file named .sql', content: () => pngBytes(1), status: 422, detail: /no es una copia de seguridad de Gatera/ },
    { title: 'a text file that is not a backup', content: () => 'nombre,sexo\nMisi,H\n', status: 422, detail: /no es una copia de seguridad de Gatera/ },
    { title: 'an empty file', content: () => '', status: 422, detail: /el archivo está vacío/ },
    { title: 'a file without the .sql extension', name: 'copia.txt', content: () => good, status: 415, detail: /Solo se admiten archivos \.sql/ },
    { title: 'a file in another field', field: 'archivo', content: () => good, status: 422, detail: /campo «file»/ },
  ];

  for (const refusal of refusals) {
    it(`refuses ${refusal.title}, changing nothing`, async () => {
      const data = await tableChecksums(t().db);
      const backups = await backupNames(t());
      const media = fs.readdirSync(t().paths.mediaDir).sort();
      const res = await importFile(t(), refusal.name ?? 'copia.sql', refusal.content(), refusal.field);
      expect(res.statusCode, res.body).toBe(refusal.status);
      expect(json(res).detail).toMatch(refusal.detail);
      if (refusal.status === 422 && !refusal.field) expect(json(res).detail).toContain(NOTHING_CHANGED);
      expect(await tableChecksums(t().db)).toEqual(data);
      const after = await backupNames(t());
      // A file refused by its checks never gets as far as the safety backup; a data error does, and keeps it.
      if (!/referencia/.test(refusal.detail.source)) expect(after).toEqual(backups);
      expect(fs.readdirSync(t().paths.mediaDir).sort()).toEqual(media);
      expect(fs.readdirSync(t().paths.backupDir).filter((f) => f.endsWith('.part'))).toEqual([]);
    });
  }

  /** The text with `from` replaced by `to` in the first row of `table` that holds it, and the line that row starts on. */
  function editRow(text: string, table: string, from: string, to: string): { text: string; line: number } {
    const at = text.indexOf(from, text.indexOf(`INSERT INTO ${table} (`));
    expect(at, `${table}: ${from}`).toBeGreaterThan(0);
    // A row starts a line of its own (a text inside it may run over several lines).
    const rowStart = text.lastIndexOf('\n(', at) + 1;
    return { text: reseal(text.slice(0, at) + to + text.slice(at + from.length)), line: text.slice(0, rowStart).split('\n').length };
  }

  it('refuses a value outside its fixed list (the role «root», a sex, a health state…), naming the line of the row, changing nothing', async () => {
    const cases: [table: string, from: string, to: string, detail: string][] = [
      ['users', "'voluntario', 1,", "'root', 1,", 'la columna «role» de «users» no admite «root» (valores admitidos: admin, responsable, voluntario, veterinario, usuario, profesional, provincia)'],
      ['users', "'admin', 1,", "'admin', 7,", 'la columna «activo» de «users» no admite «7» (valores admitidos: 0, 1)'],
      ['idiomas_usuario', "'gl'", "'fr'", 'la columna «idioma» de «idiomas_usuario» no admite «fr»'],
      ['gatos', "'Común europeo', 'H'", "'Común europeo', 'X'", 'la columna «sexo» de «gatos» no admite «X» (valores admitidos: M, H)'],
      ['gatos', "'meses'", "'semanas'", 'la columna «edad_unidad» de «gatos» no admite «semanas»'],
      ['gatos', "'Bueno'", "'Fatal'", 'la columna «estado_salud» de «gatos» no admite «Fatal» (valores admitidos: Excelente, Bueno, Regular, Malo)'],
      ['campanas', "'en progreso'", "'cancelada'", 'la columna «estatus» de «campanas» no admite «cancelada»'],
      ['partes', "'pendiente'", "'archivado'", 'la columna «estado» de «partes» no admite «archivado»'],
      ['adopcion_solicitudes', "'nueva'", "'aprobada'", 'la columna «estado» de «adopcion_solicitudes» no admite «aprobada»'],
      ['turnos', "'tarde'", "'madrugada'", 'la columna «franja» de «turnos» no admite «madrugada» (valores admitidos: manana, tarde, noche)'],
      ['turnos', ', 2, ', ', 9, ', 'la columna «dia_semana» de «turnos» no admite «9» (valores admitidos: 1, 2, 3, 4, 5, 6, 7)'],
    ];
    const data = await tableChecksums(t().db);
    const backups = await backupNames(t());
    for (const [table, from, to, detail] of cases) {
      const edited = editRow(good, table, from, to);
      const res = await importFile(t(), 'copia.sql', edited.text);
      expect(res.statusCode, res.body).toBe(422);
      expect(json(res).detail).toContain(`línea ${edited.line}: ${detail}`);
      expect(json(res).detail).toContain(NOTHING_CHANGED);
    }
    expect(await tableChecksums(t().db)).toEqual(data);
    expect(await backupNames(t())).toEqual(backups);
  });

  it('refuses a request that is not multipart', async () => {
    const res = await t().request({ method: 'POST', url: '/api/backup/backup/import', payload: { file: 'x' }, as: 'admin' });
    expect(res.statusCode).toBe(415);
  });

  it('only administrators may import', async () => {
    const { payload, headers } = await multipartFile('copia.sql', good);
    for (const role of ['responsable', 'voluntario', 'veterinario', 'usuario'] as const) {
      expect((await t().request({ method: 'POST', url: '/api/backup/backup/import', payload, headers, as: role })).statusCode).toBe(403);
    }
  });
});

describeEachEngine('backups: import size limit', (t) => {
  it('refuses a file over BACKUP_MAX_MB with 413, changing nothing', async () => {
    await seedEveryTable(t());
    const data = await tableChecksums(t().db);
    const big = `-- gatera-backup format=1 schema=0001_initial engine=sqlite created=2025-03-29T18:45:12.000Z\n${'-- relleno\n'.repeat(20_000)}`;
    const res = await importFile(t(), 'grande.sql', big);
    expect(res.statusCode).toBe(413);
    expect(json(res).detail).toBe('La copia supera el tamaño máximo de 0.1 MB.');
    expect(await tableChecksums(t().db)).toEqual(data);
    expect(fs.readdirSync(t().paths.backupDir).filter((f) => !f.startsWith('backup_'))).toEqual([]);
  });
}, { env: { BACKUP_MAX_MB: '0.1' } });
