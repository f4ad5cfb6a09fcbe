/** Adoption gallery and adoption requests: the queries. */
import type { Db } from '../../db/schema';
import { ADOPTABLE, BAJA_MOTIVO_ADOPTADO, type SolicitudEstado } from '../../../domain/adopciones';
import { formatEdad } from '../../../domain/gatos';
import { recordAudit, type Actor } from '../../lib/audit';
import { mediaUrl } from '../../lib/uploads';
import { nowIso } from '../../lib/time';
import { orderedByKeys, type ListSort } from '../../lib/sorting';
import { eraseSolicitud } from '../rgpd/erasure';
import type { GatoEnAdopcion } from '../../../domain/types';

export interface SolicitudRow {
  id: number;
  gato_id: number;
  gato_nombre: string | null;
  nombre: string;
  email: string;
  telefono: string | null;
  mensaje: string;
  estado: string;
  created_at: string;
  updated_at: string;
  anonimizada_at: string | null;
}

/**
 * The orders of the request list: by id (as react-admin asks by default), by
 * date, by state (its stored word, whose byte order is that of the states'
 * names) or by the person's name (its sort key, db/sortKeys.ts).
 */
export const SOLICITUD_SORTS = ['id', 'created_at', 'estado', 'nombre'] as const;
export type SolicitudSort = ListSort<(typeof SOLICITUD_SORTS)[number]>;
const SOLICITUD_SORT_COLUMNS = { id: 's.id', created_at: 's.created_at', estado: 's.estado', nombre: 's.nombre_orden' } as const;

export interface NewSolicitud {
  gato_id: number;
  nombre: string;
  email: string;
  telefono: string | null;
  mensaje: string;
  /** The account it is filed from, when signed in. */
  usuario_id: number | null;
}

export function adopcionesRepository(db: Db) {
  const adoptables = () =>
    db
      .selectFrom('gatos')
      .leftJoin('colonias', 'colonias.id', 'gatos.colonia_id')
      .where('gatos.activo', '=', 1)
      .where('gatos.adoptabilidad', '=', ADOPTABLE);

  const solicitudes = () => db.selectFrom('adopcion_solicitudes as s').leftJoin('gatos', 'gatos.id', 's.gato_id');
  const solicitudColumns = [
    's.id',
    's.gato_id',
    'gatos.nombre as gato_nombre',
    's.nombre',
    's.email',
    's.telefono',
    's.mensaje',
    's.estado',
    's.created_at',
    's.updated_at',
    's.anonimizada_at',
  ] as const;

  return {
    async gallery(skip: number, limit: number): Promise<{ items: GatoEnAdopcion[]; total: number }> {
      const rows = await adoptables()
        .select(['gatos.id', 'gatos.nombre', 'gatos.sexo', 'gatos.edad_num', 'gatos.edad_unidad', 'gatos.estado_salud', 'gatos.imagen', 'colonias.nombre as colonia_nombre'])
        .orderBy('gatos.nombre_orden')
        .orderBy('gatos.id')
        .offset(skip)
        .limit(limit)
        .execute();
      const { total } = await adoptables().select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
      const items = rows.map((row) => ({
        id: row.id,
        nombre: row.nombre,
        sexo: row.sexo,
        edad: formatEdad(row.edad_num, row.edad_unidad),
        estado_salud: row.estado_salud,
        imagen: mediaUrl(row.imagen),
        colonia_nombre: row.colonia_nombre,
      }));
      return { items, total: Number(total) };
    },

    /** The cat, if it is in the gallery now. */
    adoptable(gatoId: number): Promise<{ id: number; nombre: string } | undefined> {
      return adoptables().select(['gatos.id', 'gatos.nombre']).where('gatos.id', '=', gatoId).executeTakeFirst();
    },

    async create(values: NewSolicitud): Promise<number> {
      const now = nowIso();
      const row = await db
        .insertInto('adopcion_solicitudes')
        .values({ ...values, estado: 'nueva', acepta_privacidad_at: now, created_at: now, updated_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    /** One page of the requests; without `sort`, the newest first. Ties keep the id's order, so pages never overlap. */
    async list(filter: { estado?: string }, skip: number, limit: number, sort: SolicitudSort | null = null): Promise<{ items: SolicitudRow[]; total: number }> {
      const { field, order } = sort ?? { field: 'created_at', order: 'desc' };
      let query = solicitudes();
      if (filter.estado) query = query.where('s.estado', '=', filter.estado);
      const items = await orderedByKeys(query.select([...solicitudColumns]), [SOLICITUD_SORT_COLUMNS[field]], 's.id', order)
        .offset(skip)
        .limit(limit)
        .execute();
      const { total } = await query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
      return { items, total: Number(total) };
    },

    findById(id: number): Promise<SolicitudRow | undefined> {
      return solicitudes().select([...solicitudColumns]).where('s.id', '=', id).executeTakeFirst();
    },

    /** RGPD: the person's name, e-mail, phone and message go; the cat, the state and the dates stay. Nothing else is touched. */
    async anonymize(row: SolicitudRow, actor: Actor): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await eraseSolicitud(trx, row.id);
        await recordAudit(trx, actor, 'anonimizar', 'adopcion_solicitudes', row.id);
      });
    },

    /** A new state; 'adoptado' also gives the cat its baja with the reason 'adoptado' (it leaves the colony and the estimate). */
    async setEstado(row: SolicitudRow, estado: SolicitudEstado, actor: Actor): Promise<void> {
      await db.transaction().execute(async (trx) => {
        const now = nowIso();
        await trx.updateTable('adopcion_solicitudes').set({ estado, updated_at: now }).where('id', '=', row.id).execute();
        await recordAudit(trx, actor, 'editar', 'adopcion_solicitudes', row.id, `estado: ${row.estado} -> ${estado}`);
        if (estado === 'adoptado') {
          const changed = await trx
            .updateTable('gatos')
            .set({ activo: 0, baja_motivo: BAJA_MOTIVO_ADOPTADO, updated_at: now })
            .where('id', '=', row.gato_id)
            .where('activo', '=', 1)
            .executeTakeFirst();
          if (Number(changed.numUpdatedRows) > 0) await recordAudit(trx, actor, 'baja', 'gatos', row.gato_id, `motivo: ${BAJA_MOTIVO_ADOPTADO}`);
        }
      });
    },
  };
}
