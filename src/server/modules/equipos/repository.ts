/**
 * Queries of the trap bank: the items, their loans (with the borrower's and
 * the colony's names), the overdue ones, and the day's reminder claim. A
 * voluntario's reach (what is on the shelf and what they have) is the
 * `usuarioId` of the filter.
 */
import { sql, type Selectable } from 'kysely';
import type { Db, EquiposTable } from '../../db/schema';
import type { Equipo, Prestamo } from '../../../domain/schemas/equipo';
import type { EstadoEquipo, TipoEquipo } from '../../../domain/equipos';
import { isVencido } from '../../../domain/equipos';
import { nowIso } from '../../lib/time';

type EquipoRow = Selectable<EquiposTable>;
type Trx = Db;

export interface EquipoWrite {
  codigo: string;
  tipo: TipoEquipo;
  descripcion: string | null;
  estado: EstadoEquipo;
}

export interface EquipoFilter {
  /** Only the items on the shelf, those this person has and those they returned uncleaned (a voluntario's view). */
  usuarioId?: number;
  estado?: string;
  q?: string;
}

const personName = (nombre: string | null, username: string | null) => (nombre?.trim() || username || null);

const PRESTAMO_COLUMNS = [
  'prestamos_equipo.id',
  'prestamos_equipo.equipo_id',
  'equipos.codigo as equipo_codigo',
  'prestamos_equipo.usuario_id',
  'prestamos_equipo.colonia_id',
  'prestamos_equipo.prestado_at',
  'prestamos_equipo.devolver_antes_de',
  'prestamos_equipo.fianza_centimos',
  'prestamos_equipo.devuelto_at',
  'prestamos_equipo.limpiado_at',
  'prestamos_equipo.notas',
  'users.nombre as usuario_nombre_propio',
  'users.username as usuario_username',
  'users.email as usuario_email',
  'colonias.nombre as colonia_nombre',
] as const;

export interface PrestamoRow extends Prestamo {
  usuario_email: string | null;
}

