import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import crypto from 'node:crypto';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { BACKUP_TABLES, tableSpec } from '../../../src/server/backup/catalog';
import { headerLine, insertPrefix, literal, trailerLine } from '../../../src/server/backup/format';
import { parseStatement, BackupFormatError } from '../../../src/server/backup/statements';
import { readBackupFile } from '../../../src/server/backup/reader';
import { backupDisplayTime, backupNameAt, isBackupName, sortBackupNames } from '../../../src/domain/backups';
import { pngBytes } from './support';

const partes = tableSpec('partes')!;

function statementOf(rows: unknown[][]): string {
  return `${insertPrefix('partes', partes.columns.map((c) => c.name))}${rows.map((r) => `(${r.map((v, i) => literal(v, partes.columns[i])).join(', ')})`).join(',\n')};\n`;
}

describe('backup literals and statements', () => {
  it('any text survives the round trip through a literal, including quotes, newlines and semicolons', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), fc.integer({ min: -(2 ** 31), max: 2 ** 31 - 1 }), (text, n) => {
        const parsed = parseStatement(statementOf([[n, text, 'pendiente', null, '2025-03-29T10:00:00.000Z']]));
        expect(parsed).toMatchObject({ kind: 'table', rows: [[n, text, 'pendiente', null, '2025-03-29T10:00:00.000Z']] });
      }),
      { numRuns: 300 },
    );
  });

  it('decimals keep their exact value', () => {
    const colonias = tableSpec('colonias')!;
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true }), (value) => {
        const text = `INSERT INTO colonias (${colonias.columns.map((c) => c.name).join(', ')}) VALUES (1, 'a', 'b', ${literal(value, colonias.columns[3])}, NULL, NULL, 'activa', 'x');`;
        const parsed = parseStatement(text);
        expect(parsed.kind === 'table' && parsed.rows[0][3]).toBe(value === 0 ? 0 : value);
      }),
    );
  });

  it('refuses values the column cannot hold when writing', () => {
    expect(() => literal(null, partes.columns[0])).toThrow();
    expect(() => literal('1', partes.columns[0])).toThrow();
    expect(() => literal(1.5, partes.columns[0])).toThrow();
    expect(() => literal(2 ** 31, partes.columns[0])).toThrow();
    expect(() => literal(3, partes.columns[1])).toThrow();
    expect(() => literal(Number.NaN, tableSpec('colonias')!.columns[3])).toThrow();
  });

  const refused: [string, string, RegExp][] = [
    ['another statement', "DELETE FROM partes;", /sentencia no permitida/],
    ['a lower-case keyword trick', "insert into partes (id) values (1);", /sentencia no permitida/],
    ['an unknown table', "INSERT INTO secretos (id) VALUES (1);", /la tabla «secretos» no existe/],
    ['missing columns', "INSERT INTO partes (id, descripcion) VALUES (1, 'x');", /columnas de la tabla «partes»/],
    ['a text in an integer column', "INSERT INTO partes (id, descripcion, estado, usuario_id, created_at) VALUES ('1', 'x', 'p', NULL, 'c');", /espera un número/],
    ['a number in a text column', "INSERT INTO partes (id, descripcion, estado, usuario_id, created_at) VALUES (1, 2, 'p', NULL, 'c');", /espera un texto/],
    ['NULL in a required column', "INSERT INTO partes (id, descripcion, estado, usuario_id, created_at) VALUES (1, NULL, 'p', NULL, 'c');", /no admite NULL/],
    ['a decimal in an integer column', "INSERT INTO partes (id, descripcion, estado, usuario_id, created_at) VALUES (1.5, 'x', 'p', NULL, 'c');", /entero/],
    ['a sub-query', "INSERT INTO partes (id, descripcion, estado, usuario_id, created_at) VALUES ((SELECT 1), 'x', 'p', NULL, 'c');", /solo se admiten NULL/],
    ['a concatenation', "INSERT INTO partes (id, descripcion, estado, usuario_id, created_at) VALUES (1, 'x' || 'y', 'p', NULL, 'c');", /menos valores/],
    ['too many values', "INSERT INTO partes (id, descripcion, estado, usuario_id, created_at) VALUES (1, 'x', 'p', NULL, 'c', 'd');", /más valores/],
    ['an unclosed text', "INSERT INTO partes (id, descripcion, estado, usuario_id, created_at) VALUES (1, 'x, 'p', NULL, 'c');", /no está cerrado|se esperaba|valores/],
    ['a second statement', "INSERT INTO partes (id, descripcion, estado, usuario_id, created_at) VALUES (1, 'x', 'p', NULL, 'c'); DELETE FROM users;", /texto después/],
    ['a media file that is not what its name says', `INSERT INTO media (name, data) VALUES ('${'a'.repeat(32)}.jpg', '${pngBytes(1).toString('base64')}');`, /no corresponde a su tipo/],
    ['a media name with a path', `INSERT INTO media (name, data) VALUES ('../../etc/passwd', 'AAAA');`, /no es un nombre de archivo/],
    ['media that is not base64', `INSERT INTO media (name, data) VALUES ('${'a'.repeat(32)}.png', 'no es base64!');`, /base64/],
  ];
  for (const [title, text, message] of refused) {
    it(`refuses ${title}`, () => {
      expect(() => parseStatement(text)).toThrow(BackupFormatError);
      expect(() => parseStatement(text)).toThrow(message);
    });
  }
});

