/**
 * PostgreSQL outage: the app talks to PostgreSQL through a TCP proxy that the
 * test cuts and restores. While it is cut, requests answer 503 in Spanish
 * quickly (no hang, no crash); when it is back, the same server serves again.
 */
import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { createTestApp, testEngines } from '../helper';

function tcpProxy(target: { host: string; port: number }) {
  const sockets = new Set<net.Socket>();
  let server: net.Server | null = null;
  let port = 0;
  const start = () =>
    new Promise<number>((resolve) => {
      server = net.createServer((client) => {
        const upstream = net.connect(target.port, target.host);
        for (const s of [client, upstream]) {
          sockets.add(s);
          s.on('close', () => sockets.delete(s));
          s.on('error', () => s.destroy());
        }
        client.pipe(upstream).pipe(client);
      });
      server.listen(port, '127.0.0.1', () => {
        port = (server!.address() as net.AddressInfo).port;
        resolve(port);
      });
    });
  const cut = () =>
    new Promise<void>((resolve) => {
      for (const s of sockets) s.destroy();
      server?.close(() => resolve());
    });
  return { start, cut };
}

const postgres = testEngines().find((e) => e.name === 'postgres');

describe.runIf(postgres)('PostgreSQL outage', () => {
  it('answers 503 in Spanish while the database is away and serves again when it returns', async () => {
    const real = new URL(postgres!.url!);
    const proxy = tcpProxy({ host: real.hostname, port: Number(real.port || 5432) });
    const port = await proxy.start();
    const proxied = new URL(real);
    proxied.hostname = '127.0.0.1';
    proxied.port = String(port);
    const t = await createTestApp({ name: 'postgres', url: proxied.toString() });
    try {
      const user = await t.createUser('admin');
      const token = await t.token(user);
      const me = () => t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: `Bearer ${token}` } });
      expect((await me()).statusCode).toBe(200);

      await proxy.cut();
      for (const call of [me, () => t.app.inject({ method: 'GET', url: '/api/health' })]) {
        const started = Date.now();
        const res = await call();
        expect(res.statusCode).toBe(503);
        expect(res.json().detail).toBe('La base de datos no está disponible en este momento. Inténtalo de nuevo en unos instantes.');
        expect(res.headers['retry-after']).toBe('5');
        expect(Date.now() - started).toBeLessThan(8000);
      }

      await proxy.start();
      let back = await me();
      for (let i = 0; i < 20 && back.statusCode !== 200; i++) {
        await new Promise((r) => setTimeout(r, 250));
        back = await me();
      }
      expect(back.statusCode).toBe(200);
      expect((await t.app.inject({ method: 'GET', url: '/api/health' })).json()).toEqual({ status: 'ok', db: 'postgres' });
    } finally {
      await t.close();
      await proxy.cut();
    }
  });
});
