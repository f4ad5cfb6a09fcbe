/**
 * Draws the app icons of the web app manifest (public/icons/): a cream cat's
 * head on the theme's green, with our own PNG encoder, no image library.
 * Run with `npx tsx scripts/make-icons.ts`; the PNGs are committed.
 */
import fs from 'node:fs';
import path from 'node:path';
import { encodePng } from '../src/server/lib/png';

const GREEN = [0x2e, 0x5e, 0x4e];
const CREAM = [0xf6, 0xe7, 0xc8];
const DARK = [0x1d, 0x2b, 0x26];

/** Point-in-triangle (barycentric signs). */
function inTriangle(px: number, py: number, a: number[], b: number[], c: number[]): boolean {
  const sign = (p1: number[], p2: number[], p3: number[]) => (p1[0] - p3[0]) * (p2[1] - p3[1]) - (p2[0] - p3[0]) * (p1[1] - p3[1]);
  const p = [px, py];
  const d1 = sign(p, a, b);
  const d2 = sign(p, b, c);
  const d3 = sign(p, c, a);
  return !((d1 < 0 || d2 < 0 || d3 < 0) && (d1 > 0 || d2 > 0 || d3 > 0));
}

/** The colour at (x, y) in a unit square; `scale` shrinks the drawing towards the centre (maskable safe zone). */
function colourAt(x: number, y: number, scale: number): number[] {
  const u = (x - 0.5) / scale + 0.5;
  const v = (y - 0.5) / scale + 0.5;
  const head = (u - 0.5) ** 2 + ((v - 0.58) / 0.9) ** 2 < 0.3 ** 2;
  const ears = inTriangle(u, v, [0.2, 0.48], [0.24, 0.14], [0.45, 0.33]) || inTriangle(u, v, [0.8, 0.48], [0.76, 0.14], [0.55, 0.33]);
  if (!head && !ears) return GREEN;
  const eye = (cx: number) => ((u - cx) / 0.045) ** 2 + ((v - 0.55) / 0.07) ** 2 < 1;
  const nose = inTriangle(u, v, [0.46, 0.65], [0.54, 0.65], [0.5, 0.7]);
  if (eye(0.4) || eye(0.6) || nose) return DARK;
  return CREAM;
}

function draw(size: number, scale: number): Buffer {
  const rgb = new Uint8Array(size * size * 3);
  const samples = 4;
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const sum = [0, 0, 0];
      for (let sy = 0; sy < samples; sy++) {
        for (let sx = 0; sx < samples; sx++) {
          const c = colourAt((x + (sx + 0.5) / samples) / size, (y + (sy + 0.5) / samples) / size, scale);
          for (let i = 0; i < 3; i++) sum[i] += c[i];
        }
      }
      for (let i = 0; i < 3; i++) rgb[(y * size + x) * 3 + i] = Math.round(sum[i] / samples ** 2);
    }
  }
  return encodePng(size, size, rgb);
}

const out = path.join(import.meta.dirname, '..', 'public', 'icons');
fs.mkdirSync(out, { recursive: true });
for (const [name, size, scale] of [
  ['gatera-192.png', 192, 1],
  ['gatera-512.png', 512, 1],
  ['gatera-maskable-512.png', 512, 0.78],
  ['apple-touch-icon.png', 180, 0.9],
] as const) {
  fs.writeFileSync(path.join(out, name), draw(size, scale));
  console.log(`${name} (${size}×${size})`);
}
