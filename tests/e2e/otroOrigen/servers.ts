/**
 * The two kinds of server the cross-origin browser test needs, started by the
 * test itself: a tiny static server for the page of "another origin" (on
 * 127.0.0.2, so it is even another site than the API on 127.0.0.1), and extra
 * Gatera servers with their own configuration (scripts/e2e-server.mjs: the
 * built bundle, the demo data, a fresh data folder each).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/** A port free on this loopback address now (the OS picks it; it is taken again at once). */
export async function freePort(host = '127.0.0.1'): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, host, () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

export interface Running {
  url: string;
  stop(): Promise<void>;
}

/** Serves one HTML file at / on `host`. */
export async function servePage(file: string, host: string): Promise<Running> {
  const html = fs.readFileSync(file);
  const server = http.createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' }).end(html);
  });
  const port = await freePort(host);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  return {
    url: `http://${host}:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

async function healthy(url: string, child: ChildProcess, stderr: () => string): Promise<void> {
  const deadline = Date.now() + 150_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`El servidor de Gatera terminó al arrancar (${child.exitCode}): ${stderr()}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`El servidor de Gatera no respondió a tiempo: ${stderr()}`);
}

/** A Gatera server on 127.0.0.1 with the demo data and this configuration on top of the browser suite's. */
export async function startGatera(env: Record<string, string>): Promise<Running> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gatera-e2e-otro-origen-'));
  const child = spawn(process.execPath, ['scripts/e2e-server.mjs'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: url, E2E_DATA_DIR: dataDir, LOG_LEVEL: 'warn', CORS_ORIGINS: '', ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    errors = (errors + chunk.toString()).slice(-4000);
  });
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await healthy(url, child, () => errors);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, stop };
}
