/**
 * Every error leaves as `{detail: "<text>"}` in the request's language (a
 * domain message thrown by key becomes its text). A validation error names
 * the field; no stack trace reaches a client; a 5xx is logged with the request id.
 */
import fp from 'fastify-plugin';
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError, MESSAGES } from '../lib/errors';
import { SERVER_KEYS } from '../i18n/keys';
import type { Language } from '../../domain/i18n/languages';
import { ALL_LANGUAGES, requestLanguage, serverText, translateMessage } from '../i18n/index';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Messages (catalogue keys) of this route's required fields (from src/domain/validation.ts). */
    messages?: Record<string, string>;
  }
}

interface AjvIssue {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
  message?: string;
}

function fieldOf(issue: AjvIssue): string {
  if (issue.keyword === 'required') return String(issue.params.missingProperty ?? '');
  return issue.instancePath.replace(/^\//, '').replace(/\//g, '.');
}

/** The validation message in `language`, from the templates of the server catalogue (src/server/i18n). */
function describe(issue: AjvIssue, context: string | undefined, messages: Record<string, string> | undefined, language: Language): string {
  const t = (key: string, params: Record<string, string | number> = {}) => serverText(language, `validation.${key}`, params);
  const field = fieldOf(issue);
  const name = field || context || t('request');
  const custom = messages?.[field];
  const label = t('field', { name });
  const limit = String(issue.params.limit);
  switch (issue.keyword) {
    case 'required':
      return custom ? translateMessage(custom, language) : t('required', { label });
    case 'minLength':
      return issue.params.limit === 1 && custom ? translateMessage(custom, language) : t('minLength', { label, limit });
    case 'maxLength':
      return t('maxLength', { label, limit });
    case 'type': {
      const types = String(issue.params.type).split(',').map((type) => (/^(integer|number|string|boolean|object|array|null)$/.test(type) ? t(`types.${type}`) : type));
      return t('type', { label, types: types.join(t('typeJoin')) });
    }
    case 'enum':
      return t('enum', { label, values: (issue.params.allowedValues as unknown[]).map(String).join(', ') });
    case 'const':
      return t('const', { label, value: String(issue.params.allowedValue) });
    case 'minimum':
    case 'exclusiveMinimum':
      return t('minimum', { label, limit });
    case 'maximum':
    case 'exclusiveMaximum':
      return t('maximum', { label, limit });
    case 'pattern':
    case 'format':
      return t('format', { label });
    case 'additionalProperties':
      return t('additionalProperties', { name: String(issue.params.additionalProperty) });
    case 'anyOf':
    case 'oneOf':
      return t('anyOf', { label });
    default:
      return t('invalid', { label });
  }
}

/**
 * The issue to explain. A choice among fixed values (a TypeBox union of
 * literals, such as `?idioma=`) fails with one `const` issue per value, then
 * `anyOf`: they are read as one list, so the message names every accepted
 * value rather than the first one tried.
 */
function leadingIssue(issues: AjvIssue[]): AjvIssue {
  const [first] = issues;
  if (first.keyword !== 'const') return first;
  const values: unknown[] = [];
  for (const issue of issues) {
    if (issue.keyword !== 'const' || issue.instancePath !== first.instancePath) break;
    values.push(issue.params.allowedValue);
  }
  return values.length > 1 ? { ...first, keyword: 'enum', params: { allowedValues: values } } : first;
}

/** The language of the request, with the council's IDIOMAS and IDIOMA_POR_DEFECTO. */
export function languageOf(request: FastifyRequest): Language {
  return requestLanguage(request, request.server.gatera?.config.idiomas ?? ALL_LANGUAGES);
}

const PG_UNAVAILABLE = new Set([
  'ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'ENOTFOUND', 'EPIPE', '57P01', '57P02', '57P03', '08000', '08003', '08006', '08001', '08004',
  // Passing conflicts that a retry clears: a deadlock, a serialisation failure, a lock not available.
  '40P01', '40001', '55P03',
]);

/** Database and transport errors that are the client's doing or a passing outage, never a 500. */
export function classify(error: unknown): { status: number; detail: string } | null {
  const e = error as { code?: string; message?: string };
  const code = e?.code ?? '';
  if (code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || code === '23505') {
    return { status: 409, detail: MESSAGES.conflict };
  }
  if (code === 'SQLITE_CONSTRAINT_FOREIGNKEY' || code === '23503') {
    return { status: 409, detail: MESSAGES.inUse };
  }
  // Text PostgreSQL cannot store (a NUL character): the input's fault.
  if (code === '22021' || code === '22P05') return { status: 400, detail: MESSAGES.forbiddenCharacter };
  // A disk that fails to write or flush (SQLITE_IOERR_*, the WAL flush of db/groupCommit.ts) is an outage too.
  if (code === 'SQLITE_BUSY' || code === 'SQLITE_LOCKED' || code.startsWith('SQLITE_IOERR') || PG_UNAVAILABLE.has(code)) {
    return { status: 503, detail: MESSAGES.databaseUnavailable };
  }
  if (/Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error/i.test(e?.message ?? '')) {
    return { status: 503, detail: MESSAGES.databaseUnavailable };
  }
  return null;
}

const FASTIFY_CODES: Record<string, { status: number; detail: string }> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, detail: MESSAGES.unsupportedMediaType },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, detail: MESSAGES.invalidJson },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, detail: MESSAGES.invalidJson },
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, detail: MESSAGES.invalidJson },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, detail: MESSAGES.payloadTooLarge },
  FST_REQ_FILE_TOO_LARGE: { status: 413, detail: MESSAGES.payloadTooLarge },
  FST_INVALID_MULTIPART_CONTENT_TYPE: { status: 415, detail: MESSAGES.multipartExpected },
  FST_FILES_LIMIT: { status: 400, detail: MESSAGES.tooManyFiles },
  FST_PARTS_LIMIT: { status: 400, detail: MESSAGES.tooManyFiles },
  FST_FIELDS_LIMIT: { status: 400, detail: 'Demasiados campos en el formulario.' },
  FST_PROTO_VIOLATION: { status: 400, detail: MESSAGES.invalidJson },
  FST_ERR_CTP_INVALID_TYPE: { status: 415, detail: MESSAGES.unsupportedMediaType },
  FST_ERR_BAD_URL: { status: 400, detail: SERVER_KEYS.malformed.badUrl },
  FST_ERR_ASYNC_CONSTRAINT: { status: 400, detail: SERVER_KEYS.malformed.badRequest },
};

