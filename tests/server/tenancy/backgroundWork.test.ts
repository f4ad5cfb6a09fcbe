/**
 * Work that runs outside any request and acts for the whole installation on
 * purpose: what it does for one municipality must not lose another's data.
 * - The start-up cleaning of the media folder shares one folder among every
 *   municipality: a file only B's record names is not an orphan.
 * - The start-up check of the sort keys rewrites every municipality's.
 * - The mail queue builds a reset link for an account of any municipality
 *   (an address names one account in the whole installation).
 */
import fs from 'node:fs';
import { sql } from 'kysely';
import path from 'node:path';
import { expect, it } from 'vitest';
import { describeEachEngine } from '../helper';
import { createColonia, createGato } from '../fixtures';
import { withScope } from '../../../src/server/tenancy/scope';
import { cleanMediaFolder } from '../../../src/server/lib/mediaCleanup';
import { migrateToLatest } from '../../../src/server/db/index';
import { nowIso } from '../../../src/server/lib/time';
import { sortKey } from '../../../src/domain/sortKey';

const B = { municipios: [2] } as const;
const name = (n: number, ext = 'png') => `${String(n).repeat(32).slice(0, 32)}.${ext}`;

describeEachEngine('work outside requests, for every municipality', (t) => {
  async function municipioB() {
    if (!(await t().db.selectFrom('municipios').select('id').where('id', '=', 2).executeTakeFirst())) {
      await t().db.insertInto('municipios').values({ id: 2, nombre: 'Atienza', slug: 'atienza', created_at: nowIso() }).execute();
    }
  }

  it("the start-up cleaning keeps a photo only another municipality's cat names", async () => {
    await municipioB();
    const media = t().paths.mediaDir;
    await withScope(B, async () => {
      const colonia = await createColonia(t().db, { nombre: 'Colonia de Atienza' });
      await createGato(t().db, colonia.id, { imagen: name(1) });
    });
    const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
    for (const file of [name(1), name(2)]) {
      fs.writeFileSync(path.join(media, file), 'x');
      fs.utimesSync(path.join(media, file), twoHoursAgo, twoHoursAgo);
    }
    const outcome = await cleanMediaFolder(media, t().db);
    expect(outcome.orphans).toBe(1);
    expect(fs.existsSync(path.join(media, name(1)))).toBe(true);
    expect(fs.existsSync(path.join(media, name(2)))).toBe(false);
  });

  it("the start-up check of the sort keys rewrites another municipality's wrong key", async () => {
    await municipioB();
    const colonia = await withScope(B, () => createColonia(t().db, { nombre: 'Ábside de Atienza' }));
    // A key the plugin did not write (as psql or an older version might leave it).
    await sql`UPDATE colonias SET nombre_orden = 'zzz' WHERE id = ${colonia.id}`.execute(t().db);
    await migrateToLatest(t().database);
    const row = await withScope(B, () => t().db.selectFrom('colonias').select('nombre_orden').where('id', '=', colonia.id).executeTakeFirstOrThrow());
    expect(row.nombre_orden).toBe(sortKey('Ábside de Atienza', t().config.idiomas.fallback));
  });

  it('the mail queue sends the reset link of an account of another municipality than the first', async () => {
    await municipioB();
    await withScope(B, () => t().createUser('admin', { email: 'admin.reset@atienza.test' }));
    const before = fs.existsSync(t().paths.outboxDir) ? fs.readdirSync(t().paths.outboxDir).length : 0;
    const answer = await t().request({ method: 'POST', url: '/api/auth/request-reset', payload: { email: 'admin.reset@atienza.test' } });
    expect(answer.statusCode).toBe(200);
    await t().app.gatera.mailQueue.drain();
    const mails = fs.readdirSync(t().paths.outboxDir).slice(before).map((f) => fs.readFileSync(path.join(t().paths.outboxDir, f), 'utf8'));
    expect(mails.filter((m) => m.includes('To: admin.reset@atienza.test') && m.includes('resetear-contrasena'))).toHaveLength(1);
  });
});
