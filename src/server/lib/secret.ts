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
import { placeSharedFile } from './sharedFile';

/** Shortest JWT_SECRET accepted: HS256 needs at least 256 bits of key to resist guessing. */
export const JWT_SECRET_MIN_BYTES = 32;
/**
 * Fewest different characters in a secret. `openssl rand -hex 32` writes
 * about 16 and base64 many more; a secret of fewer than 8 is a handful of
 * keys typed again and again, guessable whatever its length.
 */
const MIN_DISTINCT_CHARACTERS = 8;

const HOW_TO_MAKE_ONE = 'Genera uno con «openssl rand -hex 32» (o deja JWT_SECRET sin definir y Gatera creará uno en DATA_DIR/jwt-secret).';

export const JWT_SECRET_TOO_SHORT = `JWT_SECRET es demasiado corto: debe tener al menos ${JWT_SECRET_MIN_BYTES} bytes. ${HOW_TO_MAKE_ONE}`;

/** True when the text is one piece written again and again (the last copy may be cut short). */
function repeatsAPiece(chars: string[]): boolean {
  for (let period = 1; period <= chars.length / 2; period++) {
    if (chars.every((char, i) => i < period || char === chars[i - period])) return true;
  }
  return false;
}

/** True when most neighbouring characters are consecutive («abcdef», «987654»). */
function followsARun(chars: string[]): boolean {
  let steps = 0;
  for (let i = 1; i < chars.length; i++) if (Math.abs(chars[i].codePointAt(0)! - chars[i - 1].codePointAt(0)!) === 1) steps += 1;
  return steps * 2 > chars.length - 1;
}

/** Why a secret is too weak to sign sessions with, or null when it will do. */
function weakness(secret: string): string | null {
  const chars = Array.from(secret);
  const distinct = new Set(chars).size;
  if (distinct === 1) return 'es un solo carácter repetido';
  if (distinct < MIN_DISTINCT_CHARACTERS) return `tiene solo ${distinct} caracteres distintos (hacen falta al menos ${MIN_DISTINCT_CHARACTERS})`;
  if (repeatsAPiece(chars)) return 'repite un mismo fragmento';
  if (followsARun(chars)) return 'es una serie de caracteres consecutivos (como «abcdef» o «123456»)';
  return null;
}

/** The Spanish start-up message that refuses a secret (too short or trivially weak), or null when it is usable. */
export function jwtSecretProblem(secret: string): string | null {
  if (Buffer.byteLength(secret, 'utf8') < JWT_SECRET_MIN_BYTES) return JWT_SECRET_TOO_SHORT;
  const reason = weakness(secret);
  return reason ? `JWT_SECRET es demasiado débil: ${reason}. ${HOW_TO_MAKE_ONE}` : null;
}

function readStored(file: string): string | null {
  if (!fs.existsSync(file)) return null;
  const stored = fs.readFileSync(file, 'utf8').trim();
  return jwtSecretProblem(stored) === null ? stored : null;
}

export function loadOrCreateSecret(dataDir: string, configured: string | null): string {
  if (configured) {
    // loadConfig refuses it already; checked again for callers that build a Config by hand.
    const problem = jwtSecretProblem(configured);
    if (problem) throw new Error(problem);
    return configured;
  }
  const file = path.join(dataDir, 'jwt-secret');
  const stored = readStored(file);
  if (stored) return stored;
  const secret = crypto.randomBytes(48).toString('base64url');
  placeSharedFile(file, `${secret}\n`);
  return readStored(file) ?? secret;
}
