import type { Kysely, Migration } from 'kysely';

/**
 * What a booked cat takes of a clinic day in each municipality, by case
 * (`peso_reserva_macho`, `_hembra`, `_desconocido`, `_cachorro`), saved with its
 * other settings on its `municipios` row. NULL keeps the installation's
 * (PESOS_RESERVA). A booking keeps the weight it was made with
 * (jornada_reservas.peso), so a change counts for the bookings made after it.
 *
 * REAL, as jornada_reservas.peso: the weights go in half slots, and a half, its
 * multiples and their sums are binary fractions a floating-point column holds
 * exactly on both engines (PostgreSQL's four-byte `real` too, far beyond the
 * largest weight), so a day's sum of weights compares exactly with its capacity.
 */
export const pesosReservaMunicipioMigration: Migration = {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async up(db: Kysely<any>) {
    for (const column of ['peso_reserva_macho', 'peso_reserva_hembra', 'peso_reserva_desconocido', 'peso_reserva_cachorro']) {
      await db.schema.alterTable('municipios').addColumn(column, 'real').execute();
    }
  },
};
