/**
 * The staff bundle: every JavaScript and CSS file the built app can load
 * without going through a page of the public site, read from Vite's build
 * manifest (`vite build --manifest`) so it means the same whatever the chunks
 * are called and however they are split: from the page's entry (index.html),
 * every chunk and stylesheet reachable through static and dynamic imports
 * (the staff app, its screens, the catalogues of every language, the login,
 * password and terms screens), never entering a module of src/client/publico/
 * (the landing page and the public site's other pages). A chunk both sides
 * use counts. Left out too: the service worker and its Workbox runtime
 * (generated beside the build, not modules of the app), images and fonts.
 */
import fs from 'node:fs';
import path from 'node:path';
import { gzipBytes } from './client';

export interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
  /** Images and fonts the chunk refers to: not counted. */
  assets?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

export const HTML_ENTRY = 'index.html';
export const STAFF_ENTRY = 'src/client/StaffApp.tsx';
export const PUBLIC_PAGES = 'src/client/publico/';

export interface BundleSize {
  files: number;
  jsGzipBytes: number;
  cssGzipBytes: number;
  totalGzipBytes: number;
}

/** The staff bundle's files (paths inside the build), sorted. */
export function staffBundleFiles(manifest: Manifest): string[] {
  if (!Object.keys(manifest).some((key) => key.startsWith(PUBLIC_PAGES))) throw new Error(`El manifiesto de Vite no tiene páginas públicas (${PUBLIC_PAGES}): el paquete del personal ya no significaría lo mismo`);
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || key.startsWith(PUBLIC_PAGES)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`El manifiesto de Vite no tiene «${key}»`);
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const next of [...(chunk.imports ?? []), ...(chunk.dynamicImports ?? [])]) visit(next);
  };
  visit(HTML_ENTRY);
  if (!seen.has(STAFF_ENTRY)) throw new Error(`${STAFF_ENTRY} no se alcanza desde ${HTML_ENTRY} en el manifiesto de Vite`);
  return [...files].filter((file) => /\.(js|css)$/.test(file)).sort();
}

/** The staff bundle of a build made with `vite build --manifest`, gzipped file by file. */
export function staffBundleSize(distDir: string): BundleSize {
  const manifestFile = path.join(distDir, '.vite', 'manifest.json');
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Manifest;
  let jsGzipBytes = 0;
  let cssGzipBytes = 0;
  const files = staffBundleFiles(manifest);
  for (const file of files) {
    const bytes = gzipBytes(path.join(distDir, file));
    if (file.endsWith('.js')) jsGzipBytes += bytes;
    else cssGzipBytes += bytes;
  }
  return { files: files.length, jsGzipBytes, cssGzipBytes, totalGzipBytes: jsGzipBytes + cssGzipBytes };
}
