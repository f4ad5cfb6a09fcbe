/**
 * Every call to the API: the configured base (same origin by default), the
 * bearer token from local storage, the municipality chosen (X-Municipio, see
 * session.ts), `{detail}` as the error message, a 401 that ends the session, and
 * a 403 to a call naming the chosen municipality checked against the account
 * (municipioRetirado.ts: the account may no longer work there).
 */
import { HttpError } from 'react-admin';
import { chosenMunicipio, clearSession, getToken, type StoredUser } from './session';
import { checkChosenMunicipio } from './municipioRetirado';
import { languageHeader } from '../i18n/language';
import { MUNICIPIO_HEADER } from '../../domain/constants';

const API_BASE = String(import.meta.env.VITE_API_BASE ?? '').replace(/\/+$/, '');

export function apiUrl(path: string): string {
  return `${API_BASE}${path}`;
}

export const GENERIC_ERROR = 'No se pudo completar la operación. Inténtalo de nuevo.';

export interface ApiRequest extends Omit<RequestInit, 'body'> {
  /** Sent as JSON. */
  json?: unknown;
  /** Sent as multipart. */
  form?: FormData;
  /** Skip ending the session on a 401 (login itself). */
  keepSessionOn401?: boolean;
  /**
   * The municipality the request is for: a number names it, 'propio' is the
   * account's own (no header). Without it, the one the person chose, if any.
   */
  municipio?: number | 'propio';
}

export async function apiFetch(path: string, request: ApiRequest = {}): Promise<Response> {
  const { json, form, keepSessionOn401, municipio, ...init } = request;
  const headers = new Headers(init.headers);
  const token = getToken();
  if (token && !headers.has('Authorization')) headers.set('Authorization', `Bearer ${token}`);
  const named = municipio === undefined ? chosenMunicipio() : municipio;
  // The person's choice, sent: a refusal may mean the account no longer works there (municipioRetirado.ts).
  const sendsChoice = municipio === undefined && typeof named === 'number' && !headers.has(MUNICIPIO_HEADER);
  if (typeof named === 'number' && !headers.has(MUNICIPIO_HEADER)) headers.set(MUNICIPIO_HEADER, String(named));
  // Server messages come back in the screens' language.
  const language = languageHeader();
  if (language && !headers.has('Accept-Language')) headers.set('Accept-Language', language);
  let body: BodyInit | undefined;
  if (json !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(json);
  } else if (form) {
    body = form;
  }
  let response: Response;
  try {
    response = await fetch(apiUrl(path), { ...init, headers, body });
  } catch {
    throw new HttpError('No se pudo conectar con el servidor. Comprueba tu conexión.', 0);
  }
  if (!response.ok) {
    let detail = '';
    let payload: unknown = null;
    try {
      payload = await response.json();
      const value = (payload as { detail?: unknown })?.detail;
      detail = typeof value === 'string' ? value : '';
    } catch {
      detail = '';
    }
    if (response.status === 401 && !keepSessionOn401 && token) clearSession();
    if (response.status === 403 && sendsChoice && named === chosenMunicipio()) void checkChosenMunicipio(named, ownAccount);
    throw new HttpError(detail || GENERIC_ERROR, response.status, payload);
  }
  return response;
}

/** The signed-in account as its own municipality sees it. */
async function ownAccount(): Promise<StoredUser> {
  return (await apiJson<StoredUser>('/api/auth/me', { municipio: 'propio' })).data;
}

export async function apiJson<T>(path: string, request: ApiRequest = {}): Promise<{ data: T; headers: Headers }> {
  const response = await apiFetch(path, request);
  const text = await response.text();
  return { data: (text ? JSON.parse(text) : null) as T, headers: response.headers };
}

/** Downloads a file answer under the name the server gives (or the fallback). */
export async function apiDownload(path: string, fallbackName: string): Promise<string> {
  const response = await apiFetch(path);
  const disposition = response.headers.get('Content-Disposition') ?? '';
  const match = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition);
  const name = match ? decodeURIComponent(match[1]) : fallbackName;
  saveBlob(await response.blob(), name);
  return name;
}

/** Hands a blob to the browser as a download under `name`. */
export function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
