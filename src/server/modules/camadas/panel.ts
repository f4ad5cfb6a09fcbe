/**
 * The dashboard's arrivals per year: litters and kittens seen, females the
 * clinic days found pregnant or lactating, newcomers the censuses counted and
 * sterilisations, for the last CAMADAS_PANEL_ANIOS years.
 * Every census of those years is compared with the register of its day, so it
 * is a report worker's job (reports/workers/jobs.ts), not the requests' thread's.
 */
import { CAMADAS_PANEL_ANIOS, recienLlegados } from '../../../domain/camadas';
import { adultosVistos } from '../../../domain/cer';
import type { CamadasAnio, CamadasPanel } from '../../../domain/schemas/camada';
import type { Db } from '../../db/schema';
import { camadasRepository, type CensoRegistro } from './repository';

/** Each colony's most newcomers in one census of each year: the same unregistered cats seen twice count once. */
function newcomersPerYear(censos: readonly CensoRegistro[]): Map<number, number> {
  const most = new Map<string, number>();
  for (const censo of censos) {
    const key = `${censo.fecha.slice(0, 4)}:${censo.colonia_id}`;
    most.set(key, Math.max(most.get(key) ?? 0, recienLlegados(adultosVistos(censo), censo.registrados)));
  }
  const perYear = new Map<number, number>();
  for (const [key, n] of most) {
    const anio = Number(key.slice(0, 4));
    perYear.set(anio, (perYear.get(anio) ?? 0) + n);
  }
  return perYear;
}

/** The figures of the years up to `today`'s (YYYY-MM-DD), oldest first. */
export async function camadasPanel(db: Db, { today }: { today: string }): Promise<CamadasPanel> {
  const repo = camadasRepository(db);
  const last = Number(today.slice(0, 4));
  const first = last - CAMADAS_PANEL_ANIOS + 1;
  const [camadas, gestantes, esterilizaciones, censos] = await Promise.all([
    repo.perYear(first),
    repo.gestantesPerYear(first),
    repo.sterilisationsPerYear(first),
    repo.censosConRegistro({ from: `${first}-01-01` }),
  ]);
  const llegados = newcomersPerYear(censos);
  const anios: CamadasAnio[] = [];
  for (let anio = first; anio <= last; anio++) {
    const seen = camadas.get(anio);
    const found = gestantes.get(anio);
    anios.push({
      anio,
      camadas: seen?.camadas ?? 0,
      nacimientos: seen?.nacimientos ?? 0,
      gestantes: found?.gestantes ?? 0,
      lactantes: found?.lactantes ?? 0,
      recien_llegados: llegados.get(anio) ?? 0, esterilizaciones: esterilizaciones.get(anio) ?? 0,
    });
  }
  return { anios };
}
