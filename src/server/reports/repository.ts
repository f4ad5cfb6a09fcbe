/**
 * What the reports read, in pieces small enough to stream: all colonies with
 * their counts (one row each), then the active cats of a few colonies at a time.
 * A colony's cats are its active cats and its sterilised ones are those with a
 * sterilisation date, as everywhere else in the API.
 */
import type { Db } from '../db/schema';

export interface ColoniaResumen {
  id: number;
  nombre: string;
  ubicacion: string;
  latitude: number | null;
  longitude: number | null;
  responsable_voluntario: string | null;
  estado: string;
  gatos: number;
  esterilizados: number;
}

export interface GatoFila {
  colonia_id: number;
  codigo_identificacion: string | null;
  nombre: string;
  sexo: string;
  estado_salud: string | null;
  adoptabilidad: string | null;
  fecha_vacunacion: string | null;
  fecha_esterilizacion: string | null;
}

/** Colonies counted per query: a few thousand cats, a few milliseconds. */
const COUNT_CHUNK = 50;

export function reportsRepository(db: Db) {
  return {
    /** Every colony, by name in the council's reading order (its sort key, db/sortKeys.ts), with its active cats and how many of them are sterilised. */
    async colonias(): Promise<ColoniaResumen[]> {
      const colonias = await db
        .selectFrom('colonias')
        .select(['id', 'nombre', 'ubicacion', 'latitude', 'longitude', 'responsable_voluntario', 'estado'])
        .orderBy('nombre_orden')
        .orderBy('id')
        .execute();
      // Counted a few colonies at a time with a turn of the event loop between: one count over
      // 150,000 cats is a single synchronous SQLite query of a third of a second, and the thread
      // that runs it (a report worker, or the server's where no worker can read) answers between.
      const counts: { colonia_id: number; gatos: number; esterilizados: number }[] = [];
      const ids = colonias.map((c) => c.id);
      for (let start = 0; start < ids.length; start += COUNT_CHUNK) {
        if (start) await new Promise((resolve) => setImmediate(resolve));
        counts.push(
          ...(await db
            .selectFrom('gatos')
            .where('activo', '=', 1)
            .where('colonia_id', 'in', ids.slice(start, start + COUNT_CHUNK))
            .select((eb) => ['colonia_id', eb.fn.countAll<number>().as('gatos'), eb.fn.count<number>('fecha_esterilizacion').as('esterilizados')])
            .groupBy('colonia_id')
            .execute()),
        );
      }
      const byColonia = new Map(counts.map((c) => [c.colonia_id, c]));
      return colonias.map((c) => {
        const count = byColonia.get(c.id);
        return { ...c, gatos: Number(count?.gatos ?? 0), esterilizados: Number(count?.esterilizados ?? 0) };
      });
    },

    /** The active cats of some colonies, by colony and then by name. */
    async gatosDe(coloniaIds: number[]): Promise<GatoFila[]> {
      if (!coloniaIds.length) return [];
      return db
        .selectFrom('gatos')
        .select(['colonia_id', 'codigo_identificacion', 'nombre', 'sexo', 'estado_salud', 'adoptabilidad', 'fecha_vacunacion', 'fecha_esterilizacion'])
        .where('activo', '=', 1)
        .where('colonia_id', 'in', coloniaIds)
        .orderBy('colonia_id')
        .orderBy('nombre_orden')
        .orderBy('id')
        .execute();
    },
  };
}

export type ReportsRepository = ReturnType<typeof reportsRepository>;
