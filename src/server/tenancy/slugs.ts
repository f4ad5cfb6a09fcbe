/**
 * Start-up gives every municipality without a slug one (its public pages live
 * at /m/<slug>/), made from its effective name: its own `nombre`; for the
 * first municipality, else the name its settings hold, else the council's
 * configured name (MUNICIPIO_NOMBRE), as its pages show it; another without
 * a name gets `municipio-<id>`. A slug already set is never changed, so
 * published links keep working when a name changes.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { slugOf, uniqueSlug } from '../../domain/municipioSlug';
import { ajustesRepository } from '../modules/ajustes/repository';
import { FIRST_MUNICIPIO } from '../db/tenantTables';

/** The name a municipality's slug is made from; `configured` is the installation's own (the first municipality's). */
async function effectiveName(db: Kysely<Database>, municipio: { id: number; nombre: string | null }, configured: string): Promise<string> {
  if (municipio.nombre?.trim() || municipio.id !== FIRST_MUNICIPIO) return municipio.nombre ?? '';
  return (await ajustesRepository(db).get(municipio.id)).municipio_nombre ?? configured;
}

/** Fills every empty slug; answers how many were filled. */
export async function fillMunicipioSlugs(db: Kysely<Database>, configuredName: string): Promise<number> {
  const municipios = await db.selectFrom('municipios').select(['id', 'nombre', 'slug']).orderBy('id').execute();
  const taken = new Set(municipios.flatMap((m) => (m.slug ? [m.slug] : [])));
  let filled = 0;
  for (const municipio of municipios.filter((m) => !m.slug)) {
    const slug = uniqueSlug(slugOf(await effectiveName(db, municipio, configuredName)) || `municipio-${municipio.id}`, taken);
    // Another process starting at the same time computes the same slugs; whichever writes first wins and the other changes nothing.
    const result = await db.updateTable('municipios').set({ slug }).where('id', '=', municipio.id).where('slug', 'is', null).executeTakeFirst();
    taken.add(slug);
    if (Number(result.numUpdatedRows) > 0) filled++;
  }
  return filled;
}