describe('backup files', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gatera-format-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
  function sealed(body: string, rows: number, format = 1): string {
    const head = headerLine({ format, schema: '0001_initial', engine: 'sqlite', created: '2025-03-29T17:45:12.000Z' }) + body;
    return head + trailerLine({ rows, sha256: crypto.createHash('sha256').update(head).digest('hex') });
  }
  async function read(text: string | Buffer) {
    const file = path.join(dir, `${crypto.randomUUID()}.sql`);
    fs.writeFileSync(file, text);
    return readBackupFile(file, { schema: '0001_initial' });
  }

  it('reads a sealed file and counts its rows', async () => {
    const summary = await read(sealed(statementOf([[1, 'a', 'pendiente', null, 'c'], [2, "b'\n--x;", 'pendiente', null, 'c']]), 2));
    expect(summary).toMatchObject({ rows: 2, tables: { partes: 2 }, mediaFiles: 0, header: { engine: 'sqlite' } });
  });

  it('reads the files of both versions of the format and refuses a newer one by its first line, naming the versions it reads', async () => {
    const body = statementOf([[1, 'a', 'pendiente', null, 'c']]);
    await expect(read(sealed(body, 1, 1))).resolves.toMatchObject({ rows: 1, header: { format: 1 } });
    await expect(read(sealed(body, 1, 2))).resolves.toMatchObject({ rows: 1, header: { format: 2 } });
    await expect(read(sealed(body, 1, 3))).rejects.toThrow('La copia usa la versión 3 del formato y este servidor solo admite las versiones 1 y 2.');
  });

  it('refuses comments, tables out of order, a wrong row count and lines after the trailer', async () => {
    await expect(read(sealed(`-- comentario\n${statementOf([[1, 'a', 'pendiente', null, 'c']])}`, 1))).rejects.toThrow(/comentarios/);
    const users = BACKUP_TABLES.find((table) => table.name === 'users')!;
    const userRow = `INSERT INTO users (${users.columns.filter((c) => !c.since).map((c) => c.name).join(', ')}) VALUES (1, 'u', 'e', NULL, 'h', 'admin', 1, 1, NULL, 1, NULL, 0, 'c');\n`;
    await expect(read(sealed(statementOf([[1, 'a', 'pendiente', null, 'c']]) + userRow, 2))).rejects.toThrow(/orden/);
    await expect(read(sealed(statementOf([[1, 'a', 'pendiente', null, 'c']]), 5))).rejects.toThrow(/anuncia 5 filas/);
    await expect(read(`${sealed(statementOf([[1, 'a', 'pendiente', null, 'c']]), 1)}INSERT INTO partes (id) VALUES (2);\n`)).rejects.toThrow(/Línea \d+/);
    await expect(read(Buffer.from([0xff, 0xfe, 0x00, 0x0a, 0x41, 0x0a]))).rejects.toThrow(/no es una copia de seguridad de Gatera/);
  });
});

describe('backup names', () => {
  it('are made from the local time and read back for people', () => {
    const name = backupNameAt(new Date(2025, 2, 29, 18, 45, 12));
    expect(name).toBe('backup_full_20250329184512.sql');
    expect(backupDisplayTime(name)).toBe('29/03/2025 18:45:12');
    expect(isBackupName('backup_full_20251329184512.sql')).toBe(false);
    expect(isBackupName('../backup_full_20250329184512.sql')).toBe(false);
    expect(backupDisplayTime('otro.sql')).toBeNull();
    expect(sortBackupNames(['backup_full_20240101000000.sql', 'x.sql', 'backup_full_20250101000000.sql'])).toEqual(['backup_full_20250101000000.sql', 'backup_full_20240101000000.sql']);
  });
});

describe('fixed lists in a backup', () => {
  it('a value outside the list is refused after the grammar, naming the line its row starts on', () => {
    const text = statementOf([[1, 'a', 'pendiente', null, 'c'], [2, 'dos\nlíneas', 'archivado', null, 'c']]);
    let refused: unknown = null;
    try {
      parseStatement(text);
    } catch (error) {
      refused = error;
    }
    expect(refused).toBeInstanceOf(BackupFormatError);
    expect((refused as BackupFormatError).message).toBe('la columna «estado» de «partes» no admite «archivado» (valores admitidos: pendiente, en progreso, resuelto)');
    // The statement's first line is INSERT INTO ... VALUES, the first row the next one, the second row the one after.
    expect((refused as BackupFormatError).lineOffset).toBe(2);
  });
});
