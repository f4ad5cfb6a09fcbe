/**
 * Settings per municipality: each administrator reads and saves its own
 * municipality's; the public settings, PDFs, CER figures and feeding points
 * follow the municipality of who asks; a municipality's backup carries its
 * settings into another installation; an installation of one municipality
 * that saved nothing answers from its environment, as before.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { createTestApp, describeEachEngine, json, testEngines, type TestUser } from '../helper';
import { createColonia } from '../fixtures';
import { pdfText } from '../informes/pdf';
import { multipartFile } from '../backup/support';
import { withScope } from '../../../src/server/tenancy/scope';

const B = { municipios: [2] } as const;
const NOTHING_SAVED = { nif: null, direccion: null, dir3: null, latitud: null, longitud: null, radio_km: null, idiomas: null, cer_objetivo: null, censo_vigencia_dias: null, cer_merma_anual: null,
  peso_reserva_macho: null, peso_reserva_hembra: null, peso_reserva_desconocido: null, peso_reserva_cachorro: null, contacto_email: null, escudo: null };
const A_SETTINGS = {
  municipio_nombre: 'Ayuntamiento de Sigüenza',
  nif: 'p1931200f',
  direccion: 'Plaza Mayor 1, 19250 Sigüenza',
  latitud: 41.07,
  longitud: -2.64,
  radio_km: 5,
  idiomas: ['es', 'ca'],
  cer_objetivo: 0.6,
};

describeEachEngine('ajustes of each municipality', (t) => {
  let adminB: TestUser;

  it('A’s administrator saves A’s settings and B’s administrator still sees B’s own', async () => {
    await t().db.insertInto('municipios').values({ id: 2, nombre: 'Atienza', slug: 'atienza', created_at: '2026-11-26T00:00:00.000Z' }).execute();
    adminB = await withScope(B, () => t().createUser('admin'));
    const saved = await t().request({ method: 'PUT', url: '/api/ajustes', as: 'admin', payload: A_SETTINGS });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(json(saved)).toMatchObject({ ...A_SETTINGS, nif: 'P1931200F' });

    expect(json(await t().request({ method: 'GET', url: '/api/ajustes', as: adminB }))).toEqual({ producto_nombre: null, municipio_nombre: 'Atienza', ...NOTHING_SAVED });
    const changed = await t().request({ method: 'PUT', url: '/api/ajustes', as: adminB, payload: { municipio_nombre: 'Villa de Atienza', cer_objetivo: 0.9, censo_vigencia_dias: 365, cer_merma_anual: 0.2, peso_reserva_hembra: 2.5 } });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(json(await t().request({ method: 'GET', url: '/api/ajustes', as: 'admin' }))).toMatchObject({ ...A_SETTINGS, nif: 'P1931200F' });
    const b = await t().db.selectFrom('municipios').select(['nombre', 'cer_objetivo']).where('id', '=', 2).executeTakeFirstOrThrow();
    expect(b).toEqual({ nombre: 'Villa de Atienza', cer_objetivo: 0.9 });
    // Each change is audited under its municipality.
    const audit = (await t().db.selectFrom('audit_log').selectAll().where('entidad', '=', 'ajustes').orderBy('id').execute()) as unknown as { entidad_id: unknown; municipio_id: number }[];
    expect(audit.map((a) => [String(a.entidad_id), a.municipio_id])).toEqual([['1', 1], ['2', 2]]);
  });

  it('the public settings are A’s: its name, centre, radius and languages', async () => {
    const settings = json(await t().request({ method: 'GET', url: '/api/settings', as: null }));
    expect(settings).toMatchObject({ municipio_nombre: 'Ayuntamiento de Sigüenza', municipio_lat: 41.07, municipio_lon: -2.64, radio_km: 5, idiomas: ['es', 'ca'] });
  });

  it('each municipality’s PDF is titled with its own name', async () => {
    const a = await t().request({ method: 'GET', url: '/api/informes/informes/colonias', as: 'admin' });
    expect(a.statusCode).toBe(200);
    const textA = await pdfText(a.rawPayload);
    expect(textA).toContain('Ayuntamiento de Sigüenza');
    expect(textA).not.toContain('Atienza');
    const b = await t().request({ method: 'GET', url: '/api/informes/informes/colonias', as: adminB });
    expect(b.statusCode).toBe(200);
    const textB = await pdfText(b.rawPayload);
    expect(textB).toContain('Villa de Atienza');
    expect(textB).not.toContain('Sigüenza');
  });

  it('a colony’s CER figures are measured against its municipality’s target', async () => {
    const mine = await createColonia(t().db, { nombre: 'Colonia de A' });
    const theirs = await withScope(B, () => createColonia(t().db, { nombre: 'Colonia de B' }));
    expect(json(await t().request({ method: 'GET', url: `/api/colonias/colonias/${mine.id}/poblacion`, as: 'admin' })).objetivo).toBe(0.6);
    expect(json(await t().request({ method: 'GET', url: `/api/colonias/colonias/${theirs.id}/poblacion`, as: adminB })).objetivo).toBe(0.9);
  });

  it('a feeding point must lie within its municipality’s radius of its centre', async () => {
    const colonia = await createColonia(t().db, { nombre: 'Colonia del comedero' });
    const url = `/api/colonias/colonias/${colonia.id}/comederos`;
    // 0.09 degrees of latitude is some 10 km: out of A's 5 km.
    const far = await t().request({ method: 'POST', url, as: 'admin', payload: { nombre: 'Lejos', latitude: 41.16, longitude: -2.64 } });
    expect(far.statusCode).toBe(422);
    expect(json(far).detail).toMatch(/5/);
    const near = await t().request({ method: 'POST', url, as: 'admin', payload: { nombre: 'Cerca', latitude: 41.08, longitude: -2.64 } });
    expect(near.statusCode, near.body).toBe(200);
  });

  it('refuses bad values with a Spanish message and changes nothing', async () => {
    const before = json(await t().request({ method: 'GET', url: '/api/ajustes', as: 'admin' }));
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ latitud: 95, longitud: 0 }, /latitud debe ser un número entre -90 y 90/],
      [{ latitud: 41, longitud: -200 }, /longitud debe ser un número entre -180 y 180/],
      [{ latitud: 41 }, /latitud y la longitud del centro del mapa, o ninguna/],
      [{ radio_km: 0 }, /radio del mapa debe ser un número de kilómetros mayor que 0/],
      [{ idiomas: ['es', 'xx'] }, /idiomas deben ser de los que ofrece la instalación/],
      [{ cer_objetivo: 1.5 }, /objetivo CER debe ser un número mayor que 0 y no mayor que 1/],
      [{ nif: 'X'.repeat(21) }, /NIF no puede superar 20 caracteres/],
      [{ direccion: 'x'.repeat(201) }, /dirección no puede superar 200 caracteres/],
    ];
    for (const [payload, message] of cases) {
      const res = await t().request({ method: 'PUT', url: '/api/ajustes', as: 'admin', payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
      expect(json(res).detail).toMatch(message);
    }
    expect(json(await t().request({ method: 'GET', url: '/api/ajustes', as: 'admin' }))).toEqual(before);
  });

  it('the product’s name is the installation’s: B’s administrator may send it back unchanged, not change it', async () => {
    await t().request({ method: 'PUT', url: '/api/ajustes', as: 'admin', payload: { producto_nombre: 'Gatos de la Sierra' } });
    const same = await t().request({ method: 'PUT', url: '/api/ajustes', as: adminB, payload: { producto_nombre: 'Gatos de la Sierra', direccion: 'Plaza de España 1' } });
    expect(same.statusCode, same.body).toBe(200);
    const other = await t().request({ method: 'PUT', url: '/api/ajustes', as: adminB, payload: { producto_nombre: 'Gatos de Atienza' } });
    expect(other.statusCode).toBe(422);
    expect(json(other).detail).toBe('El nombre del producto es de toda la instalación: solo lo cambia el administrador del primer municipio.');
    expect(json(await t().request({ method: 'GET', url: '/api/settings', as: null })).producto_nombre).toBe('Gatos de la Sierra');
  });

  it('a municipality’s backup carries its settings: restoring its own brings them back, and another installation gets them', async () => {
    // Its host name is the installation's, not a setting: the file leaves it out, and a restore keeps the one it has.
    const dominioOfB = async () => (await t().db.selectFrom('municipios').select('dominio').where('id', '=', 2).executeTakeFirstOrThrow()).dominio;
    await t().db.updateTable('municipios').set({ dominio: 'gatos.atienza.es' }).where('id', '=', 2).execute();
    const created = await t().request({ method: 'POST', url: '/api/backup/backup', payload: { backup_type: 'full', format: 'sql' }, as: adminB });
    expect(created.statusCode, created.body).toBe(200);
    const file = json(created).filename as string;
    const archived = fs.readFileSync(path.join(t().paths.backupDir, 'municipios', '2', file), 'utf8');
    expect(archived).toContain('Villa de Atienza');
    expect(archived).not.toContain('gatos.atienza.es');
    await t().request({ method: 'PUT', url: '/api/ajustes', as: adminB, payload: { municipio_nombre: 'Otro nombre', cer_objetivo: null, censo_vigencia_dias: null, cer_merma_anual: null, peso_reserva_hembra: null } });
    await t().db.updateTable('municipios').set({ dominio: 'nuevo.atienza.es' }).where('id', '=', 2).execute();
    const restored = await t().request({ method: 'POST', url: `/api/backup/restore?backup_filename=${file}`, as: adminB });
    expect(restored.statusCode, restored.body).toBe(200);
    expect(json(await t().request({ method: 'GET', url: '/api/ajustes', as: adminB }))).toMatchObject({ municipio_nombre: 'Villa de Atienza', cer_objetivo: 0.9, censo_vigencia_dias: 365, cer_merma_anual: 0.2, peso_reserva_hembra: 2.5, direccion: 'Plaza de España 1' });
    expect(await dominioOfB()).toBe('nuevo.atienza.es');
    // A's settings are left as they were.
    expect(json(await t().request({ method: 'GET', url: '/api/ajustes', as: 'admin' }))).toMatchObject({ ...A_SETTINGS, nif: 'P1931200F' });

    const engine = testEngines().find((e) => e.name === t().engine)!;
    const fresh = await createTestApp(engine);
    try {
      const { payload, headers } = await multipartFile('copia-b.sql', fs.readFileSync(path.join(t().paths.backupDir, 'municipios', '2', file)));
      const res = await fresh.request({ method: 'POST', url: '/api/backup/backup/import', payload, headers, as: 'admin' });
      expect(res.statusCode, res.body).toBe(200);
      expect(json(await fresh.request({ method: 'GET', url: '/api/settings', as: null }))).toMatchObject({ municipio_nombre: 'Villa de Atienza' });
      expect(json(await fresh.request({ method: 'GET', url: '/api/ajustes', as: 'admin' }))).toMatchObject({ cer_objetivo: 0.9, censo_vigencia_dias: 365, cer_merma_anual: 0.2, peso_reserva_hembra: 2.5, direccion: 'Plaza de España 1' });
    } finally {
      await fresh.close();
    }
  });
});

describeEachEngine('ajustes of an installation of one municipality that saved nothing', (t) => {
  it('answers from its environment exactly as before', async () => {
    const settings = json(await t().request({ method: 'GET', url: '/api/settings', as: null, headers: { 'accept-language': 'ca' } }));
    expect(settings).toMatchObject({
      municipio_nombre: 'Molina de Aragón', municipio_lat: 40.84, municipio_lon: -1.88, radio_km: 7, contact_email: 'gatos@molina.es',
      producto_nombre: 'Gatera', escudo_url: null, idiomas: ['es', 'ca'], idioma_por_defecto: 'es', idioma_sugerido: 'ca',
    });
    expect(json(await t().request({ method: 'GET', url: '/api/ajustes', as: 'admin' }))).toEqual({ producto_nombre: null, municipio_nombre: null, ...NOTHING_SAVED });
    const colonia = await createColonia(t().db, { nombre: 'Colonia del castillo' });
    expect(json(await t().request({ method: 'GET', url: `/api/colonias/colonias/${colonia.id}/poblacion`, as: 'admin' })).objetivo).toBe(0.8);
    const pdf = await t().request({ method: 'GET', url: '/api/informes/informes/colonias', as: 'admin' });
    expect(await pdfText(pdf.rawPayload)).toContain('Molina de Aragón');
  });

  it('a name saved on the old settings row (a backup from before) still shows, and clearing it gives the environment’s', async () => {
    await t().db.insertInto('ajustes').values({ id: 1, producto_nombre: null, municipio_nombre: 'Nombre antiguo', contacto_email: null, escudo: null, updated_at: '2026-01-01T00:00:00.000Z' }).execute();
    expect(json(await t().request({ method: 'GET', url: '/api/settings', as: null })).municipio_nombre).toBe('Nombre antiguo');
    await t().request({ method: 'PUT', url: '/api/ajustes', as: 'admin', payload: { municipio_nombre: '' } });
    expect(json(await t().request({ method: 'GET', url: '/api/settings', as: null })).municipio_nombre).toBe('Molina de Aragón');
  });
}, {
  env: {
    MUNICIPIO_NOMBRE: 'Molina de Aragón', MAP_CENTER_LAT: '40.84', MAP_CENTER_LON: '-1.88', MAP_RADIUS_KM: '7', CONTACT_EMAIL: 'gatos@molina.es',
    IDIOMAS: 'es,ca', CER_OBJETIVO: '0.8',
  },
});
