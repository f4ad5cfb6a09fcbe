/**
 * `GET /%ZZ` once answered Fastify's own English body, echoing
 * the path, without the security headers. Every malformed request now answers
 * a Spanish `{detail}` with the headers every other answer carries.
 */
import net from 'node:net';
import { expect, it } from 'vitest';
import { describeEachEngine, json } from '../helper';
import { MALFORMED_MESSAGES } from '../../../src/server/plugins/malformedRequests';
import { serverText } from '../../../src/server/i18n/index';

function expectSecurityHeaders(headers: Record<string, unknown>) {
  expect(String(headers['content-security-policy'])).toContain("default-src 'self'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['strict-transport-security']).toBeDefined();
  expect(headers['x-frame-options']).toBe('SAMEORIGIN');
}

/** Sends raw bytes to the listening server and returns the raw answer. */
async function raw(port: number, request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString('utf8')));
    socket.on('close', () => resolve(answer));
    socket.on('error', reject);
    socket.write(request);
  });
}

describeEachEngine('malformed requests answer in Spanish with the security headers', (t) => {
  it('a URL that does not decode answers 400 {detail} with the headers, never echoing the path', async () => {
    for (const url of ['/%ZZ', '/api/gatos/gatos/%E0%A4%A', '/media/%ZZ.png', '/api/colonias/colonias/%zz?skip=0']) {
      const res = await t().request({ method: 'GET', url, as: 'admin' });
      expect(res.statusCode, url).toBe(400);
      expect(json(res)).toEqual({ detail: serverText('es', MALFORMED_MESSAGES.badUrl) });
      expect(res.body).not.toMatch(/%ZZ|%zz|%E0/i);
      expectSecurityHeaders(res.headers);
    }
  });

  it('a request line or headers the server cannot parse answer 400/431 {detail} with the headers', async () => {
    const address = await t().app.listen({ port: 0, host: '127.0.0.1' });
    const port = Number(new URL(address).port);
    const cases: [string, number, string][] = [
      ['GET /a b c HTTP/1.1\r\nHost: x\r\n\r\n', 400, serverText('es', MALFORMED_MESSAGES.badRequest)],
      ['GET / HTTP/1.1\r\nHost: x\r\nMal cabecera\r\n\r\n', 400, serverText('es', MALFORMED_MESSAGES.badRequest)],
      [`GET / HTTP/1.1\r\nHost: x\r\nX-Grande: ${'a'.repeat(20_000)}\r\n\r\n`, 431, serverText('es', MALFORMED_MESSAGES.headersTooLarge)],
    ];
    for (const [request, status, detail] of cases) {
      const answer = await raw(port, request);
      const [head, body] = answer.split('\r\n\r\n');
      expect(head.split('\r\n')[0], request.slice(0, 30)).toBe(`HTTP/1.1 ${status} ${status === 400 ? 'Bad Request' : 'Request Header Fields Too Large'}`);
      const headers = Object.fromEntries(head.split('\r\n').slice(1).map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]));
      expectSecurityHeaders(headers);
      expect(JSON.parse(body)).toEqual({ detail });
    }
  });
});
