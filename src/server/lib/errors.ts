import { SERVER_KEYS } from '../i18n/keys';

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

/** The general answers of the API, by key (their texts in i18n/es.ts and the other catalogues). */
export const MESSAGES = SERVER_KEYS.errors;

export const badRequest = (detail: string) => new HttpError(400, detail);
export const unauthorized = (detail: string = MESSAGES.unauthenticated) => new HttpError(401, detail);
export const forbidden = (detail: string = MESSAGES.forbidden) => new HttpError(403, detail);
export const notFound = (detail: string = MESSAGES.notFound) => new HttpError(404, detail);
export const conflict = (detail: string = MESSAGES.conflict) => new HttpError(409, detail);
export const payloadTooLarge = (detail: string = MESSAGES.payloadTooLarge) => new HttpError(413, detail);
export const unsupportedMediaType = (detail: string = MESSAGES.unsupportedMediaType) => new HttpError(415, detail);
export const unprocessable = (detail: string) => new HttpError(422, detail);
