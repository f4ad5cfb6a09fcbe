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
