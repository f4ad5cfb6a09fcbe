/**
 * Photos are shrunk in the browser before they are sent: a
 * JPEG, PNG or WebP is drawn to fit within 1024×1024, keeping its aspect
 * ratio, and re-encoded in its own type at quality 0.85 (PNG ignores the
 * quality). Re-encoding also drops the camera's metadata (e.g. GPS position).
 * Any other file, such as a PDF, is returned as it is, and so is an image the
 * browser cannot decode (the server then judges it by its bytes).
 * One helper for cats, complaints and inspections.
 */
import { IMAGE_MAX_SIDE, IMAGE_QUALITY } from '../../domain/constants';

export const SHRINKABLE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
type ShrinkableType = (typeof SHRINKABLE_TYPES)[number];

const EXTENSIONS: Record<ShrinkableType, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' };

export function isShrinkable(file: Blob): boolean {
  return (SHRINKABLE_TYPES as readonly string[]).includes(file.type);
}

/** The size that fits within max×max keeping the aspect ratio; never enlarged, never below 1 px. */
export function fitWithin(width: number, height: number, max: number = IMAGE_MAX_SIDE): { width: number; height: number } {
  const scale = Math.min(1, max / width, max / height);
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** The file name with the extension of the type it now has. */
export function renamedFor(name: string, type: ShrinkableType): string {
  const base = name.replace(/\.[^./\\]*$/, '') || 'imagen';
  return `${base}.${EXTENSIONS[type]}`;
}

interface Decoded {
  source: CanvasImageSource;
  width: number;
  height: number;
  close(): void;
}

async function decode(file: Blob): Promise<Decoded> {
  if (typeof createImageBitmap === 'function') {
    const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
    return { source: bitmap, width: bitmap.width, height: bitmap.height, close: () => bitmap.close() };
  }
  const url = URL.createObjectURL(file);
  try {
    const image = new Image();
    image.decoding = 'async';
    image.src = url;
    await image.decode();
    return { source: image, width: image.naturalWidth, height: image.naturalHeight, close: () => undefined };
  } finally {
    URL.revokeObjectURL(url);
  }
}

function encode(canvas: HTMLCanvasElement, type: string, quality: number): Promise<Blob | null> {
  return new Promise((resolve) => canvas.toBlob(resolve, type, quality));
}

/** The photo to send: shrunk and re-encoded when it is a JPEG, PNG or WebP, else the file itself. */
export async function shrinkImage(file: File): Promise<File> {
  if (!isShrinkable(file)) return file;
  let decoded: Decoded;
  try {
    decoded = await decode(file);
  } catch {
    return file;
  }
  try {
    const size = fitWithin(decoded.width, decoded.height);
    const canvas = document.createElement('canvas');
    canvas.width = size.width;
    canvas.height = size.height;
    const context = canvas.getContext('2d');
    if (!context) return file;
    context.imageSmoothingEnabled = true;
    context.imageSmoothingQuality = 'high';
    context.drawImage(decoded.source, 0, 0, size.width, size.height);
    let type = file.type as ShrinkableType;
    let blob = await encode(canvas, type, IMAGE_QUALITY);
    // A browser that cannot write WebP hands back a PNG; JPEG keeps the photo small then.
    if (!blob || blob.type !== type) {
      type = 'image/jpeg';
      blob = await encode(canvas, type, IMAGE_QUALITY);
    }
    if (!blob) return file;
    return new File([blob], renamedFor(file.name, type), { type, lastModified: Date.now() });
  } finally {
    decoded.close();
  }
}