export function equiposRepository(db: Db) {
  const prestamos = () =>
    db
      .selectFrom('prestamos_equipo')
      .innerJoin('equipos', 'equipos.id', 'prestamos_equipo.equipo_id')
      .leftJoin('users', 'users.id', 'prestamos_equipo.usuario_id')
      .leftJoin('colonias', 'colonias.id', 'prestamos_equipo.colonia_id')
      .select([...PRESTAMO_COLUMNS]);

  function toPrestamo(row: Awaited<ReturnType<ReturnType<typeof prestamos>['execute']>>[number], today: string): PrestamoRow {
    const { usuario_nombre_propio, usuario_username, ...rest } = row;
    return {
      ...rest,
      usuario_nombre: row.usuario_id === null ? null : personName(usuario_nombre_propio, usuario_username),
      colonia_nombre: row.colonia_nombre ?? null,
      usuario_email: row.usuario_email ?? null,
      vencido: row.devuelto_at === null && isVencido(row.devolver_antes_de, today),
    };
  }

  const publicPrestamo = ({ usuario_email: _email, ...prestamo }: PrestamoRow): Prestamo => prestamo;

  async function withLoans(rows: EquipoRow[], today: string): Promise<Equipo[]> {
    if (rows.length === 0) return [];
    const open = await prestamos()
      .where('prestamos_equipo.equipo_id', 'in', rows.map((r) => r.id))
      .where('prestamos_equipo.devuelto_at', 'is', null)
      .execute();
    const byEquipo = new Map(open.map((p) => [p.equipo_id, publicPrestamo(toPrestamo(p, today))]));
    return rows.map((row) => ({ ...row, tipo: row.tipo as TipoEquipo, estado: row.estado as EstadoEquipo, prestamo: byEquipo.get(row.id) ?? null }));
  }

  return {
    async list(filter: EquipoFilter, today: string): Promise<Equipo[]> {
      let query = db.selectFrom('equipos').selectAll('equipos');
      if (filter.usuarioId !== undefined) {
        const usuarioId = filter.usuarioId;
        query = query.where((eb) =>
          eb.or([
            eb('equipos.estado', '=', 'disponible'),
            eb.exists(
              eb
                .selectFrom('prestamos_equipo')
                .select('prestamos_equipo.id')
                .whereRef('prestamos_equipo.equipo_id', '=', 'equipos.id')
                .where('prestamos_equipo.devuelto_at', 'is', null)
                .where('prestamos_equipo.usuario_id', '=', usuarioId),
            ),
            // Back from them uncleaned: theirs to record the cleaning of.
            eb.and([
              eb('equipos.estado', '=', 'en_limpieza'),
              eb(
                eb
                  .selectFrom('prestamos_equipo')
                  .select('prestamos_equipo.usuario_id')
                  .whereRef('prestamos_equipo.equipo_id', '=', 'equipos.id')
                  .orderBy('prestamos_equipo.id', 'desc')
                  .limit(1),
                '=',
                usuarioId,
              ),
            ]),
          ]),
        );
      }
      if (filter.estado) query = query.where('equipos.estado', '=', filter.estado);
      if (filter.q) query = query.where(sql<boolean>`upper(equipos.codigo) like ${`%${filter.q.toUpperCase().replace(/[\\%_]/g, '\\$&')}%`} escape '\\'`);
      return withLoans(await query.orderBy('equipos.codigo').orderBy('equipos.id').execute(), today);
    },

    async find(id: number, today: string): Promise<Equipo | undefined> {
      const row = await db.selectFrom('equipos').selectAll().where('id', '=', id).executeTakeFirst();
      return row ? (await withLoans([row], today))[0] : undefined;
    },

    async codigoTaken(codigo: string, exceptId?: number): Promise<boolean> {
      let query = db.selectFrom('equipos').select('id').where('codigo', '=', codigo);
      if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
      return (await query.executeTakeFirst()) !== undefined;
    },

    async insert(trx: Trx, values: EquipoWrite): Promise<number> {
      const at = nowIso();
      const row = await trx.insertInto('equipos').values({ ...values, created_at: at, updated_at: at }).returning('id').executeTakeFirstOrThrow();
      return row.id;
    },

    async update(trx: Trx, id: number, values: Partial<EquipoWrite>): Promise<void> {
      await trx.updateTable('equipos').set({ ...values, updated_at: nowIso() }).where('id', '=', id).execute();
    },

    /** Moves the item from `from` to `to`; false when it was no longer in `from` (another request got there first). */
    async moveEstado(trx: Trx, id: number, from: EstadoEquipo, to: EstadoEquipo): Promise<boolean> {
      const result = await trx.updateTable('equipos').set({ estado: to, updated_at: nowIso() }).where('id', '=', id).where('estado', '=', from).executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    async remove(trx: Trx, id: number): Promise<void> {
      await trx.deleteFrom('equipos').where('id', '=', id).execute();
    },

    async insertPrestamo(trx: Trx, values: { equipo_id: number; usuario_id: number; colonia_id: number; devolver_antes_de: string; fianza_centimos: number | null }): Promise<number> {
      const row = await trx.insertInto('prestamos_equipo').values({ ...values, prestado_at: nowIso() }).returning('id').executeTakeFirstOrThrow();
      return row.id;
    },

    async openPrestamo(equipoId: number, today: string): Promise<PrestamoRow | undefined> {
      const row = await prestamos().where('prestamos_equipo.equipo_id', '=', equipoId).where('prestamos_equipo.devuelto_at', 'is', null).executeTakeFirst();
      return row ? toPrestamo(row, today) : undefined;
    },

    /** The item's last loan (the one whose cleaning an `en_limpieza` item waits for). */
    async lastPrestamo(equipoId: number, today: string): Promise<PrestamoRow | undefined> {
      const row = await prestamos().where('prestamos_equipo.equipo_id', '=', equipoId).orderBy('prestamos_equipo.id', 'desc').executeTakeFirst();
      return row ? toPrestamo(row, today) : undefined;
    },

    async closePrestamo(trx: Trx, id: number, values: { limpiado: boolean; notas: string | null }): Promise<void> {
      const at = nowIso();
      await trx
        .updateTable('prestamos_equipo')
        .set({ devuelto_at: at, limpiado_at: values.limpiado ? at : null, notas: values.notas })
        .where('id', '=', id)
        .where('devuelto_at', 'is', null)
        .execute();
    },

    async markLimpiado(trx: Trx, id: number, notas: string | null): Promise<void> {
      await trx
        .updateTable('prestamos_equipo')
        .set((eb) => ({ limpiado_at: nowIso(), notas: notas === null ? eb.ref('notas') : notas }))
        .where('id', '=', id)
        .execute();
    },

    async historial(equipoId: number, today: string): Promise<Prestamo[]> {
      const rows = await prestamos().where('prestamos_equipo.equipo_id', '=', equipoId).orderBy('prestamos_equipo.id', 'desc').execute();
      return rows.map((row) => publicPrestamo(toPrestamo(row, today)));
    },

    async cambios(equipoId: number) {
      return db
        .selectFrom('audit_log')
        .select(['at', 'accion', 'username', 'detalle'])
        .where('entidad', '=', 'equipos')
        .where('entidad_id', '=', String(equipoId))
        .orderBy('id', 'desc')
        .execute();
    },

    /** Loans still out after their date, the longest overdue first. */
    async vencidos(today: string): Promise<PrestamoRow[]> {
      const rows = await prestamos()
        .where('prestamos_equipo.devuelto_at', 'is', null)
        .where('prestamos_equipo.devolver_antes_de', '<', today)
        .orderBy('prestamos_equipo.devolver_antes_de')
        .orderBy('prestamos_equipo.id')
        .execute();
      return rows.map((row) => toPrestamo(row, today));
    },

    publicPrestamo,

    async codigoOf(equipoId: number): Promise<string | undefined> {
      return (await db.selectFrom('equipos').select('codigo').where('id', '=', equipoId).executeTakeFirst())?.codigo;
    },

    /** Items out and items overdue: the dashboard's figure. */
    async resumen(today: string): Promise<{ prestados: number; vencidos: number }> {
      const row = await db
        .selectFrom('prestamos_equipo')
        .select((eb) => [
          eb.fn.countAll<number>().as('prestados'),
          eb.fn.sum<number>(sql`case when prestamos_equipo.devolver_antes_de < ${today} then 1 else 0 end`).as('vencidos'),
        ])
        .where('devuelto_at', 'is', null)
        .executeTakeFirstOrThrow();
      return { prestados: Number(row.prestados), vencidos: Number(row.vencidos ?? 0) };
    },

    /** The e-mail addresses of the colony's responsables (assigned to it), else every active responsable of the municipality. */
    async responsablesDe(coloniaId: number | null): Promise<string[]> {
      const base = () => db.selectFrom('users').select('users.email').where('users.role', '=', 'responsable').where('users.activo', '=', 1).where('users.email', '!=', '');
      if (coloniaId !== null) {
        const assigned = await base()
          .innerJoin('asignaciones', 'asignaciones.usuario_id', 'users.id')
          .where('asignaciones.colonia_id', '=', coloniaId)
          .orderBy('users.id')
          .execute();
        if (assigned.length > 0) return assigned.map((r) => r.email);
      }
      return (await base().orderBy('users.id').execute()).map((r) => r.email);
    },

    async avisoClaimed(fecha: string): Promise<boolean> {
      return (await db.selectFrom('avisos_equipos').select('fecha').where('fecha', '=', fecha).executeTakeFirst()) !== undefined;
    },

    /** Marks the day's reminders as queued; false when another process (or an earlier run) already did. */
    async claimAviso(fecha: string): Promise<boolean> {
      const row = await db.insertInto('avisos_equipos').values({ fecha, enviado_at: nowIso() }).onConflict((oc) => oc.column('fecha').doNothing()).returning('fecha').executeTakeFirst();
      return row !== undefined;
    },
  };
}

export type EquiposRepository = ReturnType<typeof equiposRepository>;
