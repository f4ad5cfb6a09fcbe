/** Clinic days (jornadas de quirófano): what a booking weighs, the outcome's fixed lists and the answers' keys. */
import { keysOf } from './i18n/catalogue';
import jornadasSpanish from './i18n/es/jornadas';
import { PESOS_RESERVA } from './constants';
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

/** The slots one booking takes of its day's capacity. */
export function pesoReserva(sexo: ReservaSexo, cachorro: boolean): number {
  return cachorro ? PESOS_RESERVA.cachorro : PESOS_RESERVA[sexo];
}

/** A known cat's sex as a booking counts it. */
export function reservaSexoDe(sexo: Sexo): ReservaSexo {
  return sexo === 'M' ? 'macho' : 'hembra';
}

/** Free slots of a day, never below zero; halves kept exact (weights are multiples of 0.5). */
export function plazasLibres(capacidad: number, ocupadas: number): number {
  return Math.max(0, Math.round((capacidad - ocupadas) * 2) / 2);
}
