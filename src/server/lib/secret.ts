/** The JWT secret: JWT_SECRET, or one generated once and kept in DATA_DIR. */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { JWT_SECRET_MIN_BYTES, JWT_SECRET_TOO_SHORT } from '../config';

export function loadOrCreateSecret(dataDir: string, configured: string | null): string {
  if (configured) {
    // loadConfig refuses it already; checked again for callers that build a Config by hand.
    if (Buffer.byteLength(configured, 'utf8') < JWT_SECRET_MIN_BYTES) throw new Error(JWT_SECRET_TOO_SHORT);
    return configured;
  }
  const file = path.join(dataDir, 'jwt-secret');
  if (fs.existsSync(file)) {
    const stored = fs.readFileSync(file, 'utf8').trim();
    if (stored.length >= JWT_SECRET_MIN_BYTES) return stored;
  }
  fs.mkdirSync(dataDir, { recursive: true });
  const secret = crypto.randomBytes(48).toString('base64url');
  fs.writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}
