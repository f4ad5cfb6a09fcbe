/**
 * The province's figures for the municipalities `p.municipios` (the active
 * ones its account reads): each colony's estimate, as the municipality's own
 * panel computes it, summed by municipality and over all of them. One pass
 * over the colonies of the whole province, not one panel per municipality.
 *
 * Read as the installation (routes.ts), and kept to `p.municipios` here: the
 * colonies are those of its municipalities, and every other figure is read
 * per colony, so nothing of another municipality is counted. Not in the
 * province's own scope: on PostgreSQL its row-level security reads the list
 * of 150 municipalities once per row, which made the panel take 18 s over
 * 750,000 cats instead of half a second. The figures are sums and a colony's
 * name and point: nothing personal.
 */
import { sql } from 'kysely';
import type { Db } from '../../db/schema';
import { MUNICIPIO_COLUMN } from '../../db/tenantTables';
import { cobertura } from '../../../domain/cer';
import type { MapaProvincia, PanelProvincia } from '../../../domain/schemas/provincia';
import { cerRepository } from '../cer/repository';
import { cerService } from '../cer/service';

const municipioOf = sql.ref<number>(MUNICIPIO_COLUMN);

interface Sums {
  colonias: number;
  registrados: number;
  esterilizados: number;
  poblacion_estimada: number;
  por_esterilizar: number;
}

/** The municipalities read, never an empty list (an SQL `in ()` is not valid): none matches id 0. */
const ofProvince = (municipios: number[]) => (municipios.length ? municipios : [0]);

const empty = (): Sums => ({ colonias: 0, registrados: 0, esterilizados: 0, poblacion_estimada: 0, por_esterilizar: 0 });
const withCoverage = (sums: Sums) => ({ ...sums, cobertura: cobertura(sums.esterilizados, sums.poblacion_estimada) });

/** The municipalities `ids` as stored (a name may be empty: withEffectiveNames gives it), by id. */
export async function municipiosSeen(db: Db, ids: Iterable<number>) {
  const wanted = [...new Set(ids)];
  if (!wanted.length) return [];
  return db.selectFrom('municipios').select(['id', 'nombre', 'slug']).where('id', 'in', wanted).orderBy('id').execute();
}

export async function provinciaPanel(db: Db, p: { today: string; objetivo: number; municipios: number[] }): Promise<PanelProvincia> {
  const [colonias, estimate, municipios] = await Promise.all([
    db.selectFrom('colonias').select(['id', municipioOf.as('municipio_id')]).where(municipioOf, 'in', ofProvince(p.municipios)).execute(),
    cerService(cerRepository(db), p.objetivo).estimatesOn(null),
    municipiosSeen(db, p.municipios),
  ]);
  const byMunicipio = new Map<number, Sums>(municipios.map((m) => [m.id, empty()]));
  const total = empty();
  for (const colonia of colonias) {
    const e = estimate(colonia.id);
    for (const sums of [byMunicipio.get(colonia.municipio_id), total]) {
      if (!sums) continue;
      sums.colonias += 1;
      sums.registrados += e.registrados;
      sums.esterilizados += e.esterilizados;
      sums.poblacion_estimada += e.estimacion.n;
      sums.por_esterilizar += e.por_esterilizar;
    }
  }
  return {
    objetivo: p.objetivo,
    fecha: p.today,
    municipios: municipios.map((m) => ({ ...m, ...withCoverage(byMunicipio.get(m.id)!) })),
    total: { municipios: municipios.length, ...withCoverage(total) },
  };
}

export async function provinciaMapa(db: Db, p: { objetivo: number; municipios: number[] }): Promise<MapaProvincia> {
  const [colonias, estimate, municipios] = await Promise.all([
    db
      .selectFrom('colonias')
      .select(['id', 'nombre', 'latitude', 'longitude', municipioOf.as('municipio_id')])
      .where('latitude', 'is not', null)
      .where('longitude', 'is not', null)
      .where(municipioOf, 'in', ofProvince(p.municipios))
      .orderBy('id')
      .execute(),
    cerService(cerRepository(db), p.objetivo).estimatesOn(null),
    municipiosSeen(db, p.municipios),
  ]);
  const names = new Map(municipios.map((m) => [m.id, m.nombre]));
  return colonias.map((c) => ({
    id: c.id,
    nombre: c.nombre,
    municipio_id: c.municipio_id,
    municipio: names.get(c.municipio_id) ?? null,
    latitude: c.latitude!,
    longitude: c.longitude!,
    cobertura: estimate(c.id).cobertura,
  }));
}
