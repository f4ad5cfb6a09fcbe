/**
 * The JWT secret: JWT_SECRET, or one generated once and kept in DATA_DIR.
 * Several processes (WORKERS, or several machines sharing DATA_DIR) may start
 * at once on an empty folder: the file is written whole under a temporary name
 * and linked into place, which fails when another process got there first, so
 * every process ends up signing with the one secret in the file.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { JWT_SECRET_MIN_BYTES, JWT_SECRET_TOO_SHORT } from '../config';

function readStored(file: string): string | null {
  if (!fs.existsSync(file)) return null;
  const stored = fs.readFileSync(file, 'utf8').trim();
  return stored.length >= JWT_SECRET_MIN_BYTES ? stored : null;
}

export function loadOrCreateSecret(dataDir: string, configured: string | null): string {
  if (configured) {
    // loadConfig refuses it already; checked again for callers that build a Config by hand.
    if (Buffer.byteLength(configured, 'utf8') < JWT_SECRET_MIN_BYTES) throw new Error(JWT_SECRET_TOO_SHORT);
    return configured;
  }
  const file = path.join(dataDir, 'jwt-secret');
  const stored = readStored(file);
  if (stored) return stored;
  fs.mkdirSync(dataDir, { recursive: true });
  const secret = crypto.randomBytes(48).toString('base64url');
  const temp = `${file}.${crypto.randomBytes(4).toString('hex')}.tmp`;
  fs.writeFileSync(temp, `${secret}\n`, { mode: 0o600 });
  try {
    // A file too short to use (written by hand) is replaced; otherwise the first process to link wins.
    if (fs.existsSync(file)) fs.renameSync(temp, file);
    else fs.linkSync(temp, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    fs.rmSync(temp, { force: true });
  }
  return readStored(file) ?? secret;
}
