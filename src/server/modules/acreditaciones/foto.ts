/** The card's photo: a JPEG or PNG kept privately in the media folder, read for the card when it is still there. */
import fs from 'node:fs';
import path from 'node:path';
import { isStoredName, sniffType } from '../../lib/uploads';

/** Types a card's photo may have: those pdfkit draws. */
export const FOTO_TYPES = ['image/jpeg', 'image/png'] as const;

export async function fotoDeCarne(mediaDir: string, foto: string | null): Promise<Buffer | null> {
  if (!foto || !isStoredName(foto)) return null;
  const bytes = await fs.promises.readFile(path.join(mediaDir, foto)).catch(() => null);
  const type = bytes ? sniffType(bytes) : null;
  return bytes && type && (FOTO_TYPES as readonly string[]).includes(type) ? bytes : null;
}
