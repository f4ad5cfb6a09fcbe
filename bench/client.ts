/**
 * The client as a visitor gets it: the gzip size of the JavaScript and CSS the
 * landing page and the first staff screen download, and the time until the
 * first list has rendered, in headless Chromium.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';

export interface ClientFigures {
  landing: { jsGzipKb: number; cssGzipKb: number; files: number };
  staff: { jsGzipKb: number; cssGzipKb: number; files: number };
  firstListMs: number;
}

const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'];

/** Headless Chromium as every client measurement runs it (CHROMIUM_PATH, else Debian's). */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
}

/** A file's size once gzipped at level 9, in bytes: the weight a visitor downloads from a compressing proxy. */
export function gzipBytes(file: string): number {
  return zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;
}

function gzipKb(file: string): number {
  return gzipBytes(file) / 1024;
}

/** A fresh Spanish-speaking browser context (empty cache) that is already signed in with this token, as the login screen leaves it. */
export async function signedInContext(browser: Browser, baseUrl: string, token: string): Promise<BrowserContext> {
  const me = await (await fetch(`${baseUrl}/api/auth/me`, { headers: { authorization: `Bearer ${token}` } })).json();
  const context = await browser.newContext({ locale: 'es-ES' });
  await context.addInitScript(
    ([t, u]) => {
      localStorage.setItem('token', t);
      localStorage.setItem('user', u);
    },
    [token, JSON.stringify(me)],
  );
  return context;
}

function collectAssets(page: Page, origin: string, into: Set<string>): void {
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.origin === origin && /\.(js|css)$/.test(url.pathname)) into.add(url.pathname);
  });
}

function sizes(paths: Iterable<string>, distDir: string) {
  let js = 0;
  let css = 0;
  let files = 0;
  for (const asset of paths) {
    const file = path.join(distDir, asset);
    if (!fs.existsSync(file)) continue;
    files += 1;
    if (asset.endsWith('.js')) js += gzipKb(file);
    else css += gzipKb(file);
  }
  return { jsGzipKb: Number(js.toFixed(1)), cssGzipKb: Number(css.toFixed(1)), files };
}

export async function measureClient(baseUrl: string, distDir: string, token: string, listPath: string, listItem: RegExp): Promise<ClientFigures> {
  const browser = await launchChromium();
  try {
    const origin = new URL(baseUrl).origin;
    const landingAssets = new Set<string>();
    const landing = await browser.newPage({ locale: 'es-ES' });
    collectAssets(landing, origin, landingAssets);
    await landing.goto(`${baseUrl}/`, { waitUntil: 'networkidle' });
    await landing.close();

    const context = await signedInContext(browser, baseUrl, token);
    const staff = await context.newPage();
    const staffAssets = new Set<string>();
    collectAssets(staff, origin, staffAssets);
    const start = Date.now();
    await staff.goto(`${baseUrl}${listPath}`);
    await staff.getByText(listItem).first().waitFor({ state: 'visible', timeout: 30_000 });
    const firstListMs = Date.now() - start;
    await staff.waitForLoadState('networkidle');
    await context.close();
    return { landing: sizes(landingAssets, distDir), staff: sizes(staffAssets, distDir), firstListMs };
  } finally {
    await browser.close();
  }
}
