/**
 * One first load of a staff list for a signed-in member, in a fresh browser
 * context (empty cache): the time from navigation until the list's first row
 * is on screen, and the gzip weight of the JavaScript and CSS the page
 * downloaded for it (the served build's own files, gzipped at level 9).
 * Requests to other origins (the map's tiles) are refused at once: there is
 * no network here, and waiting for them would measure nothing of ours.
 */
import path from 'node:path';
import type { Browser, Request } from '@playwright/test';
import { gzipBytes, signedInContext } from './client';

export interface FirstLoad {
  ms: number;
  gzipBytes: number;
  files: number;
  /** Each file of the load, in the order it arrived: when (ms after navigation) and its gzip weight, to read the load's waterfall. */
  assets: { path: string; doneMs: number; gzipBytes: number }[];
}

/** How long the page must fetch no JavaScript or CSS before its first load counts as complete. */
const QUIET_MS = 500;
const QUIET_LIMIT_MS = 15_000;

const isAsset = (url: URL, origin: string) => url.origin === origin && /\.(js|css)$/.test(url.pathname);

export async function measureFirstLoad(browser: Browser, options: { baseUrl: string; token: string; clientDir: string; listPath: string; firstRow: RegExp }): Promise<FirstLoad> {
  const origin = new URL(options.baseUrl).origin;
  const context = await signedInContext(browser, options.baseUrl, options.token);
  try {
    await context.route(
      (url) => url.origin !== origin,
      (route) => route.abort(),
    );
    const page = await context.newPage();
    const assets = new Set<string>();
    const doneAt = new Map<string, number>();
    let pending = 0;
    let lastActivity = 0;
    let start = 0;
    const settled = (request: Request) => {
      const url = new URL(request.url());
      if (!isAsset(url, origin)) return;
      pending -= 1;
      lastActivity = performance.now();
      doneAt.set(url.pathname, Math.round(lastActivity - start));
    };
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (!isAsset(url, origin)) return;
      assets.add(url.pathname);
      pending += 1;
      lastActivity = performance.now();
    });
    page.on('requestfinished', settled);
    page.on('requestfailed', settled);

    start = performance.now();
    await page.goto(`${options.baseUrl}${options.listPath}`, { waitUntil: 'commit' });
    await page.getByText(options.firstRow).first().waitFor({ state: 'visible', timeout: 60_000 });
    const ms = Math.round((performance.now() - start) * 10) / 10;

    // Chunks the screen asks for just after its first row still belong to its first load.
    const deadline = performance.now() + QUIET_LIMIT_MS;
    while (performance.now() < deadline && (pending > 0 || performance.now() - lastActivity < QUIET_MS)) {
      await new Promise((r) => setTimeout(r, 50));
    }
    if (assets.size === 0) throw new Error(`${options.listPath} no descargó ningún JavaScript ni CSS de ${origin}`);
    const files = [...assets].map((asset) => ({ path: asset, doneMs: doneAt.get(asset) ?? -1, gzipBytes: gzipBytes(path.join(options.clientDir, asset)) })).sort((a, b) => a.doneMs - b.doneMs);
    return { ms, gzipBytes: files.reduce((sum, file) => sum + file.gzipBytes, 0), files: files.length, assets: files };
  } finally {
    await context.close();
  }
}
