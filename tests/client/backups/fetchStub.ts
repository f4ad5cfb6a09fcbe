/** A fetch stand-in answering each call with a Response of the test's choosing (JSON, a file, a pending promise). */
import { vi } from 'vitest';

export interface StubCall {
  method: string;
  url: string;
  body: BodyInit | null | undefined;
}

export type StubAnswer = Response | Promise<Response> | undefined;

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

export function file(bytes: string, name: string, type: string): Response {
  return new Response(bytes, { status: 200, headers: { 'Content-Type': type, 'Content-Disposition': `attachment; filename="${name}"` } });
}

export function stubFetch(handler: (call: StubCall) => StubAnswer): StubCall[] {
  const calls: StubCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const call = { method: (init.method ?? 'GET').toUpperCase(), url: String(url), body: init.body };
      calls.push(call);
      return (await handler(call)) ?? json({ detail: 'La ruta solicitada no existe.' }, 404);
    }),
  );
  return calls;
}

/** Captures what apiDownload saves: the names given to the <a download> links it clicks. */
export function captureDownloads(): string[] {
  const saved: string[] = [];
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:prueba'), revokeObjectURL: vi.fn() }));
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
  return saved;
}

/** A promise whose settling the test decides. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}
