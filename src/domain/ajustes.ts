/** The installation's settings the administrator sets: limits and the server's messages. */
export const AJUSTES_MAX = { producto_nombre: 60, municipio_nombre: 120, contacto_email: 254 } as const;

/** The product's name when the administrator has set none. */
export const PRODUCTO_POR_DEFECTO = 'Gatera';

export const AJUSTES_MESSAGES = {
  productoLargo: `El nombre del producto no puede superar ${AJUSTES_MAX.producto_nombre} caracteres.`,
  municipioLargo: `El nombre del ayuntamiento no puede superar ${AJUSTES_MAX.municipio_nombre} caracteres.`,
  correoInvalido: 'El correo de contacto no es válido.',
  escudoFalta: 'Elige la imagen del escudo.',
  escudoTipo: 'El escudo debe ser una imagen PNG, JPEG o WebP.',
  escudoGrande: 'La imagen del escudo supera el tamaño máximo permitido.',
} as const;

export type { Ajustes } from './schemas/ajustes';
