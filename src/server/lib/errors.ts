/** An error the API answers as `{detail}` with its status (and `Retry-After`, when the client should wait). */
export class HttpError extends Error {
  constructor(
    public readonly statusCode: number,
    public readonly detail: string,
    public readonly retryAfterSeconds?: number,
  ) {
    super(detail);
  }
}

export const MESSAGES = {
  unauthenticated: 'No autenticado. Inicia sesión para continuar.',
  invalidToken: 'La sesión no es válida o ha caducado. Inicia sesión de nuevo.',
  forbidden: 'No tienes permisos para realizar esta acción.',
  notFound: 'Recurso no encontrado.',
  routeNotFound: 'La ruta solicitada no existe.',
  badCredentials: 'Usuario o contraseña incorrectos.',
  inactiveUser: 'La cuenta está desactivada. Contacta con el administrador.',
  tooManyRequests: 'Demasiados intentos. Espera un momento antes de volver a intentarlo.',
  invalidJson: 'El cuerpo de la petición no es un JSON válido.',
  unsupportedMediaType: 'Tipo de contenido no admitido.',
  payloadTooLarge: 'El archivo o la petición supera el tamaño máximo permitido.',
  databaseUnavailable: 'La base de datos no está disponible en este momento. Inténtalo de nuevo en unos instantes.',
  conflict: 'Ya existe un registro con esos datos.',
  relatedMissing: 'El registro relacionado no existe.',
  inUse: 'No se puede completar la operación: el registro está en uso.',
  internal: 'Error interno del servidor. Inténtalo de nuevo más tarde.',
  multipartExpected: 'La petición debe enviarse como formulario multipart.',
  tooManyFiles: 'Solo se admite un archivo por petición.',
  fileTypeNotAllowed: 'Tipo de archivo no permitido.',
  malformedMultipart: 'El formulario enviado no es válido.',
  forbiddenCharacter: 'El texto contiene caracteres no permitidos.',
} as const;

export const badRequest = (detail: string) => new HttpError(400, detail);
export const unauthorized = (detail: string = MESSAGES.unauthenticated) => new HttpError(401, detail);
export const forbidden = (detail: string = MESSAGES.forbidden) => new HttpError(403, detail);
export const notFound = (detail: string = MESSAGES.notFound) => new HttpError(404, detail);
export const conflict = (detail: string = MESSAGES.conflict) => new HttpError(409, detail);
export const payloadTooLarge = (detail: string = MESSAGES.payloadTooLarge) => new HttpError(413, detail);
export const unsupportedMediaType = (detail: string = MESSAGES.unsupportedMediaType) => new HttpError(415, detail);
export const unprocessable = (detail: string) => new HttpError(422, detail);
