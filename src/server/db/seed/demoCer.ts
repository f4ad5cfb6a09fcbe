/**
 * The CER story of the demo town: two years of registrations and
 * sterilisations, a census about every two months per colony, and colonies in
 * every estado (one new colony without data), and a litter for each spring
 * count that saw kittens (what became of them told once they are some months
 * old), so the dashboard, the colony history, its litters and the annual report
 * have something to tell on first start. It draws from its own random
 * sequences, so the rest of the demo stays as it was.
 */
import { poblacionCer, type CerEstado } from '../../../domain/cer';
import type { Db } from '../schema';

/** The estado each demo colony ends in (by position in the demo's colony list) and the coverage aimed at. */
const TARGETS: { estado: Exclude<CerEstado, 'sin_datos'>; cobertura: number }[] = [
  { estado: 'reduciendo', cobertura: 0.86 },
  { estado: 'estabilizando', cobertura: 0.74 },
  { estado: 'en_progreso', cobertura: 0.6 },
  { estado: 'insuficiente', cobertura: 0.3 },
  { estado: 'insuficiente', cobertura: 0.42 },
  { estado: 'en_progreso', cobertura: 0.55 },
  { estado: 'estabilizando', cobertura: 0.72 },
  { estado: 'reduciendo', cobertura: 0.82 },
];

/** A colony registered a few weeks ago, not yet counted: the "sin datos" estado. */
export const DEMO_NEW_COLONY = { nombre: 'Colonia del Pinar', ubicacion: 'Pinar de la Ronda de las Cruces', dLat: 0.0048, dLon: -0.0027, responsable: null };

const CENSUSES = 12;
const DAY = 86_400_000;

function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

export interface CerDemoOptions {
  today: Date;
  coloniaIds: number[];
  /** Who made the censuses: the voluntario of each colony, or the responsable. */
  censusTaker: (colonyIndex: number) => number;
}

/** The latest census whose Chapman estimate puts the colony in its target estado. */
function finalCensus(registrados: number, esterilizados: number, target: (typeof TARGETS)[number], objetivo: number) {
  const wanted = Math.max(registrados, Math.round(esterilizados / target.cobertura));
  for (let spread = 0; spread <= wanted; spread += 1) {
    for (const c of [wanted - spread, wanted + spread]) {
      if (c < 1) continue;
      const r = Math.min(c, esterilizados, Math.max(1, Math.round(((esterilizados + 1) * (c + 1)) / (wanted + 1) - 1)));
      const censo = { gatos_vistos: c, crias: 0, marcados_vistos: r };
      if (poblacionCer({ registrados, esterilizados, censo }, objetivo).estado === target.estado) return { adultos: c, marcados: r };
    }
  }
  return { adultos: registrados, marcados: Math.min(registrados, esterilizados) };
}

export async function seedCerDemo(trx: Db, options: CerDemoOptions): Promise<void> {
  const rand = random(7023);
  const litterRand = random(3301);
  const { today, coloniaIds } = options;
  const isoDay = (daysAgo: number) => new Date(today.getTime() - daysAgo * DAY).toISOString().slice(0, 10);
  const stamp = (daysAgo: number) => `${isoDay(daysAgo)}T10:00:00.000Z`;

  for (const [index, coloniaId] of coloniaIds.entries()) {
    const target = TARGETS[index % TARGETS.length];
    const cats = await trx.selectFrom('gatos').select(['id', 'activo', 'sexo', 'fecha_esterilizacion']).where('colonia_id', '=', coloniaId).orderBy('id').execute();
    const active = cats.filter((c) => c.activo === 1);
    // Enough sterilised cats for the target coverage (it cannot exceed sterilised / registered).
    const needed = Math.ceil(target.cobertura * active.length);
    let sterilised = active.filter((c) => c.fecha_esterilizacion !== null).length;
    const sterilise = new Set<number>();
    for (const cat of active) {
      if (sterilised >= needed) break;
      if (cat.fecha_esterilizacion === null) {
        sterilise.add(cat.id);
        sterilised += 1;
      }
    }
    // Registrations over two years; each sterilisation some weeks after the cat was registered; bajas after both.
    for (const cat of cats) {
      const registered = 30 + Math.floor(rand() * 690);
      const isSterilised = cat.fecha_esterilizacion !== null || sterilise.has(cat.id);
      const sterilisedAgo = isSterilised ? Math.max(8, registered - 7 - Math.floor(rand() * 90)) : null;
      const updated = cat.activo === 1 ? registered : Math.max(3, Math.min(registered, sterilisedAgo ?? registered) - 20 - Math.floor(rand() * 60));
      await trx
        .updateTable('gatos')
        .set({ created_at: stamp(registered), updated_at: stamp(updated), fecha_esterilizacion: sterilisedAgo === null ? null : isoDay(sterilisedAgo) })
        .where('id', '=', cat.id)
        .execute();
    }

    const last = finalCensus(active.length, sterilised, target, 0.75);
    const rows = Array.from({ length: CENSUSES }, (_, k) => {
      // Oldest first, about every two months; the latest some days ago.
      const daysAgo = 12 + (CENSUSES - 1 - k) * 61;
      const progress = k / (CENSUSES - 1);
      const adultos = k === CENSUSES - 1 ? last.adultos : Math.max(1, Math.round(last.adultos * (1.25 - 0.25 * progress) + (rand() - 0.5) * 2));
      const marcados = k === CENSUSES - 1 ? last.marcados : Math.min(adultos, Math.max(0, Math.round(last.marcados * (0.3 + 0.7 * progress))));
      // Kittens in the spring counts.
      const month = new Date(today.getTime() - daysAgo * DAY).getUTCMonth();
      const crias = k < CENSUSES - 1 && month >= 3 && month <= 5 ? Math.round(adultos * 0.2) : 0;
      const at = stamp(daysAgo);
      return { colonia_id: coloniaId, fecha: isoDay(daysAgo), gatos_vistos: adultos + crias, crias, marcados_vistos: marcados, observaciones: null, usuario_id: options.censusTaker(index), created_at: at, updated_at: at };
    });
    await trx.insertInto('censos').values(rows).execute();

    const madres = cats.filter((c) => c.activo === 1 && c.sexo !== 'M');
    const litters = rows
      .filter((row) => row.crias > 0)
      .map((row) => {
        const seenAgo = Math.round((today.getTime() - Date.parse(`${row.fecha}T12:00:00Z`)) / DAY);
        const madre = madres.length > 0 && litterRand() < 0.6 ? madres[Math.floor(litterRand() * madres.length)].id : null;
        // Told once the kittens are some months old: most stay, some are adopted, a few die.
        const told = seenAgo > 120;
        const adoptadas = told ? Math.floor(row.crias * 0.3 * litterRand()) : 0;
        const fallecidas = told ? Math.min(row.crias - adoptadas, Math.round(litterRand() * 0.6)) : 0;
        const en_colonia = told ? row.crias - adoptadas - fallecidas : 0;
        return { colonia_id: coloniaId, fecha: row.fecha, crias: row.crias, madre_id: madre, en_colonia, adoptadas, fallecidas, trasladadas: 0, notas: null, created_at: row.created_at, updated_at: row.updated_at };
      });
    if (litters.length > 0) await trx.insertInto('camadas').values(litters).execute();
  }
}
