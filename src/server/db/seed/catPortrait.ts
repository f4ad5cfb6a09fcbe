/** Draws a simple cat portrait as a PNG, so the demo needs nothing downloaded. */
import { encodePng } from '../../lib/png';

type Rgb = [number, number, number];

export interface PortraitStyle {
  background: Rgb;
  fur: Rgb;
  eyes: Rgb;
  /** A second fur colour for patches (tabby stripes or bicolour mask); null for plain. */
  patch: Rgb | null;
}

function inTriangle(px: number, py: number, a: number[], b: number[], c: number[]): boolean {
  const s1 = (px - b[0]) * (a[1] - b[1]) - (a[0] - b[0]) * (py - b[1]);
  const s2 = (px - c[0]) * (b[1] - c[1]) - (b[0] - c[0]) * (py - c[1]);
  const s3 = (px - a[0]) * (c[1] - a[1]) - (c[0] - a[0]) * (py - a[1]);
  const neg = s1 < 0 || s2 < 0 || s3 < 0;
  const pos = s1 > 0 || s2 > 0 || s3 > 0;
  return !(neg && pos);
}

export function drawCatPortrait(style: PortraitStyle, size = 256): Buffer {
  const rgb = new Uint8Array(size * size * 3);
  const s = size / 256;
  const head = { x: 128 * s, y: 146 * s, rx: 82 * s, ry: 72 * s };
  const leftEar = [[56 * s, 110 * s], [70 * s, 30 * s], [112 * s, 86 * s]];
  const rightEar = [[200 * s, 110 * s], [186 * s, 30 * s], [144 * s, 86 * s]];
  const eye = (x: number, y: number, cx: number, cy: number) => ((x - cx) / (13 * s)) ** 2 + ((y - cy) / (17 * s)) ** 2 <= 1;
  const pupil = (x: number, y: number, cx: number, cy: number) => ((x - cx) / (4 * s)) ** 2 + ((y - cy) / (14 * s)) ** 2 <= 1;
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      let colour: Rgb = style.background;
      const inHead = ((x - head.x) / head.rx) ** 2 + ((y - head.y) / head.ry) ** 2 <= 1;
      if (inHead || inTriangle(x, y, leftEar[0], leftEar[1], leftEar[2]) || inTriangle(x, y, rightEar[0], rightEar[1], rightEar[2])) {
        colour = style.fur;
        if (style.patch && inHead && (Math.floor((y - 80 * s) / (14 * s)) % 2 === 0) && Math.abs(x - head.x) > 30 * s) colour = style.patch;
        if (eye(x, y, 98 * s, 136 * s) || eye(x, y, 158 * s, 136 * s)) colour = style.eyes;
        if (pupil(x, y, 98 * s, 136 * s) || pupil(x, y, 158 * s, 136 * s)) colour = [20, 20, 20];
        if (inTriangle(x, y, [118 * s, 166 * s], [138 * s, 166 * s], [128 * s, 178 * s])) colour = [230, 140, 150];
      }
      const i = (y * size + x) * 3;
      rgb[i] = colour[0];
      rgb[i + 1] = colour[1];
      rgb[i + 2] = colour[2];
    }
  }
  return encodePng(size, size, rgb);
}

export const PORTRAIT_STYLES: PortraitStyle[] = [
  { background: [214, 234, 248], fur: [240, 160, 60], eyes: [120, 190, 90], patch: [200, 110, 30] },
  { background: [250, 229, 211], fur: [60, 60, 60], eyes: [230, 200, 60], patch: null },
  { background: [232, 245, 233], fur: [245, 245, 240], eyes: [90, 150, 220], patch: null },
  { background: [255, 243, 205], fur: [130, 110, 90], eyes: [140, 200, 90], patch: [80, 65, 50] },
  { background: [237, 231, 246], fur: [40, 40, 40], eyes: [240, 240, 240], patch: [245, 245, 245] },
  { background: [224, 242, 241], fur: [190, 170, 150], eyes: [70, 130, 200], patch: [110, 90, 70] },
];
