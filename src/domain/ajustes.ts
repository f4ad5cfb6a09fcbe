/** The installation's settings the administrator sets: limits and the server's messages. */
export const AJUSTES_MAX = { producto_nombre: 60, municipio_nombre: 120, contacto_email: 254 } as const;

/** The product's name when the administrator has set none. */
export const PRODUCTO_POR_DEFECTO = 'Gatera';

/** The town's name: the one the administrator saved wins over the environment's (MUNICIPIO_NOMBRE). */
export function municipioNombre(saved: { municipio_nombre: string | null }, configured: string): string {
  return saved.municipio_nombre ?? configured;
}

export type { Ajustes } from './schemas/ajustes';
