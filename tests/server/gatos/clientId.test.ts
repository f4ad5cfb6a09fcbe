/**
 * A cat recorded offline carries the phone's UUID (client_id). Sent
 * again, or twice at the same moment, it stores one cat and answers the same
 * record each time; without one, creating a cat is exactly what it was.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import { beforeAll, expect, it } from 'vitest';
import { describeEachEngine, json, type TestUser } from '../helper';
import { assign, createColonia } from '../fixtures';
import { GATO_SERVER_MESSAGES } from '../../../src/server/modules/gatos/messages';
import { multipart, photo, validCode } from './support';
import { serverText } from '../../../src/server/i18n/index';

describeEachEngine('gatos: one cat per client_id', (t) => {
  let colonia: { id: number; nombre: string };
  let voluntario: TestUser;

  const fields = (extra: Record<string, string | number> = {}) => ({ nombre: 'Canela', sexo: 'H', ubicacion: 'Plaza Mayor, 1', colonia_id: colonia.id, ...extra });
  const create = (body: Record<string, string | number>, as: TestUser | 'admin' = voluntario) => t().request({ method: 'POST', url: '/api/gatos/gatos/', as, ...multipart(body, photo()) });
  const catsNamed = async (nombre: string) => t().db.selectFrom('gatos').select(['id', 'imagen']).where('nombre', '=', nombre).execute();
  const audits = async (id: number) =>
    (await t().db.selectFrom('audit_log').select('id').where('accion', '=', 'crear').where('entidad', '=', 'gatos').where('entidad_id', '=', String(id)).execute()).length;
  const mediaCount = () => fs.readdirSync(t().paths.mediaDir).length;

  beforeAll(async () => {
    colonia = await createColonia(t().db, { nombre: 'Colonia del Mercado' });
    voluntario = await t().createUser('voluntario');
    await assign(t().db, voluntario.id, colonia.id);
  });

  it('the same client_id sent again stores one cat, one photo and one audit entry, and answers the same record', async () => {
    const clientId = crypto.randomUUID();
    const first = await create(fields({ nombre: 'Canela repetida', client_id: clientId }));
    expect(first.statusCode).toBe(200);
    const cat = json(first);
    expect(cat).toMatchObject({ nombre: 'Canela repetida', sexo: 'H', colonia_id: colonia.id, colonia_nombre: 'Colonia del Mercado', activo: true });
    // The answer is the cat as every client knows it: no field added.
    expect(cat).not.toHaveProperty('client_id');
    const files = mediaCount();
    const again = await create(fields({ nombre: 'Canela repetida', client_id: clientId.toUpperCase() }));
    expect(again.statusCode).toBe(200);
    expect(json(again)).toEqual(cat);
    expect(await catsNamed('Canela repetida')).toHaveLength(1);
    expect(mediaCount()).toBe(files);
    expect(await audits(cat.id)).toBe(1);
  });

  it('twin requests with the same client_id at the same time store one cat and all answer it (with an identification code too)', async () => {
    for (const [nombre, extra] of [['Canela gemela', {}], ['Canela con chip', { codigo_identificacion: validCode(777) }]] as const) {
      const clientId = crypto.randomUUID();
      const files = mediaCount();
      const answers = await Promise.all(Array.from({ length: 5 }, () => create(fields({ nombre, client_id: clientId, ...extra }))));
      expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200]);
      const ids = new Set(answers.map((a) => json(a).id));
      expect(ids.size).toBe(1);
      const stored = await catsNamed(nombre);
      expect(stored).toHaveLength(1);
      expect(stored[0].id).toBe([...ids][0]);
      // The twins' photos were not kept: only the stored cat's.
      expect(mediaCount()).toBe(files + 1);
      expect(await audits(stored[0].id)).toBe(1);
    }
  });

  it("another person's client_id is a conflict, never their cat; a malformed one is refused; none at all works as always", async () => {
    const clientId = crypto.randomUUID();
    expect((await create(fields({ nombre: 'Canela ajena', client_id: clientId }))).statusCode).toBe(200);
    const other = await create(fields({ nombre: 'Canela ajena', client_id: clientId }), 'admin');
    expect(other.statusCode).toBe(409);
    expect(json(other).detail).toBe(serverText('es', GATO_SERVER_MESSAGES.clientIdAjeno));

    const bad = await create(fields({ nombre: 'Canela mal', client_id: 'no-es-un-uuid' }));
    expect(bad.statusCode).toBe(422);
    expect(json(bad).detail).toBe(serverText('es', GATO_SERVER_MESSAGES.clientId));
    expect(await catsNamed('Canela mal')).toHaveLength(0);

    // Without a client_id (every existing client) each request is a new cat, as before.
    for (let i = 0; i < 2; i++) expect((await create(fields({ nombre: 'Canela sin uuid' }))).statusCode).toBe(200);
    expect((await create(fields({ nombre: 'Canela sin uuid', client_id: '' }))).statusCode).toBe(200);
    expect(await catsNamed('Canela sin uuid')).toHaveLength(3);
  });

  it('a refused cat keeps its client_id free: sent again once corrected, it is stored', async () => {
    const clientId = crypto.randomUUID();
    const otra = await createColonia(t().db, { nombre: 'Colonia ajena' });
    const refused = await create({ ...fields({ nombre: 'Canela corregida', client_id: clientId }), colonia_id: otra.id });
    expect(refused.statusCode).toBe(403);
    expect(await catsNamed('Canela corregida')).toHaveLength(0);
    const stored = await create(fields({ nombre: 'Canela corregida', client_id: clientId }));
    expect(stored.statusCode).toBe(200);
    expect(await catsNamed('Canela corregida')).toHaveLength(1);
  });
});
