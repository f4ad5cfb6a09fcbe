import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fitWithin, renamedFor, shrinkImage } from '../../../src/client/media/shrinkImage';

describe('fitWithin', () => {
  it('fits within 1024×1024 keeping the aspect ratio, never enlarging', () => {
    expect(fitWithin(3000, 2000)).toEqual({ width: 1024, height: 683 });
    expect(fitWithin(2000, 3000)).toEqual({ width: 683, height: 1024 });
    expect(fitWithin(4096, 4096)).toEqual({ width: 1024, height: 1024 });
    expect(fitWithin(800, 600)).toEqual({ width: 800, height: 600 });
    expect(fitWithin(100000, 10)).toEqual({ width: 1024, height: 1 });
  });

  it('names the file after its new type', () => {
    expect(renamedFor('IMG_0001.HEIC.webp', 'image/jpeg')).toBe('IMG_0001.HEIC.jpg');
    expect(renamedFor('foto', 'image/png')).toBe('foto.png');
    expect(renamedFor('.png', 'image/png')).toBe('imagen.png');
  });
});

describe('shrinkImage', () => {
  const drawn: number[][] = [];
  const encoded: { type: string; quality: number }[] = [];
  let supported: string[];

  beforeEach(() => {
    drawn.length = 0;
    encoded.length = 0;
    supported = ['image/jpeg', 'image/png', 'image/webp'];
    vi.stubGlobal('createImageBitmap', vi.fn(async () => ({ width: 3000, height: 2000, close: vi.fn() })));
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(function (this: HTMLCanvasElement) {
      return { drawImage: (_source: unknown, x: number, y: number, w: number, h: number) => drawn.push([x, y, w, h, this.width, this.height]) } as never;
    });
    vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation((callback: BlobCallback, type?: string, quality?: number) => {
      encoded.push({ type: type ?? '', quality: quality ?? -1 });
      const written = supported.includes(type ?? '') ? type : 'image/png';
      callback(new Blob([new Uint8Array(10)], { type: written }));
    });
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('draws a 3000×2000 JPEG at 1024×683 and re-encodes it as JPEG at quality 0.85', async () => {
    const photo = new File([new Uint8Array(50)], 'gato.jpeg', { type: 'image/jpeg' });
    const result = await shrinkImage(photo);
    expect(drawn).toEqual([[0, 0, 1024, 683, 1024, 683]]);
    expect(encoded).toEqual([{ type: 'image/jpeg', quality: 0.85 }]);
    expect(result).not.toBe(photo);
    expect(result.type).toBe('image/jpeg');
    expect(result.name).toBe('gato.jpg');
  });

  it('keeps PNG and WebP in their type', async () => {
    expect((await shrinkImage(new File(['x'], 'a.png', { type: 'image/png' }))).type).toBe('image/png');
    expect((await shrinkImage(new File(['x'], 'a.webp', { type: 'image/webp' }))).type).toBe('image/webp');
  });

  it('falls back to JPEG when the browser cannot write WebP', async () => {
    supported = ['image/jpeg', 'image/png'];
    const result = await shrinkImage(new File(['x'], 'a.webp', { type: 'image/webp' }));
    expect(encoded.map((e) => e.type)).toEqual(['image/webp', 'image/jpeg']);
    expect(result.type).toBe('image/jpeg');
    expect(result.name).toBe('a.jpg');
  });

  it('sends a PDF, or an image the browser cannot decode, as it is', async () => {
    const pdf = new File(['%PDF-1.4'], 'acta.pdf', { type: 'application/pdf' });
    expect(await shrinkImage(pdf)).toBe(pdf);
    vi.stubGlobal('createImageBitmap', vi.fn(async () => Promise.reject(new Error('no se puede decodificar'))));
    const broken = new File(['nada'], 'roto.png', { type: 'image/png' });
    expect(await shrinkImage(broken)).toBe(broken);
    expect(drawn).toEqual([]);
  });
});
