/**
 * An image of 30,000 × 30,000 pixels (a small file) was once
 * accepted as a photo. Images over 40 megapixels are refused by their header,
 * as cat photos and as complaint or inspection attachments, with a Spanish
 * `detail`; nothing is stored.
 */
import fs from 'node:fs';
import { expect, it } from 'vitest';
import { describeEachEngine, json } from '../helper';
import { createColonia } from '../fixtures';
import { multipart, pngBytes } from '../gatos/support';
import { IMAGE_PIXELS_MESSAGE, imageSize } from '../../../src/server/lib/imageSize';
import { serverText } from '../../../src/server/i18n/index';

function pngClaiming(width: number, height: number): Buffer {
  const bytes = Buffer.from(pngBytes(4, 4));
  bytes.writeUInt32BE(width, 16);
  bytes.writeUInt32BE(height, 20);
  return bytes;
}

function jpegClaiming(width: number, height: number): Buffer {
  const app0 = Buffer.from([0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00]);
  const sof = Buffer.from([0xff, 0xc2, 0x00, 0x11, 0x08, height >> 8, height & 0xff, width >> 8, width & 0xff, 0x03, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1]);
  return Buffer.concat([Buffer.from([0xff, 0xd8]), app0, sof, Buffer.from([0xff, 0xd9])]);
}

function webpClaiming(width: number, height: number): Buffer {
  const bytes = Buffer.alloc(40);
  bytes.write('RIFF', 0, 'latin1');
  bytes.writeUInt32LE(32, 4);
  bytes.write('WEBPVP8X', 8, 'latin1');
  bytes.writeUInt32LE(10, 16);
  bytes.writeUIntLE(width - 1, 24, 3);
  bytes.writeUIntLE(height - 1, 27, 3);
  return bytes;
}

const HUGE = [
  { name: 'PNG', filename: 'enorme.png', bytes: pngClaiming(30_000, 30_000) },
  { name: 'JPEG', filename: 'enorme.jpg', bytes: jpegClaiming(9_000, 5_000) },
  { name: 'WebP', filename: 'enorme.webp', bytes: webpClaiming(16_000, 16_000) },
];

it('reads the size each header claims', () => {
  expect(imageSize(pngClaiming(30_000, 30_000), 'image/png')).toEqual({ width: 30_000, height: 30_000 });
  expect(imageSize(jpegClaiming(9_000, 5_000), 'image/jpeg')).toEqual({ width: 9_000, height: 5_000 });
  expect(imageSize(webpClaiming(16_000, 16_000), 'image/webp')).toEqual({ width: 16_000, height: 16_000 });
});

describeEachEngine('uploads: images over 40 megapixels are refused by their header', (t) => {
  const mediaFiles = () => (fs.existsSync(t().paths.mediaDir) ? fs.readdirSync(t().paths.mediaDir) : []);

  it('refuses them as cat photos and as complaint and inspection attachments, storing nothing', async () => {
    const colonia = await createColonia(t().db);
    const gatosBefore = (await t().db.selectFrom('gatos').select('id').execute()).length;
    const quejasBefore = (await t().db.selectFrom('quejas').select('id').execute()).length;
    for (const image of HUGE) {
      const filesBefore = mediaFiles();
      const gato = await t().request({
        method: 'POST', url: '/api/gatos/gatos/', as: 'admin',
        ...multipart({ nombre: 'Gigante', sexo: 'H', ubicacion: 'Calle Mayor, 1', colonia_id: colonia.id }, { field: 'file', filename: image.filename, bytes: image.bytes }),
      });
      expect(gato.statusCode, `${image.name}: ${gato.body}`).toBe(422);
      expect(json(gato).detail).toBe(serverText('es', IMAGE_PIXELS_MESSAGE));
      const queja = await t().request({ method: 'POST', url: '/api/quejas/quejas/', as: 'usuario', ...multipart({ descripcion: 'Foto enorme' }, { field: 'archivo', filename: image.filename, bytes: image.bytes }) });
      expect(queja.statusCode, `${image.name}: ${queja.body}`).toBe(422);
      expect(json(queja).detail).toBe(serverText('es', IMAGE_PIXELS_MESSAGE));
      const inspeccion = await t().request({
        method: 'POST', url: '/api/inspecciones/inspecciones/', as: 'admin',
        ...multipart({ fecha: '2025-03-29', colonia_id: colonia.id, observaciones: 'Foto enorme' }, { field: 'archivo', filename: image.filename, bytes: image.bytes }),
      });
      expect(inspeccion.statusCode, `${image.name}: ${inspeccion.body}`).toBe(422);
      expect(json(inspeccion).detail).toBe(serverText('es', IMAGE_PIXELS_MESSAGE));
      expect(mediaFiles()).toEqual(filesBefore);
    }
    expect((await t().db.selectFrom('gatos').select('id').execute()).length).toBe(gatosBefore);
    expect((await t().db.selectFrom('quejas').select('id').execute()).length).toBe(quejasBefore);
  });

  it('accepts an image of 36 megapixels', async () => {
    const colonia = await createColonia(t().db);
    const res = await t().request({
      method: 'POST', url: '/api/gatos/gatos/', as: 'admin',
      ...multipart({ nombre: 'Grande', sexo: 'M', ubicacion: 'Calle Mayor, 1', colonia_id: colonia.id }, { field: 'file', filename: 'grande.png', bytes: pngClaiming(6_000, 6_000) }),
    });
    expect(res.statusCode, res.body).toBe(200);
  });
});
