/** Grants and their lines: the writes. A cost leaves a line that goes (or stops funding it) unassigned, and finds its line again by itself. */
import type { Db } from '../../db/schema';
import type { Subvencion } from '../../../domain/schemas/coste';
import { nowIso } from '../../lib/time';
import { asignarCostesSinLinea, imputacionManual } from '../costes/asignacion';
import type { LineaValues, SubvencionValues } from './valores';

export function subvencionesRepository(db: Db) {
  return {
    list(): Promise<Subvencion[]> {
      return db
        .selectFrom('subvenciones')
        .select(['id', 'convocatoria', 'organismo', 'referencia', 'fecha', 'importe_concedido_centimos', 'periodo_desde', 'periodo_hasta', 'created_at'])
        .orderBy('fecha', 'desc')
        .orderBy('id', 'desc')
        .execute();
    },

    async insert(trx: Db, values: SubvencionValues): Promise<number> {
      return (await trx.insertInto('subvenciones').values({ ...values, created_at: nowIso() }).returning('id').executeTakeFirstOrThrow()).id;
    },

    async update(trx: Db, id: number, values: SubvencionValues): Promise<void> {
      await trx.updateTable('subvenciones').set(values).where('id', '=', id).execute();
    },

    lineaIds(executor: Db, subvencionId: number): Promise<number[]> {
      return executor
        .selectFrom('subvencion_lineas')
        .select('id')
        .where('subvencion_id', '=', subvencionId)
        .execute()
        .then((rows) => rows.map((r) => r.id));
    },

    async insertLinea(trx: Db, subvencionId: number, values: LineaValues): Promise<number> {
      const row = await trx
        .insertInto('subvencion_lineas')
        .values({ subvencion_id: subvencionId, nombre: values.nombre, conceptos: JSON.stringify(values.conceptos), importe_centimos: values.importe_centimos, created_at: nowIso() })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    async updateLinea(trx: Db, id: number, values: LineaValues): Promise<void> {
      await trx.updateTable('subvencion_lineas').set({ nombre: values.nombre, conceptos: JSON.stringify(values.conceptos), importe_centimos: values.importe_centimos }).where('id', '=', id).execute();
    },

    /** Deletes the lines: their costs become unassigned (whoever put them by hand included) and look for another line. */
    async deleteLineas(trx: Db, ids: readonly number[]): Promise<void> {
      if (ids.length === 0) return;
      await trx.updateTable('costes').set({ linea_id: null, asignacion: null }).where('linea_id', 'in', ids).execute();
      await trx.deleteFrom('subvencion_lineas').where('id', 'in', ids).execute();
      await asignarCostesSinLinea(trx);
    },

    /**
     * After a line's concepts or its grant's period changed: the costs the rule put on those lines look for
     * their line again (they may stay); those a person placed stay where they were put.
     */
    async reasignar(trx: Db, lineaIds: readonly number[]): Promise<void> {
      if (lineaIds.length > 0) await trx.updateTable('costes').set({ linea_id: null, asignacion: null }).where('linea_id', 'in', lineaIds).where('asignacion', '=', 'auto').execute();
      await asignarCostesSinLinea(trx);
    },

    async delete(trx: Db, id: number): Promise<void> {
      await this.deleteLineas(trx, await this.lineaIds(trx, id));
      await trx.deleteFrom('subvenciones').where('id', '=', id).execute();
    },

    /** Puts a cost on a line, or takes it off (null), by hand: the rule leaves it there. */
    async moverCoste(trx: Db, costeId: number, lineaId: number | null): Promise<void> {
      await trx.updateTable('costes').set(imputacionManual(lineaId)).where('id', '=', costeId).execute();
    },
  };
}
