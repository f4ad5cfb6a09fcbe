/** The council's coat of arms for a document: its bytes when it is an image pdfkit draws (JPEG or PNG), else null. */
import fs from 'node:fs';
import path from 'node:path';
import { isStoredName, sniffType } from '../lib/uploads';

export async function leerEscudo(mediaDir: string, escudo: string | null): Promise<Buffer | null> {
  if (!escudo || !isStoredName(escudo)) return null;
  try {
    const bytes = await fs.promises.readFile(path.join(mediaDir, escudo));
    const type = sniffType(bytes);
    return type === 'image/jpeg' || type === 'image/png' ? bytes : null;
  } catch {
    // A coat of arms whose file is gone: the document goes without it.
    return null;
  }
}
