/** Multipart bodies and small real files for the cat tests. */
import crypto from 'node:crypto';
import { encodePng } from '../../../src/server/lib/png';

export interface FilePart {
  field?: string;
  filename: string;
  contentType?: string;
  bytes: Buffer;
}

/** A multipart/form-data body for app.inject. */
export function multipart(fields: Record<string, string | number>, file?: FilePart | null): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----gatera${crypto.randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${String(value)}\r\n`));
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'file'}"; filename="${file.filename}"\r\n` +
          `Content-Type: ${file.contentType ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

export function pngBytes(width = 8, height = 6): Buffer {
  const rgb = new Uint8Array(width * height * 3);
  for (let i = 0; i < rgb.length; i++) rgb[i] = (i * 37) % 256;
  return encodePng(width, height, rgb);
}

export function photo(): FilePart {
  return { filename: 'gato.png', contentType: 'image/png', bytes: pngBytes() };
}

/** The smallest JPEG and WebP headers our sniffer recognises, padded. */
export const JPEG_BYTES = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 1)]);
export const WEBP_BYTES = Buffer.concat([Buffer.from('RIFF'), Buffer.from([40, 0, 0, 0]), Buffer.from('WEBPVP8 '), Buffer.alloc(32, 2)]);
export const PDF_BYTES = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

export function validCode(n: number): string {
  return String(724000000000000 + n);
}
