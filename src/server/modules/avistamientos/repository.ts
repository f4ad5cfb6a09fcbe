/** Citizens' sightings: the queries, with the linked colony's name, and the staff's view of a row. */
import type { Selectable } from 'kysely';
import type { AvistamientosTable, Db } from '../../db/schema';
import { Avistamiento } from '../../../domain/schemas/avistamiento';
import { nearestColonia, type AvistamientoEstado, type AvistamientoTipo } from '../../../domain/avistamientos';
import type { Language } from '../../../domain/i18n/languages';
import { recordReader } from '../../db/records';
import { recordAudit, type Actor } from '../../lib/audit';
import { nowIso } from '../../lib/time';
import { withUniqueCode } from '../../lib/codes';
import { CODE_PREFIX } from '../../../domain/seguimiento';

export type AvistamientoRow = Selectable<AvistamientosTable> & { colonia_nombre: string | null };

const readAvistamiento = recordReader(Avistamiento);

/** The staff's record: the viewer's link to the photo, the derived flags. */
export function toAvistamiento(row: AvistamientoRow, fotoUrl: (name: string | null) => string | null): Avistamiento {
  return readAvistamiento({
    ...row,
    foto: fotoUrl(row.foto),
    posible_nueva_colonia: row.colonia_id === null && row.destino !== 'colonia',
    anonimizado: row.anonimizado_at !== null,
  });
}

export interface AvistamientoFilter {
  estado?: AvistamientoEstado;
  tipo?: AvistamientoTipo;
  coloniaId?: number;
}

export interface NewAvistamiento {
  tipo: AvistamientoTipo;
  descripcion: string;
  latitude: number;
  longitude: number;
  email: string | null;
  idioma: Language;
  foto: string | null;
  usuario_id: number | null;
}

export function avistamientosRepository(db: Db) {
  const selectRow = (executor: Db = db) =>
    executor
      .selectFrom('avistamientos')
      .leftJoin('colonias', 'colonias.id', 'avistamientos.colonia_id')
      .selectAll('avistamientos')
      .select('colonias.nombre as colonia_nombre');

  return {
    async list(filter: AvistamientoFilter, skip: number, limit: number): Promise<{ items: AvistamientoRow[]; total: number }> {
      let query = db.selectFrom('avistamientos');
      if (filter.estado) query = query.where('avistamientos.estado', '=', filter.estado);
      if (filter.tipo) query = query.where('avistamientos.tipo', '=', filter.tipo);
      if (filter.coloniaId) query = query.where('avistamientos.colonia_id', '=', filter.coloniaId);
      const { total } = await query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
      const ids = await query.select('avistamientos.id').orderBy('avistamientos.created_at', 'desc').orderBy('avistamientos.id', 'desc').offset(skip).limit(limit).execute();
      if (!ids.length) return { items: [], total: Number(total) };
      const rows = await selectRow().where('avistamientos.id', 'in', ids.map((r) => r.id)).execute();
      const byId = new Map(rows.map((row) => [row.id, row]));
      return { items: ids.map((r) => byId.get(r.id)!).filter(Boolean), total: Number(total) };
    },

    findById(id: number, executor: Db = db): Promise<AvistamientoRow | undefined> {
      return selectRow(executor).where('avistamientos.id', '=', id).executeTakeFirst();
    },

    findByCodigo(codigo: string): Promise<AvistamientoRow | undefined> {
      return selectRow().where('avistamientos.codigo_seguimiento', '=', codigo).executeTakeFirst();
    },

    /** The nearest colony of the municipality within the radius, or null (a possible new colony). */
    async nearest(point: { latitude: number; longitude: number }): Promise<{ id: number; nombre: string; distancia: number } | null> {
      const colonias = await db
        .selectFrom('colonias')
        .select(['id', 'nombre', 'latitude', 'longitude'])
        .where('latitude', 'is not', null)
        .where('longitude', 'is not', null)
        .execute();
      const found = nearestColonia(point, colonias);
      return found ? { id: found.colonia.id, nombre: found.colonia.nombre, distancia: found.distancia } : null;
    },

    /** Stores a sighting linked to the nearest colony, with its audit entry; answers the stored row. */
    async create(values: NewAvistamiento, actor: Actor | null): Promise<AvistamientoRow> {
      const linked = await this.nearest(values);
      const id = await withUniqueCode(CODE_PREFIX.avistamiento, (codigo) =>
        db.transaction().execute(async (trx) => {
          const now = nowIso();
          const row = await trx
            .insertInto('avistamientos')
            .values({
              ...values,
              codigo_seguimiento: codigo,
              colonia_id: linked?.id ?? null,
              distancia_m: linked ? Math.round(linked.distancia) : null,
              destino: null,
              censo_id: null,
              gato_id: null,
              respuesta_publica: null,
              nota: null,
              decidido_por: null,
              decidido_at: null,
              anonimizado_at: null,
              created_at: now,
              updated_at: now,
            })
            .returning('id')
            .executeTakeFirstOrThrow();
          await recordAudit(trx, actor, 'crear', 'avistamientos', row.id, linked ? `colonia ${linked.id}` : 'posible nueva colonia');
          return row.id;
        }),
      );
      const created = await this.findById(id);
      if (!created) throw new Error(`El avistamiento ${id} no se encuentra tras crearlo`);
      return created;
    },

    /**
     * The responsables to tell about a sighting at this colony: those assigned to it, else every active
     * responsable of the municipality (a colony nobody is assigned to is still someone's to look after).
     */
    async responsablesDe(coloniaId: number): Promise<string[]> {
      const active = () => db.selectFrom('users').select('users.email').where('users.role', '=', 'responsable').where('users.activo', '=', 1).where('users.email', '!=', '');
      const assigned = await active()
        .innerJoin('asignaciones', 'asignaciones.usuario_id', 'users.id')
        .where('asignaciones.colonia_id', '=', coloniaId)
        .orderBy('users.id')
        .execute();
      const rows = assigned.length ? assigned : await active().orderBy('users.id').execute();
      return [...new Set(rows.map((r) => r.email))];
    },
  };
}

export type AvistamientosRepository = ReturnType<typeof avistamientosRepository>;
