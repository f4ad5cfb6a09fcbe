/**
 * The installation's VAPID key pair, which signs every push request so push
 * services know the notices come from this server: generated once with
 * web-push and kept in DATA_DIR/vapid.json. Several processes may start at
 * once on an empty folder: the file is written whole under a temporary name
 * and linked into place, which fails when another process got there first,
 * so every process ends up signing with the one pair in the file (the
 * browsers' subscriptions are tied to its public key).
 */
import fs from 'node:fs';
import path from 'node:path';
import webpush from 'web-push';
import { placeSharedFile } from './sharedFile';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

export const VAPID_FILE = 'vapid.json';

/** A P-256 public key is 65 bytes (87 base64url characters), its private key 32 (43). */
function usable(value: unknown): value is VapidKeys {
  const keys = value as Partial<VapidKeys> | null;
  return (
    typeof keys?.publicKey === 'string' &&
    typeof keys.privateKey === 'string' &&
    /^[A-Za-z0-9_-]{87}$/.test(keys.publicKey) &&
    /^[A-Za-z0-9_-]{43}$/.test(keys.privateKey)
  );
}

function readStored(file: string): VapidKeys | null {
  try {
    const parsed: unknown = JSON.parse(fs.readFileSync(file, 'utf8'));
    return usable(parsed) ? { publicKey: parsed.publicKey, privateKey: parsed.privateKey } : null;
  } catch {
    return null;
  }
}

export function loadOrCreateVapidKeys(dataDir: string): VapidKeys {
  const file = path.join(dataDir, VAPID_FILE);
  const stored = readStored(file);
  if (stored) return stored;
  const keys = webpush.generateVAPIDKeys();
  placeSharedFile(file, `${JSON.stringify(keys)}\n`);
  return readStored(file) ?? keys;
}
