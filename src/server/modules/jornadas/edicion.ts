/**
 * Correcting and removing providers and clinic days, each in one audited
 * transaction. The day's row is locked first (PostgreSQL), as a booking and
 * an outcome lock it, so none of them slips in between a check here and the
 * write it allows. The foreign keys cascade (a provider's days, a day's
 * bookings): what may not go is refused here before anything is deleted.
 */
import type { Db } from '../../db/schema';
import type { Engine } from '../../db/engine';
import { JORNADA_KEYS } from '../../../domain/jornadas';
import { COSTE_KEYS } from '../../../domain/costes';
import { recordAudit, type Actor } from '../../lib/audit';
import { conflict, notFound } from '../../lib/errors';
import { lockedJornada, ocupadasDe, type JornadaValues, type ProveedorValues } from './repository';

const PROVEEDOR_COLUMNS = ['id', 'nombre', 'direccion', 'veterinario', 'numero_colegiado', 'usuario_id', 'created_at'] as const;

/** «campo: antes → después» for each value that changed, for the audit log. */
function cambios<T extends object>(before: T, after: T): string {
  return (Object.keys(after) as (keyof T & string)[])
    .filter((key) => before[key] !== after[key])
    .map((key) => `${key}: ${String(before[key] ?? '—')} → ${String(after[key] ?? '—')}`)
    .join(', ');
}

async function resultadosDe(trx: Db, jornadaId: number): Promise<number> {
  const row = await trx.selectFrom('jornada_reservas').where('jornada_id', '=', jornadaId).where('resultado_at', 'is not', null).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

export function jornadasEdicion(db: Db, engine: Engine) {
  async function lockProveedor(trx: Db, id: number) {
    const query = trx.selectFrom('proveedores').select(PROVEEDOR_COLUMNS).where('id', '=', id);
    return engine === 'postgres' ? query.forUpdate().executeTakeFirst() : query.executeTakeFirst();
  }

  return {
    async updateProveedor(id: number, values: ProveedorValues, actor: Actor) {
      return db.transaction().execute(async (trx) => {
        const current = await lockProveedor(trx, id);
        if (!current) throw notFound(JORNADA_KEYS.proveedorNotFound);
        const row = await trx.updateTable('proveedores').set(values).where('id', '=', id).returning(PROVEEDOR_COLUMNS).executeTakeFirstOrThrow();
        await recordAudit(trx, actor, 'editar', 'proveedores', id, cambios(current, row) || row.nombre);
        return row;
      });
    },

    /** A provider with days (past or coming) or invoices stays: they are the record of what the clinic did and was paid. */
    async deleteProveedor(id: number, actor: Actor): Promise<void> {
      await db.transaction().execute(async (trx) => {
        // Locked first: a day created for it meanwhile waits, then finds it gone (a 409), instead of being cascaded away.
        const current = await lockProveedor(trx, id);
        if (!current) throw notFound(JORNADA_KEYS.proveedorNotFound);
        const dia = await trx.selectFrom('jornadas').select('id').where('proveedor_id', '=', id).executeTakeFirst();
        if (dia) throw conflict(JORNADA_KEYS.proveedorConJornadas);
        // Its invoices are the record of what was paid: their foreign key does not cascade.
        if (await trx.selectFrom('facturas').select('id').where('proveedor_id', '=', id).executeTakeFirst()) throw conflict(COSTE_KEYS.proveedorConFacturas);
        await trx.deleteFrom('proveedores').where('id', '=', id).execute();
        await recordAudit(trx, actor, 'eliminar', 'proveedores', id, `${current.nombre} (${current.numero_colegiado})`);
      });
    },

    /**
     * A day's new values. Its capacity never drops below the slots booked;
     * once an outcome is recorded, only its capacity may change (the cats
     * operated are already dated, and in its campaign, by that day).
     */
    async updateJornada(id: number, values: JornadaValues, actor: Actor): Promise<void> {
      await db.transaction().execute(async (trx) => {
        const current = await lockedJornada(trx, engine, id);
        if (!current) throw notFound(JORNADA_KEYS.notFound);
        const before: JornadaValues = { proveedor_id: current.proveedor_id, fecha: current.fecha, capacidad: Number(current.capacidad), campana_id: current.campana_id };
        const fijos = values.proveedor_id !== before.proveedor_id || values.fecha !== before.fecha || values.campana_id !== before.campana_id;
        if (fijos && (await resultadosDe(trx, id)) > 0) throw conflict(JORNADA_KEYS.jornadaConResultadosCambio);
        if (values.capacidad < (await ocupadasDe(trx, id))) throw conflict(JORNADA_KEYS.capacidadBajoReservas);
        await trx.updateTable('jornadas').set(values).where('id', '=', id).execute();
        await recordAudit(trx, actor, 'editar', 'jornadas', id, cambios(before, values) || `sin cambios (${values.fecha})`);
      });
    },

    /**
     * Removes a day without outcomes. A coming day (or today's) frees its
     * bookings with it, each audited; a past one with bookings is refused:
     * its outcomes (or «no presentado») are still to be recorded.
     */
    async deleteJornada(id: number, today: string, actor: Actor): Promise<void> {
      await db.transaction().execute(async (trx) => {
        const current = await lockedJornada(trx, engine, id);
        if (!current) throw notFound(JORNADA_KEYS.notFound);
        if ((await resultadosDe(trx, id)) > 0) throw conflict(JORNADA_KEYS.jornadaConResultados);
        const reservas = await trx.selectFrom('jornada_reservas').select('id').where('jornada_id', '=', id).orderBy('id').execute();
        if (reservas.length > 0 && current.fecha < today) throw conflict(JORNADA_KEYS.jornadaPasadaConReservas);
        // Only bookings still without an outcome go: one recorded meanwhile stays, and the check below refuses.
        const anuladas = await trx.deleteFrom('jornada_reservas').where('jornada_id', '=', id).where('resultado_at', 'is', null).returning('id').execute();
        if ((await trx.selectFrom('jornada_reservas').select('id').where('jornada_id', '=', id).executeTakeFirst()) !== undefined) throw conflict(JORNADA_KEYS.jornadaConResultados);
        for (const { id: reservaId } of anuladas) await recordAudit(trx, actor, 'eliminar', 'jornada_reservas', reservaId, `jornada ${id} borrada`);
        await trx.deleteFrom('jornadas').where('id', '=', id).execute();
        await recordAudit(trx, actor, 'eliminar', 'jornadas', id, `${current.fecha}, proveedor ${current.proveedor_id}, capacidad ${current.capacidad}${anuladas.length ? `, ${anuladas.length} reservas anuladas` : ''}`);
      });
    },
  };
}
