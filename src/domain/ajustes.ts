/** A municipality's settings the administrator sets: limits and the server's messages. */
import { DIR3_LENGTH } from './dir3';

export const AJUSTES_MAX = { producto_nombre: 60, municipio_nombre: 120, contacto_email: 254, nif: 20, direccion: 200, dir3: DIR3_LENGTH } as const;

/** Largest map radius a municipality may set, in kilometres. */
export const RADIO_KM_MAX = 100;

/** The product's name when the administrator has set none. */
export const PRODUCTO_POR_DEFECTO = 'Gatera';

export type { Ajustes } from './schemas/ajustes';
