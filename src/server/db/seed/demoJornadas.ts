/**
 * The demo town's clinic days: a clinic whose vet is the demo's veterinario,
 * a day past whose booked cats have their outcomes, and a coming day with
 * some slots booked and others free. Outcomes are recorded as the outcome
 * screen records them (modules/jornadas/resultado.ts), so the cats, their
 * activities and the autumn campaign show them too, and their acts are
 * costs of the clinic.
 */
import type { Db } from '../schema';
import { PESOS_RESERVA } from '../../../domain/constants';
import { pesoReserva, reservaSexoDe } from '../../../domain/jornadas';
import type { Sexo } from '../../../domain/types';
import { escribirResultado } from '../../modules/jornadas/resultado';
import type { Resultado } from '../../modules/jornadas/resultadoInput';

const BASE: Resultado = {
  presentado: true, operado: true, motivo_no_operado: null, sexo_encontrado: null, nombre: null, microchip: null, microchip_accion: null, corte_oreja: true,
  felv: 'negativo', fiv: 'negativo', gestante: false, lactante: false, edad_meses: null, peso_kg: null, complicaciones: null, fecha_retorno: null,
};

export interface DemoJornadasContext {
  today: Date;
  coloniaIds: number[];
  userIds: Record<string, number>;
  created: string;
  /** The campaign the past day's operated cats join. */
  campanaId: number | null;
}

/** A microchip no demo cat holds (theirs are 724000000001000 and a few hundred thousand more). */
const DEMO_CHIP = '724099000000417';

const day = (today: Date, offset: number) => new Date(today.getTime() + offset * 86_400_000).toISOString().slice(0, 10);

/** The demo clinic and its past day, whose acts the demo's invoice pays (demoFacturas.ts). */
export interface DemoJornadas {
  proveedorId: number;
  pasada: { id: number; fecha: string };
}

export async function seedJornadasDemo(trx: Db, { today, coloniaIds, userIds, created, campanaId }: DemoJornadasContext): Promise<DemoJornadas> {
  const proveedor = await trx
    .insertInto('proveedores')
    .values({ nombre: 'Clínica Veterinaria Henares', direccion: 'Calle Mayor, 27', veterinario: 'Dra. Carmen Ibáñez', numero_colegiado: 'GU-0417', usuario_id: userIds.veterinario, created_at: created })
    .returning('id')
    .executeTakeFirstOrThrow();
  const pendientes = await trx.selectFrom('gatos').select(['id', 'sexo', 'colonia_id']).where('fecha_esterilizacion', 'is', null).where('activo', '=', 1).orderBy('id').limit(4).execute();
  const book = async (jornadaId: number, gato: { id: number; sexo: string; colonia_id: number } | null, coloniaId: number, sexo: 'macho' | 'hembra' | 'desconocido' = 'desconocido') => {
    const known = gato ? reservaSexoDe(gato.sexo as Sexo) : sexo;
    await trx
      .insertInto('jornada_reservas')
      .values({ jornada_id: jornadaId, gato_id: gato?.id ?? null, colonia_id: gato?.colonia_id ?? coloniaId, sexo: known, cachorro: 0, peso: pesoReserva(known, false, PESOS_RESERVA), usuario_id: userIds.responsable, created_at: created })
      .execute();
  };

  const pasada = await trx.insertInto('jornadas').values({ proveedor_id: proveedor.id, fecha: day(today, -7), capacidad: 8, campana_id: campanaId, created_at: created }).returning('id').executeTakeFirstOrThrow();
  for (const gato of pendientes.slice(0, 2)) await book(pasada.id, gato, gato.colonia_id);
  await book(pasada.id, null, coloniaIds[4], 'hembra');
  // The vet recorded two of the three; the cat to trap in San Roque is still to record (the browser test records it).
  const vet = { id: userIds.veterinario, username: 'veterinario' };
  const booked = await trx.selectFrom('jornada_reservas').select(['id', 'gato_id', 'sexo']).where('jornada_id', '=', pasada.id).where('gato_id', 'is not', null).orderBy('id').execute();
  const [primero, segundo] = booked;
  const sexoDe = (sexo: string) => (sexo === 'macho' ? 'M' : 'H');
  // A demo of few cats (tests seed a handful) may have no cat left unsterilised to book.
  if (primero) await escribirResultado(trx, false, pasada.id, primero.id, { ...BASE, sexo_encontrado: sexoDe(primero.sexo), edad_meses: 24, peso_kg: 3.8, fecha_retorno: day(today, -5), microchip: DEMO_CHIP, microchip_accion: 'implantado' }, vet);
  // Not operated: a female found lactating waits for the weaning (the dashboard counts her); a male, for his fever.
  const aplazado = segundo?.sexo === 'hembra' ? { motivo_no_operado: 'Lactante: se aplaza hasta el destete', lactante: true } : { motivo_no_operado: 'Fiebre en la exploración previa: se aplaza' };
  if (segundo) await escribirResultado(trx, false, pasada.id, segundo.id, { ...BASE, operado: false, ...aplazado, sexo_encontrado: sexoDe(segundo.sexo), felv: 'no_realizado', fiv: 'no_realizado', fecha_retorno: day(today, -6) }, vet);

  const proxima = await trx.insertInto('jornadas').values({ proveedor_id: proveedor.id, fecha: day(today, 10), capacidad: 10, campana_id: campanaId, created_at: created }).returning('id').executeTakeFirstOrThrow();
  for (const gato of pendientes.slice(2, 4)) await book(proxima.id, gato, gato.colonia_id);
  await book(proxima.id, null, coloniaIds[5], 'desconocido');
  return { proveedorId: proveedor.id, pasada: { id: pasada.id, fecha: day(today, -7) } };
}
