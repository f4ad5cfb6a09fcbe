/**
 * At start, the media folder loses what a crash left behind: half-written
 * `.part` files (an upload or a restore cut short) and orphan uploads, stored
 * files no record names (written before the record that died with the
 * process). Only files older than an hour are touched, so an upload or a
 * restore another process is doing right now keeps its files; files whose
 * names the server did not make are never touched.
 */
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { Db } from '../db/schema';
import { isStoredName } from './uploads';

export const STALE_AFTER_MS = 60 * 60 * 1000;

/** A temporary file of saveUpload (`<name>.part`) or of a restore (`<name>.<hex>.part`). */
const PART_NAME = /^[a-f0-9]{32}\.(jpg|png|webp|pdf)(\.[a-f0-9]{8})?\.part$/;

export interface MediaCleanup {
  parts: number;
  orphans: number;
}

/** The stored names the database refers to ('abc.png' or '/media/abc.png'). */
async function referencedNames(db: Db): Promise<Set<string>> {
  const [gatos, quejas, inspecciones, visitas, ajustes, municipios, facturas, avistamientos] = await Promise.all([
    db.selectFrom('gatos').select('imagen as name').where('imagen', 'is not', null).execute(),
    db.selectFrom('quejas').select('archivo as name').where('archivo', 'is not', null).execute(),
    db.selectFrom('inspecciones').select('archivo as name').where('archivo', 'is not', null).execute(),
    db.selectFrom('visitas').select('foto as name').where('foto', 'is not', null).execute(),
    db.selectFrom('ajustes').select('escudo as name').where('escudo', 'is not', null).execute(),
    db.selectFrom('municipios').select('escudo as name').where('escudo', 'is not', null).execute(),
    db.selectFrom('facturas').select('archivo as name').where('archivo', 'is not', null).execute(),
    db.selectFrom('avistamientos').select('foto as name').where('foto', 'is not', null).execute(),
  ]);
  const names = new Set<string>();
  for (const { name } of [...gatos, ...quejas, ...inspecciones, ...visitas, ...ajustes, ...municipios, ...facturas, ...avistamientos]) if (name) names.add(path.basename(name));
  return names;
}

export async function cleanMediaFolder(mediaDir: string, db: Db, now = Date.now()): Promise<MediaCleanup> {
  const entries = await fsp.readdir(mediaDir, { withFileTypes: true }).catch(() => []);
  const limit = now - STALE_AFTER_MS;
  const stale = async (name: string) => {
    const stat = await fsp.stat(path.join(mediaDir, name)).catch(() => null);
    return stat !== null && stat.isFile() && stat.mtimeMs < limit;
  };
  const outcome: MediaCleanup = { parts: 0, orphans: 0 };
  const parts = entries.filter((e) => e.isFile() && PART_NAME.test(e.name));
  for (const entry of parts) {
    if (!(await stale(entry.name))) continue;
    await fsp.rm(path.join(mediaDir, entry.name), { force: true });
    outcome.parts += 1;
  }
  const stored = entries.filter((e) => e.isFile() && isStoredName(e.name));
  if (!stored.length) return outcome;
  const referenced = await referencedNames(db);
  for (const entry of stored) {
    if (referenced.has(entry.name) || !(await stale(entry.name))) continue;
    await fsp.rm(path.join(mediaDir, entry.name), { force: true });
    outcome.orphans += 1;
  }
  return outcome;
}
