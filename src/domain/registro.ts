/**
 * The council's microchip register (Ley 7/2023: colony cats are identified by
 * a microchip registered to the local administration): the file a council
 * sends to its regional pet registry, and the certificates it issues.
 */
export const REGISTRO_COLUMNS = [
  'Microchip',
  'Especie',
  'Nombre',
  'Sexo',
  'Raza',
  'Edad aproximada',
  'Esterilizado',
  'Fecha de esterilización',
  'Fecha de identificación',
  'Titular',
  'NIF del titular',
  'Domicilio del titular',
  'Colonia',
  'Ubicación de la colonia',
] as const;

export const ESPECIE_FELINA = 'Felina';

/** The holder of the colony cats' microchips: the council. */
export const titularMunicipal = (municipio: string) => `Ayuntamiento de ${municipio}`;

export const registroFileName = (fecha: string) => `registro_identificacion_${fecha}.csv`;
export const certificadoFileName = (microchip: string) => `certificado_${microchip}.pdf`;

export const REGISTRO_MESSAGES = {
  desdeInvalida: 'La fecha «desde» no es una fecha válida (use AAAA-MM-DD).',
  sinMicrochip: 'El gato no tiene microchip: no se puede emitir su certificado de identificación.',
  certificadoNotFound: 'No existe ningún certificado con ese código de verificación.',
  gatoDeBaja: 'El gato está dado de baja: no se puede emitir su certificado.',
  /** Why a certificate no longer verifies: it holds only while the cat is active with the microchip and sterilisation date it states. */
  invalidoBaja: 'El certificado ya no es válido: el gato se ha dado de baja.',
  invalidoMicrochip: 'El certificado ya no es válido: el microchip del gato ha cambiado.',
  invalidoEsterilizacion: 'El certificado ya no es válido: la fecha de esterilización del gato ha cambiado o se ha eliminado.',
} as const;
