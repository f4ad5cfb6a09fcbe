/**
 * A file several processes may create at their first start (the JWT secret,
 * the VAPID keys): each writes its own temporary copy (readable by the owner
 * only) and links it into place, so the first to link wins and every process
 * then reads the same contents. A file already there is one its caller found
 * unusable (cut short, too weak, edited by hand), and is replaced.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export function placeSharedFile(file: string, contents: string): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const temp = `${file}.${crypto.randomBytes(4).toString('hex')}.tmp`;
  fs.writeFileSync(temp, contents, { mode: 0o600 });
  try {
    if (fs.existsSync(file)) fs.renameSync(temp, file);
    else fs.linkSync(temp, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    fs.rmSync(temp, { force: true });
  }
}
