/**
 * Queries of the courses and the accreditations: each accreditation with its
 * person's name, its colonies and its course, and its state on a given day;
 * the card's verification by code; and the reminders already queued.
 */
import type { Db } from '../../db/schema';
import type { Acreditacion, Curso } from '../../../domain/schemas/acreditacion';
import { estadoAcreditacion } from '../../../domain/acreditaciones';
import { nowIso } from '../../lib/time';

const personName = (nombre: string | null, username: string) => nombre?.trim() || username;

export interface AcreditacionWrite {
  usuario_id: number;
  colonia_ids: number[];
  desde: string;
  hasta: string;
  curso_id: number | null;
}

/** An accreditation as stored and as the API shows it, with the person's address (for the reminders). */
export interface AcreditacionRow extends Acreditacion {
  usuario_email: string;
}

export function acreditacionesRepository(db: Db) {
  const base = () =>
    db
      .selectFrom('acreditaciones as a')
      .innerJoin('users as u', 'u.id', 'a.usuario_id')
      .leftJoin('cursos as c', 'c.id', 'a.curso_id')
      .leftJoin('entidades as e', 'e.id', 'u.entidad_id')
      .select([
        'a.id', 'a.usuario_id', 'a.curso_id', 'a.desde', 'a.hasta', 'a.codigo', 'a.foto', 'a.revocada_at', 'a.motivo_revocacion', 'a.created_at', 'a.updated_at',
        'u.nombre as usuario_nombre_propio', 'u.username as usuario_username', 'u.email as usuario_email', 'c.titulo as curso_titulo', 'e.nombre as entidad_nombre',
      ]);

  async function withColonias(rows: Awaited<ReturnType<ReturnType<typeof base>['execute']>>, today: string): Promise<AcreditacionRow[]> {
    if (rows.length === 0) return [];
    const colonias = await db
      .selectFrom('acreditacion_colonias as ac')
      .innerJoin('colonias', 'colonias.id', 'ac.colonia_id')
      .select(['ac.acreditacion_id', 'colonias.id', 'colonias.nombre'])
      .where('ac.acreditacion_id', 'in', rows.map((r) => r.id))
      .orderBy('colonias.nombre_orden')
      .orderBy('colonias.id')
      .execute();
    return rows.map(({ usuario_nombre_propio, usuario_username, foto, ...row }) => ({
      ...row,
      usuario_nombre: personName(usuario_nombre_propio, usuario_username),
      curso_titulo: row.curso_titulo ?? null,
      entidad_nombre: row.entidad_nombre ?? null,
      foto: foto ? `/api/acreditaciones/${row.id}/foto` : null,
      colonias: colonias.filter((c) => c.acreditacion_id === row.id).map((c) => ({ id: c.id, nombre: c.nombre })),
      estado: estadoAcreditacion(row, today),
    }));
  }

  return {
    /** Every accreditation (or one person's), the latest expiry first. */
    async list(today: string, usuarioId?: number): Promise<AcreditacionRow[]> {
      let query = base();
      if (usuarioId !== undefined) query = query.where('a.usuario_id', '=', usuarioId);
      return withColonias(await query.orderBy('a.hasta', 'desc').orderBy('a.id', 'desc').execute(), today);
    },

    async find(id: number, today: string): Promise<AcreditacionRow | undefined> {
      return (await withColonias(await base().where('a.id', '=', id).execute(), today))[0];
    },

    async findByCodigo(codigo: string, today: string): Promise<AcreditacionRow | undefined> {
      return (await withColonias(await base().where('a.codigo', '=', codigo).execute(), today))[0];
    },

    /** The stored name of the card's photo. */
    async fotoOf(id: number): Promise<string | null> {
      return (await db.selectFrom('acreditaciones').select('foto').where('id', '=', id).executeTakeFirst())?.foto ?? null;
    },

    async insert(trx: Db, values: AcreditacionWrite, codigo: string): Promise<number> {
      const at = nowIso();
      const { colonia_ids, ...row } = values;
      const { id } = await trx.insertInto('acreditaciones').values({ ...row, codigo, foto: null, revocada_at: null, motivo_revocacion: null, created_at: at, updated_at: at }).returning('id').executeTakeFirstOrThrow();
      await trx.insertInto('acreditacion_colonias').values(colonia_ids.map((colonia_id) => ({ acreditacion_id: id, colonia_id }))).execute();
      return id;
    },

    async update(trx: Db, id: number, values: AcreditacionWrite): Promise<void> {
      const { colonia_ids, ...row } = values;
      await trx.updateTable('acreditaciones').set({ ...row, updated_at: nowIso() }).where('id', '=', id).execute();
      await trx.deleteFrom('acreditacion_colonias').where('acreditacion_id', '=', id).execute();
      await trx.insertInto('acreditacion_colonias').values(colonia_ids.map((colonia_id) => ({ acreditacion_id: id, colonia_id }))).execute();
    },

    async revoke(trx: Db, id: number, motivo: string): Promise<void> {
      const at = nowIso();
      await trx.updateTable('acreditaciones').set({ revocada_at: at, motivo_revocacion: motivo, updated_at: at }).where('id', '=', id).where('revocada_at', 'is', null).execute();
    },

    async setFoto(trx: Db, id: number, foto: string | null): Promise<void> {
      await trx.updateTable('acreditaciones').set({ foto, updated_at: nowIso() }).where('id', '=', id).execute();
    },

    async remove(trx: Db, id: number): Promise<void> {
      await trx.deleteFrom('acreditaciones').where('id', '=', id).execute();
    },

    /** Accreditations not revoked whose expiry is between `from` and `to` (the reminders' window). */
    async expiring(from: string, to: string, today: string): Promise<AcreditacionRow[]> {
      const rows = await base().where('a.revocada_at', 'is', null).where('a.hasta', '>=', from).where('a.hasta', '<=', to).orderBy('a.hasta').orderBy('a.id').execute();
      return withColonias(rows, today);
    },

    /** Marks a reminder queued; false when another process (or an earlier run) already did. */
    async claimAviso(acreditacionId: number, hasta: string, dias: number): Promise<boolean> {
      const row = await db
        .insertInto('acreditacion_avisos')
        .values({ acreditacion_id: acreditacionId, hasta, dias, enviado_at: nowIso() })
        .onConflict((oc) => oc.columns(['acreditacion_id', 'hasta', 'dias']).doNothing())
        .returning('id')
        .executeTakeFirst();
      return row !== undefined;
    },

    /** The e-mail addresses of the responsables assigned to any of these colonies, else every active responsable. */
    async responsablesDe(coloniaIds: number[]): Promise<string[]> {
      const base = () => db.selectFrom('users').select('users.email').where('users.role', '=', 'responsable').where('users.activo', '=', 1).where('users.email', '!=', '');
      if (coloniaIds.length > 0) {
        const assigned = await base().innerJoin('asignaciones', 'asignaciones.usuario_id', 'users.id').where('asignaciones.colonia_id', 'in', coloniaIds).distinct().orderBy('users.email').execute();
        if (assigned.length > 0) return assigned.map((r) => r.email);
      }
      return (await base().orderBy('users.email').execute()).map((r) => r.email);
    },
  };
}

