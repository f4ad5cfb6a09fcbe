/** Uploaded files: types recognised from the bytes, names made by the server. */
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

export type UploadType = 'image/jpeg' | 'image/png' | 'image/webp' | 'application/pdf';
export const IMAGE_TYPES: readonly UploadType[] = ['image/jpeg', 'image/png', 'image/webp'];
export const ATTACHMENT_TYPES: readonly UploadType[] = [...IMAGE_TYPES, 'application/pdf'];

const EXTENSIONS: Record<UploadType, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'application/pdf': 'pdf',
};

/** The type the bytes really are, or null when they are none of ours. */
export function sniffType(bytes: Buffer): UploadType | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'image/png';
  if (bytes.length >= 12 && bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP')
    return 'image/webp';
  if (bytes.length >= 5 && bytes.toString('latin1', 0, 5) === '%PDF-') return 'application/pdf';
  return null;
}

/** A stored file's name: random, with the extension of its real type. */
const STORED_NAME = /^[a-f0-9]{32}\.(jpg|png|webp|pdf)$/;

export function isStoredName(name: string): boolean {
  return STORED_NAME.test(name);
}

export async function saveUpload(mediaDir: string, bytes: Buffer, type: UploadType): Promise<string> {
  await fs.mkdir(mediaDir, { recursive: true });
  const name = `${crypto.randomBytes(16).toString('hex')}.${EXTENSIONS[type]}`;
  const target = path.join(mediaDir, name);
  const temp = `${target}.part`;
  await fs.writeFile(temp, bytes, { mode: 0o640 });
  await fs.rename(temp, target);
  return name;
}

/** Removes a stored file; a name we did not make is never touched. */
export async function removeUpload(mediaDir: string, name: string | null | undefined): Promise<void> {
  if (!name || !isStoredName(name)) return;
  await fs.rm(path.join(mediaDir, name), { force: true });
}

export function mediaUrl(name: string | null | undefined): string | null {
  return name ? `/media/${name}` : null;
}
