/**
 * Start-up gives each municipality without a slug one from its effective
 * name: URL-safe lowercase ASCII, unique, never changing one already set.
 */
import { describe, expect, it } from 'vitest';
import { describeEachEngine } from '../helper';
import { fillMunicipioSlugs } from '../../../src/server/tenancy/slugs';
import { slugOf } from '../../../src/domain/municipioSlug';
import { ajustesRepository } from '../../../src/server/modules/ajustes/repository';

describe('slugOf', () => {
  it('lowercases, drops accents and turns anything else into single hyphens', () => {
    expect(slugOf('Sigüenza')).toBe('siguenza');
    expect(slugOf("  L'Hospitalet de Llobregat ")).toBe('l-hospitalet-de-llobregat');
    expect(slugOf('Ñora (Murcia)')).toBe('nora-murcia');
    expect(slugOf('Donostia / San Sebastián')).toBe('donostia-san-sebastian');
    expect(slugOf('¿?')).toBe('');
  });
});

describeEachEngine('slugs filled at start-up', (t) => {
  const slugs = async () => Object.fromEntries((await t().db.selectFrom('municipios').select(['id', 'slug']).execute()).map((m) => [m.id, m.slug]));

  it('names the first municipality after its configured name, the others after their own, unique, and keeps a slug already set', async () => {
    const db = t().db;
    await db.updateTable('municipios').set({ slug: null }).execute();
    const created_at = '2026-11-26T00:00:00.000Z';
    await db.insertInto('municipios').values([
      { id: 2, nombre: 'Alcalá de Henares', created_at },
      { id: 3, nombre: 'Alcalá  de Henares', created_at },
      { id: 4, nombre: 'Ya nombrado', slug: 'propio', created_at },
      { id: 5, nombre: null, created_at },
      { id: 6, nombre: 'Ávila', created_at },
    ]).execute();

    expect(await fillMunicipioSlugs(db, 'Villanueva del Río')).toBe(5);
    expect(await slugs()).toEqual({ 1: 'villanueva-del-rio', 2: 'alcala-de-henares', 3: 'alcala-de-henares-2', 4: 'propio', 5: 'municipio-5', 6: 'avila' });

    // Run again (a restart, another process): nothing changes, not even after a rename.
    await db.updateTable('municipios').set({ nombre: 'Nuevo nombre' }).where('id', '=', 2).execute();
    expect(await fillMunicipioSlugs(db, 'Villanueva del Río')).toBe(0);
    expect((await slugs())[2]).toBe('alcala-de-henares');
  });

  it('takes the first municipality’s name from its settings before the configured one', async () => {
    const db = t().db;
    await db.updateTable('municipios').set({ slug: null }).where('id', '=', 1).execute();
    await ajustesRepository(db).save(1, { municipio_nombre: 'Santa Cruz de Mudela' });
    await fillMunicipioSlugs(db, 'Villanueva del Río');
    expect((await slugs())[1]).toBe('santa-cruz-de-mudela');
  });
});
