/**
 * A backup reader that stored NUL. An imported file with a
 * username `adm\0in` (or another control character) in any literal is refused
 * with its line number and a Spanish reason; nothing changes and the admin can
 * still log in. Tab, newline and carriage return (CRLF text) stay accepted.
 */
import { expect, it } from 'vitest';
import { describeEachEngine, json, TEST_PASSWORD, type TestApp } from '../helper';
import { tableChecksums } from '../checksum';
import { multipartFile, readBackup, reseal } from './support';

async function importText(t: TestApp, content: string) {
  const { payload, headers } = await multipartFile('copia.sql', content);
  return t.request({ method: 'POST', url: '/api/backup/backup/import', payload, headers, as: 'admin' });
}

describeEachEngine('backups: control characters in a literal are refused', (t) => {
  it('refuses NUL and the other control characters with the line number, changing nothing', async () => {
    const admin = await t().user('admin');
    await t().request({ method: 'POST', url: '/api/partes/partes/', as: 'admin', payload: { descripcion: 'Tab\tretorno\r\nsalto', estado: 'pendiente' } });
    const name = json(await t().request({ method: 'POST', url: '/api/backup/backup', as: 'admin', payload: {} })).filename as string;
    const text = readBackup(t(), name);
    const lines = text.split('\n');
    const line = lines.findIndex((l) => l.includes(`'${admin.username}'`)) + 1;
    expect(line).toBeGreaterThan(1);

    for (const [control, code] of [['\u0000', 'U+0000'], ['\u0001', 'U+0001'], ['\u001b', 'U+001B'], ['\u007f', 'U+007F'], ['\u000b', 'U+000B']]) {
      const before = await tableChecksums(t().db);
      const forged = reseal(text.replace(`'${admin.username}'`, `'${admin.username.slice(0, 3)}${control}${admin.username.slice(3)}'`));
      const res = await importText(t(), forged);
      expect(res.statusCode, res.body).toBe(422);
      expect(json(res).detail).toBe(
        `La copia de seguridad no es válida y no se ha restaurado: línea ${line}: contiene un carácter de control no permitido (${code}); solo se admiten el tabulador, el salto de línea y el retorno de carro. No se ha modificado ningún dato.`,
      );
      expect(await tableChecksums(t().db)).toEqual(before);
    }
    const login = await t().request({ method: 'POST', url: '/api/auth/login', payload: { username: admin.username, password: TEST_PASSWORD } });
    expect(login.statusCode, login.body).toBe(200);

    // Tab, newline and carriage return are text: the file as written imports.
    const res = await importText(t(), text);
    expect(res.statusCode, res.body).toBe(200);
    const parte = await t().db.selectFrom('partes').select('descripcion').executeTakeFirstOrThrow();
    expect(parte.descripcion).toBe('Tab\tretorno\r\nsalto');
  });

  it('the API refuses the same characters, so every backup it writes can be restored', async () => {
    for (const control of ['\u0001', '\u001b', '\u007f']) {
      const res = await t().request({ method: 'POST', url: '/api/partes/partes/', as: 'admin', payload: { descripcion: `Texto${control}oculto`, estado: 'pendiente' } });
      expect(res.statusCode, res.body).toBe(400);
      expect(json(res).detail).toBe('El texto contiene caracteres no permitidos.');
    }
  });
});