function answer(error: FastifyError, request: FastifyRequest): { status: number; detail: string } {
  if (error instanceof HttpError) return { status: error.statusCode, detail: error.detail };
  if (error.validation) {
    const issue = leadingIssue(error.validation as unknown as AjvIssue[]);
    return { status: 422, detail: describe(issue, error.validationContext, request.routeOptions.config?.messages, languageOf(request)) };
  }
  if (error.code && FASTIFY_CODES[error.code]) return FASTIFY_CODES[error.code];
  if (error instanceof SyntaxError || /JSON/.test(error.message ?? '') && error.statusCode === 400) {
    return { status: 400, detail: MESSAGES.invalidJson };
  }
  if (error.statusCode === 429) return { status: 429, detail: MESSAGES.tooManyRequests };
  // busboy's own words for a form it cannot parse (no boundary, a cut body, a bad part header).
  if (/^Multipart:|Unexpected end of form|Malformed part header|Boundary not found/i.test(error.message ?? '')) {
    return { status: 400, detail: MESSAGES.malformedMultipart };
  }
  const known = classify(error);
  if (known) return known;
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    return { status: error.statusCode, detail: SERVER_KEYS.malformed.badRequest };
  }
  return { status: 500, detail: MESSAGES.internal };
}

const MESSAGE_FIELDS = ['detail', 'message', 'mensaje'] as const;
/** A message field whose value looks like a key (`auth.loginFailed`). */
const KEY_VALUE = /"(detail|message|mensaje)"\s*:\s*"\w+(\.\w+)+"/;

export default fp(async function errorsPlugin(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const { status, detail: message } = answer(error, request);
    const detail = translateMessage(message, languageOf(request));
    if (status >= 500) {
      request.log.error({ err: error, reqId: request.id }, 'Error del servidor');
    } else if (status !== 401 && status !== 403 && status !== 404) {
      request.log.info({ reqId: request.id, status, detail }, 'Petición rechazada');
    }
    const retryAfter = error instanceof HttpError ? error.retryAfterSeconds : undefined;
    if (retryAfter) reply.header('Retry-After', String(retryAfter));
    else if (status === 503) reply.header('Retry-After', '5');
    reply.status(status).type('application/json; charset=utf-8').send({ detail });
  });

  // An answer's `detail`, `message` or `mensaje` leaves in the request's language: a catalogue key as its
  // text, in Spanish too; any other text as it is.
  app.addHook('onSend', async (request, reply, payload) => {
    if (typeof payload !== 'string' || payload.length > 8192 || payload.charCodeAt(0) !== 123 /* { */) return payload;
    if (!KEY_VALUE.test(payload)) return payload;
    const language = languageOf(request);
    try {
      const body = JSON.parse(payload) as Record<string, unknown>;
      let changed = false;
      for (const field of MESSAGE_FIELDS) {
        const text = body[field];
        if (typeof text !== 'string') continue;
        const translated = translateMessage(text, language);
        if (translated !== text) {
          body[field] = translated;
          changed = true;
        }
      }
      return changed ? JSON.stringify(body) : payload;
    } catch {
      return payload;
    }
  });
});
