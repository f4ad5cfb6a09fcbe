/**
 * The demo town's money: the autumn campaign's budget, a few months of
 * feeding for three colonies, and a grant from the provincial council with
 * the Ministry call's four lines, granted twice what its lines hold so far:
 * half justified, as a grant is in the middle of its year. Its costs find
 * their lines as any cost does (modules/costes/asignacion.ts). Runs after the
 * clinic days and the providers' prices, whose acts it counts.
 */
import type { Db } from '../schema';
import { PLANTILLAS_LINEAS, sumaCentimos } from '../../../domain/costes';
import { asignarCostesSinLinea } from '../../modules/costes/asignacion';
import { importeDe, tarifaDelCoste } from '../../modules/costes/importes';

export interface DemoDineroContext {
  today: Date;
  coloniaIds: number[];
  campanaId: number | null;
  created: string;
}

/** Feeding a colony for a month: a sack of dry food and tins. */
const ALIMENTACION_MES_CENTIMOS = 3840;
const MESES_ALIMENTACION = 4;

const day = (today: Date, offset: number) => new Date(today.getTime() + offset * 86_400_000).toISOString().slice(0, 10);

export async function seedDineroDemo(trx: Db, { today, coloniaIds, campanaId, created }: DemoDineroContext): Promise<void> {
  if (campanaId !== null) await trx.insertInto('presupuestos_campana').values({ campana_id: campanaId, importe_centimos: 150000, updated_at: created }).execute();
  for (const coloniaId of coloniaIds.slice(0, 3)) {
    for (let mes = 0; mes < MESES_ALIMENTACION; mes++) {
      await trx
        .insertInto('costes')
        .values({
          fecha: day(today, -30 * mes - 2), concepto: 'alimentacion', gato_id: null, colonia_id: coloniaId, proveedor_id: null, reserva_id: null, campana_id: null,
          factura_id: null, importe_centimos: ALIMENTACION_MES_CENTIMOS, descripcion: 'Pienso seco y latas del mes', linea_id: null, asignacion: null, usuario_id: null, created_at: created,
        })
        .execute();
    }
  }
  const anio = today.toISOString().slice(0, 4);
  const subvencion = await trx
    .insertInto('subvenciones')
    .values({
      convocatoria: `Ayudas a entidades locales para la gestión de colonias felinas ${anio}`, organismo: 'Diputación Provincial de Guadalajara', referencia: `DIP-CER-${anio}/017`,
      fecha: `${anio}-01-15`, importe_concedido_centimos: 0, periodo_desde: `${anio}-01-01`, periodo_hasta: `${anio}-12-31`, created_at: created,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const linea of PLANTILLAS_LINEAS.ministerio) {
    await trx.insertInto('subvencion_lineas').values({ subvencion_id: subvencion.id, nombre: linea.nombre, conceptos: JSON.stringify(linea.conceptos), importe_centimos: null, created_at: created }).execute();
  }
  await asignarCostesSinLinea(trx);
  const asignados = await trx
    .selectFrom('costes')
    .innerJoin('subvencion_lineas as l', 'l.id', 'costes.linea_id')
    .where('l.subvencion_id', '=', subvencion.id)
    .select((eb) => ['costes.importe_centimos', tarifaDelCoste(eb)])
    .execute();
  const justificado = sumaCentimos(asignados.map((row) => importeDe(row) ?? 0));
  // Granted in whole euros: twice what is justified so far (a thousand euros while nothing is).
  const concedido = justificado === 0 ? 100_000 : Math.ceil((2 * justificado) / 100) * 100;
  await trx.updateTable('subvenciones').set({ importe_concedido_centimos: concedido }).where('id', '=', subvencion.id).execute();
}
