/**
 * An uploaded image's size read from its header, never by decoding it: a
 * 2.6 MB PNG can claim 30,000 × 30,000 pixels and take gigabytes to draw in
 * a browser or a report. Images over IMAGE_MAX_PIXELS are refused before they
 * are stored. A header this reader cannot follow gives null (the type was
 * already recognised from the bytes; a browser could not draw it either).
 */
import { IMAGE_MAX_PIXELS } from '../../domain/constants';
import { unprocessable } from './errors';
import type { UploadType } from './uploads';
import { SERVER_KEYS } from '../i18n/keys';

export const IMAGE_PIXELS_MESSAGE = SERVER_KEYS.fields.imagePixels;

export interface ImageSize {
  width: number;
  height: number;
}

function pngSize(bytes: Buffer): ImageSize | null {
  if (bytes.length < 24 || bytes.toString('latin1', 12, 16) !== 'IHDR') return null;
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** Start-of-frame markers (baseline, progressive, lossless, arithmetic): they carry the size. */
const JPEG_FRAMES = new Set([0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf]);

function jpegSize(bytes: Buffer): ImageSize | null {
  let i = 2;
  while (i + 1 < bytes.length) {
    if (bytes[i] !== 0xff) return null;
    const marker = bytes[i + 1];
    if (marker === 0xff) {
      i += 1; // fill byte
      continue;
    }
    if (marker === 0xd8 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      i += 2; // markers without a length
      continue;
    }
    if (marker === 0xd9 || marker === 0xda || i + 4 > bytes.length) return null; // end or scan data before any frame
    const length = bytes.readUInt16BE(i + 2);
    if (JPEG_FRAMES.has(marker)) {
      if (i + 9 > bytes.length) return null;
      return { height: bytes.readUInt16BE(i + 5), width: bytes.readUInt16BE(i + 7) };
    }
    i += 2 + length;
  }
  return null;
}

function webpSize(bytes: Buffer): ImageSize | null {
  if (bytes.length < 30) return null;
  const chunk = bytes.toString('latin1', 12, 16);
  if (chunk === 'VP8X') return { width: bytes.readUIntLE(24, 3) + 1, height: bytes.readUIntLE(27, 3) + 1 };
  if (chunk === 'VP8L' && bytes[20] === 0x2f) {
    const bits = bytes.readUInt32LE(21);
    return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  if (chunk === 'VP8 ' && bytes[23] === 0x9d && bytes[24] === 0x01 && bytes[25] === 0x2a) {
    return { width: bytes.readUInt16LE(26) & 0x3fff, height: bytes.readUInt16LE(28) & 0x3fff };
  }
  return null;
}

export function imageSize(bytes: Buffer, type: UploadType): ImageSize | null {
  if (type === 'image/png') return pngSize(bytes);
  if (type === 'image/jpeg') return jpegSize(bytes);
  if (type === 'image/webp') return webpSize(bytes);
  return null;
}

/** Throws 422 with a Spanish message when the image claims more than IMAGE_MAX_PIXELS. */
export function checkImagePixels(bytes: Buffer, type: UploadType): void {
  const size = imageSize(bytes, type);
  if (size && size.width * size.height > IMAGE_MAX_PIXELS) throw unprocessable(IMAGE_PIXELS_MESSAGE);
}
