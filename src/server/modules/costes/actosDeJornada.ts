/**
 * The veterinary acts a clinic day's outcome makes, each a cost of the day's
 * provider on the day's date: the surgery by the sex found, the microchip
 * implanted there, the FeLV/FIV test when either was run. They take the
 * provider's price until an invoice pays them, and their grant line by
 * themselves (asignacion.ts).
 */
import type { Db } from '../../db/schema';
import type { ActoVeterinario } from '../../../domain/costes';
import type { Sexo } from '../../../domain/types';
import type { MicrochipAccion, PruebaResultado } from '../../../domain/jornadas';
import { recordAudit, type Actor } from '../../lib/audit';
import { nowIso } from '../../lib/time';
import { asignarCostesSinLinea } from './asignacion';

interface Desenlace {
  operado: boolean;
  sexo_encontrado: Sexo | null;
  microchip_accion: MicrochipAccion | null;
  felv: PruebaResultado | null;
  fiv: PruebaResultado | null;
}

export function actosDelResultado(r: Desenlace): ActoVeterinario[] {
  const actos: ActoVeterinario[] = [];
  if (r.operado) actos.push(r.sexo_encontrado === 'M' ? 'esterilizacion_macho' : 'esterilizacion_hembra');
  if (r.microchip_accion === 'implantado') actos.push('microchip');
  const realizado = (p: PruebaResultado | null) => p !== null && p !== 'no_realizado';
  if (realizado(r.felv) || realizado(r.fiv)) actos.push('test_felv_fiv');
  return actos;
}

export interface ActoDeJornada {
  reserva_id: number;
  gato_id: number;
  colonia_id: number;
  proveedor_id: number;
  fecha: string;
  campana_id: number | null;
}

export async function registrarActosDeJornada(trx: Db, origen: ActoDeJornada, actos: readonly ActoVeterinario[], actor: Actor): Promise<void> {
  if (actos.length === 0) return;
  const now = nowIso();
  for (const concepto of actos) {
    const coste = await trx
      .insertInto('costes')
      .values({ ...origen, concepto, factura_id: null, importe_centimos: null, descripcion: null, linea_id: null, asignacion: null, usuario_id: actor.id, created_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    await recordAudit(trx, actor, 'crear', 'costes', coste.id, `reserva ${origen.reserva_id}`);
  }
  await asignarCostesSinLinea(trx);
}
