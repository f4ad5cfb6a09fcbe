/**
 * The audit log cannot be rewritten through a backup. A file
 * whose audit rows were deleted or altered (and its checksum recomputed) is
 * imported: every entry the log held before is still there afterwards, the
 * file's own entries are only ever added, and the import is logged with who,
 * which file and its checksum. Retention (BACKUP_KEEP=1 here) then removes the
 * safety copy without losing any entry.
 */
import { expect, it } from 'vitest';
import { describeEachEngine, json, type TestApp } from '../helper';
import { parseTrailer } from '../../../src/server/backup/format';
import { multipartFile, readBackup, reseal } from './support';

async function importText(t: TestApp, name: string, content: string) {
  const { payload, headers } = await multipartFile(name, content);
  return t.request({ method: 'POST', url: '/api/backup/backup/import', payload, headers, as: 'admin' });
}

const auditRows = (t: TestApp) => t.db.selectFrom('audit_log').selectAll().orderBy('id').execute();

/** The backup text without its audit_log statements, resealed. */
function withoutAudit(text: string): { text: string; removed: number } {
  const start = text.indexOf('INSERT INTO audit_log ');
  const end = text.indexOf(';\n', start) + 2;
  const statement = text.slice(start, end);
  const removed = statement.split('\n').length - 2; // the prefix line and the empty tail are not rows
  return { text: reseal(text.slice(0, start) + text.slice(end), -removed), removed };
}

describeEachEngine(
  'backups: the audit log survives every restore and import',
  (t) => {
    it('an imported file without audit rows removes none; an altered entry is added beside the original', async () => {
      for (const nombre of ['Colonia auditada A', 'Colonia auditada B', 'Colonia auditada C']) {
        const res = await t().request({ method: 'POST', url: '/api/colonias/colonias/', as: 'admin', payload: { nombre, ubicacion: 'Plaza Mayor, 1' } });
        expect(res.statusCode, res.body).toBe(200);
      }
      const backup = json(await t().request({ method: 'POST', url: '/api/backup/backup', as: 'admin', payload: {} })).filename as string;
      const original = readBackup(t(), backup);

      // 1. The attacker deletes every audit row and recomputes the checksum.
      const stripped = withoutAudit(original);
      expect(stripped.removed).toBeGreaterThanOrEqual(3);
      const before = await auditRows(t());
      const res = await importText(t(), 'sin-auditoria.sql', stripped.text);
      expect(res.statusCode, res.body).toBe(200);
      const after = await auditRows(t());
      expect(after.slice(0, before.length)).toEqual(before);
      const logged = after.at(-1)!;
      expect(after).toHaveLength(before.length + 1);
      const sha256 = parseTrailer(stripped.text.trimEnd().split('\n').at(-1)!)!.sha256;
      expect(logged).toMatchObject({ accion: 'importar', entidad: 'backup', entidad_id: 'sin-auditoria.sql', username: (await t().user('admin')).username });
      expect(logged.detalle).toContain(`SHA-256 de la copia: ${sha256}`);

      // 2. The attacker rewrites an entry instead: the original stays, the altered one is added.
      const altered = reseal(original.replace("'Colonia auditada", "'Colonia auditada").replace(/'crear', 'colonias'/, "'borrar', 'colonias'"));
      const res2 = await importText(t(), 'alterada.sql', altered);
      expect(res2.statusCode, res2.body).toBe(200);
      const final = await auditRows(t());
      expect(final.slice(0, after.length)).toEqual(after);
      expect(final.slice(after.length).map((r) => r.accion)).toEqual(['borrar', 'importar']);

      // 3. Restoring the safety copy (the one backup retention kept) adds nothing but its own entry: its rows are all there already.
      const kept = json<{ backups: string[] }>(await t().request({ method: 'GET', url: '/api/backup/backup/list', as: 'admin' })).backups;
      expect(kept).toHaveLength(1);
      const res3 = await t().request({ method: 'POST', url: `/api/backup/restore?backup_filename=${kept[0]}`, as: 'admin' });
      expect(res3.statusCode, res3.body).toBe(200);
      const last = await auditRows(t());
      expect(last.slice(0, final.length)).toEqual(final);
      expect(last.slice(final.length).map((r) => r.accion)).toEqual(['restaurar']);

      // Retention keeps one backup: the safety copies are gone and no entry went with them.
      const list = json<{ backups: string[] }>(await t().request({ method: 'GET', url: '/api/backup/backup/list', as: 'admin' })).backups;
      expect(list).toHaveLength(1);
      expect((await auditRows(t())).slice(0, before.length)).toEqual(before);
    }, 60_000);
  },
  { env: { BACKUP_KEEP: '1' } },
);