export function cursosRepository(db: Db) {
  async function withAsistentes(rows: { id: number; titulo: string; fecha: string; horas: number | null; lugar: string | null; descripcion: string | null; created_at: string }[]): Promise<Curso[]> {
    if (rows.length === 0) return [];
    const asistentes = await db
      .selectFrom('curso_asistentes as ca')
      .innerJoin('users', 'users.id', 'ca.usuario_id')
      .select(['ca.curso_id', 'users.id', 'users.nombre', 'users.username'])
      .where('ca.curso_id', 'in', rows.map((r) => r.id))
      .execute();
    return rows.map((row) => ({
      ...row,
      horas: row.horas === null ? null : Number(row.horas),
      asistentes: asistentes.filter((a) => a.curso_id === row.id).map((a) => ({ id: a.id, nombre: personName(a.nombre, a.username) })),
    }));
  }
  const columns = ['id', 'titulo', 'fecha', 'horas', 'lugar', 'descripcion', 'created_at'] as const;

  return {
    async list(): Promise<Curso[]> {
      return withAsistentes(await db.selectFrom('cursos').select([...columns]).orderBy('fecha', 'desc').orderBy('id', 'desc').execute());
    },
    async find(id: number): Promise<Curso | undefined> {
      return (await withAsistentes(await db.selectFrom('cursos').select([...columns]).where('id', '=', id).execute()))[0];
    },
    async insert(trx: Db, values: Omit<Curso, 'id' | 'asistentes' | 'created_at'>, asistentes: number[]): Promise<number> {
      const { id } = await trx.insertInto('cursos').values({ ...values, created_at: nowIso() }).returning('id').executeTakeFirstOrThrow();
      if (asistentes.length > 0) await trx.insertInto('curso_asistentes').values(asistentes.map((usuario_id) => ({ curso_id: id, usuario_id }))).execute();
      return id;
    },
    async update(trx: Db, id: number, values: Omit<Curso, 'id' | 'asistentes' | 'created_at'>, asistentes: number[]): Promise<void> {
      await trx.updateTable('cursos').set(values).where('id', '=', id).execute();
      await trx.deleteFrom('curso_asistentes').where('curso_id', '=', id).execute();
      if (asistentes.length > 0) await trx.insertInto('curso_asistentes').values(asistentes.map((usuario_id) => ({ curso_id: id, usuario_id }))).execute();
    },
    async remove(trx: Db, id: number): Promise<void> {
      await trx.deleteFrom('cursos').where('id', '=', id).execute();
    },
    async usedBy(id: number): Promise<boolean> {
      return (await db.selectFrom('acreditaciones').select('id').where('curso_id', '=', id).executeTakeFirst()) !== undefined;
    },
  };
}
