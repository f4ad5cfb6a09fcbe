/** Multipart forms with an attachment, and sample files, for the complaint and inspection tests. */
import fs from 'node:fs';
import { encodePng } from '../../../src/server/lib/png';

export interface SampleFile {
  bytes: Buffer;
  name: string;
  type: string;
}

export const samplePng = (): SampleFile => ({ bytes: encodePng(2, 2, new Uint8Array(12).fill(200)), name: 'foto.png', type: 'image/png' });

export const samplePdf = (): SampleFile => ({
  bytes: Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n', 'latin1'),
  name: 'acta.pdf',
  type: 'application/pdf',
});

/** A Windows executable (MZ header) wearing a PDF's name and type. */
export const executableAsPdf = (): SampleFile => ({
  bytes: Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'), Buffer.alloc(256, 0x41)]),
  name: 'informe.pdf',
  type: 'application/pdf',
});

export function form(fields: Record<string, string | number>, file?: SampleFile, fileField = 'archivo'): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.append(key, String(value));
  if (file) data.append(fileField, new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  return data;
}

/** The files in the media folder (none when it does not exist yet). */
export function mediaFiles(mediaDir: string): string[] {
  return fs.existsSync(mediaDir) ? fs.readdirSync(mediaDir).sort() : [];
}
