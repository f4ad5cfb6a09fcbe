/** Clinic days (jornadas de quirófano): what a booking weighs, the outcome's fixed lists and the answers' keys. */
import { keysOf } from './i18n/catalogue';
import jornadasSpanish from './i18n/es/jornadas';
import { PESOS_RESERVA } from './constants';
import type { PesosReserva } from './schemas/jornada';
import type { Sexo } from './types';

/** The keys of the answers about clinic days (their texts in i18n/<language>/jornadas.ts). */
export const JORNADA_KEYS = keysOf(jornadasSpanish.jornadas, 'jornadas.');

/** A booked cat's sex as the booking knows it: a cat still to trap may be of unknown sex. */
export const RESERVA_SEXOS = ['macho', 'hembra', 'desconocido'] as const;
export type ReservaSexo = (typeof RESERVA_SEXOS)[number];

/** FeLV and FIV results. */
export const PRUEBA_RESULTADOS = ['negativo', 'positivo', 'no_realizado'] as const;
export type PruebaResultado = (typeof PRUEBA_RESULTADOS)[number];

/** What was done with the microchip at surgery. */
export const MICROCHIP_ACCIONES = ['implantado', 'leido'] as const;
export type MicrochipAccion = (typeof MICROCHIP_ACCIONES)[number];

/** What the intake's microchip look-up found. */
export const COMPROBACION_RESULTADOS = ['gato_de_colonia', 'posible_propietario', 'desconocido'] as const;
export type ComprobacionResultado = (typeof COMPROBACION_RESULTADOS)[number];

/** What staff decided after checking the identification register. */
export const COMPROBACION_DECISIONES = ['intervenir', 'no_intervenir'] as const;
export type ComprobacionDecision = (typeof COMPROBACION_DECISIONES)[number];

/** The cases a booking weighs by and the setting of each; NULL keeps the installation's (PESOS_RESERVA). */
export const PESO_RESERVA_AJUSTES = {
  macho: 'peso_reserva_macho',
  hembra: 'peso_reserva_hembra',
  desconocido: 'peso_reserva_desconocido',
  cachorro: 'peso_reserva_cachorro',
} as const satisfies Record<keyof PesosReserva, string>;

export type PesoReservaAjuste = (typeof PESO_RESERVA_AJUSTES)[keyof PesosReserva];

/** The four settings, the columns of `municipios` that hold them. */
export const PESO_RESERVA_COLUMNAS: readonly PesoReservaAjuste[] = Object.values(PESO_RESERVA_AJUSTES);

/** Most slots one booked cat may take: a day's capacity is counted in tens of cats, not one cat filling it. */
export const PESO_RESERVA_MAX = 10;

/**
 * Weights go in half slots: a day's free slots are counted to the half (plazasLibres), and sums of halves stay
 * exact in a floating-point column on both engines.
 */
export const PESO_RESERVA_PASO = 0.5;

/** A weight a municipality may save: more than nothing, at most PESO_RESERVA_MAX, a whole number of half slots. */
export function isPesoReservaValido(value: number): boolean {
  return value > 0 && value <= PESO_RESERVA_MAX && Number.isInteger(value / PESO_RESERVA_PASO);
}

/** A municipality's weights: those it saved, the installation's (PESOS_RESERVA) for the others. */
export function pesosReservaDe(saved: Readonly<Partial<Record<PesoReservaAjuste, number | null>>>): PesosReserva {
  const of = (caso: keyof PesosReserva) => {
    const value = saved[PESO_RESERVA_AJUSTES[caso]];
    return value === null || value === undefined ? PESOS_RESERVA[caso] : Number(value);
  };
  return { macho: of('macho'), hembra: of('hembra'), desconocido: of('desconocido'), cachorro: of('cachorro') };
}

/** The slots one booking takes of its day's capacity, with the municipality's `pesos`. */
export function pesoReserva(sexo: ReservaSexo, cachorro: boolean, pesos: PesosReserva): number {
  return cachorro ? pesos.cachorro : pesos[sexo];
}

/** A known cat's sex as a booking counts it. */
export function reservaSexoDe(sexo: Sexo): ReservaSexo {
  return sexo === 'M' ? 'macho' : 'hembra';
}

/** Free slots of a day, never below zero; halves kept exact (weights are multiples of 0.5). */
export function plazasLibres(capacidad: number, ocupadas: number): number {
  return Math.max(0, Math.round((capacidad - ocupadas) * 2) / 2);
}
