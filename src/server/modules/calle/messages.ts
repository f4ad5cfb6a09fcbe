/**
 * The answers of the street work (feeding stations, shifts, swaps, visits), by
 * key (their texts in src/server/i18n); the texts built from arguments are
 * Spanish, as they are stored (a work order, a census note) or mailed.
 */
import { SERVER_KEYS } from '../../i18n/keys';

export const CALLE_MESSAGES = {
  ...SERVER_KEYS.calle,
  visitaEntero: (campo: string) => `El campo «${campo}» debe ser un número entero válido.`,
  comederoFuera: (km: number) => `El comedero está fuera del término municipal: debe estar a menos de ${km} km del centro del mapa.`,
  visitaBooleano: (campo: string) => `El campo «${campo}» debe ser verdadero o falso.`,
  parte: (colonia: string, quien: string, texto: string) => `Incidencia urgente en la colonia ${colonia} (visita de ${quien}): ${texto}`,
  censoObservaciones: (quien: string) => `Censo registrado desde la visita de ${quien}.`,
  avisoAsunto: (fecha: string) => `Gatera: turnos sin visita del ${fecha}`,
  avisoIntro: (fecha: string) => `Estos turnos del ${fecha} no tienen ninguna visita registrada:`,
};
