/**
 * A citizen's photo made safe to keep: turned upright as the camera's EXIF
 * orientation says, shrunk to fit a square of `maxSide` pixels and encoded
 * again as JPEG. Encoding anew carries none of the original's metadata (EXIF
 * with its GPS position, XMP, ICC, comments), so where the photo was taken
 * leaves with it. The bytes were already recognised as an image of ours and
 * their header's size checked (readPhoto): libvips decodes them under the
 * same pixel limit again.
 */
import sharp from 'sharp';
import { IMAGE_MAX_PIXELS } from '../../domain/constants';
import { unprocessable } from './errors';
import { checkImagePixels } from './imageSize';
import { IMAGE_TYPES, sniffType } from './uploads';
import type { UploadedFile } from './multipart';
import { SERVER_KEYS } from '../i18n/keys';

export const PHOTO_MESSAGES = SERVER_KEYS.fotos;

/** JPEG quality of the re-encoded photo: a phone photo at 1600 px stays under half a megabyte. */
const JPEG_QUALITY = 82;

/** The file as a JPEG, PNG or WebP image within the pixel limit; 422 with a Spanish detail otherwise. */
export function readPhoto(file: UploadedFile): Buffer {
  const type = sniffType(file.bytes);
  if (!type || !IMAGE_TYPES.includes(type)) throw unprocessable(PHOTO_MESSAGES.tipo);
  checkImagePixels(file.bytes, type);
  return file.bytes;
}

/** The photo upright, within `maxSide` pixels, as a JPEG without metadata; 422 when the image cannot be decoded. */
export async function cleanPhoto(bytes: Buffer, maxSide: number): Promise<Buffer> {
  try {
    return await sharp(bytes, { limitInputPixels: IMAGE_MAX_PIXELS, failOn: 'error' })
      .rotate()
      .resize({ width: maxSide, height: maxSide, fit: 'inside', withoutEnlargement: true })
      .jpeg({ quality: JPEG_QUALITY, mozjpeg: true })
      .toBuffer();
  } catch {
    throw unprocessable(PHOTO_MESSAGES.ilegible);
  }
}
