/**
 * Who may take an item for which colony, and until when: the checks of a
 * loan before it is written. A voluntario borrows only for themselves and
 * only for a colony assigned to them; staff lend to any active volunteer for
 * one of that volunteer's colonies, or to staff for any colony.
 */
import type { Db } from '../../db/schema';
import { isIsoDate } from '../../../domain/validation';
import { PRESTAMO_MAX_DIAS, type EstadoEquipo } from '../../../domain/equipos';
import { isScoped, type Role } from '../../../domain/roles';
import { conflict, unprocessable } from '../../lib/errors';
import { EQUIPO_MESSAGES } from './messages';

/** Roles that may hold an item of the trap bank. */
export const BORROWER_ROLES: readonly Role[] = ['admin', 'responsable', 'voluntario'];

const personName = (nombre: string | null, username: string) => nombre?.trim() || username;

/** Why an item in `estado` cannot be lent (409), or nothing when it can. */
export function refusalOf(estado: EstadoEquipo): string | null {
  switch (estado) {
    case 'disponible':
      return null;
    case 'prestada':
      return EQUIPO_MESSAGES.yaPrestado;
    case 'en_limpieza':
      return EQUIPO_MESSAGES.sinLimpiar;
    case 'averiada':
      return EQUIPO_MESSAGES.averiado;
    case 'perdida':
      return EQUIPO_MESSAGES.perdido;
  }
}

export function assertLendable(estado: EstadoEquipo): void {
  const refusal = refusalOf(estado);
  if (refusal) throw conflict(refusal);
}

/** The return date: a real day, from today to PRESTAMO_MAX_DIAS ahead. */
export function checkDueDate(value: string, today: string): string {
  const fecha = value.trim();
  if (!isIsoDate(fecha)) throw unprocessable(EQUIPO_MESSAGES.fecha);
  if (fecha < today) throw unprocessable(EQUIPO_MESSAGES.fechaPasada);
  const limit = new Date(`${today}T12:00:00Z`);
  limit.setUTCDate(limit.getUTCDate() + PRESTAMO_MAX_DIAS);
  if (fecha > limit.toISOString().slice(0, 10)) throw unprocessable(EQUIPO_MESSAGES.fechaLejana);
  return fecha;
}

export function lendingRules(db: Db) {
  async function colonyOf(usuarioId: number, coloniaId: number): Promise<boolean> {
    const row = await db.selectFrom('asignaciones').select('id').where('usuario_id', '=', usuarioId).where('colonia_id', '=', coloniaId).executeTakeFirst();
    return row !== undefined;
  }

  return {
    /** Checks the borrower and the colony of a loan asked by `caller`. */
    async checkBorrower(caller: { id: number; role: Role }, usuarioId: number, coloniaId: number): Promise<void> {
      if (isScoped(caller.role) && usuarioId !== caller.id) throw unprocessable(EQUIPO_MESSAGES.paraOtro);
      const user = await db.selectFrom('users').select(['id', 'role', 'activo']).where('id', '=', usuarioId).executeTakeFirst();
      if (!user || user.activo !== 1 || !BORROWER_ROLES.includes(user.role as Role)) throw unprocessable(EQUIPO_MESSAGES.usuario);
      const colonia = await db.selectFrom('colonias').select('id').where('id', '=', coloniaId).executeTakeFirst();
      if (!colonia) throw unprocessable(EQUIPO_MESSAGES.colonia);
      if (isScoped(user.role as Role) && !(await colonyOf(user.id, coloniaId))) throw unprocessable(EQUIPO_MESSAGES.colonia);
    },

    /** Whom `caller` may lend to and for which colonies, for the loan form. */
    async opciones(caller: { id: number; role: Role; username: string }) {
      if (isScoped(caller.role)) {
        const me = await db.selectFrom('users').select(['id', 'nombre', 'username']).where('id', '=', caller.id).executeTakeFirstOrThrow();
        const colonias = await db
          .selectFrom('colonias')
          .innerJoin('asignaciones', 'asignaciones.colonia_id', 'colonias.id')
          .select(['colonias.id', 'colonias.nombre'])
          .where('asignaciones.usuario_id', '=', caller.id)
          .execute();
        return { usuarios: [{ id: me.id, nombre: personName(me.nombre, me.username) }], colonias };
      }
      const usuarios = await db.selectFrom('users').select(['id', 'nombre', 'username']).where('activo', '=', 1).where('role', 'in', [...BORROWER_ROLES]).execute();
      const colonias = await db.selectFrom('colonias').select(['id', 'nombre']).execute();
      return { usuarios: usuarios.map((u) => ({ id: u.id, nombre: personName(u.nombre, u.username) })), colonias };
    },
  };
}
